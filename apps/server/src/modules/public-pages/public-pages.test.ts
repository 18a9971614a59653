import type { BillSaveResult } from '@khatabill/domain';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { bills, users } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/db';
import { createTestShopIn, setShopLanguage } from '../../test/factories';
import { billPayload, billRequests } from '../../test/bills';
import { campaignRequests, dealPayload, dealRequests } from '../../test/campaigns';
import {
  DEAL_SCRIPT,
  missingDealPaths,
  RECEIPT_SCRIPT,
  readHead,
  useWebDist,
} from '../../test/page-head';

const webDist = useWebDist({ renderers: true });

describeEachDatabase('receipt page', (getDatabase) => {
  const app = useTestApp(getDatabase, { WEB_DIST: webDist, ALLOWED_HOSTS: 'bills.example.in' });
  const openPage = (token: string, host = 'bills.example.in') =>
    app().inject({ method: 'GET', url: `/your-bill/${token}`, headers: { host } });

  async function sharedBill(shopName: string, overrides: Record<string, unknown> = {}) {
    const session = await createTestShopIn(app(), { shopName, city: 'Pune' });
    const bill = await billRequests(app, session.token).createOk(
      billPayload({
        mobile: '9876543210',
        items: [{ name: 'Screen guard', quantity: 3, price: 112.5 }],
        payment: { mode: 'cash', amountPaid: 200 },
        status: 'under_service',
        customFields: { serviceFields: { 'Password / Pattern': '1234' }, serviceInfo: {} },
        ...overrides,
      }),
    );
    return { session, bill };
  }

  it('names the shop, the invoice and the total for a link preview, still noindex', async () => {
    const { bill } = await sharedBill('Sharma Store');

    const response = await openPage(bill.shareToken ?? '');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    // It names the customer and what they bought: no cache keeps a copy.
    expect(response.headers['cache-control']).toBe('no-store');
    const head = readHead(response.body);
    const title = 'Bill INV-1 from Sharma Store — ₹337.50';
    expect(head.title).toEqual([title]);
    expect(head.meta).toEqual({
      description: ['1 item · Pending ₹137.50 · Pune'],
      'og:title': [title],
      'og:description': ['1 item · Pending ₹137.50 · Pune'],
      'og:type': ['website'],
      'og:site_name': ['KhataBill'],
    });
    expect(head.scripts).toBe(0);
  });

  it('is the whole receipt, drawn on the server with its styles, and only its one small script', async () => {
    const { bill } = await sharedBill('Sharma Store');

    const { body } = await openPage(bill.shareToken ?? '');

    expect(body).toMatch(/^<!doctype html><html lang="en-IN">/);
    expect(body).toContain('<article data-receipt="true" aria-label="Bill INV-1"');
    expect(body).toContain('Screen guard');
    expect(body).toContain('₹137.50');
    expect(body).toContain('<meta name="robots" content="noindex"/>');
    // One inlined stylesheet (the print rules among it), and no other file to wait for.
    expect(body.match(/<style>/g)).toHaveLength(1);
    expect(body).toContain('@media print');
    expect(body).not.toContain('rel="stylesheet"');
    expect(body.match(/<script/g)).toEqual(['<script']);
    expect(body).toContain(`<script type="module" src="${RECEIPT_SCRIPT}"></script>`);
    expect(body).toContain('data-print-button');
    // The bar is a visitor's; the script turns its link into Open app for a signed-in shop.
    expect(body).toMatch(/<a [^>]*href="\/auth"[^>]*data-session-link="true"[^>]*>Login<\/a>/);
  });

  it("is drawn in the shop's language, its link preview too", async () => {
    const { session, bill } = await sharedBill('Sharma Store');
    await setShopLanguage(app(), session.token, 'hi');

    const { body } = await openPage(bill.shareToken ?? '');

    expect(body).toMatch(/^<!doctype html><html lang="hi-IN">/);
    expect(body).toContain('aria-label="बिल INV-1"');
    expect(body).toContain('कुल बिल');
    expect(body).toMatch(/data-signed-in-label="ऐप खोलें"[^>]*>लॉगिन<\/a>/);
    const head = readHead(body);
    expect(head.title).toEqual(['Sharma Store का बिल INV-1 — ₹337.50']);
    expect(head.meta.description).toEqual(['1 आइटम · बाकी ₹137.50 · Pune']);
  });

  it('publishes nothing private: no mobile, no ids, no private field; no customer in the head', async () => {
    const { session, bill } = await sharedBill('Sharma Store');

    const { body } = await openPage(bill.shareToken ?? '');

    for (const secret of ['9876543210', bill._id, session.user._id, '1234']) {
      expect(body).not.toContain(secret);
    }
    // The receipt names its customer as the public receipt does; a link preview does not.
    const head = body.slice(0, body.indexOf('</head>'));
    expect(body).toContain('98******10');
    for (const secret of ['98******10', 'Asha']) expect(head).not.toContain(secret);
  });

  it('shows an advance above the bill as to return, on the page and in its preview', async () => {
    const { bill } = await sharedBill('Sharma Store', {
      items: [{ name: 'Screen guard', quantity: 1, price: 100 }],
      payment: { mode: 'cash', amountPaid: 0 },
      customFields: { serviceFields: {}, serviceInfo: { 'Advance Amount': '1000' } },
    });

    const { body } = await openPage(bill.shareToken ?? '');

    expect(body).toMatch(/<dt>Final Total<\/dt><dd[^>]*>₹0<\/dd>/);
    expect(body).toMatch(/<dt>To return<\/dt><dd[^>]*>₹900<\/dd>/);
    expect(readHead(body).meta.description).toEqual(['1 item · To return ₹900 · Pune']);
  });

  it('shows the shop logo as the preview image, at an absolute address', async () => {
    const { session, bill } = await sharedBill('Logo Shop');
    const sha256 = 'ab'.repeat(32);
    await app().db.update(users).set({ shopImage: sha256 }).where(eq(users.id, session.user._id));

    const head = readHead((await openPage(bill.shareToken ?? '')).body);
    const elsewhere = readHead((await openPage(bill.shareToken ?? '', 'evil.example')).body);

    expect(head.meta['og:image']).toEqual([`http://bills.example.in/files/${sha256}.webp`]);
    // A Host the server was not told to accept names no address.
    expect(elsewhere.meta['og:image']).toBeUndefined();
    expect(elsewhere.title).toEqual(head.title);
  });

  it('keeps a shop name that looks like markup as text', async () => {
    const shopName = `</title><script>alert("x")</script> "Raj" & Sons $&`;
    const { bill } = await sharedBill(shopName);

    const response = await openPage(bill.shareToken ?? '');

    const head = readHead(response.body);
    expect(head.scripts).toBe(0);
    expect(response.body).not.toContain('<script>alert');
    expect(response.body).toContain('&lt;/title&gt;&lt;script&gt;alert');
    expect(head.title).toEqual([`Bill INV-1 from ${shopName} — ₹337.50`]);
    expect(head.meta['og:title']).toEqual([`Bill INV-1 from ${shopName} — ₹337.50`]);
  });

  it('answers a draft, unknown or malformed token with the failed-to-load message, also its title', async () => {
    const { session } = await sharedBill('Draft Shop');
    const draft = await billRequests(app, session.token).create(billPayload({ status: 'draft' }));
    const draftToken = 'AAAAAAAAAAAAAAAAAAAAAA';
    await app()
      .db.update(bills)
      .set({ shareToken: draftToken })
      .where(
        and(
          eq(bills.tenantId, session.user._id),
          eq(bills.id, draft.json<BillSaveResult>().data._id),
        ),
      );

    for (const token of [draftToken, 'BBBBBBBBBBBBBBBBBBBBBB', 'short', '%3Cscript%3E', 'a/b/c']) {
      const response = await openPage(token);
      expect(response.statusCode, token).toBe(200);
      expect(response.body, token).toContain('<p role="alert"');
      expect(response.body, token).toContain('Failed to load bill.');
      expect(response.body, token).not.toContain('<article');
      // Its one script still counts the page view and shows a signed-in shop Open app.
      expect(response.body.match(/<script[^>]*>/g), token).toEqual([
        `<script type="module" src="${RECEIPT_SCRIPT}">`,
      ]);
      expect(readHead(response.body).title, token).toEqual(['Failed to load bill. — KhataBill']);
      expect(response.headers['x-robots-tag'], token).toBe('noindex');
    }
  });
});

describeEachDatabase('deal page', (getDatabase) => {
  const app = useTestApp(getDatabase, { WEB_DIST: webDist, ALLOWED_HOSTS: 'deals.example.in' });
  const openPage = (path: string, host = 'deals.example.in') =>
    app().inject({ method: 'GET', url: path, headers: { host } });

  async function publishedDeal(shopName: string, overrides: Record<string, unknown> = {}) {
    const session = await createTestShopIn(app(), { shopName, city: 'Pune' });
    const requests = campaignRequests(app, session.token);
    const deal = await requests.createOk(dealPayload(overrides));
    return { session, deal, requests };
  }

  /** A WhatsApp link's prefilled text, as the phone reads it. */
  const whatsappTexts = (body: string) =>
    [...body.matchAll(/href="(https:\/\/wa\.me\/[^"]*)"/g)].map(([, href = '']) =>
      new URL(href.replaceAll('&amp;', '&')).searchParams.get('text'),
    );

  it('is the whole deal, drawn on the server: its title, items, contact and address, one small script', async () => {
    const { deal } = await publishedDeal('Ravi Mobiles');

    const response = await openPage(`/campaigns/${deal.slug}`);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const { body } = response;
    expect(body).toMatch(/^<!doctype html><html lang="en-IN">/);
    expect(body).toMatch(/<h1 [^>]*>Diwali offer<\/h1><p [^>]*>Ravi Mobiles<\/p>/);
    expect(body).toContain('Festive prices on accessories');
    expect(body).toMatch(/>Items on offer<\/h2>/);
    expect(body).toMatch(/Screen guard<\/span>.*₹299.50.*was .*₹499.*40% off/);
    expect(body).toMatch(/Phone cover<\/span>.*₹199.*was .*₹350.*43% off/);
    expect(body).toMatch(/<a href="tel:\+919876543210"[^>]*>Call Shop<\/a>/);
    expect(body).toMatch(/<a href="https:\/\/wa\.me\/919876543210\?text=[^"]*"[^>]*>WhatsApp<\/a>/);
    expect(body).toMatch(/>Shop address<\/h2><address[^>]*>Pune, India<\/address>/);
    const link = `http://deals.example.in/campaigns/${deal.slug}`;
    const texts = whatsappTexts(body);
    expect(texts).toHaveLength(2);
    for (const text of texts)
      expect(text).toMatch(new RegExp(`Diwali offer at Ravi Mobiles: .* ${link}$`));
    // The app's links are plain links.
    expect(body).toMatch(/<a [^>]*href="\/deals"[^>]*>See all deals<\/a>/);
    // A deal is made to be found: no noindex, unlike a bill.
    expect(body).not.toContain('noindex');
    expect(response.headers['x-robots-tag']).toBeUndefined();
    // Its styles inlined, no app to load: one script, the page's own, and no app root.
    expect(body.match(/<style>/g)).toHaveLength(1);
    expect(body).not.toContain('rel="stylesheet"');
    expect(body.match(/<script[^>]*>/g)).toEqual([`<script type="module" src="${DEAL_SCRIPT}">`]);
    expect(body).not.toContain('id="root"');
    // What the script needs: the deal, the links whose taps count, the bar's link.
    expect(body).toContain(`data-deal-slug="${deal.slug}"`);
    expect(body.match(/data-counts-click/g)).toHaveLength(2);
    expect(body).toMatch(/<a [^>]*href="\/auth"[^>]*data-session-link="true"[^>]*>Login<\/a>/);
  });

  it('keeps the link preview, one title, and counts no view for drawing the page', async () => {
    const { deal } = await publishedDeal('Preview Shop');

    const head = readHead((await openPage(`/campaigns/${deal._id}`)).body);

    const title = 'Diwali offer — Preview Shop';
    expect(head.title).toEqual([title]);
    expect(head.meta['og:title']).toEqual([title]);
    expect(head.meta.description?.[0]).toMatch(
      /^Festive prices on accessories · Offer ends .* · Pune$/,
    );
    expect(head.meta['og:url']).toEqual([`http://deals.example.in/campaigns/${deal.slug}`]);
    expect(head.scripts).toBe(0);
    // The page's script counts the view in the browser; a link preview runs none.
    expect((await dealRequests(app).open(deal.slug)).json().data.views).toBe(1);
  });

  it("is drawn in the shop's language", async () => {
    const { session, deal } = await publishedDeal('Sharma Store');
    await setShopLanguage(app(), session.token, 'hi');

    const { body } = await openPage(`/campaigns/${deal.slug}`);

    expect(body).toMatch(/^<!doctype html><html lang="hi-IN">/);
    expect(body).toMatch(/>ऑफ़र वाले आइटम<\/h2>/);
    expect(body).toMatch(/>दुकान को कॉल करें<\/a>/);
    expect(body).toMatch(/data-signed-in-label="ऐप खोलें"[^>]*>लॉगिन<\/a>/);
    expect(whatsappTexts(body)[1]).toMatch(/^Sharma Store पर Diwali offer: /);
    expect(readHead(body).meta.description?.[0]).toMatch(/ · Pune$/);
  });

  it('publishes nothing private: no ids, no shop mobile, no counts', async () => {
    const { session, deal } = await publishedDeal('Private Shop');

    const { body } = await openPage(`/campaigns/${deal.slug}`);

    for (const secret of [deal._id, session.user._id, session.user.mobile]) {
      expect(body).not.toContain(secret);
    }
    // The deal's views and clicks are its shop's to see (My Deals), as in the app's page.
    expect(body).not.toMatch(/\d (views?|clicks?)\b/);
  });

  it('names the deal by its path in its WhatsApp texts for a Host it was not told of', async () => {
    const { deal } = await publishedDeal('Careful Shop');

    const { body } = await openPage(`/campaigns/${deal.slug}`, 'evil.example');

    // The page's script completes them with the address the browser opened.
    expect(body).toContain(`data-deal-link="/campaigns/${deal.slug}"`);
    for (const text of whatsappTexts(body))
      expect(text).toMatch(new RegExp(` /campaigns/${deal.slug}$`));
    expect(body).not.toContain('evil.example');
  });

  it('answers an unknown, ended or malformed address with 404 and the failed-to-load message', async () => {
    const { deal, requests } = await publishedDeal('Ended Shop');
    await requests.end(deal._id);

    for (const path of missingDealPaths(deal.slug)) {
      const response = await openPage(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.headers['cache-control'], path).toBe('no-store');
      const { body } = response;
      expect(body, path).toMatch(/<div role="alert"[^>]*><h1 [^>]*>Failed to load Deal\.<\/h1>/);
      // Try again asks for the page again; All deals, as in the app.
      expect(body, path).toContain(`href="${path}"`);
      expect(body, path).toMatch(/<a [^>]*href="\/deals"[^>]*>All deals<\/a>/);
      expect(body, path).not.toContain('<article');
      expect(body, path).not.toContain('<script>');
      expect(readHead(body).title, path).toEqual(['Failed to load Deal. — KhataBill']);
      expect(readHead(body).meta, path).toEqual({});
      // Its one script still counts the page view and shows a signed-in shop Open app.
      expect(body.match(/<script[^>]*>/g), path).toEqual([
        `<script type="module" src="${DEAL_SCRIPT}">`,
      ]);
    }
  });
});
