import type { PublicCampaignDto } from '@khatabill/domain';
import type { ReactNode } from 'react';
import { TryAgain, type Retry } from '../../../components/ui/try-again';
import { useMessages } from '../../../i18n/use-messages';
import { dealListMessages } from '../messages';
import { DealCard } from './deal-card';

// What the list shows, the same in the app (deal-list.tsx) and on the page the server draws
// (src/ssr/deals-page.tsx); each draws its own way to the next ten.

type DealCardsProps = {
  deals: readonly PublicCampaignDto[];
  /** Under the cards while there are more: the app's Load more button, the server's link. */
  more: ReactNode;
};

/** The running deals shown, as cards. */
export function DealCards({ deals, more }: DealCardsProps) {
  return (
    <div className="flex flex-col gap-4">
      {/* The server's page appends the next page's cards here (src/ssr/deals-enhance.ts). */}
      <ul className="grid gap-4 sm:grid-cols-2" data-deals-list>
        {deals.map((deal, index) => (
          <li key={deal.slug}>
            <DealCard deal={deal} isFirst={index === 0} />
          </li>
        ))}
      </ul>
      {more}
    </div>
  );
}

type DealsEmptyProps = {
  /** None matches the search, none runs, or the page asked for is past the last deal. */
  reason: 'noMatch' | 'noneRunning' | 'pastTheEnd';
  /** Where to go from here, if anywhere. */
  action?: ReactNode;
};

/** No deal to show, and why. */
export function DealsEmpty({ reason, action }: DealsEmptyProps) {
  const t = useMessages(dealListMessages);
  return (
    <div className="py-8 text-center text-slate-600">
      <p className="font-medium text-slate-800">{t.noDeals}</p>
      <p>{t[reason]}</p>
      {action && <div className="mt-3">{action}</div>}
    </div>
  );
}

/** The list could not be read. */
export function DealsFailed({ retry }: { retry: Retry }) {
  const t = useMessages(dealListMessages);
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center">
      <p className="text-red-700">{t.failed}</p>
      <TryAgain retry={retry}>{t.tryAgain}</TryAgain>
    </div>
  );
}
