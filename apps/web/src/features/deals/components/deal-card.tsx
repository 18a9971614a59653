import type { PublicCampaignDto } from '@khatabill/domain';
import { useId } from 'react';
import { Link } from 'react-router';
import { DealBanner } from '../../../components/deal/deal-banner';
import { dealEndLabel } from '../../../components/deal/deal-end';
import { DealPrice } from '../../../components/deal/deal-price';
import { DealStats } from '../../../components/deal/deal-stats';
import { useMessages } from '../../../i18n/use-messages';
import { dealPath } from '../../../lib/deal-links';
import { dealCardMessages } from '../messages';

/** A card shows the first two items; the deal's page shows them all. */
const PREVIEW_ITEMS = 2;

type DealCardProps = { deal: PublicCampaignDto; isFirst: boolean };

/**
 * One deal in the list (product §2): banner, title, description, end date, the first two items
 * with their prices, views and clicks. The title's link covers the whole card: one big target.
 */
export function DealCard({ deal, isFirst }: DealCardProps) {
  const t = useMessages(dealCardMessages);
  const titleId = useId();
  const more = deal.items.length - PREVIEW_ITEMS;
  return (
    <article
      aria-labelledby={titleId}
      className="relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white focus-within:ring-2 focus-within:ring-brand-700"
    >
      {deal.bannerImage && <DealBanner src={deal.bannerImage} isAboveFold={isFirst} />}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 id={titleId} className="text-lg font-semibold break-words text-slate-900">
          <Link
            to={dealPath(deal.slug)}
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {deal.title}
          </Link>
        </h2>
        <p className="text-sm font-medium break-words text-brand-800">
          {[deal.shop.shopName, deal.shop.city].filter(Boolean).join(' · ')}
        </p>
        {deal.description && (
          <p className="line-clamp-3 break-words whitespace-pre-line text-slate-700">
            {deal.description}
          </p>
        )}
        <p className="text-sm font-medium text-amber-800">{dealEndLabel(deal.endsOn)}</p>
        <ul className="flex flex-col gap-1 border-t border-slate-100 pt-2">
          {deal.items.slice(0, PREVIEW_ITEMS).map((item, index) => (
            <li key={index} className="flex flex-col">
              <span className="break-words">{item.name}</span>
              <DealPrice originalPrice={item.originalPrice} offerPrice={item.offerPrice} />
            </li>
          ))}
        </ul>
        {more > 0 && <p className="text-sm text-slate-600">{t.moreItems(more)}</p>}
        <div className="mt-auto flex items-center justify-between gap-2 pt-1">
          <DealStats views={deal.views} clicks={deal.clicks} />
          <span aria-hidden="true" className="font-medium text-brand-700">
            {t.viewDeal}
          </span>
        </div>
      </div>
    </article>
  );
}
