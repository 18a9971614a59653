import type { PublicCampaignListDto } from '@khatabill/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { analytics } from '../lib/analytics';
import { makeDeal } from '../test/deal-fixture';
import { enhanceDealsPage } from './deals-enhance';
import { renderDealsPage } from './deals-page';

const RUNNING = 25;
const deals = Array.from({ length: RUNNING }, (_, i) =>
  makeDeal({ slug: `deal-${i + 1}`, title: `Deal ${i + 1}` }),
);

/** The page the server draws for `address` (ten of the running deals), or its failure. */
function drawnAt(address: string, failed = false): string {
  const params = new URL(address, window.location.origin).searchParams;
  const page = Number(params.get('page') ?? '1');
  const list: PublicCampaignListDto = {
    data: deals.slice((page - 1) * 10, page * 10),
    total: RUNNING,
    page,
    limit: 10,
  };
  return renderDealsPage({
    language: 'en',
    q: params.get('q') ?? undefined,
    sort: params.get('sort') === 'expiring' ? 'expiring' : 'latest',
    page,
    deals: failed ? null : list,
    script: null,
  });
}

/** The server answering the script's requests with `answer` (each request recorded). */
function serve(answer: (address: string) => Response | Promise<Response>) {
  const fetch = vi.fn((address: string) => Promise.resolve(answer(address)));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const page = (address: string) => new Response(drawnAt(address), { status: 200 });
const unavailable = (address: string) => new Response(drawnAt(address, true), { status: 503 });

/** The page the server draws, opened at `address`, and its script run on it. */
function openDealsPage(address = '/deals?q=deal') {
  const drawn = new DOMParser().parseFromString(drawnAt(address), 'text/html');
  document.body.innerHTML = drawn.body.innerHTML;
  window.history.replaceState(null, '', address);
  enhanceDealsPage(document);
}

const loadMore = () => screen.getByRole('link', { name: 'Load more' });
const titles = () =>
  screen.getAllByRole('article').map((card) => card.querySelector('h2')?.textContent);

beforeEach(() => {
  vi.spyOn(analytics, 'pageView').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the deals list drawn by the server, in the browser', () => {
  it('counts the page view, as the app does', () => {
    serve(page);
    openDealsPage();
    expect(analytics.pageView).toHaveBeenCalledTimes(1);
    expect(analytics.pageView).toHaveBeenCalledWith('/deals');
  });

  it('appends the next ten with Load more, without leaving the page, until every deal is shown', async () => {
    const fetch = serve(page);
    openDealsPage('/deals?q=deal&sort=expiring');
    expect(titles()).toHaveLength(10);

    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    loadMore().dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    await screen.findByRole('article', { name: 'Deal 20' });
    expect(fetch.mock.calls.map(([address]) => new URL(address).search)).toEqual([
      '?q=deal&sort=expiring&page=2',
    ]);
    expect(titles()).toEqual(deals.slice(0, 20).map((deal) => deal.title));
    // One list, and one Load more, now to the page after.
    expect(
      screen.getAllByRole('list').filter((list) => list.hasAttribute('data-deals-list')),
    ).toHaveLength(1);
    expect(loadMore()).toHaveAttribute('href', '/deals?q=deal&sort=expiring&page=3');

    fireEvent.click(loadMore());
    await screen.findByRole('article', { name: 'Deal 25' });
    expect(titles()).toEqual(deals.map((deal) => deal.title));
    expect(screen.queryByRole('link', { name: 'Load more' })).not.toBeInTheDocument();
    expect(window.location.search).toBe('?q=deal&sort=expiring');
  });

  it('shows Load more busy while the next ten come, and reads them once however often it is tapped', async () => {
    let arrive: () => void = () => {};
    const fetch = serve(
      (address) => new Promise<Response>((resolve) => (arrive = () => resolve(page(address)))),
    );
    openDealsPage();
    fireEvent.click(loadMore());
    expect(loadMore()).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(loadMore());
    expect(fetch).toHaveBeenCalledTimes(1);

    arrive();
    await screen.findByRole('article', { name: 'Deal 11' });
    expect(loadMore()).not.toHaveAttribute('aria-busy');
  });

  it('keeps Load more, with the failure under it, when the next ten cannot be read; tapped again, they come', async () => {
    let answer: (address: string) => Response | Promise<Response> = unavailable;
    serve((address) => answer(address));
    openDealsPage();
    fireEvent.click(loadMore());
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to load deals.'),
    );
    expect(loadMore()).toHaveAttribute('href', '/deals?q=deal&page=2');
    expect(loadMore()).not.toHaveAttribute('aria-busy');
    expect(titles()).toHaveLength(10);

    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    fireEvent.click(loadMore());
    await waitFor(() => expect(loadMore()).not.toHaveAttribute('aria-busy'));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load deals.');

    answer = page;
    fireEvent.click(loadMore());
    expect(screen.getByRole('alert')).toHaveTextContent('');
    await screen.findByRole('article', { name: 'Deal 20' });
    expect(screen.getByRole('alert')).toHaveTextContent('');
  });

  it('carries the keyboard on to the first new deal', async () => {
    serve(page);
    openDealsPage();
    loadMore().focus();
    fireEvent.click(loadMore());
    await screen.findByRole('article', { name: 'Deal 11' });
    expect(screen.getByRole('link', { name: 'Deal 11' })).toHaveFocus();
  });

  it('leaves a tap with a key held (a new tab) to the browser', () => {
    const fetch = serve(page);
    openDealsPage();
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    loadMore().dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows a sort as soon as it is tapped; the search waits for its button', () => {
    serve(page);
    openDealsPage();
    const form = screen.getByRole('search') as HTMLFormElement;
    const submit = vi.spyOn(form, 'requestSubmit').mockImplementation(() => {});
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), {
      target: { value: 'saree' },
    });
    expect(submit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('radio', { name: 'Expiring Soon' }));
    expect(submit).toHaveBeenCalledTimes(1);
  });
});
