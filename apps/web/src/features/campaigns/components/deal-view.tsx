import type { PublicCampaignDto } from '@khatabill/domain';
import { Link } from 'react-router';
import { DealBanner } from '../../../components/deal/deal-banner';
import { dealEndLabel } from '../../../components/deal/deal-end';
import { buttonClasses } from '../../../components/ui/button';
import { useMessages } from '../../../i18n/use-messages';
import { dealShareWhatsappUrl } from '../../../lib/deal-links';
import { formatAddress } from '../../../lib/format';
import { dealPageMessages } from '../messages';
import { DealContact } from './deal-contact';
import { DealItems } from './deal-items';
import { DealSection } from './deal-section';

type DealViewProps = {
  deal: PublicCampaignDto;
  /** The deal's address in its WhatsApp texts: the app's own, or the one the server names. */
  link: string;
};

/**
 * One running deal, the same in the app and as the server draws it (ADR 014). On the
 * server's page its script finds the deal by `data-deal-slug` (its view and clicks) and
 * `data-deal-link` (a link drawn without an origin, completed in the browser).
 */
export function DealView({ deal, link }: DealViewProps) {
  const t = useMessages(dealPageMessages);
  const address = formatAddress(deal.shop);
  return (
    <article
      className="mx-auto flex w-full max-w-2xl flex-col gap-4"
      data-deal-slug={deal.slug}
      data-deal-link={link}
    >
      {deal.bannerImage && <DealBanner src={deal.bannerImage} isAboveFold className="rounded-xl" />}
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold break-words text-slate-900">{deal.title}</h1>
        <p className="font-medium break-words text-brand-800">{deal.shop.shopName}</p>
        <p className="text-sm font-medium text-amber-800">{dealEndLabel(deal.endsOn)}</p>
      </header>
      {deal.description && (
        <p className="break-words whitespace-pre-line text-slate-700">{deal.description}</p>
      )}
      <DealItems items={deal.items} />
      {deal.contactPhone && (
        <DealContact deal={deal} contactPhone={deal.contactPhone} link={link} />
      )}
      {address && (
        <DealSection title={t.shopAddress}>
          <address className="break-words text-slate-700 not-italic">{address}</address>
        </DealSection>
      )}
      <div className="flex flex-col gap-2 border-t border-slate-200 pt-4">
        <p className="text-slate-700">{t.passItOn}</p>
        <a
          href={dealShareWhatsappUrl(deal, link)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('secondary')}
        >
          {t.chatOnWhatsapp}
        </a>
      </div>
      <Link to="/deals" className={buttonClasses('ghost', 'self-center')}>
        {t.seeAllDeals}
      </Link>
    </article>
  );
}
