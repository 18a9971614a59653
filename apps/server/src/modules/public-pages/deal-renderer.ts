import type { PublicCampaignDto } from '@khatabill/domain';
import { webRendererOf } from './web-renderer';

/** What the deal page is drawn from. */
export type DealPage = {
  /** The running deal, or null when the address names none (unknown or ended). */
  deal: PublicCampaignDto | null;
  /** The address asked for (path and query): where the page's Try again leads. */
  address: string;
  /** The origin of the deal's link in its WhatsApp texts (publicOriginOf), if known. */
  origin: string | null;
};

/** The deal page as one HTML document. */
export type RenderDeal = (page: DealPage) => Promise<string>;

/** What apps/web/src/ssr/deal-page.tsx exports, built by `npm run build` (ADR 014). */
type DealPageModule = {
  renderDealPage(props: DealPage & { script: string | null }): string;
};

/** The web build's deal renderer, or null when the build has none: the page is then the app's. */
export function dealRendererOf(webDist: string): RenderDeal | null {
  const load = webRendererOf<DealPageModule>(webDist, 'deal-page', 'src/ssr/deal-script.ts');
  if (!load) return null;
  return async (page) => {
    const { module, script } = await load();
    return module.renderDealPage({ ...page, script });
  };
}
