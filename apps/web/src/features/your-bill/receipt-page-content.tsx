import type { PublicReceiptDto } from '@khatabill/domain';
import { ReceiptView } from '../../components/receipt/receipt-view';
import { Button } from '../../components/ui/button';
import { useMessages } from '../../i18n/use-messages';
import { yourBillMessages } from './messages';

/**
 * The receipt page below its bar, the same in the app and as the server draws it (ADR 014):
 * the bill with a Print button, or the message for a link that names none. On the
 * server's page the Print button works through `data-print-button` (src/ssr/receipt-enhance.ts).
 */
export function ReceiptPageContent({ receipt }: { receipt: PublicReceiptDto | null }) {
  const t = useMessages(yourBillMessages);
  if (!receipt) {
    return (
      <p role="alert" className="py-8 text-center text-red-700">
        {t.failed}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <h1 className="sr-only">
        {t.heading({ number: receipt.invoiceNumber, shop: receipt.shop.shopName })}
      </h1>
      <ReceiptView receipt={receipt} />
      <div data-print-hidden className="flex justify-center">
        <Button variant="secondary" data-print-button onClick={() => window.print()}>
          {t.print}
        </Button>
      </div>
    </div>
  );
}
