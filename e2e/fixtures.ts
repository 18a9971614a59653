import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from './constants';

export type Session = { token: string; user: { _id: string; role: string; shopName: string } };

/** A random valid Indian mobile: one in a billion chance to meet another spec's shop. */
export function uniqueMobile(): string {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

export const authHeader = (token: string) => ({ authorization: `Bearer ${token}` });

export async function signupViaApi(
  request: APIRequestContext,
  overrides: Partial<{
    name: string;
    shopName: string;
    mobile: string;
    password: string;
    billingMode: string[];
    businessType: string;
  }> = {},
): Promise<Session & { mobile: string; password: string }> {
  const mobile = overrides.mobile ?? uniqueMobile();
  const password = overrides.password ?? 'secret-pass';
  const response = await request.post('/api/auth/signup', {
    data: {
      name: 'Test Owner',
      shopName: 'Test Shop',
      billingMode: ['product'],
      location: { country: 'India' },
      ...overrides,
      mobile: `+91${mobile}`,
      password,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { data } = (await response.json()) as { data: Session };
  return { ...data, mobile, password };
}

export async function loginViaApi(
  request: APIRequestContext,
  mobile: string,
  password: string,
): Promise<Session> {
  const response = await request.post('/api/auth/login', {
    data: { mobile: `+91${mobile}`, password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: Session }).data;
}

export const adminLogin = (request: APIRequestContext) =>
  loginViaApi(request, E2E_ADMIN.mobile, E2E_ADMIN.password);

export type SavedBill = { _id: string; invoiceNumber: string; shareToken: string | null };

/** Saves a bill through the API as `session`'s shop and answers it. */
export async function createBillViaApi(
  request: APIRequestContext,
  session: Pick<Session, 'token'>,
  bill: Record<string, unknown>,
): Promise<SavedBill> {
  const response = await request.post('/api/bills', {
    headers: authHeader(session.token),
    data: bill,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: SavedBill }).data;
}

/** Puts a session where the web app keeps it (spec §3: localStorage `token` and `user`). */
export async function useSessionIn(page: Page, session: Session): Promise<void> {
  // Seed once per tab, so a logout inside the test is not undone by the next navigation.
  await page.addInitScript((s) => {
    if (window.sessionStorage.getItem('e2e-seeded')) return;
    window.sessionStorage.setItem('e2e-seeded', '1');
    window.localStorage.setItem('token', s.token);
    window.localStorage.setItem('user', JSON.stringify(s.user));
  }, session);
}

export const test = base;
export { expect };

/** Opens a collapsible Settings section whatever its initial state. */
export async function openSection(page: Page, name: string): Promise<void> {
  const toggle = page.getByRole('button', { name });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

/**
 * A mobile-repair shop that bills products and services (its category's fields come with
 * the signup), signed in on `page`.
 */
export async function signUpServiceShop(request: APIRequestContext, page: Page): Promise<Session> {
  const shop = await signupViaApi(request, {
    shopName: 'Fixit Mobile Care',
    billingMode: ['product', 'service'],
    businessType: 'mobile-laptop-repair',
  });
  await useSessionIn(page, shop);
  return shop;
}
