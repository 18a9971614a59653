import { useParams } from 'react-router';
import { ReceiptView } from '../../components/receipt/receipt-view';
import { Button } from '../../components/ui/button';
import { usePublicReceipt } from './api/get-public-receipt';

// Spec §2 reads "Failed to bill."; DESIGN §5 settles it as this obvious-typo fix.
const RECEIPT_FAILED_MESSAGE = 'Failed to load bill.';

/** `/your-bill/{shareToken}`: the bill a customer opens from WhatsApp, without logging in. */
export default function YourBillPage() {
  const { billId: token = '' } = useParams();
  const receipt = usePublicReceipt(token);
  return (
    <div className="flex flex-col gap-4">
      {/* React hoists this into <head> while the page is shown: a customer's bill is never indexed. */}
      <meta name="robots" content="noindex" />
      {receipt.isPending && (
        <p role="status" className="py-8 text-center text-slate-600">
          Loading bill...
        </p>
      )}
      {receipt.isError && (
        <p role="alert" className="py-8 text-center text-red-700">
          {RECEIPT_FAILED_MESSAGE}
        </p>
      )}
      {receipt.data && (
        <>
          <h1 className="sr-only">
            Bill {receipt.data.invoiceNumber} from {receipt.data.shop.shopName}
          </h1>
          <ReceiptView receipt={receipt.data} />
          <div data-print-hidden className="flex justify-center">
            <Button variant="secondary" onClick={() => window.print()}>
              Print
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
