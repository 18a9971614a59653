import { LANGUAGE_COOKIE, type PublicCampaignDto } from '@khatabill/domain';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HINDI } from '../../i18n/hi';
import { i18n } from '../../i18n/i18n';
import { DEVICE_LANGUAGE_KEY } from '../../i18n/device-language';
import { locale } from '../../i18n/locale';
import { makeDeal } from '../../test/deal-fixture';
import { renderRoutes } from '../../test/render-routes';
import { stubApi } from '../../test/stub-api';
import { makeUser, signInAs } from '../../test/user-fixture';
import CampaignsPage from './campaigns-page';

const SLUG = 'diwali-offer-ravi-mobiles';
const DEAL_LINK = `${window.location.origin}/campaigns/${SLUG}`;

function stubDealApi(deal: PublicCampaignDto | null) {
  return stubApi(({ method }) =>
    method === 'GET' && deal
      ? { status: 200, body: { data: deal } }
      : { status: method === 'GET' ? 404 : 200, body: { message: 'Deal not found.', data: null } },
  );
}

function renderDeal(idOrSlug = SLUG) {
  renderRoutes(
    [{ path: '/campaigns/:idOrSlug', element: <CampaignsPage /> }],
    `/campaigns/${idOrSlug}`,
  );
}

const link = (name: string) => screen.getByRole('link', { name });
const whatsappText = (name: string) =>
  new URL(link(name).getAttribute('href') ?? '').searchParams.get('text');

describe('/campaigns/{idOrSlug}', () => {
  it('shows the deal: banner, shop, end date, description, every item with its prices, address', async () => {
    stubDealApi(makeDeal());
    renderDeal();
    expect(screen.getByText('Loading...')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 1, name: 'Diwali offer' })).toBeVisible();
    expect(screen.getByText('Ravi Mobiles')).toBeInTheDocument();
    expect(screen.getByText('Ends 1 Dec 2030')).toBeInTheDocument();
    expect(screen.getByText('Big savings on accessories this festive week.')).toBeInTheDocument();
    const items = within(screen.getByRole('region', { name: 'Items on offer' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      'Screen guard₹299was ₹49940% off',
      'Phone cover₹350',
      'Charger₹999.50was ₹1,20017% off',
    ]);
    expect(items[0]?.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(screen.getByText('12 MG Road, Pune, Maharashtra, 411001, India').tagName).toBe(
      'ADDRESS',
    );
  });

  it('reads the deal without the shop session a visitor may have', async () => {
    signInAs(makeUser());
    const fetchMock = vi.fn(async (_path: string, _init?: RequestInit) =>
      Response.json({ data: makeDeal() }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderDeal();
    await screen.findByRole('heading', { level: 1, name: 'Diwali offer' });
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe(`/api/campaigns/campaigns/${SLUG}`);
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
  });

  it('offers Call Shop and WhatsApp to the contact phone, prefilled with the deal', async () => {
    stubDealApi(makeDeal());
    renderDeal();
    await screen.findByRole('heading', { level: 1, name: 'Diwali offer' });

    expect(link('Call Shop')).toHaveAttribute('href', 'tel:+919876543210');
    const whatsapp = new URL(link('WhatsApp').getAttribute('href') ?? '');
    expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe('https://wa.me/919876543210');
    expect(whatsappText('WhatsApp')).toBe(
      `Hi, I am interested in your deal: Diwali offer at Ravi Mobiles: Screen guard ₹299 (was ₹499) and 2 more. Until 1 Dec 2030. ${DEAL_LINK}`,
    );
  });

  it('counts a click by beacon when Call Shop or WhatsApp is tapped, without holding the tap', async () => {
    const sent = stubDealApi(makeDeal());
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    renderDeal();
    await screen.findByRole('heading', { level: 1, name: 'Diwali offer' });

    const call = new MouseEvent('click', { bubbles: true, cancelable: true });
    link('Call Shop').dispatchEvent(call);
    expect(call.defaultPrevented).toBe(false);
    fireEvent.click(link('WhatsApp'));
    fireEvent.click(link('Chat on WhatsApp'));

    const clickUrl = `/api/campaigns/campaigns/${SLUG}/click`;
    expect(sendBeacon.mock.calls).toEqual([[clickUrl], [clickUrl]]);
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('counts the click with a keepalive request where the browser has no beacon', async () => {
    const sent = stubDealApi(makeDeal());
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: undefined });
    renderDeal();
    await screen.findByRole('heading', { level: 1, name: 'Diwali offer' });
    fireEvent.click(link('Call Shop'));
    expect(sent.filter((request) => request.method === 'POST')).toEqual([
      { method: 'POST', path: `/api/campaigns/campaigns/${SLUG}/click`, body: undefined },
    ]);
  });

  it('shows no Call Shop or WhatsApp without a contact phone, but still lets the deal be sent on', async () => {
    stubDealApi(makeDeal({ contactPhone: '' }));
    renderDeal();
    await screen.findByRole('heading', { level: 1, name: 'Diwali offer' });
    expect(screen.queryByRole('link', { name: 'Call Shop' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'WhatsApp' })).not.toBeInTheDocument();

    expect(link('Chat on WhatsApp').getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(whatsappText('Chat on WhatsApp')).toBe(
      `Diwali offer at Ravi Mobiles: Screen guard ₹299 (was ₹499) and 2 more. Until 1 Dec 2030. ${DEAL_LINK}`,
    );
  });

  it('says Failed to load Deal. for an ended or unknown deal', async () => {
    stubDealApi(null);
    renderDeal('no-such-deal');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Failed to load Deal.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All deals' })).toHaveAttribute('href', '/deals');
    expect(screen.queryByText('Ravi Mobiles')).not.toBeInTheDocument();
  });

  it("shows the deal in its shop's language for the visit, its WhatsApp texts too, and saves nothing", async () => {
    i18n.cache.hi = HINDI as never;
    stubDealApi(makeDeal({ shop: { ...makeDeal().shop, language: 'hi' } }));
    const router = renderRoutes(
      [
        { path: '/campaigns/:idOrSlug', element: <CampaignsPage /> },
        { path: '/deals', element: <h1>Deals</h1> },
      ],
      `/campaigns/${SLUG}`,
    );

    expect(await screen.findByRole('region', { name: 'ऑफ़र वाले आइटम' })).toBeInTheDocument();
    expect(screen.getByText(/^1 \S+ 2030 तक$/)).toBeInTheDocument();
    expect(whatsappText('WhatsApp पर चैट करें')).toContain('Ravi Mobiles पर Diwali offer');
    expect(localStorage.getItem(DEVICE_LANGUAGE_KEY)).toBeNull();
    expect(document.cookie).not.toContain(`${LANGUAGE_COOKIE}=hi`);

    await act(() => router.navigate('/deals'));
    expect(locale.get()).toBe('en');
  });
});
