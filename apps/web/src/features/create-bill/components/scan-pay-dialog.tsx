import { formatRupees, type Paise } from '@khatabill/domain';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { UpiQrCode } from '../../../components/upi-qr-code';

type ScanPayDialogProps = {
  open: boolean;
  onClose: () => void;
  upiId: string;
  shopName: string;
  amount: Paise;
};

const NO_UPI_ID = 'Please add your UPI ID in settings to receive payments via QR code.';

/** "Scan & Pay": a UPI QR for the bill's final total, paid straight to the shop's UPI ID. */
export function ScanPayDialog({ open, onClose, upiId, shopName, amount }: ScanPayDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title="Scan & Pay">
      {upiId ? (
        <>
          <p className="text-center text-2xl font-bold">{formatRupees(amount)}</p>
          <UpiQrCode upiId={upiId} payeeName={shopName} amount={amount} />
          <p className="text-center">
            UPI ID: <strong className="break-all">{upiId}</strong>
          </p>
        </>
      ) : (
        <p role="alert">
          {NO_UPI_ID}{' '}
          <Link to="/setup" className="font-medium text-brand-700 underline">
            Open Settings
          </Link>
        </p>
      )}
      <Button variant="secondary" onClick={onClose}>
        Close
      </Button>
    </Dialog>
  );
}
