import type { PublicReceiptDto } from '@khatabill/domain';
import { ReceiptView } from '../../components/receipt/receipt-view';
import { Button } from '../../components/ui/button';

// Spec §2 reads "Failed to bill."; DESIGN §5 settles it as this obvious-typo fix.
export const RECEIPT_FAILED_MESSAGE = 'Failed to load bill.';

/**
 * The receipt page below its bar, the same in the app and as the server draws it (ADR 014):
 * the bill with a Print button, or the message for a link that names none. On the
 * server's page the Print button works through `data-print-button` (src/ssr/receipt-enhance.ts).
 */
export function ReceiptPageContent({ receipt }: { receipt: PublicReceiptDto | null }) {
  if (!receipt) {
    return (
      <p role="alert" className="py-8 text-center text-red-700">
        {RECEIPT_FAILED_MESSAGE}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <h1 className="sr-only">
        Bill {receipt.invoiceNumber} from {receipt.shop.shopName}
      </h1>
      <ReceiptView receipt={receipt} />
      <div data-print-hidden className="flex justify-center">
        <Button variant="secondary" data-print-button onClick={() => window.print()}>
          Print
        </Button>
      </div>
    </div>
  );
}
