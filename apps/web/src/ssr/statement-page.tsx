import type { PublicStatementDto } from '@khatabill/domain';
import { renderToString } from 'react-dom/server';
import printCss from '../components/receipt/receipt-print.css?inline';
import { StatementPageContent } from '../features/statement/statement-page-content';
import appCss from '../index.css?inline';
import { PublicDocument } from './public-document';
import { renderInLanguage } from './render-in-language';

/** `/s/{token}` as one complete HTML page in the shop's language, without script (ADR 017). */
export function renderStatementPage({
  statement,
}: {
  statement: PublicStatementDto | null;
}): string {
  return renderInLanguage(
    statement?.shop.language,
    () =>
      `<!doctype html>${renderToString(
        <PublicDocument css={appCss + printCss}>
          <StatementPageContent statement={statement} />
        </PublicDocument>,
      )}`,
  );
}
