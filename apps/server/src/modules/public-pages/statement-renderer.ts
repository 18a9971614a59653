import type { PublicStatementDto } from '@khatabill/domain';
import { webRendererOf } from './web-renderer';

/** The statement page as one HTML document; null draws the page for a link that names none. */
export type RenderStatement = (statement: PublicStatementDto | null) => Promise<string>;

/** What apps/web/src/ssr/statement-page.tsx exports, built by `npm run build` (ADR 017). */
type StatementPageModule = {
  renderStatementPage(props: { statement: PublicStatementDto | null }): string;
};

/** The web build's statement renderer, beside the receipt's, or null when the build has none. */
export function statementRendererOf(webDist: string): RenderStatement | null {
  const load = webRendererOf<StatementPageModule>(webDist, 'statement-page');
  if (!load) return null;
  return async (statement) => (await load()).module.renderStatementPage({ statement });
}
