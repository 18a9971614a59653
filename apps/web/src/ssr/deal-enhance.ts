import { countDealClick } from '../features/campaigns/api/count-deal-click';
import { countDealView } from '../features/campaigns/api/count-deal-view';
import { enhancePublicPage } from './public-page-enhance';

/**
 * What the deal page the server draws (ADR 014) does in the browser, without React: what
 * the app's page did besides drawing. Run by the page's one script (deal-script.ts).
 */
export function enhanceDealPage(page: Document): void {
  enhancePublicPage(page);
  const deal = page.querySelector<HTMLElement>('[data-deal-slug]');
  const slug = deal?.dataset.dealSlug;
  // An unknown or ended deal: nothing to count.
  if (!deal || !slug) return;
  // Counted here, not when the server draws the page: a link preview runs no script.
  countDealView(slug);
  for (const link of page.querySelectorAll('[data-counts-click]')) {
    link.addEventListener('click', () => countDealClick(slug));
  }
  completeDealLinks(page, deal.dataset.dealLink ?? '');
}

/**
 * Without an origin it may trust (no PUBLIC_URL, a Host it was not told of) the server names
 * the deal in its WhatsApp texts by its path alone; the app's texts use the address the page
 * was opened at, which the browser knows.
 */
function completeDealLinks(page: Document, link: string): void {
  if (!link.startsWith('/')) return;
  const drawn = encodeURIComponent(link);
  const complete = encodeURIComponent(`${page.location.origin}${link}`);
  for (const whatsapp of page.querySelectorAll('a[href^="https://wa.me/"]')) {
    const href = whatsapp.getAttribute('href') ?? '';
    // The link ends the text; a title that spells the path stays as written.
    const at = href.lastIndexOf(drawn);
    if (at >= 0) {
      whatsapp.setAttribute('href', href.slice(0, at) + complete + href.slice(at + drawn.length));
    }
  }
}
