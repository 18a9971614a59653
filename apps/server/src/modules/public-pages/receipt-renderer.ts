import type { PublicReceiptDto } from '@khatabill/domain';
import { webRendererOf } from './web-renderer';

/** The receipt page as one HTML document; null draws the page for a link that names no bill. */
export type RenderReceipt = (receipt: PublicReceiptDto | null) => Promise<string>;

/** What apps/web/src/ssr/receipt-page.tsx exports, built by `npm run build`. */
type ReceiptPageModule = {
  renderReceiptPage(props: { receipt: PublicReceiptDto | null; script: string | null }): string;
};

/**
 * The web build's receipt renderer (ADR 014), or null when the build has none: the page is
 * then the app's, as before.
 */
export function receiptRendererOf(webDist: string): RenderReceipt | null {
  const load = webRendererOf<ReceiptPageModule>(
    webDist,
    'receipt-page',
    'src/ssr/receipt-script.ts',
  );
  if (!load) return null;
  return async (receipt) => {
    const { module, script } = await load();
    return module.renderReceiptPage({ receipt, script });
  };
}
