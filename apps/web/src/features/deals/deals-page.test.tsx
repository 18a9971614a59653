import type { PublicCampaignDto } from '@khatabill/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { prepareLanguage } from '../../i18n/i18n';
import { locale } from '../../i18n/locale';
import { makeDeal } from '../../test/deal-fixture';
import { renderRoutes } from '../../test/render-routes';
import { stubApi, type Reply } from '../../test/stub-api';
import DealsPage from './deals-page';

const page = (data: PublicCampaignDto[], total = data.length, pageNumber = 1): Reply => ({
  status: 200,
  body: { data: { data, total, page: pageNumber, limit: 10 } },
});

/** The deals list API: every request answered by `answer(its query)`, each one recorded. */
function stubDealsApi(answer: (query: URLSearchParams) => Reply = () => page([makeDeal()])) {
  const sent = stubApi(({ path }) => answer(new URL(path, 'http://localhost').searchParams));
  const queries = () =>
    sent.map(({ path }) => Object.fromEntries(new URL(path, 'http://localhost').searchParams));
  return { sent, queries };
}

function renderDeals(path = '/deals') {
  return renderRoutes(
    [
      { path: '/deals', element: <DealsPage /> },
      { path: '/campaigns/:idOrSlug', element: <p>Deal page</p> },
    ],
    path,
  );
}

describe('/deals', () => {
  it('asks for the latest running deals, 10 a page, without a session, and shows them as cards', async () => {
    const { sent, queries } = stubDealsApi();
    renderDeals();
    expect(screen.getByText('Loading deals...')).toBeInTheDocument();

    const card = await screen.findByRole('article', { name: 'Diwali offer' });
    expect(queries()).toEqual([{ sort: 'latest', page: '1', limit: '10' }]);
    expect(sent[0]?.path.startsWith('/api/campaigns/campaigns?')).toBe(true);

    expect(card).toHaveTextContent('Ravi Mobiles · Pune');
    expect(card).toHaveTextContent('Big savings on accessories this festive week.');
    expect(card).toHaveTextContent('Ends 1 Dec 2030');
    expect(card).toHaveTextContent('12 views · 1 click');
    expect(within(card).getByRole('link', { name: 'Diwali offer' })).toHaveAttribute(
      'href',
      '/campaigns/diwali-offer-ravi-mobiles',
    );
  });

  it('shows the first two items with the original price struck through, and counts the rest', async () => {
    stubDealsApi();
    renderDeals();
    const card = await screen.findByRole('article', { name: 'Diwali offer' });
    const items = within(card).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Screen guard₹299was ₹49940% off',
      'Phone cover₹350',
    ]);
    expect(items[0]?.querySelector('s')).toHaveTextContent('₹499');
    expect(card).not.toHaveTextContent('Charger');
    expect(card).toHaveTextContent('+1 more item');
  });

  it('searches once the typing stops, and sorts by Expiring Soon', async () => {
    const { queries } = stubDealsApi();
    const router = renderDeals();
    await screen.findByRole('article', { name: 'Diwali offer' });

    // Typed a letter at a time, faster than the debounce: only the whole text is searched for.
    const search = screen.getByPlaceholderText('Search shop or product');
    const typed = ' 50% off_ ';
    for (let length = 1; length <= typed.length; length++) {
      fireEvent.input(search, { target: { value: typed.slice(0, length) } });
    }
    expect(queries()).toHaveLength(1);
    await waitFor(() => expect(queries()).toHaveLength(2));
    expect(queries()[1]).toEqual({ sort: 'latest', page: '1', limit: '10', q: '50% off_' });
    await waitFor(() => expect(router.location.search).toBe('?q=50%25+off_'));

    await userEvent.click(screen.getByRole('radio', { name: 'Expiring Soon' }));
    await waitFor(() => expect(queries()).toHaveLength(3));
    expect(queries()[2]).toEqual({ sort: 'expiring', page: '1', limit: '10', q: '50% off_' });
  });

  it('starts from the search and sort in the address, so Back from a deal keeps the list', async () => {
    const { queries } = stubDealsApi();
    renderDeals('/deals?q=saree&sort=expiring');
    await screen.findByRole('article', { name: 'Diwali offer' });
    expect(screen.getByPlaceholderText('Search shop or product')).toHaveValue('saree');
    expect(screen.getByRole('radio', { name: 'Expiring Soon' })).toBeChecked();
    expect(queries()).toEqual([{ sort: 'expiring', page: '1', limit: '10', q: 'saree' }]);
  });

  it('loads the next ten with Load more, until every deal is shown', async () => {
    const first = Array.from({ length: 10 }, (_, i) =>
      makeDeal({ slug: `deal-${i}`, title: `Deal ${i}` }),
    );
    const { queries } = stubDealsApi((query) =>
      query.get('page') === '2'
        ? page([makeDeal({ slug: 'deal-10', title: 'Deal 10' })], 11, 2)
        : page(first, 11),
    );
    renderDeals();
    await screen.findByRole('article', { name: 'Deal 9' });

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Deal 10' })).toBeInTheDocument();
    expect(queries()[1]).toMatchObject({ page: '2' });
    expect(screen.getAllByRole('article')).toHaveLength(11);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('loads only the first banner at once; the others wait until they are scrolled near', async () => {
    stubDealsApi(() => page([makeDeal(), makeDeal({ slug: 'second', title: 'Second' })]));
    renderDeals();
    await screen.findByRole('article', { name: 'Second' });
    const banners = document.querySelectorAll('article img');
    expect([...banners].map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy']);
    expect(banners[1]).toHaveAttribute('width', '1200');
    expect(banners[1]).toHaveAttribute('height', '600');
  });

  it('says when no deal matches', async () => {
    stubDealsApi(() => page([]));
    renderDeals('/deals?q=nothing');
    expect(await screen.findByText('No deals found')).toBeInTheDocument();
    expect(
      screen.getByText('No running deal matches your search. Try another shop or product.'),
    ).toBeInTheDocument();
  });

  it('says Failed to load deals. when the list cannot be read, and tries again on request', async () => {
    let fail = true;
    stubDealsApi(() => (fail ? { status: 500, body: { message: 'Boom' } } : page([makeDeal()])));
    renderDeals();
    const alert = (await screen.findByText('Failed to load deals.')).closest('[role="alert"]');
    if (!(alert instanceof HTMLElement)) throw new Error('The failure is not announced');
    expect(alert).not.toHaveTextContent('Boom');

    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Diwali offer' })).toBeInTheDocument();
  });

  describe('in Hindi', () => {
    afterEach(() => locale.set('en'));

    it('shows the page, the sort and the cards in Hindi', async () => {
      locale.set('hi');
      await prepareLanguage();
      stubDealsApi();
      renderDeals();
      expect(screen.getByRole('heading', { name: 'डील्स' })).toBeInTheDocument();
      expect(screen.getByLabelText('जल्द खत्म होने वाली')).not.toBeChecked();
      const card = await screen.findByRole('article', { name: 'Diwali offer' });
      expect(card).toHaveTextContent('+1 और आइटम');
      expect(card).toHaveTextContent('डील देखें →');
    });
  });
});
