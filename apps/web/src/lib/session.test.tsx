import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { locale } from '../i18n/locale';
import { makeUser, signInAs } from '../test/user-fixture';
import {
  clearSession,
  endRefusedSession,
  getSession,
  saveSession,
  startUserRefresh,
  updateSessionUser,
  useSession,
  wasSessionRefused,
} from './session';

function WhoIsIn() {
  const session = useSession();
  return <p>{session ? (session.user?.shopName ?? 'no user') : 'logged out'}</p>;
}

describe('session', () => {
  it('stores the token and the user as JSON under the keys of product §3', () => {
    const user = makeUser();
    saveSession({ token: 'abc', user });
    expect(localStorage.getItem('token')).toBe('abc');
    expect(JSON.parse(localStorage.getItem('user') ?? '')).toEqual(user);
    expect(getSession()).toEqual({ token: 'abc', user });
  });

  it('is logged out without a token, even with a stored user', () => {
    localStorage.setItem('user', JSON.stringify(makeUser()));
    expect(getSession()).toBeNull();
  });

  it('keeps the token when the user is replaced', () => {
    saveSession({ token: 'abc', user: makeUser({ shopName: 'Old' }) });
    updateSessionUser(makeUser({ shopName: 'New' }));
    expect(getSession()).toMatchObject({ token: 'abc', user: { shopName: 'New' } });
  });

  it("shows the shop's language once signed in, and follows a change of it", () => {
    saveSession({ token: 'abc', user: { ...makeUser(), language: 'hi' } });
    expect(locale.get()).toBe('hi');

    updateSessionUser({ ...makeUser(), language: 'en' });
    expect(locale.get()).toBe('en');
  });

  it('logout clears all of local storage', () => {
    saveSession({ token: 'abc', user: makeUser() });
    localStorage.setItem('settings', '{}');
    clearSession();
    expect(localStorage.length).toBe(0);
  });

  it('remembers that the server refused the token until the next login or logout', () => {
    saveSession({ token: 'abc', user: makeUser() });
    endRefusedSession();
    expect(getSession()).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(wasSessionRefused()).toBe(true);

    saveSession({ token: 'new', user: makeUser() });
    expect(wasSessionRefused()).toBe(false);
    endRefusedSession();
    clearSession();
    expect(wasSessionRefused()).toBe(false);
  });

  it('re-renders subscribers on login, update and logout', () => {
    render(<WhoIsIn />);
    expect(screen.getByText('logged out')).toBeInTheDocument();

    act(() => saveSession({ token: 'abc', user: makeUser({ shopName: 'Sharma Repair' }) }));
    expect(screen.getByText('Sharma Repair')).toBeInTheDocument();

    act(() => updateSessionUser(makeUser({ shopName: 'Sharma Mobiles' })));
    expect(screen.getByText('Sharma Mobiles')).toBeInTheDocument();

    act(() => clearSession());
    expect(screen.getByText('logged out')).toBeInTheDocument();
  });

  it('follows a login in another tab through the storage event', () => {
    render(<WhoIsIn />);
    act(() => {
      localStorage.setItem('token', 'from-other-tab');
      localStorage.setItem('user', JSON.stringify(makeUser({ shopName: 'Other Tab' })));
      window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    });
    expect(screen.getByText('Other Tab')).toBeInTheDocument();
  });
});

describe('a refresh of the stored user', () => {
  it("stores the server's answer", () => {
    signInAs(makeUser({ plan: 'starter' }));
    const store = startUserRefresh();
    store(makeUser({ plan: 'growth' }));
    expect(getSession()?.user?.plan).toBe('growth');
  });

  it("drops an answer that crossed a newer stored user, such as a save's usage", () => {
    signInAs(makeUser());
    const store = startUserRefresh();
    updateSessionUser(makeUser({ billingCount: 5 }));
    store(makeUser({ billingCount: 4 }));
    expect(getSession()?.user?.billingCount).toBe(5);
  });

  it('drops an answer that crossed a logout or another login', () => {
    signInAs(makeUser());
    const afterLogout = startUserRefresh();
    clearSession();
    afterLogout(makeUser());
    expect(localStorage.getItem('user')).toBeNull();

    signInAs(makeUser({ shopName: 'First Shop' }));
    const beforeLogin = startUserRefresh();
    saveSession({ token: 'other', user: { ...makeUser({ shopName: 'Next Shop' }), _id: 'next' } });
    beforeLogin(makeUser({ shopName: 'First Shop' }));
    expect(getSession()?.user?.shopName).toBe('Next Shop');
  });

  it("drops an answer that is not the signed-in user's", () => {
    signInAs(makeUser({ shopName: 'Sharma Repair' }));
    const store = startUserRefresh();
    store({ ...makeUser({ shopName: 'Another Shop' }), _id: 'another' });
    expect(getSession()?.user?.shopName).toBe('Sharma Repair');
  });
});
