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
import { useMessages } from '../../i18n/use-messages';
import { ViewedBill } from './components/viewed-bill';
import { viewBillMessages } from './messages';

/** `/view-bill/{billId}`: one of the shop's bills, read-only (opened from the dashboard). */
export default function ViewBillPage() {
  const { billId = '' } = useParams();
  const t = useMessages(viewBillMessages);
  const bill = useBill(billId);
  const shopName = useSession()?.user?.shopName ?? '';
  const [sharing, setSharing] = useState<BillDto | null>(null);
  const isNotFound = bill.error instanceof ApiError && bill.error.status === 404;

  return (
    <PageFrame title={bill.data ? t.title({ number: bill.data.invoiceNumber }) : t.titleLoading}>
      {isNotFound ? (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p>{t.notFound}</p>
          <Link to="/bill-book" className={buttonClasses('secondary')}>
            {t.goToBillBook}
          </Link>
        </div>
      ) : (
        <QueryStatus query={bill} loadingText={t.loading} />
      )}
      {bill.data && <ViewedBill bill={bill.data} onShare={setSharing} />}
      <ShareBillDialog bill={sharing} shopName={shopName} onClose={() => setSharing(null)} />
    </PageFrame>
  );
}
