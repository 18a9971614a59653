import { isServiceBill, type BillDto } from '@khatabill/domain';
import { useState } from 'react';
import { ExportCsvButton } from '../../components/export-csv-button';
import { ShareBillDialog } from '../../components/receipt/share-bill-dialog';
import { PageFrame } from '../../components/ui/page-frame';
import { useMessages } from '../../i18n/use-messages';
import { useSession } from '../../lib/session';
import { BillFilters } from './components/bill-filters';
import { BillList } from './components/bill-list';
import { CompleteBillDialog } from './components/complete-bill-dialog';
import { useBillFilters } from './hooks/use-bill-filters';
import { billBookMessages } from './messages';

/** `/bill-book`: All Bills (spec §2), searchable and filtered by day. */
export default function BillBookPage() {
  const t = useMessages(billBookMessages);
  const shopName = useSession()?.user?.shopName ?? '';
  const filterState = useBillFilters();
  const [sharing, setSharing] = useState<BillDto | null>(null);
  const [completing, setCompleting] = useState<BillDto | null>(null);
  return (
    <PageFrame title={t.title}>
      <BillFilters {...filterState} />
      <ExportCsvButton
        path={`/bills/export.csv?${new URLSearchParams({ from: filterState.from, to: filterState.to, search: filterState.filters.search })}`}
        filename={`bills-${filterState.from}-to-${filterState.to}.csv`}
      />
      <BillList filters={filterState.filters} onShare={setSharing} onComplete={setCompleting} />
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
