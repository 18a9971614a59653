import type { UserDto } from '@khatabill/domain';
import { useState } from 'react';
import { billShareUrl, billWhatsappUrl } from '../../../components/receipt/bill-share-links';
import { ReceiptView } from '../../../components/receipt/receipt-view';
import { useCopyBillLink } from '../../../components/receipt/share-bill-link';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { toPublicReceipt, type SharedBill } from '../shared-bill';

type ShareDialogProps = {
  /** The bill just saved; the dialog is open while there is one. */
  bill: SharedBill | null;
  user: UserDto;
  /** Close, Escape or a tap beside the dialog. */
  onClose: () => void;
};

/** After a non-draft save: the receipt as the customer will see it, and ways to send it. */
export function ShareDialog({ bill, user, onClose }: ShareDialogProps) {
  const [isLinkShown, setIsLinkShown] = useState(false);
  const link = bill ? billShareUrl(bill.shareToken) : '';
  const copyLink = useCopyBillLink(link);

  return (
    <Dialog
      open={bill !== null}
      onClose={onClose}
      title="Share Bill"
      placement="tall"
      ignoreEarlyTaps
    >
      {bill && (
        <>
          {/* The buttons come first, far from Save & Done at the bottom: a second tap there
              lands on the receipt (the dialog is screen-tall), never on Close. */}
          <div className="grid grid-cols-2 gap-3">
            <a
              href={billWhatsappUrl(bill, link, user.shopName)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses('primary', 'col-span-2')}
            >
              Share on WhatsApp
            </a>
            <Button
              variant="secondary"
              aria-expanded={isLinkShown}
              onClick={() => setIsLinkShown(true)}
            >
              Get Link
            </Button>
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
          </div>
          {isLinkShown && (
            <div className="flex items-end gap-2">
              <div className="min-w-0 flex-1">
                <TextField
                  label="Bill link"
                  readOnly
                  value={link}
                  onFocus={(event) => event.target.select()}
                />
              </div>
              <Button onClick={() => void copyLink()}>Copy</Button>
            </div>
          )}
          <ReceiptView receipt={toPublicReceipt(bill, user)} />
        </>
      )}
    </Dialog>
  );
}
