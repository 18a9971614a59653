import { isServiceBill, type BillDto, type BillListItemDto } from '@khatabill/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ExportCsvButton } from '../../components/export-csv-button';
import { ShareBillDialog } from '../../components/receipt/share-bill-dialog';
import { useAlert } from '../../components/ui/alert-provider';
import { PageFrame } from '../../components/ui/page-frame';
import { useMessages } from '../../i18n/use-messages';
import { errorMessage } from '../../lib/api-errors';
import { billQuery } from '../../lib/get-bill';
import { useSession } from '../../lib/session';
import { BillFilters } from './components/bill-filters';
import { BillList } from './components/bill-list';
import { CompleteBillDialog } from './components/complete-bill-dialog';
import { useBillFilters } from './hooks/use-bill-filters';
import { billBookMessages } from './messages';

/** `/bill-book`: All Bills (product §2 "/bill-book"), searchable and filtered by day. */
export default function BillBookPage() {
  const t = useMessages(billBookMessages);
  const shopName = useSession()?.user?.shopName ?? '';
  const filterState = useBillFilters();
  const queryClient = useQueryClient();
  const alert = useAlert();
  const [sharing, setSharing] = useState<BillDto | null>(null);
  const [completing, setCompleting] = useState<BillListItemDto | null>(null);

  // The share dialog words its message from the whole bill (a service job's is "ready"): the
  // one its details loaded, or loaded now.
  async function share(bill: BillListItemDto) {
    try {
      setSharing(await queryClient.fetchQuery(billQuery(bill._id)));
    } catch (failure) {
      alert.show('error', errorMessage(failure));
    }
  }
  return (
    <PageFrame title={t.title}>
      <BillFilters {...filterState} />
      <ExportCsvButton
        path={`/bills/export.csv?${new URLSearchParams({ from: filterState.from, to: filterState.to, search: filterState.filters.search })}`}
        filename={`bills-${filterState.from}-to-${filterState.to}.csv`}
      />
      <BillList
        filters={filterState.filters}
        onShare={(bill) => void share(bill)}
        onComplete={setCompleting}
      />
      <ShareBillDialog bill={sharing} shopName={shopName} onClose={() => setSharing(null)}>
        {sharing && (
          <p className="text-slate-700">
            {t.shareFor({ invoice: sharing.invoiceNumber, customer: sharing.customerName })}
          </p>
        )}
      </ShareBillDialog>
      <CompleteBillDialog
        bill={completing}
        onClose={() => setCompleting(null)}
        // A finished service job: offer "Tell the customer it's ready" at once.
        onCompleted={(bill) => {
          if (isServiceBill(bill.customFields)) setSharing(bill);
        }}
      />
    </PageFrame>
  );
}
