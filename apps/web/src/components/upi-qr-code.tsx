import { formatRupees, type Paise, upiPaymentUrl } from '@khatabill/domain';
import { useQrDataUrl } from '../lib/use-qr-data-url';
import { Spinner } from './ui/spinner';

type UpiQrCodeProps = {
  upiId: string;
  payeeName: string;
  amount: Paise;
};

/** A QR that any UPI app scans to pay `amount` to `upiId` (Scan & Pay, the UPI ID test). */
export function UpiQrCode({ upiId, payeeName, amount }: UpiQrCodeProps) {
  const qr = useQrDataUrl(upiPaymentUrl(upiId, payeeName, amount));
  return (
    <div className="flex min-h-60 items-center justify-center">
      {qr.dataUrl && (
        <img
          src={qr.dataUrl}
          alt={`UPI QR code to pay ${formatRupees(amount)} to ${upiId}`}
          width={240}
          height={240}
        />
      )}
      {qr.failed && <p role="alert">Could not make the QR code. Try again.</p>}
      {qr.isPending && <Spinner label="Making the QR code" className="size-8" />}
    </div>
  );
}
