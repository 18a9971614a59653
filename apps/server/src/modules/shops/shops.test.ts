import { PLAN_MESSAGES, type UserDto } from '@khatabill/domain';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { files, fileShops, shopCounters } from '../../db/schema';
import type { App } from '../../app';
import { useTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/db';
import {
  authHeader,
  createTestAdmin,
  createTestShop,
  sendForm,
  TEST_PASSWORD,
  type FormFields,
} from '../../test/factories';
import { imageField, pngOf } from '../../test/images';
import { findShopById } from './shops.repository';
import { errorBody } from '../../plugins/error-handler';

describeEachDatabase('settings API', (getDatabase) => {
  const app = useTestApp(getDatabase);

  const putJson = (token: string, payload: Record<string, unknown>) =>
    app().inject({ method: 'PUT', url: '/api/auth/settings', headers: authHeader(token), payload });

  const putForm = (token: string, fields: FormFields) =>
    sendForm(app(), { method: 'PUT', url: '/api/auth/settings', token, fields });

  describe('as JSON', () => {
    it('updates the given settings and keeps the rest', async () => {
      const { token } = await createTestShop(app());

      const response = await putJson(token, {
        location: { city: 'Pune', pincode: '411001' },
        greetingMessage: 'Thank you for visiting!',
        footerNote: 'Goods once sold are not returned.',
        billingMode: ['product', 'service'],
        businessType: 'salon-spa',
        serviceFields: [{ label: 'Stylist', type: 'text' }],
        invoicePrefix: 'AM/',
        upiId: 'asha@okbank',
      });

      expect(response.statusCode).toBe(200);
      const settings = response.json().data.settings;
      expect(settings).toMatchObject({
        location: { address: '', city: 'Pune', pincode: '411001', country: 'India' },
        greetingMessage: 'Thank you for visiting!',
        footerNote: 'Goods once sold are not returned.',
        billingMode: ['product', 'service'],
        businessType: 'salon-spa',
        serviceFields: [{ label: 'Stylist', type: 'text' }],
        serviceDetails: [],
        invoicePrefix: 'AM/',
        upiId: 'asha@okbank',
      });
      const me = await app().inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: authHeader(token),
      });
      expect(me.json().data.settings).toEqual(settings);
    });

    it('answers 400 with the field message for an invalid UPI ID', async () => {
      const { token } = await createTestShop(app());

      const response = await putJson(token, { upiId: 'not a upi id' });

      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ upiId: 'Enter a valid UPI ID' });
    });

    it('is for shops only', async () => {
      const admin = await createTestAdmin(app());

      expect((await putJson(admin.token, { footerNote: 'x' })).statusCode).toBe(403);
      const anonymous = await app().inject({
        method: 'PUT',
        url: '/api/auth/settings',
        payload: { footerNote: 'x' },
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('language', () => {
    const me = async (token: string) =>
      (
        await app().inject({ method: 'GET', url: '/api/auth/me', headers: authHeader(token) })
      ).json().data as UserDto;

    it('is English for a new shop, in the signup answer', async () => {
      const { user } = await createTestShop(app());

      expect(user.language).toBe('en');
    });

    it('is the one its owner signed up in, and English for a code the app does not speak', async () => {
      expect((await createTestShop(app(), { language: 'hi' })).user.language).toBe('hi');
      expect((await createTestShop(app(), { language: 'xx' })).user.language).toBe('en');
    });

    it('keeps the chosen language and answers it in every user answer', async () => {
      const { token } = await createTestShop(app());

      const response = await putJson(token, { language: 'hi' });

      expect(response.statusCode).toBe(200);
      expect(response.json().data.language).toBe('hi');
      expect((await me(token)).language).toBe('hi');
      const login = await app().inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { mobile: (await me(token)).mobile, password: TEST_PASSWORD },
      });
      expect(login.json().data.user.language).toBe('hi');
    });

    it('stores an unknown language code as English', async () => {
      const { token } = await createTestShop(app());
      await putJson(token, { language: 'hi' });

      const response = await putJson(token, { language: 'fr' });

      expect(response.statusCode).toBe(200);
      expect(response.json().data.language).toBe('en');
    });

    it('leaves the language alone when another setting changes', async () => {
      const { token } = await createTestShop(app());
      await putJson(token, { language: 'hi' });

      await putJson(token, { footerNote: 'Thank you' });

      expect((await me(token)).language).toBe('hi');
    });

    it('refuses a code longer than 16 characters', async () => {
      const { token } = await createTestShop(app());

      const response = await putJson(token, { language: 'x'.repeat(17) });

      expect(response.statusCode).toBe(400);
      expect((await me(token)).language).toBe('en');
    });
  });

  describe('as a multipart form with a shop image', () => {
    it('stores the image as WebP of at most 512 px and serves it with an immutable cache', async () => {
      const { token } = await createTestShop(app());

      const response = await putForm(token, {
        shopImage: imageField(await pngOf(1200, 800)),
        serviceDetails: JSON.stringify([
          { label: 'Advance Amount', type: 'number', showOnReceipt: false },
        ]),
        location: JSON.stringify({ state: 'Kerala' }),
        invoiceStartNumber: '25',
      });

      expect(response.statusCode).toBe(200);
      const { settings } = response.json().data as UserDto;
      expect(settings.serviceDetails).toEqual([
        { label: 'Advance Amount', type: 'number', showOnReceipt: false },
      ]);
      expect(settings.location.state).toBe('Kerala');
      expect(settings.invoiceStartNumber).toBe(25);
      expect(settings.shopImage).toMatch(/^\/files\/[0-9a-f]{64}\.webp$/);

      const image = await app().inject({ method: 'GET', url: settings.shopImage ?? '' });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(image.headers.etag).toBeDefined();
      const metadata = await sharp(image.rawPayload).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: 512, height: 341 });

      const again = await app().inject({
        method: 'GET',
        url: settings.shopImage ?? '',
        headers: { 'if-none-match': String(image.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    });

    it('keeps a copy of the same image per shop, each shop in its look-up, and serves it', async () => {
      const first = await createTestShop(app());
      const second = await createTestShop(app());
      const png = await pngOf(64, 48);

      const paths = [];
      for (const { token } of [first, second, first]) {
        const response = await putForm(token, { shopImage: imageField(png) });
        paths.push((response.json().data as UserDto).settings.shopImage);
      }

      expect(new Set(paths).size).toBe(1);
      const sha256 = /([0-9a-f]{64})/.exec(paths[0] ?? '')?.[1] ?? '';
      const holders = await app()
        .db.select({ shopId: fileShops.shopId })
        .from(fileShops)
        .where(eq(fileShops.sha256, sha256));
      expect(holders.map((row) => row.shopId).sort()).toEqual(
        [first.user._id, second.user._id].sort(),
      );
      const copies = await app().db.select().from(files).where(eq(files.sha256, sha256));
      expect(copies).toHaveLength(2);
      const image = await app().inject({ method: 'GET', url: paths[0] ?? '' });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
    });

    it('never enlarges a small image', async () => {
      const { token } = await createTestShop(app());

      const response = await putForm(token, { shopImage: imageField(await pngOf(100, 60)) });

      const image = await app().inject({
        method: 'GET',
        url: response.json().data.settings.shopImage,
      });
      expect(await sharp(image.rawPayload).metadata()).toMatchObject({ width: 100, height: 60 });
    });

    it('refuses a text file named .png and stores nothing', async () => {
      const { token, user } = await createTestShop(app());

      const response = await putForm(token, {
        shopImage: imageField(new TextEncoder().encode('just some text, honestly'), 'logo.png'),
        footerNote: 'changed',
      });

      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Please upload a JPEG, PNG or WebP image.');
      await expectUnchanged(app(), user);
    });

    it('answers 413 for an image over 2 MB', async () => {
      const { token, user } = await createTestShop(app());
      const big = new Uint8Array(2 * 1024 * 1024 + 1);
      big.set(await pngOf(10, 10));

      const response = await putForm(token, { shopImage: imageField(big) });

      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual(errorBody('Image must be 2 MB or smaller.'));
      await expectUnchanged(app(), user);
    });
  });

  describe('on an expired starter plan', () => {
    const expiredStarter = () => createTestShop(app(), { plan: 'starter', trialEndsAt: null });

    it('refuses a shop image with the plan message', async () => {
      const { token, user } = await expiredStarter();

      const response = await putForm(token, { shopImage: imageField(await pngOf(50, 50)) });

      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(errorBody(PLAN_MESSAGES.shopImageExpired));
      await expectUnchanged(app(), user);
    });

    it('refuses a greeting change and changes nothing else either', async () => {
      const { token, user } = await expiredStarter();

      const response = await putJson(token, { greetingMessage: 'Hello!', upiId: 'new@okbank' });

      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(errorBody(PLAN_MESSAGES.billingPrefsExpired));
      await expectUnchanged(app(), user);
    });

    it('accepts the unchanged greeting and footer sent back by the form', async () => {
      const { token, user } = await expiredStarter();

      const response = await putJson(token, {
        greetingMessage: user.settings.greetingMessage,
        footerNote: user.settings.footerNote,
        upiId: 'new@okbank',
      });

      expect(response.statusCode).toBe(200);
      expect(response.json().data.settings.upiId).toBe('new@okbank');
    });
  });

  describe('invoice start number', () => {
    const nextInvoiceNumber = async (shopId: string) => {
      const [counter] = await app()
        .db.select({ value: shopCounters.value })
        .from(shopCounters)
        .where(and(eq(shopCounters.tenantId, shopId), eq(shopCounters.name, 'invoice')));
      return counter?.value;
    };

    it('moves the invoice counter up to a higher start number and never back', async () => {
      const { token, user } = await createTestShop(app());
      expect(await nextInvoiceNumber(user._id)).toBe(1);

      await putJson(token, { invoiceStartNumber: 100 });
      expect(await nextInvoiceNumber(user._id)).toBe(100);

      const lower = await putJson(token, { invoiceStartNumber: 50 });
      expect(lower.statusCode).toBe(200);
      expect(await nextInvoiceNumber(user._id)).toBe(100);
    });
  });
});

/** The shop's row and stored files are as they were right after signup. */
async function expectUnchanged(app: App, before: UserDto) {
  const row = await findShopById(app.db, { shopId: before._id });
  expect(row).toMatchObject({
    shopImage: null,
    greetingMessage: before.settings.greetingMessage,
    footerNote: before.settings.footerNote,
    upiId: before.settings.upiId,
  });
  const stored = await app.db.select().from(files).where(eq(files.tenantId, before._id));
  expect(stored).toEqual([]);
}
