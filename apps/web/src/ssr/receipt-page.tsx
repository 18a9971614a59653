import { PRODUCT_NAME, type PublicReceiptDto } from '@khatabill/domain';
import { renderToString } from 'react-dom/server';
import { BarLayout, BRAND_CLASSES } from '../app/layout/bar-layout';
import printCss from '../components/receipt/receipt-print.css?inline';
import { buttonClasses } from '../components/ui/button';
import {
  RECEIPT_FAILED_MESSAGE,
  ReceiptPageContent,
} from '../features/your-bill/receipt-page-content';
import appCss from '../index.css?inline';

type ReceiptPageProps = {
  /** The public receipt, or null when the link names no shared bill. */
  receipt: PublicReceiptDto | null;
  /** The address of the page's built script (receipt-script.ts), if the build has one. */
  script: string | null;
};

/**
 * `/your-bill/{token}` as one complete HTML page (ADR 014): the receipt the app shows,
 * drawn with the same components, its styles inlined, and one small script (the Print button,
 * the bar's link for a signed-in shop, the page view). The server adds a bill's title and
 * the link preview's tags.
 */
export function renderReceiptPage(props: ReceiptPageProps): string {
  return `<!doctype html>${renderToString(<ReceiptDocument {...props} />)}`;
}

function ReceiptDocument({ receipt, script }: ReceiptPageProps) {
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        {/* A bill's own title comes from the server; a link naming none says so. */}
        <title>{receipt ? PRODUCT_NAME : `${RECEIPT_FAILED_MESSAGE} — ${PRODUCT_NAME}`}</title>
        {/* A customer's bill is never indexed. */}
        <meta name="robots" content="noindex" />
        <meta name="theme-color" content="#0f766e" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <style dangerouslySetInnerHTML={{ __html: appCss + printCss }} />
      </head>
      <body>
        <BarLayout
          brand={
            <a href="/" className={BRAND_CLASSES}>
              {PRODUCT_NAME}
            </a>
          }
          action={
            // A signed-in shop gets Open app instead, from the page's script (receipt-enhance.ts).
            <a href="/auth" className={buttonClasses('ghost')} data-session-link>
              Login
            </a>
          }
        >
          <ReceiptPageContent receipt={receipt} />
        </BarLayout>
        {script && <script type="module" src={script} />}
      </body>
    </html>
  );
}
