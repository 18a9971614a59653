import { canEditBill } from '@khatabill/domain';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { LoadingStatus } from '../../components/ui/loading-status';
import { PageFrame } from '../../components/ui/page-frame';
import { QueryStatus } from '../../components/ui/query-status';
import { useMessages } from '../../i18n/use-messages';
import { useSession } from '../../lib/session';
import { registeredGst } from '../../lib/shop-gst';
import { useBill } from '../../lib/get-bill';
import { useFollowup } from './api/get-followup';
import { BillForm } from './components/bill-form';
import { createBillPageMessages } from './messages';
import { usePendingSaveCount } from './pending-saves';

// A registered shop's GST fields and arithmetic, which no other shop loads.
const GstBillProvider = lazy(() => import('./gst/gst-bill-provider'));

function Notice({ children, onNewBill }: { children: string; onNewBill?: () => void }) {
  const t = useMessages(createBillPageMessages);
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-xl bg-slate-100 p-4">
      <p>{children}</p>
      {onNewBill && <Button onClick={onNewBill}>{t.createNew}</Button>}
    </div>
  );
}

/**
 * `/create-bill`: a new bill, `?billId=…` to edit a saved one, or `?followupId=…` for a new
 * bill with a done follow-up's customer and service (Convert to Bill, product §2 and §4).
 */
export default function CreateBillPage() {
  const t = useMessages(createBillPageMessages);
  const user = useSession()?.user;
  const [searchParams, setSearchParams] = useSearchParams();
  const billId = searchParams.get('billId');
  const bill = useBill(billId);
  const followupId = billId ? null : searchParams.get('followupId');
  const followup = useFollowup(followupId);
  const [formCount, setFormCount] = useState(0);
  const waitingBills = usePendingSaveCount();

  // RequireRole lets nobody in without a stored user; this only narrows the type.
  if (!user) return null;

  // The form opens once what it starts from has loaded: an editable bill, a follow-up, or nothing.
  const canOpenForm = billId
    ? bill.data !== undefined && canEditBill(bill.data.status)
    : followupId === null || followup.data !== undefined;
  const remountForm = () => setFormCount((count) => count + 1);
  function startNewBill() {
    if (billId || followupId) setSearchParams({});
    remountForm();
  }
  // Each new bill is a fresh form: remounting resets every field, tab and dialog at once.
  const form = (
    <BillForm
      key={`${billId ?? followupId ?? 'new'}-${formCount}`}
      user={user}
      bill={bill.data ?? null}
      followup={followup.data ?? null}
      onReset={startNewBill}
      onDiscard={remountForm}
    />
  );
  const shopGst = registeredGst(user.settings);

  return (
    <PageFrame title={bill.data ? t.editTitle({ number: bill.data.invoiceNumber }) : t.title}>
      {waitingBills > 0 && (
        <p role="status" className="rounded-xl bg-amber-50 p-3 text-amber-900">
          {t.waiting(waitingBills)}
        </p>
      )}
      {billId && bill.isPending && <QueryStatus query={bill} loadingText={t.loadingBill} />}
      {billId && bill.isError && <Notice onNewBill={startNewBill}>{t.loadBillFailed}</Notice>}
      {bill.data && !canEditBill(bill.data.status) && (
        <Notice onNewBill={startNewBill}>{t.completed}</Notice>
      )}
      {followupId && followup.isPending && <QueryStatus query={followup} loadingText={t.loading} />}
      {followupId && followup.isError && (
        <Notice onNewBill={startNewBill}>{t.loadFollowupFailed}</Notice>
      )}
      {canOpenForm &&
        (shopGst ? (
          <Suspense fallback={<LoadingStatus />}>
            <GstBillProvider shop={shopGst}>{form}</GstBillProvider>
          </Suspense>
        ) : (
          form
        ))}
    </PageFrame>
  );
}
