import { useParams } from 'react-router';
import { useMessages } from '../../i18n/use-messages';
import { dealShareUrl } from '../../lib/deal-links';
import { useDeal } from './api/get-deal';
import { DealFailed } from './components/deal-failed';
import { DealView } from './components/deal-view';
import { dealPageMessages } from './messages';
import { useVisitLanguage } from './use-visit-language';

/**
 * `/campaigns/{idOrSlug}`: one deal, opened from the deals list. The server draws this page
 * itself when it is opened from a link (ADR 014); the app shows it when it routes here.
 */
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
  if (deal.isError) return <DealFailed retry={{ onClick: () => void deal.refetch() }} />;
  return <DealView deal={deal.data} link={dealShareUrl(deal.data.slug)} />;
}
