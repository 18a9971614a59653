import { enhancePublicPage } from './public-page-enhance';

// The parts of the page the server draws (deals-page.tsx) that the script works with.
const LIST = '[data-deals-list]';
const MORE = '[data-deals-more]';

/**
 * What the deals list the server draws does in the browser, without React: what every
 * page the server draws does (public-page-enhance.ts), a sort shown as soon as it is tapped,
 * and Load more without leaving the page. Run by the page's one script (deals-script.ts).
 */
export function enhanceDealsPage(page: Document): void {
  enhancePublicPage(page);
  const form = page.querySelector<HTMLFormElement>('form[role="search"]');
  // A tapped sort shows at once, as in the app; the search waits for its button or Enter.
  form?.addEventListener('change', (event) => {
    if ((event.target as HTMLInputElement).name === 'sort') form.requestSubmit();
  });
  // On the cards' block: its Load more is replaced by each next page's.
  page.querySelector(LIST)?.parentElement?.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-load-more]');
    // Opened in a new tab, or with a key held: the link's own page, as the browser does.
    const isPlainClick =
      event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
    if (!link || !isPlainClick) return;
    event.preventDefault();
    void loadMore(page, link);
  });
}

/**
 * The next page's cards appended to the list and its Load more (if any) in place of this
 * one; the address stays as it was, as in the app. When they cannot be read,
 * the link stays, to be tapped again, with the failure under it.
 */
async function loadMore(page: Document, link: HTMLAnchorElement): Promise<void> {
  const more = link.closest(MORE);
  const list = page.querySelector(LIST);
  if (!more || !list || link.hasAttribute('aria-busy')) return;
  const failure = more.querySelector<HTMLElement>('[data-failed-text]');
  const hadFocus = page.activeElement === link;
  link.setAttribute('aria-busy', 'true');
  if (failure) failure.textContent = '';
  try {
    const next = await pageAt(link.href);
    const cards = [...next.querySelectorAll(`${LIST} > li`)];
    list.append(...cards);
    const nextMore = next.querySelector(MORE);
    if (nextMore) more.replaceWith(nextMore);
    else more.remove();
    // The tapped link is gone: a keyboard carries on from the first new deal.
    if (hadFocus) cards[0]?.querySelector('a')?.focus();
  } catch {
    link.removeAttribute('aria-busy');
    if (failure) failure.textContent = failure.dataset.failedText ?? '';
  }
}

/** The page at `address` as the server draws it; a failed answer (503) throws. */
async function pageAt(address: string): Promise<Document> {
  const response = await fetch(address);
  if (!response.ok) throw new Error(`Deals page answered ${response.status}`);
  return new DOMParser().parseFromString(await response.text(), 'text/html');
}
