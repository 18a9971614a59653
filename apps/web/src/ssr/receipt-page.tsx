import { PRODUCT_NAME, type PublicReceiptDto } from '@khatabill/domain';
import { renderToString } from 'react-dom/server';
import { BarLayout, BRAND_CLASSES } from '../app/layout/bar-layout';
import printCss from '../components/receipt/receipt-print.css?inline';
import { buttonClasses } from '../components/ui/button';
import { ReceiptPageContent } from '../features/your-bill/receipt-page-content';
import appCss from '../index.css?inline';

type ReceiptPageProps = {
  /** The public receipt, or null when the link names no shared bill. */
  receipt: PublicReceiptDto | null;
  /** The built Print button script's address, if the build has one. */
  printScript: string | null;
};

/**
 * `/your-bill/{token}` as one complete HTML page (ADR 014): the receipt the app shows,
 * drawn with the same components, its styles inlined, and no script but the Print
 * button's. The server adds the title and the link preview's tags.
 */
export function renderReceiptPage(props: ReceiptPageProps): string {
  return `<!doctype html>${renderToString(<ReceiptDocument {...props} />)}`;
}

function ReceiptDocument({ receipt, printScript }: ReceiptPageProps) {
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <title>{PRODUCT_NAME}</title>
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
            <a href="/auth" className={buttonClasses('ghost')}>
              Login
            </a>
          }
        >
          <ReceiptPageContent receipt={receipt} />
        </BarLayout>
        {receipt && printScript && <script type="module" src={printScript} />}
      </body>
    </html>
  );
}
