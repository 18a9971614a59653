import { LANGUAGE_COOKIE } from '@khatabill/domain';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_LANGUAGE_KEY } from '../i18n/device-language';
import { analytics } from '../lib/analytics';
import { makeUser, signInAs } from '../test/user-fixture';
import { followDeviceLanguage } from './follow-device-language';
import { renderLandingPage } from './landing-page';
import { enhancePublicPage } from './public-page-enhance';

/** The page the server draws in `language`, put in this document as the browser gets it. */
function openLandingPage(language: 'en' | 'hi' = 'en') {
  const drawn = new DOMParser().parseFromString(
    renderLandingPage({ language, script: null }),
    'text/html',
  );
  document.documentElement.lang = drawn.documentElement.lang;
  document.body.innerHTML = drawn.body.innerHTML;
  window.history.replaceState(null, '', '/');
}

const forgetLanguageCookie = () => {
  document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0`;
};

beforeEach(() => {
  vi.spyOn(analytics, 'pageView').mockImplementation(() => {});
  forgetLanguageCookie();
});

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  forgetLanguageCookie();
  document.body.innerHTML = '';
});

describe('the landing page drawn by the server', () => {
  it('is in the language asked for, its head too', () => {
    const hindi = renderLandingPage({ language: 'hi', script: '/assets/landing-script.js' });
    expect(hindi).toMatch(/^<!doctype html><html lang="hi-IN">/);
    expect(hindi).toContain('<title>KhataBill: दुकानों के लिए मुफ़्त बिलिंग और खाता</title>');
    expect(hindi).toContain('<script type="module" src="/assets/landing-script.js"></script>');
    // Drawing one language leaves the next page in its own.
    expect(renderLandingPage({ language: 'en', script: null })).toMatch(/<html lang="en-IN">/);
  });

  it('offers a visitor Start for Free and Login, and counts the page view', () => {
    openLandingPage();
    enhancePublicPage(document);
    expect(screen.getByRole('link', { name: 'Start for Free' })).toHaveAttribute('href', '/auth');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth');
    expect(screen.getByRole('link', { name: 'See deals from shops' })).toHaveAttribute(
      'href',
      '/deals',
    );
    expect(analytics.pageView).toHaveBeenCalledWith('/');
  });

  it('offers a signed-in shop Go to Dashboard, to billing, as the app does', () => {
    signInAs(makeUser({ role: 'shop' }));
    openLandingPage();
    enhancePublicPage(document);
    expect(screen.queryByRole('link', { name: 'Start for Free' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/create-bill',
    );
    expect(screen.getByRole('link', { name: 'Open app' })).toHaveAttribute('href', '/create-bill');
  });

  it('offers a signed-in admin Go to Admin, in the language the page is drawn in', () => {
    signInAs({ ...makeUser({ role: 'admin' }), language: 'hi' });
    openLandingPage('hi');
    enhancePublicPage(document);
    const goToAdmin = screen.getByRole('link', { name: 'एडमिन पर जाएं' });
    expect(goToAdmin).toHaveAttribute('href', '/admin/notifications');
  });
});

describe('following the language this browser shows', () => {
  it('leaves a page drawn in it as it is', () => {
    localStorage.setItem(DEVICE_LANGUAGE_KEY, 'hi');
    openLandingPage('hi');
    const reload = vi.fn();
    expect(followDeviceLanguage(pageWith(reload))).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it("keeps the device's language in the cookie and draws the page again, once", () => {
    localStorage.setItem(DEVICE_LANGUAGE_KEY, 'hi');
    openLandingPage('en');
    const reload = vi.fn();
    expect(followDeviceLanguage(pageWith(reload))).toBe(true);
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=hi`);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("follows a signed-in shop's language over the device's", () => {
    localStorage.setItem(DEVICE_LANGUAGE_KEY, 'hi');
    signInAs({ ...makeUser({ role: 'shop' }), language: 'en' });
    openLandingPage('hi');
    const reload = vi.fn();
    expect(followDeviceLanguage(pageWith(reload))).toBe(true);
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=en`);
  });

  it('never reloads a browser that refuses the cookie', () => {
    localStorage.setItem(DEVICE_LANGUAGE_KEY, 'hi');
    openLandingPage('en');
    vi.spyOn(document, 'cookie', 'set').mockImplementation(() => {});
    const reload = vi.fn();
    expect(followDeviceLanguage(pageWith(reload))).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

/** This document's language, with a reload that is only recorded. */
function pageWith(reload: () => void) {
  return { documentElement: document.documentElement, location: { reload } };
}
