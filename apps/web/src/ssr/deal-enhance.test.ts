import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { analytics } from '../lib/analytics';
import { stubApi } from '../test/stub-api';
import { makeDeal } from '../test/deal-fixture';
import { makeUser, signInAs } from '../test/user-fixture';
import { enhanceDealPage } from './deal-enhance';
import { renderDealPage } from './deal-page';

const deal = makeDeal();
const PATH = `/campaigns/${deal.slug}`;
const CLICK = `/api/campaigns/campaigns/${deal.slug}/click`;

/** The page the server draws, opened at its address, and its script run on it. */
function openDealPage(shown: typeof deal | null, origin: string | null = window.location.origin) {
  const drawn = new DOMParser().parseFromString(
    renderDealPage({ deal: shown, address: PATH, origin, script: null }),
    'text/html',
  );
  document.body.innerHTML = drawn.body.innerHTML;
  window.history.replaceState(null, '', PATH);
  enhanceDealPage(document);
}

const link = (name: string) => screen.getByRole('link', { name });
const whatsappText = (name: string) =>
  new URL(link(name).getAttribute('href') ?? '').searchParams.get('text');

let sent: ReturnType<typeof stubApi>;
const sendBeacon = vi.fn((_url: string) => true);

beforeEach(() => {
  vi.spyOn(analytics, 'pageView').mockImplementation(() => {});
  sent = stubApi(() => ({ status: 200, body: { data: deal } }));
  vi.stubGlobal('navigator', { ...navigator, sendBeacon });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  sendBeacon.mockClear();
  document.body.innerHTML = '';
});

describe('the deal page drawn by the server, in the browser', () => {
  it('counts one view, with the read the app opens a deal with, and one page view', () => {
    openDealPage(deal);
    expect(sent).toEqual([
      { method: 'GET', path: `/api/campaigns/campaigns/${deal.slug}`, body: undefined },
    ]);
    expect(analytics.pageView).toHaveBeenCalledTimes(1);
    expect(analytics.pageView).toHaveBeenCalledWith(PATH);
  });

  it('counts a click by beacon when Call Shop or WhatsApp is tapped, without holding the tap', () => {
    openDealPage(deal);
    const call = new MouseEvent('click', { bubbles: true, cancelable: true });
    link('Call Shop').dispatchEvent(call);
    expect(call.defaultPrevented).toBe(false);
    fireEvent.click(link('WhatsApp'));
    fireEvent.click(link('Chat on WhatsApp'));
    expect(sendBeacon.mock.calls).toEqual([[CLICK], [CLICK]]);
  });

  it('offers a signed-in shop Open app, to its billing screen', () => {
    signInAs(makeUser({ role: 'shop' }));
    openDealPage(deal);
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(link('Open app')).toHaveAttribute('href', '/create-bill');
  });

  it('counts no view for an unknown or ended deal, but the page view and the bar still work', () => {
    signInAs(makeUser({ role: 'admin' }));
    openDealPage(null);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Failed to load Deal.');
    expect(link('Try again')).toHaveAttribute('href', PATH);
    expect(link('All deals')).toHaveAttribute('href', '/deals');
    expect(link('Open app')).toHaveAttribute('href', '/admin/notifications');
    expect(sent).toEqual([]);
    expect(analytics.pageView).toHaveBeenCalledWith(PATH);
  });

  it('keeps the WhatsApp texts the server wrote with an origin it trusts', () => {
    openDealPage(deal, 'https://deals.example.in');
    expect(whatsappText('WhatsApp')).toMatch(/ https:\/\/deals\.example\.in\/campaigns\/[\w-]+$/);
    expect(whatsappText('Chat on WhatsApp')).toMatch(
      / https:\/\/deals\.example\.in\/campaigns\/[\w-]+$/,
    );
  });

  it('completes texts drawn without an origin with the address the page was opened at', () => {
    openDealPage(deal, null);
    const address = `${window.location.origin}${PATH}`;
    expect(whatsappText('WhatsApp')).toBe(
      `Hi, I am interested in your deal: Diwali offer at Ravi Mobiles: Screen guard ₹299 (was ₹499) and 2 more. Until 1 Dec 2030. ${address}`,
    );
    expect(whatsappText('Chat on WhatsApp')).toBe(
      `Diwali offer at Ravi Mobiles: Screen guard ₹299 (was ₹499) and 2 more. Until 1 Dec 2030. ${address}`,
    );
  });
});
