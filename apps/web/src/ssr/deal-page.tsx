import { PRODUCT_NAME, type PublicCampaignDto } from '@khatabill/domain';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { DealFailed } from '../features/campaigns/components/deal-failed';
import { DealView } from '../features/campaigns/components/deal-view';
import { dealPageMessages } from '../features/campaigns/messages';
import appCss from '../index.css?inline';
import { dealPath } from '../lib/deal-links';
import { PublicDocument } from './public-document';
import { renderInLanguage } from './render-in-language';

type DealPageProps = {
  /** The running deal, or null when the address names none (unknown or ended). */
  deal: PublicCampaignDto | null;
  /** The address asked for (path and query): where Try again leads. */
  address: string;
  /**
   * The origin of the deal's link in its WhatsApp texts; null when the server knows none it
   * may trust, and the page's script completes the link in the browser (deal-enhance.ts).
   */
  origin: string | null;
  /** The address of the page's built script (deal-script.ts), if the build has one. */
  script: string | null;
};

/**
 * `/campaigns/{idOrSlug}` as one complete HTML page (ADR 014), in the deal's shop's
 * language: the deal the app shows, drawn with the same components, its styles inlined, and
 * one small script (the deal's view and clicks, the bar's link for a signed-in shop, the page
 * view). The server adds the deal's title and the link preview's tags.
 */
export function renderDealPage(props: DealPageProps): string {
  return renderInLanguage(
    props.deal?.shop.language,
    () => `<!doctype html>${renderToString(<DealDocument {...props} />)}`,
  );
}

function DealDocument({ deal, address, origin, script }: DealPageProps) {
  return (
    // The app's links (All deals, See all deals) drawn as the plain links they are.
    <StaticRouter location={address}>
      <PublicDocument
        css={appCss}
        // A deal's own title comes from the server; an address naming none says so.
        title={deal ? PRODUCT_NAME : `${dealPageMessages.get().failed} — ${PRODUCT_NAME}`}
        script={script}
        // Made to be found, unlike a customer's bill.
        indexable
      >
        {deal ? (
          <DealView deal={deal} link={`${origin ?? ''}${dealPath(deal.slug)}`} />
        ) : (
          <DealFailed retry={{ href: address }} />
        )}
      </PublicDocument>
    </StaticRouter>
  );
}
