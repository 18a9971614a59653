import { PRODUCT_NAME } from '@khatabill/domain';
import { PageFrame } from '../../components/ui/page-frame';
import { useSession } from '../../lib/session';
import { CustomerDues } from './components/customer-dues';
import { SummaryPanel } from './components/summary-panel';
import { TodaysFollowUps } from './components/todays-follow-ups';
import { TopProducts } from './components/top-products';

/** `/dashboard` (spec §2): today's follow-ups, the business over a range, and what is due. */
export default function DashboardPage() {
  const user = useSession()?.user;
  const shopName = user?.shopName || PRODUCT_NAME;
  return (
    <PageFrame title="Dashboard">
      <p className="-mt-2 text-lg text-slate-700">Welcome, {user?.name || shopName}</p>
      <TodaysFollowUps />
      <SummaryPanel />
      <TopProducts />
      <CustomerDues shopName={shopName} />
    </PageFrame>
  );
}
