import { isServiceBill, type BillDto } from '@khatabill/domain';
import { useState, type ReactNode } from 'react';
import { Button, buttonClasses } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { TextField } from '../ui/text-field';
import { useCopyLink } from '../../lib/use-copy-link';
import { jobMessages } from '../../i18n/domain-messages';
import { useMessages } from '../../i18n/use-messages';
import { billShareUrl, billWhatsappUrl, jobReadyWhatsappUrl } from './bill-share-links';
import { shareBillMessages } from './messages';

/** `mobile` is the customer's 10 digits, for WhatsApp click-to-chat. */
type ShareableBill = Pick<
  BillDto,
  'name' | 'mobile' | 'invoiceNumber' | 'shareToken' | 'status' | 'customFields' | 'totals'
>;

type ShareBillDialogProps = {
  /** The bill to share; the dialog is open while there is one. */
  bill: ShareableBill | null;
  shopName: string;
  onClose: () => void;
  /** What the dialog shows above its buttons, e.g. the receipt as the customer will see it. */
  children?: ReactNode;
};

/**
 * The one share dialog (Create Bill after a save, Bill Book's Share Bill), with its
 * buttons: Share on WhatsApp, Get Link (a copy box) and Close. It opens screen-tall with its
 * buttons at the top and ignores taps for its first moments: the second tap of a double tap
 * on Save & Done (at the bottom of Create Bill) lands on the receipt, never on Close.
 */
export function ShareBillDialog({ bill, shopName, onClose, children }: ShareBillDialogProps) {
  const t = useMessages(shareBillMessages);
  return (
    <Dialog open={bill !== null} onClose={onClose} title={t.title} placement="tall" ignoreEarlyTaps>
      {bill && <ShareActions bill={bill} shopName={shopName} onClose={onClose} />}
      {children}
    </Dialog>
  );
}

type ShareActionsProps = { bill: ShareableBill; shopName: string; onClose: () => void };

function ShareActions({ bill, shopName, onClose }: ShareActionsProps) {
  const t = useMessages(shareBillMessages);
  const job = useMessages(jobMessages);
  const [isLinkShown, setIsLinkShown] = useState(false);
  const link = bill.shareToken ? billShareUrl(bill.shareToken) : null;
  const copyLink = useCopyLink(t.linkCopied);
  // A finished service job: the customer is waiting to hear it is ready (product §15).
  const isReadyJob = bill.status === 'completed' && isServiceBill(bill.customFields);
  return (
    <>
      <div className="grid grid-cols-2 gap-3">
        {link && isReadyJob && (
          <a
            href={jobReadyWhatsappUrl(bill, link, shopName)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('primary', 'col-span-2')}
          >
            {job.tellReady}
          </a>
        )}
        {link && (
          <>
            <a
              href={billWhatsappUrl(bill, link, shopName)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses('primary', 'col-span-2')}
            >
              {t.shareOnWhatsapp}
            </a>
            <Button
              variant="secondary"
              aria-expanded={isLinkShown}
              onClick={() => setIsLinkShown(true)}
            >
              {t.getLink}
            </Button>
          </>
        )}
        <Button variant="secondary" onClick={onClose} className={link ? '' : 'col-span-2'}>
          {t.close}
        </Button>
      </div>
      {link && isLinkShown && (
        <div className="flex items-end gap-2">
          <div className="min-w-0 flex-1">
            <TextField
              label={t.billLink}
              readOnly
              value={link}
              onFocus={(event) => event.target.select()}
            />
          </div>
          <Button onClick={() => void copyLink(link)}>{t.copy}</Button>
        </div>
      )}
    </>
  );
}
