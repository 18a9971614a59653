import type { PublicCampaignDto } from '@khatabill/domain';
import { Link, useParams } from 'react-router';
import { DealBanner } from '../../components/deal/deal-banner';
import { dealEndLabel } from '../../components/deal/deal-end';
import { Button, buttonClasses } from '../../components/ui/button';
import { dealShareWhatsappUrl } from '../../lib/deal-links';
import { useMessages } from '../../i18n/use-messages';
import { formatAddress } from '../../lib/format';
import { useDeal } from './api/get-deal';
import { DealContact } from './components/deal-contact';
import { DealItems } from './components/deal-items';
import { DealSection } from './components/deal-section';
import { dealPageMessages } from './messages';
import { useVisitLanguage } from './use-visit-language';

/** `/campaigns/{idOrSlug}`: one deal, opened from a WhatsApp message or the deals list. */
export default function CampaignsPage() {
  const { idOrSlug = '' } = useParams();
  const deal = useDeal(idOrSlug);
  const t = useMessages(dealPageMessages);
  useVisitLanguage(deal.data?.shop.language);
  if (deal.isPending) {
    return (
      <p role="status" className="py-8 text-center text-slate-600">
        {t.loading}
      </p>
    );
  }
  if (deal.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center">
        {/* The failure is the page's heading: an unknown link opened from WhatsApp says so first. */}
        <h1 className="text-xl font-semibold text-red-700">{t.failed}</h1>
        <div className="flex gap-3">
          <Button variant="secondary" onClick={() => void deal.refetch()}>
            {t.tryAgain}
          </Button>
          <Link to="/deals" className={buttonClasses('secondary')}>
            {t.allDeals}
          </Link>
        </div>
      </div>
    );
  }
  return <DealView deal={deal.data} />;
}

function DealView({ deal }: { deal: PublicCampaignDto }) {
  const t = useMessages(dealPageMessages);
  const address = formatAddress(deal.shop);
  return (
    <article className="mx-auto flex w-full max-w-2xl flex-col gap-4">
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
      {deal.contactPhone && <DealContact deal={deal} contactPhone={deal.contactPhone} />}
      {address && (
        <DealSection title={t.shopAddress}>
          <address className="break-words text-slate-700 not-italic">{address}</address>
        </DealSection>
      )}
      <div className="flex flex-col gap-2 border-t border-slate-200 pt-4">
        <p className="text-slate-700">{t.passItOn}</p>
        <a
          href={dealShareWhatsappUrl(deal)}
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
