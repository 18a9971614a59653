import { formatRupees, type Paise } from '@khatabill/domain';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { upiPaymentUrl } from '../bill-links';
import { useQrDataUrl } from '../hooks/use-qr-data-url';

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
  const qr = useQrDataUrl(open && upiId ? upiPaymentUrl(upiId, shopName, amount) : null);
  const formatted = formatRupees(amount);
  return (
    <Dialog open={open} onClose={onClose} title="Scan & Pay">
      {upiId ? (
        <>
          <p className="text-center text-2xl font-bold">{formatted}</p>
          <div className="flex min-h-60 items-center justify-center">
            {qr.dataUrl && (
              <img
                src={qr.dataUrl}
                alt={`UPI QR code to pay ${formatted} to ${upiId}`}
                width={240}
                height={240}
              />
            )}
            {qr.failed && <p role="alert">Could not make the QR code. Try again.</p>}
            {qr.isPending && <Spinner label="Making the QR code" className="size-8" />}
          </div>
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
