import { PRODUCT_NAME, type PublicReceiptDto } from '@khatabill/domain';
import { renderToString } from 'react-dom/server';
import printCss from '../components/receipt/receipt-print.css?inline';
import * as taxInvoiceParts from '../components/receipt/tax-invoice';
import { TaxInvoicePartsContext } from '../components/receipt/tax-invoice-loader';
import { yourBillMessages } from '../features/your-bill/messages';
import { ReceiptPageContent } from '../features/your-bill/receipt-page-content';
import appCss from '../index.css?inline';
import { PublicDocument } from './public-document';
import { renderInLanguage } from './render-in-language';

type ReceiptPageProps = {
  /** The public receipt, or null when the link names no shared bill. */
  receipt: PublicReceiptDto | null;
  /** The address of the page's built script (receipt-script.ts), if the build has one. */
  script: string | null;
};

/**
 * `/your-bill/{token}` as one complete HTML page (ADR 014), in the shop's language: the receipt the app shows,
 * drawn with the same components, its styles inlined, and one small script (the Print button,
 * the bar's link for a signed-in shop, the page view). The server adds a bill's title and
 * the link preview's tags.
 */
export function renderReceiptPage(props: ReceiptPageProps): string {
  return renderInLanguage(
    props.receipt?.shop.language,
    () => `<!doctype html>${renderToString(<ReceiptDocument {...props} />)}`,
  );
}

function ReceiptDocument({ receipt, script }: ReceiptPageProps) {
  return (
    <PublicDocument
      css={appCss + printCss}
      // A bill's own title comes from the server; a link naming none says so.
      title={receipt ? PRODUCT_NAME : `${yourBillMessages.get().failed} — ${PRODUCT_NAME}`}
      script={script}
    >
      {/* Drawn at once: a registered shop's document has its parts without loading them. */}
      <TaxInvoicePartsContext value={taxInvoiceParts}>
        <ReceiptPageContent receipt={receipt} />
      </TaxInvoicePartsContext>
    </PublicDocument>
  );
}
