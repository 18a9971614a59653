import {
  PRODUCT_NAME,
  type DealSort,
  type Language,
  type PublicCampaignListDto,
} from '@khatabill/domain';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { buttonClasses } from '../components/ui/button';
import { uiMessages } from '../components/ui/messages';
import { Spinner } from '../components/ui/spinner';
import { DealFilters } from '../features/deals/components/deal-filters';
import { DealCards, DealsEmpty, DealsFailed } from '../features/deals/components/deal-list-view';
import { DealsFrame } from '../features/deals/components/deals-frame';
import { dealsAddress } from '../features/deals/deals-address';
import { dealListMessages, dealsPageMessages } from '../features/deals/messages';
import { useMessages } from '../i18n/use-messages';
import appCss from '../index.css?inline';
import { nextPageOf } from '../lib/api-client';
import { PublicDocument } from './public-document';
import { renderInLanguage } from './render-in-language';

type DealsPageProps = {
  /** The visitor's language: their cookie's, else their browser's. */
  language: Language;
  /** The search asked for, if any. */
  q?: string | undefined;
  sort: DealSort;
  /** Which ten deals the address asks for (1 for the first). */
  page: number;
  /** That page of running deals, or null when they could not be read. */
  deals: PublicCampaignListDto | null;
  /** The address of the page's built script (deals-script.ts), if the build has one. */
  script: string | null;
};

/**
 * `/deals` as one complete HTML page in the visitor's language: the app's list drawn with
 * its own components, its styles inlined. An address shows one page of ten deals
 * (`/deals?q=saree&sort=expiring&page=2`: the 11th to the 20th), which Load more links to;
 * the page's one small script (deals-script.ts) appends them under the first ten instead.
 * The search is a form the browser sends.
 */
export function renderDealsPage(props: DealsPageProps): string {
  // Each page's ids (a card's title, named by its aria-labelledby) its own: the script puts
  // the next pages' cards beside this page's.
  const options = { identifierPrefix: `p${props.page}-` };
  return renderInLanguage(
    props.language,
    () => `<!doctype html>${renderToString(<DealsDocument {...props} />, options)}`,
  );
}

// Drawn once: the browser keeps what is typed or tapped, and sends the form itself.
const drawnOnce = () => {};

function DealsDocument({ q = '', sort, page, deals, script }: DealsPageProps) {
  const t = useMessages(dealsPageMessages);
  const address = dealsAddress({ q, sort, page });
  return (
    // The cards' links drawn as the plain links they are.
    <StaticRouter location={address}>
      <PublicDocument
        css={appCss}
        title={t.documentTitle({ product: PRODUCT_NAME })}
        description={t.documentDescription}
        script={script}
        indexable
      >
        <DealsFrame>
          <DealFilters search={q} setSearch={drawnOnce} sort={sort} setSort={drawnOnce} hasSubmit />
          {deals ? (
            <DealsShown deals={deals} q={q} sort={sort} page={page} />
          ) : (
            <DealsFailed retry={{ href: address }} />
          )}
        </DealsFrame>
      </PublicDocument>
    </StaticRouter>
  );
}

type DealsShownProps = { deals: PublicCampaignListDto; q: string; sort: DealSort; page: number };

function DealsShown({ deals, q, sort, page }: DealsShownProps) {
  const t = useMessages(dealListMessages);
  if (deals.data.length > 0) {
    const next = nextPageOf(deals);
    return (
      <DealCards
        deals={deals.data}
        more={
          next === undefined ? null : <MoreDealsLink href={dealsAddress({ q, sort, page: next })} />
        }
      />
    );
  }
  // Past the last page: deals have ended since its link was drawn, or the address was typed.
  if (page > 1) {
    return (
      <DealsEmpty
        reason="pastTheEnd"
        action={
          <a href={dealsAddress({ q, sort, page: 1 })} className={buttonClasses('secondary')}>
            {t.firstPage}
          </a>
        }
      />
    );
  }
  return <DealsEmpty reason={q ? 'noMatch' : 'noneRunning'} />;
}

/**
 * Load more, as a link to the next page: followed as it is without script. The page's
 * script (deals-enhance.ts) appends that page's cards instead, shows the link busy
 * meanwhile (the app's button's spinner) and, when they cannot be read, the failure under it.
 */
function MoreDealsLink({ href }: { href: string }) {
  const ui = useMessages(uiMessages);
  const t = useMessages(dealListMessages);
  return (
    <div className="flex flex-col gap-2" data-deals-more>
      <a
        href={href}
        rel="next"
        className={buttonClasses('secondary', 'group aria-busy:cursor-wait aria-busy:opacity-60')}
        data-load-more
      >
        <Spinner className="hidden size-5 group-aria-busy:block" />
        {ui.loadMore}
      </a>
      {/* The script has no catalogue: it takes the failure's text in the page's language from here. */}
      <p role="alert" className="text-center text-red-700" data-failed-text={t.failed} />
    </div>
  );
}
