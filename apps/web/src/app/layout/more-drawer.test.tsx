import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AlertProvider } from '../../components/ui/alert-provider';
import { locale } from '../../i18n/locale';
import { stubApi } from '../../test/stub-api';
import { makeUser, signInAs } from '../../test/user-fixture';
import { MoreDrawer } from './more-drawer';

afterEach(() => locale.set('en'));

function renderOpenDrawer() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AlertProvider>
        <MemoryRouter initialEntries={['/dashboard']}>
          <MoreDrawer open onClose={() => {}} />
        </MemoryRouter>
      </AlertProvider>
    </QueryClientProvider>,
  );
}

describe('the More drawer', () => {
  it('shows the More items, then the language switch loaded apart, which saves the shop’s choice', async () => {
    const user = makeUser();
    signInAs(user);
    const sent = stubApi(() => ({ status: 200, body: { data: { ...user, language: 'hi' } } }));
    renderOpenDrawer();

    expect(screen.getByRole('dialog', { name: 'More' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clients' })).toHaveAttribute('href', '/clients');
    await userEvent.click(await screen.findByRole('radio', { name: 'हिन्दी' }));
    await waitFor(() =>
      expect(sent).toContainEqual(
        expect.objectContaining({ method: 'PUT', body: { language: 'hi' } }),
      ),
    );
    expect(locale.get()).toBe('hi');
  });

  it('lists GSTR-1 only for a shop registered for GST as regular', () => {
    const shop = makeUser();
    const gst = {
      registration: 'regular' as const,
      gstin: '27AAPFU0939F1ZV',
      legalName: shop.shopName,
      stateCode: '27',
      pricesIncludeTax: true,
      defaultRate: 18,
      defaultHsn: '',
    };
    signInAs(shop);
    renderOpenDrawer();
    expect(screen.queryByRole('link', { name: 'GSTR-1' })).not.toBeInTheDocument();
    cleanup();

    signInAs({ ...shop, settings: { ...shop.settings, gst } });
    renderOpenDrawer();
    expect(screen.getByRole('link', { name: 'GSTR-1' })).toHaveAttribute('href', '/gstr-1');
  });
});
