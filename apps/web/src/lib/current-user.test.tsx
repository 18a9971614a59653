import type { UserDto } from '@khatabill/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type Reply } from '../test/stub-api';
import { makeUser, signInAs } from '../test/user-fixture';
import { api } from './api-client';
import { useCurrentUserRefresh } from './current-user';
import { retryOnce } from './query-client';
import { useSession } from './session';

const ME = '/api/auth/me';
const NEVER = 60 * 60 * 1000;

/** Called each time the screen below draws. */
const drawn = vi.fn();

function PlanShown({ intervalMs }: { intervalMs: number }) {
  useCurrentUserRefresh(intervalMs);
  drawn();
  return <p>{useSession()?.user?.plan}</p>;
}

/** The server: `GET /auth/me` answers `me()`, any other request `other()`. */
function stubServer(me: () => Reply, other: () => Reply = () => ({ status: 200, body: {} })) {
  const sent = stubApi(({ path }) => (path === ME ? me() : other()));
  return { reads: () => sent.filter(({ path }) => path === ME).length };
}

function renderRefresh(intervalMs = NEVER) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: retryOnce } } });
  render(
    <QueryClientProvider client={client}>
      <PlanShown intervalMs={intervalMs} />
    </QueryClientProvider>,
  );
}

const answer = (user: UserDto): Reply => ({ status: 200, body: { data: user } });

/** Ages every answer past the refresh's freshness without waiting for it. */
function aFewSecondsLater() {
  vi.setSystemTime(Date.now() + 5000);
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
}

afterEach(() => {
  vi.useRealTimers();
  setVisibility('visible');
  drawn.mockClear();
});

describe('useCurrentUserRefresh', () => {
  it("stores the server's plan on start, without a new login", async () => {
    signInAs(makeUser({ plan: 'starter' }));
    stubServer(() => answer(makeUser({ plan: 'growth', planDays: 30 })));
    renderRefresh();
    expect(await screen.findByText('growth')).toBeInTheDocument();
  });

  it('reads the user again every interval while the app is shown, never while hidden', async () => {
    signInAs(makeUser());
    let plan: UserDto['plan'] = 'starter';
    const server = stubServer(() => answer(makeUser({ plan })));
    renderRefresh(50);
    await screen.findByText('starter');
    plan = 'pro';
    expect(await screen.findByText('pro')).toBeInTheDocument();

    setVisibility('hidden');
    const readsWhenHidden = server.reads();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.reads()).toBeLessThanOrEqual(readsWhenHidden + 1);
  });

  it('neither writes nor re-renders when the answer is the stored user', async () => {
    const user = makeUser();
    signInAs(user);
    const server = stubServer(() => answer(user));
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    renderRefresh(20);
    await waitFor(() => expect(server.reads()).toBeGreaterThanOrEqual(3));

    expect(setItem).not.toHaveBeenCalled();
    expect(drawn).toHaveBeenCalledOnce();
    setItem.mockRestore();
  });

  it('reads the user again when the app is shown or focused again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    signInAs(makeUser());
    const server = stubServer(() => answer(makeUser()));
    renderRefresh();
    await waitFor(() => expect(server.reads()).toBe(1));

    aFewSecondsLater();
    act(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    await waitFor(() => expect(server.reads()).toBe(2));

    aFewSecondsLater();
    act(() => window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(server.reads()).toBe(3));
  });

  it('reads the user again at once after a request the plan refused', async () => {
    signInAs(makeUser());
    let plan: UserDto['plan'] = 'starter';
    const server = stubServer(
      () => answer(makeUser({ plan, trialDays: null })),
      () => ({ status: 403, body: { message: 'Upgrade to access this feature.' } }),
    );
    renderRefresh();
    await screen.findByText('starter');

    plan = 'growth';
    await expect(api.get('/followups')).rejects.toMatchObject({ status: 403 });
    expect(await screen.findByText('growth')).toBeInTheDocument();
    expect(server.reads()).toBe(2);
  });

  it("does not loop when the user's own read is refused", async () => {
    signInAs(makeUser());
    let refuseMe = false;
    const server = stubServer(
      () => (refuseMe ? { status: 403, body: { message: 'Forbidden' } } : answer(makeUser())),
      () => ({ status: 402, body: { message: "You've reached your billing limit." } }),
    );
    renderRefresh();
    await waitFor(() => expect(server.reads()).toBe(1));

    refuseMe = true;
    await expect(api.post('/bills/upsert', {})).rejects.toMatchObject({ status: 402 });
    await waitFor(() => expect(server.reads()).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.reads()).toBe(2);
  });
});
