import type { PublicStatementDto } from '@khatabill/domain';
import { renderToString } from 'react-dom/server';
import printCss from '../components/receipt/receipt-print.css?inline';
import { StatementPageContent } from '../features/statement/statement-page-content';
import appCss from '../index.css?inline';
import { PublicDocument } from './public-document';

/** `/s/{token}` as one complete HTML page, without script (ADR 017). */
export function renderStatementPage({
  statement,
}: {
  statement: PublicStatementDto | null;
}): string {
  return `<!doctype html>${renderToString(
    <PublicDocument css={appCss + printCss}>
      <StatementPageContent statement={statement} />
    </PublicDocument>,
  )}`;
}
