import { UPI_TEST_AMOUNT_RUPEES, formatRupees, rupeesToPaise } from '@khatabill/domain';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { upiTestPaymentUrl } from '../settings-links';

type UpiVerifyDialogProps = {
  /** The UPI ID under test; the dialog is open while there is one. */
  upiId: string | null;
  shopName: string;
  onConfirm: () => void;
  onWrongId: () => void;
  onClose: () => void;
};

type QrState = { url: string; dataUrl: string | null; failed: boolean };

const TEST_AMOUNT = formatRupees(rupeesToPaise(UPI_TEST_AMOUNT_RUPEES));

/** Spec §2 "/setup": a 1-rupee test QR; the owner confirms once the money arrives. */
export function UpiVerifyDialog({
  upiId,
  shopName,
  onConfirm,
  onWrongId,
  onClose,
}: UpiVerifyDialogProps) {
  const paymentUrl = upiId ? upiTestPaymentUrl(upiId, shopName) : null;
  const [qr, setQr] = useState<QrState | null>(null);

  useEffect(() => {
    if (!paymentUrl) return;
    let isCurrent = true;
    QRCode.toDataURL(paymentUrl, { margin: 1, width: 240 }).then(
      (dataUrl) => isCurrent && setQr({ url: paymentUrl, dataUrl, failed: false }),
      () => isCurrent && setQr({ url: paymentUrl, dataUrl: null, failed: true }),
    );
    return () => {
      isCurrent = false;
    };
  }, [paymentUrl]);

  // A code made for an earlier UPI ID is never shown for this one.
  const current = qr?.url === paymentUrl ? qr : null;
  return (
    <Dialog open={upiId !== null} onClose={onClose} title="Verify UPI ID">
      <p>
        Scan this code with any UPI app and pay {TEST_AMOUNT} to <strong>{upiId}</strong>. If the
        money reaches your account, the UPI ID is right.
      </p>
      <div className="flex min-h-60 items-center justify-center">
        {current?.dataUrl && (
          <img
            src={current.dataUrl}
            alt={`UPI QR code to pay ${TEST_AMOUNT} to ${upiId}`}
            width={240}
            height={240}
          />
        )}
        {current?.failed && <p role="alert">Could not make the QR code. Try again.</p>}
        {!current && <Spinner label="Making the QR code" className="size-8" />}
      </div>
      <div className="grid grid-cols-2 gap-3">
        <Button variant="secondary" onClick={onWrongId}>
          Wrong ID
        </Button>
        <Button onClick={onConfirm}>Confirm</Button>
      </div>
    </Dialog>
  );
}
