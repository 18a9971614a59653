import type { PublicCampaignDto, PublicCampaignListDto } from '@khatabill/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeDeal } from '../test/deal-fixture';
import { renderDealsPage } from './deals-page';

type Drawn = Partial<Parameters<typeof renderDealsPage>[0]>;

/** Ten deals a page, `total` running in all. */
function listOf(data: PublicCampaignDto[], total = data.length, page = 1): PublicCampaignListDto {
  return { data, total, page, limit: 10 };
}

const draw = (props: Drawn = {}) =>
  renderDealsPage({
    language: 'en',
    sort: 'latest',
    page: 1,
    deals: listOf([makeDeal()]),
    script: null,
    ...props,
  });

/** The page the server draws, put in this document as the browser shows it. */
function openDealsPage(props: Drawn = {}) {
  const drawn = new DOMParser().parseFromString(draw(props), 'text/html');
  document.title = drawn.title;
  document.body.innerHTML = drawn.body.innerHTML;
}

const search = () => screen.getByRole('search');

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the deals list drawn by the server', () => {
  it('is a whole indexable page with its title, description and one script', () => {
    const page = draw({ script: '/assets/deals-script.js' });
    expect(page).toMatch(/^<!doctype html><html lang="en-IN">/);
    expect(page).toContain('<title>Deals from local shops — KhataBill</title>');
    expect(page).toContain(
      '<meta name="description" content="Offers running now at local shops: every item with its price, and the shop a call or a WhatsApp away."/>',
    );
    expect(page).not.toContain('noindex');
    expect(page.match(/<script[^>]*>/g)).toEqual([
      '<script type="module" src="/assets/deals-script.js">',
    ]);
  });

  it("shows the deals as the app's cards, each a plain link to its page", () => {
    openDealsPage({
      deals: listOf([makeDeal(), makeDeal({ slug: 'second', title: 'Second', bannerImage: null })]),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Deals' })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Diwali offer' });
    expect(card).toHaveTextContent('Ravi Mobiles · Pune');
    expect(card).toHaveTextContent('Ends 1 Dec 2030');
    expect(card).toHaveTextContent('Screen guard₹299was ₹49940% off');
    expect(card).toHaveTextContent('+1 more item');
    expect(card).toHaveTextContent('12 views · 1 click');
    expect(within(card).getByRole('link', { name: 'Diwali offer' })).toHaveAttribute(
      'href',
      '/campaigns/diwali-offer-ravi-mobiles',
    );
    expect(screen.getByRole('link', { name: 'Second' })).toHaveAttribute(
      'href',
      '/campaigns/second',
    );
    expect(screen.getAllByRole('article')).toHaveLength(2);
    // The first banner loads at once, as in the app.
    expect(card.querySelector('img')).toHaveAttribute('loading', 'eager');
  });

  it('searches with a form the browser sends: the search, the sort and a Show deals button', () => {
    openDealsPage({ q: 'saree', sort: 'expiring' });
    const form = search();
    expect(form.tagName).toBe('FORM');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/deals');
    const field = within(form).getByRole('searchbox', { name: 'Search' });
    expect(field).toHaveAttribute('name', 'q');
    expect(field).toHaveValue('saree');
    const sorts = within(form).getByRole('group', { name: 'Sort' });
    expect(within(sorts).getByRole('radio', { name: 'Latest' })).not.toBeChecked();
    const expiring = within(sorts).getByRole('radio', { name: 'Expiring Soon' });
    expect(expiring).toBeChecked();
    expect(expiring).toHaveAttribute('name', 'sort');
    expect(expiring).toHaveAttribute('value', 'expiring');
    expect(within(form).getByRole('button', { name: 'Show deals' })).toHaveAttribute(
      'type',
      'submit',
    );
    // What the browser sends: `/deals?q=saree&sort=expiring`.
    expect([...new FormData(form as HTMLFormElement)]).toEqual([
      ['q', 'saree'],
      ['sort', 'expiring'],
    ]);
  });

  it('links Load more to the next page of the same search and sort, while there is one', () => {
    const ten = Array.from({ length: 10 }, (_, i) => makeDeal({ slug: `d${i}`, title: `D${i}` }));
    openDealsPage({ q: '50% off', sort: 'expiring', page: 2, deals: listOf(ten, 31, 2) });
    expect(screen.getByRole('link', { name: 'Load more' })).toHaveAttribute(
      'href',
      '/deals?q=50%25+off&sort=expiring&page=3',
    );

    openDealsPage({ deals: listOf(ten, 20) });
    expect(screen.getByRole('link', { name: 'Load more' })).toHaveAttribute(
      'href',
      '/deals?page=2',
    );

    openDealsPage({ page: 2, deals: listOf(ten, 20, 2) });
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(screen.queryByRole('link', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says when no deal runs, or none matches the search', () => {
    openDealsPage({ deals: listOf([]) });
    expect(screen.getByText('No deals found')).toBeInTheDocument();
    expect(
      screen.getByText('No shop has a deal running right now. Check back soon.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    openDealsPage({ q: 'saree', deals: listOf([]) });
    expect(
      screen.getByText('No running deal matches your search. Try another shop or product.'),
    ).toBeInTheDocument();
  });

  it('leads from a page past the last deal back to the first page of the same list', () => {
    openDealsPage({ q: 'saree', page: 4, deals: listOf([], 12, 4) });
    expect(screen.getByText('This page is past the end of the list.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the first page' })).toHaveAttribute(
      'href',
      '/deals?q=saree',
    );
  });

  it('says Failed to load deals. when they cannot be read, Try again linking to the same list', () => {
    openDealsPage({ q: 'saree', sort: 'expiring', page: 2, deals: null });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to load deals.');
    expect(within(alert).getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/deals?q=saree&sort=expiring&page=2',
    );
    // The search is still there, to try another.
    expect(within(search()).getByRole('searchbox')).toHaveValue('saree');
  });

  it('is drawn in Hindi for a Hindi visitor, its head too', () => {
    const hindi = draw({ language: 'hi', deals: listOf([makeDeal()], 11) });
    expect(hindi).toMatch(/^<!doctype html><html lang="hi-IN">/);
    expect(hindi).toContain('<title>आस-पास की दुकानों की डील्स — KhataBill</title>');
    openDealsPage({ language: 'hi', deals: listOf([makeDeal()], 11) });
    expect(screen.getByRole('heading', { level: 1, name: 'डील्स' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'जल्द खत्म होने वाली' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'डील्स दिखाएं' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Diwali offer' })).toHaveTextContent('डील देखें →');
    expect(screen.getByRole('link', { name: 'और दिखाएं' })).toHaveAttribute('href', '/deals?page=2');
    // Drawing one language leaves the next page in its own.
    expect(draw()).toMatch(/<html lang="en-IN">/);
  });
});
