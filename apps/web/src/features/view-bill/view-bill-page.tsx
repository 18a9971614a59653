import type { BillDto } from '@khatabill/domain';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ShareBillDialog } from '../../components/receipt/share-bill-dialog';
import { buttonClasses } from '../../components/ui/button';
import { PageFrame } from '../../components/ui/page-frame';
import { QueryStatus } from '../../components/ui/query-status';
import { ApiError } from '../../lib/api-client';
import { useBill } from '../../lib/get-bill';
import { useSession } from '../../lib/session';
import { ViewedBill } from './components/viewed-bill';

const BILL_NOT_FOUND = 'Bill not found.';

/** `/view-bill/{billId}`: one of the shop's bills, read-only (opened from the dashboard). */
export default function ViewBillPage() {
  const { billId = '' } = useParams();
  const bill = useBill(billId);
  const shopName = useSession()?.user?.shopName ?? '';
  const [sharing, setSharing] = useState<BillDto | null>(null);
  const isNotFound = bill.error instanceof ApiError && bill.error.status === 404;

  return (
    <PageFrame title={bill.data ? `Bill ${bill.data.invoiceNumber}` : 'Bill'}>
      {isNotFound ? (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p>{BILL_NOT_FOUND}</p>
          <Link to="/bill-book" className={buttonClasses('secondary')}>
            Go to Bill Book
          </Link>
        </div>
      ) : (
        <QueryStatus query={bill} loadingText="Loading bill..." />
      )}
      {bill.data && <ViewedBill bill={bill.data} onShare={setSharing} />}
      <ShareBillDialog bill={sharing} shopName={shopName} onClose={() => setSharing(null)} />
    </PageFrame>
  );
}
