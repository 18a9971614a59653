import { LANGUAGE_COOKIE } from '@khatabill/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { DEVICE_LANGUAGE_KEY } from './device-language';
import { chooseLanguage, followShopLanguage, locale } from './locale';

const cookieLanguage = () =>
  document.cookie
    .split('; ')
    .find((cookie) => cookie.startsWith(`${LANGUAGE_COOKIE}=`))
    ?.split('=')[1];

afterEach(() => {
  locale.set('en');
  localStorage.clear();
  document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0`;
});

describe('the language the server is told', () => {
  it('is the one chosen on this device, kept there too', () => {
    chooseLanguage('hi');
    expect(cookieLanguage()).toBe('hi');
    expect(localStorage.getItem(DEVICE_LANGUAGE_KEY)).toBe('hi');
    expect(document.documentElement.lang).toBe('hi-IN');
  });

  it("is the signed-in shop's, without changing the device's own choice", () => {
    chooseLanguage('hi');
    followShopLanguage('en');
    expect(cookieLanguage()).toBe('en');
    expect(localStorage.getItem(DEVICE_LANGUAGE_KEY)).toBe('hi');
  });

  it('is not a language shown for one visit', () => {
    chooseLanguage('en');
    locale.set('hi');
    expect(cookieLanguage()).toBe('en');
  });
});
