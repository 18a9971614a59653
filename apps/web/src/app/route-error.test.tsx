import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../test/render-routes';
import { routes } from './routes';

// What the Page not found screen throws while it renders, in these tests.
const failure = vi.hoisted(() => ({ error: new Error() }));
vi.mock('../features/not-found/not-found-page', () => ({
  default: function BrokenScreen() {
    throw failure.error;
  },
}));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a screen that fails to render', () => {
  it('shows what went wrong inside its layout, until the user goes elsewhere', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    failure.error = new Error('A bug in the screen');
    const router = renderRoutes(routes, '/no-such-page');

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Go to Home' }));
    expect(await screen.findByRole('link', { name: 'Start for Free' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();

    await act(() => router.navigate('/another-missing-page'));
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  });

  it('asks to check the connection when its chunk did not load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    failure.error = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
    renderRoutes(routes, '/no-such-page');

    expect(
      await screen.findByRole('heading', { name: 'This page could not be loaded' }),
    ).toBeVisible();
    expect(screen.getByText('Check your internet connection and try again.')).toBeVisible();
  });
});
