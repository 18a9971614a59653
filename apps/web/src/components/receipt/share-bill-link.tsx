import type { BillDto } from '@khatabill/domain';
import { useId } from 'react';
import { useAlert } from '../ui/alert-provider';
import { Button, buttonClasses } from '../ui/button';
import { billShareUrl, billWhatsappUrl } from './bill-share-links';

/** Copies the bill link, telling the owner whether it worked. */
export function useCopyBillLink(link: string): () => Promise<void> {
  const alert = useAlert();
  return async () => {
    try {
      // Absent on insecure origins and in some in-app browsers; that is a failed copy too.
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(link);
      alert.show('success', 'Bill link copied to clipboard!');
    } catch {
      alert.show('error', 'Could not copy the link.');
    }
  };
}

type ShareBillLinkProps = {
  /** `mobile` is the customer's 10 digits, for WhatsApp click-to-chat. */
  bill: Pick<BillDto, 'name' | 'mobile' | 'invoiceNumber'>;
  shareToken: string;
  shopName: string;
};

/** The bill link in a copy box, a copy button and Share on WhatsApp. */
export function ShareBillLink({ bill, shareToken, shopName }: ShareBillLinkProps) {
  const inputId = useId();
  const link = billShareUrl(shareToken);
  const copyLink = useCopyBillLink(link);

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
          Bill link
        </label>
        <div className="flex gap-2">
          <input
            id={inputId}
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
            className="min-h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-slate-50 px-3 text-sm text-slate-900"
          />
          <Button variant="secondary" onClick={() => void copyLink()}>
            Copy link
          </Button>
        </div>
      </div>
      <a
        href={billWhatsappUrl(bill, link, shopName)}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClasses('primary')}
      >
        Share on WhatsApp
      </a>
    </div>
  );
}
