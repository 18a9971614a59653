import { amountPaidOf, formatRupees, type BillTotals } from '@khatabill/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { UpiQrCode } from '../../../components/upi-qr-code';
import { useMessages } from '../../../i18n/use-messages';
import { scanPayMessages } from '../scan-pay-messages';

type ScanPayDialogProps = {
  open: boolean;
  onClose: () => void;
  upiId: string;
  shopName: string;
  totals: BillTotals;
};

type PaymentQrProps = Omit<ScanPayDialogProps, 'open' | 'onClose'>;

/** "Scan & Pay": a UPI QR paid straight to the shop's UPI ID. */
export function ScanPayDialog({ open, onClose, upiId, ...payment }: ScanPayDialogProps) {
  const t = useMessages(scanPayMessages);
  return (
    <Dialog open={open} onClose={onClose} title={t.title}>
      {upiId ? (
        <PaymentQr upiId={upiId} {...payment} />
      ) : (
        <p role="alert">
          {t.noUpiId}{' '}
          <Link to="/setup" className="font-medium text-brand-700 underline">
            {t.openSettings}
          </Link>
        </p>
      )}
      <Button variant="secondary" onClick={onClose}>
        {t.close}
      </Button>
    </Dialog>
  );
}

/**
 * The QR for the final total or, once part is paid, for what is still pending (and it says
 * so), with the full total one tap away. Mounted per opening, so each starts at pending.
 */
function PaymentQr({ upiId, shopName, totals }: PaymentQrProps) {
  const t = useMessages(scanPayMessages);
  const [isFullTotal, setIsFullTotal] = useState(false);
  const hasPending = amountPaidOf(totals) > 0 && totals.pending > 0;
  const asksPending = hasPending && !isFullTotal;
  const amount = asksPending ? totals.pending : totals.finalTotal;
  const payText = hasPending ? (asksPending ? t.payPending : t.payFullTotal) : t.pay;
  return (
    <>
      {hasPending && (
        <div role="group" aria-label={t.amountToAskFor} className="grid grid-cols-2 gap-2">
          <Button
            variant={asksPending ? 'primary' : 'secondary'}
            aria-pressed={asksPending}
            onClick={() => setIsFullTotal(false)}
          >
            {t.pending({ amount: formatRupees(totals.pending) })}
          </Button>
          <Button
            variant={asksPending ? 'secondary' : 'primary'}
            aria-pressed={!asksPending}
            onClick={() => setIsFullTotal(true)}
          >
            {t.fullTotal({ amount: formatRupees(totals.finalTotal) })}
          </Button>
        </div>
      )}
      <p className="text-center text-2xl font-bold">{payText({ amount: formatRupees(amount) })}</p>
      <UpiQrCode upiId={upiId} payeeName={shopName} amount={amount} />
      <p className="text-center">
        {t.upiId} <strong className="break-all">{upiId}</strong>
      </p>
    </>
  );
}
