import { enhancePublicPage } from './public-page-enhance';

/**
 * What the receipt page the server draws (ADR 014) does in the browser, without React: what
 * the app's page did besides drawing. Run by the page's one script (receipt-script.ts).
 */
export function enhanceReceiptPage(page: Document): void {
  page.querySelector('[data-print-button]')?.addEventListener('click', () => window.print());
  enhancePublicPage(page);
}
