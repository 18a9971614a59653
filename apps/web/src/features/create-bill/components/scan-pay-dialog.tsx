import { amountPaidOf, formatRupees, type BillTotals } from '@khatabill/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { UpiQrCode } from '../../../components/upi-qr-code';

type ScanPayDialogProps = {
  open: boolean;
  onClose: () => void;
  upiId: string;
  shopName: string;
  totals: BillTotals;
};

type PaymentQrProps = Omit<ScanPayDialogProps, 'open' | 'onClose'>;

const NO_UPI_ID = 'Please add your UPI ID in settings to receive payments via QR code.';

/** "Scan & Pay": a UPI QR paid straight to the shop's UPI ID. */
export function ScanPayDialog({ open, onClose, upiId, ...payment }: ScanPayDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title="Scan & Pay">
      {upiId ? (
        <PaymentQr upiId={upiId} {...payment} />
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

/**
 * The QR for the final total or, once part is paid, for what is still pending (and it says
 * so), with the full total one tap away. Mounted per opening, so each starts at pending.
 */
function PaymentQr({ upiId, shopName, totals }: PaymentQrProps) {
  const [isFullTotal, setIsFullTotal] = useState(false);
  const hasPending = amountPaidOf(totals) > 0 && totals.pending > 0;
  const asksPending = hasPending && !isFullTotal;
  const amount = asksPending ? totals.pending : totals.finalTotal;
  return (
    <>
      {hasPending && (
        <div role="group" aria-label="Amount to ask for" className="grid grid-cols-2 gap-2">
          <Button
            variant={asksPending ? 'primary' : 'secondary'}
            aria-pressed={asksPending}
            onClick={() => setIsFullTotal(false)}
          >
            Pending {formatRupees(totals.pending)}
          </Button>
          <Button
            variant={asksPending ? 'secondary' : 'primary'}
            aria-pressed={!asksPending}
            onClick={() => setIsFullTotal(true)}
          >
            Full total {formatRupees(totals.finalTotal)}
          </Button>
        </div>
      )}
      <p className="text-center text-2xl font-bold">
        Pay {formatRupees(amount)}
        {hasPending && (asksPending ? ' pending' : ' full total')}
      </p>
      <UpiQrCode upiId={upiId} payeeName={shopName} amount={amount} />
      <p className="text-center">
        UPI ID: <strong className="break-all">{upiId}</strong>
      </p>
    </>
  );
}
