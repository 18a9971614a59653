import { UPI_TEST_AMOUNT_RUPEES, formatRupees, rupeesToPaise } from '@khatabill/domain';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { UpiQrCode } from '../../../components/upi-qr-code';
import { useMessages } from '../../../i18n/use-messages';
import { upiVerifyMessages } from '../messages';

type UpiVerifyDialogProps = {
  /** The UPI ID under test; the dialog is open while there is one. */
  upiId: string | null;
  shopName: string;
  onConfirm: () => void;
  onWrongId: () => void;
  onClose: () => void;
};

const TEST_AMOUNT = rupeesToPaise(UPI_TEST_AMOUNT_RUPEES);

/** Product §2 "/setup": a 1-rupee test QR; the owner confirms once the money arrives. */
export function UpiVerifyDialog({
  upiId,
  shopName,
  onConfirm,
  onWrongId,
  onClose,
}: UpiVerifyDialogProps) {
  const t = useMessages(upiVerifyMessages);
  return (
    <Dialog open={upiId !== null} onClose={onClose} title={t.title}>
      <p>
        {t.payTo({ amount: formatRupees(TEST_AMOUNT) })} <strong>{upiId}</strong>
        {t.ifMoneyArrives}
      </p>
      {upiId && <UpiQrCode upiId={upiId} payeeName={shopName} amount={TEST_AMOUNT} />}
      <div className="grid grid-cols-2 gap-3">
        <Button variant="secondary" onClick={onWrongId}>
          {t.wrongId}
        </Button>
        <Button onClick={onConfirm}>{t.confirm}</Button>
      </div>
    </Dialog>
  );
}
