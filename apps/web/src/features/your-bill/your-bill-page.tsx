import { useParams } from 'react-router';
import { usePublicReceipt } from './api/get-public-receipt';
import { useMessages } from '../../i18n/use-messages';
import { yourBillMessages } from './messages';
import { ReceiptPageContent } from './receipt-page-content';

/**
 * `/your-bill/{shareToken}`: the bill a customer opens from WhatsApp, without logging in.
 * The server draws this page itself (ADR 014); the app shows it when it routes here.
 */
export default function YourBillPage() {
  const { token = '' } = useParams();
  const receipt = usePublicReceipt(token);
  const t = useMessages(yourBillMessages);
  // A customer's bill is never indexed: React puts the robots tag in <head> while it is shown.
  return (
    <>
      <meta name="robots" content="noindex" />
      {receipt.isPending ? (
        <p role="status" className="py-8 text-center text-slate-600">
          {t.loading}
        </p>
      ) : (
        <ReceiptPageContent receipt={receipt.data ?? null} />
      )}
    </>
  );
}
