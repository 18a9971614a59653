import type { UserDto } from '@khatabill/domain';
import { ReceiptView } from '../../../components/receipt/receipt-view';
import { ShareBillDialog } from '../../../components/receipt/share-bill-dialog';
import { toPublicReceipt, type SharedBill } from '../shared-bill';

type ShareDialogProps = {
  /** The bill just saved; the dialog is open while there is one. */
  bill: SharedBill | null;
  user: UserDto;
  /** Closing starts a new bill. */
  onClose: () => void;
};

/** After a non-draft save: the receipt as the customer will see it, and ways to send it. */
export function ShareDialog({ bill, user, onClose }: ShareDialogProps) {
  return (
    <ShareBillDialog bill={bill} shopName={user.shopName} onClose={onClose}>
      {bill && <ReceiptView receipt={toPublicReceipt(bill, user)} />}
    </ShareBillDialog>
  );
}
