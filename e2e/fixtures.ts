import fs from 'node:fs/promises';
import { deflateSync } from 'node:zlib';
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

/** Creates something through the API as `session`'s shop, expecting 201, and answers it. */
export async function createViaApi<T>(
  request: APIRequestContext,
  session: Pick<Session, 'token'>,
  path: string,
  data: Record<string, unknown>,
): Promise<T> {
  const response = await request.post(path, { headers: authHeader(session.token), data });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: T }).data;
}

export type SavedBill = { _id: string; invoiceNumber: string; shareToken: string | null };

/** Saves a bill through the API as `session`'s shop and answers it. */
export const createBillViaApi = (
  request: APIRequestContext,
  session: Pick<Session, 'token'>,
  bill: Record<string, unknown>,
) => createViaApi<SavedBill>(request, session, '/api/bills', bill);

/** Puts a session where the web app keeps it (product §3: localStorage `token` and `user`). */
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

/** A new shop (see signupViaApi), signed in on `page`. */
export async function signUpShop(
  request: APIRequestContext,
  page: Page,
  overrides: Parameters<typeof signupViaApi>[1] = {},
): Promise<Session> {
  const shop = await signupViaApi(request, overrides);
  await useSessionIn(page, shop);
  return shop;
}

/** The category of the service shop the journeys use: its fields come with the signup. */
export const SERVICE_SHOP_CATEGORY = 'mobile-laptop-repair';

/** A mobile-repair shop that bills products and services, signed in on `page`. */
export const signUpServiceShop = (request: APIRequestContext, page: Page) =>
  signUpShop(request, page, {
    shopName: 'Fixit Mobile Care',
    billingMode: ['product', 'service'],
    businessType: SERVICE_SHOP_CATEGORY,
  });

/** Create Bill's item row `serial` (counted from 1). */
export const billItem = (page: Page, serial: number) =>
  page.getByRole('group', { name: `Item ${serial}` });

/**
 * Types the customer on Create Bill and, unless `confirm` is false, taps Confirm Customer
 * and waits for the fields to fold into their summary.
 */
export async function fillCustomer(
  page: Page,
  name: string,
  mobile: string,
  { confirm = true } = {},
): Promise<void> {
  await page.getByLabel('Customer Name').fill(name);
  await page.getByLabel('Mobile Number').fill(mobile);
  if (!confirm) return;
  await page.getByRole('button', { name: 'Confirm Customer' }).click();
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
}

/** Types a product name and a price (as typed, e.g. `'1200'`) into Create Bill's item row `serial`. */
export async function fillItem(page: Page, serial: number, name: string, price: string) {
  const item = billItem(page, serial);
  await item.getByLabel('Product name').fill(name);
  await item.getByLabel('Price').fill(price);
}

/** Opens a screen from the shop's More menu (the bottom bar's drawer on a phone). */
export async function openFromMore(page: Page, name: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'More' })
    .click();
  await page.getByRole('navigation', { name: 'More' }).getByRole('link', { name }).click();
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A real PNG photo stand-in: `width` × `height`, a left-to-right colour ramp, made here. */
export function pngImage(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set([(x * 255) / width, 120, 200], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Nothing on the page scrolls sideways (the phone's width is the page's). */
export async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${what} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
}

/** Taps the button and answers the downloaded file's name and text. */
export async function download(page: Page, button: string) {
  const started = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await started;
  return { name: file.suggestedFilename(), text: await fs.readFile(await file.path(), 'utf8') };
}

/**
 * A screenshot into the folder `E2E_SCREENSHOTS` names, for a person to look at the screens at
 * a phone's size; nothing when it is unset.
 */
export async function snap(page: Page, name: string, { fullPage = false } = {}): Promise<void> {
  const folder = process.env.E2E_SCREENSHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage });
}
