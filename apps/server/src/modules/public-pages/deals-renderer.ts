import type { DealListQuery, Language, PublicCampaignListDto } from '@khatabill/domain';
import { webRendererOf } from './web-renderer';

/** What the deals list is drawn from. */
export type DealsPage = {
  /** The visitor's language (visitorLanguageOf). */
  language: Language;
  /** The list the address asks for, checked (dealsPageQuery). */
  query: DealListQuery;
  /** That page of running deals, or null when they could not be read. */
  deals: PublicCampaignListDto | null;
};

/** The deals list as one HTML document. */
export type RenderDeals = (page: DealsPage) => Promise<string>;

/** What apps/web/src/ssr/deals-page.tsx exports, built by `npm run build`. */
type DealsPageModule = {
  renderDealsPage(
    props: Pick<DealsPage, 'language' | 'deals'> &
      Pick<DealListQuery, 'q' | 'sort' | 'page'> & { script: string | null },
  ): string;
};

/** The web build's deals renderer, or null when the build has none: `/deals` is then the app's. */
export function dealsRendererOf(webDist: string): RenderDeals | null {
  const load = webRendererOf<DealsPageModule>(webDist, 'deals-page', 'src/ssr/deals-script.ts');
  if (!load) return null;
  return async ({ language, query: { q, sort, page }, deals }) => {
    const { module, script } = await load();
    return module.renderDealsPage({ language, q, sort, page, deals, script });
  };
}
