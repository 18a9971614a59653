import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { receipt } from '../../test/receipt-fixture';
import { makeUser, signInAs } from '../../test/user-fixture';
import YourBillPage from './your-bill-page';

function stubFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(async (_path: string, _init?: RequestInit) =>
    Response.json(body, { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderReceiptPage(token: string) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[`/your-bill/${token}`]}>
        <Routes>
          <Route path="/your-bill/:token" element={<YourBillPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const robotsMeta = () => document.head.querySelector('meta[name="robots"]');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('public receipt page', () => {
  it('loads the bill by its share token without the shop session, then shows it', async () => {
    signInAs(makeUser());
    const fetchMock = stubFetch(200, { data: receipt });
    renderReceiptPage('tok_en-22');

    expect(screen.getByText('Loading bill...')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Bill INV-3' })).toHaveTextContent('Battery');
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/public/bills/tok_en-22');
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
  });

  it('asks search engines not to index the page while it is shown', async () => {
    stubFetch(200, { data: receipt });
    const view = renderReceiptPage('token');
    await screen.findByRole('article');
    expect(robotsMeta()).toHaveAttribute('content', 'noindex');

    view.unmount();
    expect(robotsMeta()).toBeNull();
  });

  it('says the bill failed to load for an unknown link', async () => {
    stubFetch(404, { message: 'Not found' });
    renderReceiptPage('unknown');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load bill.');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
