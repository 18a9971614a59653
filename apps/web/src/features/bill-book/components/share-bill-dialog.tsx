import type { BillDto } from '@khatabill/domain';
import { ShareBillLink } from '../../../components/receipt/share-bill-link';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

type ShareBillDialogProps = {
  /** The bill to share; the dialog is open while there is one. */
  bill: BillDto | null;
  shopName: string;
  onClose: () => void;
};

export function ShareBillDialog({ bill, shopName, onClose }: ShareBillDialogProps) {
  return (
    <Dialog open={bill !== null} onClose={onClose} title="Share Bill">
      {bill?.shareToken && (
        <>
          <p className="text-slate-700">
            {bill.invoiceNumber} for {bill.customerName}
          </p>
          <ShareBillLink bill={bill} shareToken={bill.shareToken} shopName={shopName} />
          <Button variant="ghost" onClick={onClose}>
            Close
          </Button>
        </>
      )}
    </Dialog>
  );
}
