import { UPI_TEST_AMOUNT_RUPEES, formatRupees, rupeesToPaise } from '@khatabill/domain';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { UpiQrCode } from '../../../components/upi-qr-code';

type UpiVerifyDialogProps = {
  /** The UPI ID under test; the dialog is open while there is one. */
  upiId: string | null;
  shopName: string;
  onConfirm: () => void;
  onWrongId: () => void;
  onClose: () => void;
};

const TEST_AMOUNT = rupeesToPaise(UPI_TEST_AMOUNT_RUPEES);

/** Spec §2 "/setup": a 1-rupee test QR; the owner confirms once the money arrives. */
export function UpiVerifyDialog({
  upiId,
  shopName,
  onConfirm,
  onWrongId,
  onClose,
}: UpiVerifyDialogProps) {
  return (
    <Dialog open={upiId !== null} onClose={onClose} title="Verify UPI ID">
      <p>
        Scan this code with any UPI app and pay {formatRupees(TEST_AMOUNT)} to{' '}
        <strong>{upiId}</strong>. If the money reaches your account, the UPI ID is right.
      </p>
      {upiId && <UpiQrCode upiId={upiId} payeeName={shopName} amount={TEST_AMOUNT} />}
      <div className="grid grid-cols-2 gap-3">
        <Button variant="secondary" onClick={onWrongId}>
          Wrong ID
        </Button>
        <Button onClick={onConfirm}>Confirm</Button>
      </div>
    </Dialog>
  );
}
