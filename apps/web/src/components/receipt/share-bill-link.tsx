import { whatsappUrl } from '@khatabill/domain';
import { useId } from 'react';
import { useAlert } from '../ui/alert-provider';
import { Button, buttonClasses } from '../ui/button';

/** The public receipt address of a shared bill (DESIGN §2: the token, never the row id). */
export function billShareUrl(shareToken: string, origin: string = window.location.origin): string {
  return `${origin}/your-bill/${shareToken}`;
}

/** The WhatsApp message: the bill link and who it is from (issue 3 "Receipt / share dialog"). */
export function billShareText(shopName: string, link: string): string {
  return `Thank you for choosing ${shopName}! Here is your bill: ${link}`;
}

type ShareBillLinkProps = {
  shareToken: string;
  /** The customer's 10-digit mobile, for WhatsApp click-to-chat. */
  customerMobile: string;
  shopName: string;
};

/** The bill link in a copy box, a copy button and Share on WhatsApp. */
export function ShareBillLink({ shareToken, customerMobile, shopName }: ShareBillLinkProps) {
  const alert = useAlert();
  const inputId = useId();
  const link = billShareUrl(shareToken);

  async function onCopy() {
    try {
      // Absent on insecure origins and in some in-app browsers; that is a failed copy too.
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(link);
      alert.show('success', 'Bill link copied to clipboard!');
    } catch {
      alert.show('error', 'Could not copy the link.');
    }
  }

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
          <Button variant="secondary" onClick={() => void onCopy()}>
            Copy link
          </Button>
        </div>
      </div>
      <a
        href={whatsappUrl(customerMobile, billShareText(shopName, link))}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClasses('primary')}
      >
        Share on WhatsApp
      </a>
    </div>
  );
}
