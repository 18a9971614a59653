import { PRODUCT_NAME } from '@khatabill/domain';
import { PageFrame } from '../../components/ui/page-frame';
import { useMessages } from '../../i18n/use-messages';
import { isOwner } from '../../lib/member-access';
import { useSession } from '../../lib/session';
import { CustomerDues } from './components/customer-dues';
import { SummaryPanel } from './components/summary-panel';
import { TodaysFollowUps } from './components/todays-follow-ups';
import { TopProducts } from './components/top-products';
import { dashboardMessages } from './messages';

/**
 * `/dashboard` (product §2): today's follow-ups, the business over a range, and what is due;
 * the shop's staff see the follow-ups alone, the money being the owner's (product §17).
 */
export default function DashboardPage() {
  const t = useMessages(dashboardMessages);
  const user = useSession()?.user;
  const shopName = user?.shopName || PRODUCT_NAME;
  return (
    <PageFrame title={t.title}>
      <p className="-mt-2 text-lg text-slate-700">
        {t.welcome({ name: user?.memberName || user?.name || shopName })}
      </p>
      <TodaysFollowUps />
      {isOwner(user) && (
        <>
          <SummaryPanel />
          <TopProducts />
          <CustomerDues shopName={shopName} />
        </>
      )}
    </PageFrame>
  );
}
