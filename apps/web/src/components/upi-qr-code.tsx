import { formatRupees, type Paise, upiPaymentUrl } from '@khatabill/domain';
import { useMessages } from '../i18n/use-messages';
import { useQrDataUrl } from '../lib/use-qr-data-url';
import { Spinner } from './ui/spinner';
import { upiQrCodeMessages } from './upi-qr-code-messages';

type UpiQrCodeProps = {
  upiId: string;
  payeeName: string;
  amount: Paise;
};

/** A QR that any UPI app scans to pay `amount` to `upiId` (Scan & Pay, the UPI ID test). */
export function UpiQrCode({ upiId, payeeName, amount }: UpiQrCodeProps) {
  const t = useMessages(upiQrCodeMessages);
  const qr = useQrDataUrl(upiPaymentUrl(upiId, payeeName, amount));
  return (
    <div className="flex min-h-60 items-center justify-center">
      {qr.dataUrl && (
        <img
          src={qr.dataUrl}
          alt={t.alt({ amount: formatRupees(amount), upiId })}
          width={240}
          height={240}
        />
      )}
      {qr.failed && <p role="alert">{t.failed}</p>}
      {qr.isPending && <Spinner label={t.making} className="size-8" />}
    </div>
  );
}
