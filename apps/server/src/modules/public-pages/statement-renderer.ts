import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { PublicStatementDto } from '@khatabill/domain';

/** The statement page as one HTML document; null draws the page for a link that names none. */
export type RenderStatement = (statement: PublicStatementDto | null) => Promise<string>;

/** What apps/web/src/ssr/statement-page.tsx exports, built by `npm run build` (ADR 017). */
type StatementPageModule = {
  renderStatementPage(props: { statement: PublicStatementDto | null }): string;
};

/**
 * The web build's statement renderer, beside the receipt's in `<webDist>-ssr`, or null when
 * the build has none. Imported on the first statement and kept; a failed import is tried
 * again on the next one.
 */
export function statementRendererOf(webDist: string): RenderStatement | null {
  const rendererFile = `${webDist}-ssr/statement-page.js`;
  if (!existsSync(rendererFile)) return null;
  let loaded: Promise<StatementPageModule> | undefined;
  return async (statement) => {
    loaded ??= (import(pathToFileURL(rendererFile).href) as Promise<StatementPageModule>).catch(
      (error: unknown) => {
        loaded = undefined;
        throw error;
      },
    );
    return (await loaded).renderStatementPage({ statement });
  };
}
