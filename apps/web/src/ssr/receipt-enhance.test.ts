import userEvent from '@testing-library/user-event';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { analytics } from '../lib/analytics';
import { receipt } from '../test/receipt-fixture';
import { makeUser, signInAs } from '../test/user-fixture';
import { enhanceReceiptPage } from './receipt-enhance';
import { renderReceiptPage } from './receipt-page';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv';

/** The page the server draws, opened at its address, and its script run on it. */
function openReceiptPage(shown: typeof receipt | null) {
  const drawn = new DOMParser().parseFromString(
    renderReceiptPage({ receipt: shown, script: null }),
    'text/html',
  );
  document.body.innerHTML = drawn.body.innerHTML;
  window.history.replaceState(null, '', `/your-bill/${TOKEN}`);
  enhanceReceiptPage(document);
}

const barLink = () => screen.getByRole('banner').querySelector('a:last-child');

beforeEach(() => {
  vi.spyOn(analytics, 'pageView').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the receipt page drawn by the server, in the browser', () => {
  it('offers a visitor Login, as the server drew it', () => {
    openReceiptPage(receipt);
    expect(barLink()).toHaveTextContent('Login');
    expect(barLink()).toHaveAttribute('href', '/auth');
  });

  it('offers a signed-in shop Open app, to its billing screen', () => {
    signInAs(makeUser({ role: 'shop' }));
    openReceiptPage(receipt);
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open app' })).toHaveAttribute('href', '/create-bill');
  });

  it('offers a signed-in admin Open app, to the notifications queue, on an unknown link too', () => {
    signInAs(makeUser({ role: 'admin' }));
    openReceiptPage(null);
    expect(screen.getByText('Failed to load bill.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open app' })).toHaveAttribute(
      'href',
      '/admin/notifications',
    );
  });

  it('counts one page view, reported without the bill token', () => {
    openReceiptPage(receipt);
    expect(analytics.pageView).toHaveBeenCalledTimes(1);
    expect(analytics.pageView).toHaveBeenCalledWith('/your-bill');
  });

  it('prints from its Print button', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    openReceiptPage(receipt);
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });
});
