import type { CustomerDto } from '@khatabill/domain';
import { expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { billPayload, billRequests } from '../../test/bills';
import { customerRequests } from '../../test/customers';
import { describeEachDatabase } from '../../test/db';
import {
  createTestShopIn,
  setShopLanguage,
  shopRequest,
  updateTestShop,
} from '../../test/factories';
import { readHead, useWebDist } from '../../test/page-head';

const webDist = useWebDist({ renderers: true });

/** The text of each line of the page's list of entries, without its day. */
function statementLines(page: string): string[] {
  const list = /<ol [^>]*>(.*?)<\/ol>/s.exec(page)?.[1] ?? '';
  return [...list.matchAll(/<li[^>]*>(.*?)<\/li>/gs)].map(([, line = '']) =>
    line
      .replace(/<time[^>]*>.*?<\/time>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

// The customer statement link (product §15 "Customer statement link"): made once per customer,
// reset on demand, and a page that shows the customer their own khata and nothing else.

describeEachDatabase('customer statement link', (getDatabase) => {
  const app = useTestApp(getDatabase, { WEB_DIST: webDist });
  const customersApi = customerRequests(app);

  async function shopWithKhata(shopName = 'Sharma Store') {
    const session = await createTestShopIn(app(), { shopName, city: 'Pune' });
    const send = shopRequest(app, session.token);
    const bill = await billRequests(app, session.token).createOk(
      billPayload({
        name: 'Meera Iyer',
        mobile: '9876543210',
        items: [{ name: 'Screen guard', quantity: 2, price: 625 }],
        status: 'completed',
        notes: 'Private shop note',
      }),
    );
    const meera = (await customersApi.listAll(session.token, '?q=meera')).data[0];
    if (!meera) throw new Error('the bill made no customer');
    const other = await customersApi.addCustomer(session.token, 'Other Person', '9123456789');
    await customersApi.recordEntry(session.token, other, 'debit', 777);
    const link = (customer: CustomerDto | { _id: string }, reset = false) =>
      send('POST', `/api/customers/${customer._id}/statement-link${reset ? '/reset' : ''}`);
    return { session, send, bill, meera, other, link };
  }

  const tokenOf = (response: { statusCode: number; body: string; json: <T>() => T }) => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: { token: string } }>().data.token;
  };
  const openStatement = (token: string) => app().inject({ method: 'GET', url: `/s/${token}` });

  it('makes one 128-bit token per customer and answers the same one on every Share', async () => {
    const { meera, other, link } = await shopWithKhata();

    const first = tokenOf(await link(meera));
    const again = tokenOf(await link(meera));

    expect(first).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Buffer.from(first, 'base64url')).toHaveLength(16);
    expect(again).toBe(first);
    expect(tokenOf(await link(other))).not.toBe(first);
  });

  it('shows the shop, the customer masked, every entry newest first and the balance in words', async () => {
    const { session, meera, bill, link } = await shopWithKhata();
    await customersApi.recordEntry(session.token, meera, 'credit', 200);

    const response = await openStatement(tokenOf(await link(meera)));

    expect(response.statusCode).toBe(200);
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    const page = response.body;
    expect(page).toContain('<meta name="robots" content="noindex"/>');
    expect(readHead(page).scripts).toBe(0);
    expect(readHead(page).title).toEqual(['Khata statement from Sharma Store']);
    expect(page).toContain('Sharma Store');
    expect(page).toContain('Meera Iyer');
    expect(page).toContain('98******10');
    expect(page).toContain('You owe ₹1,050');
    // Newest first: the payment, then the bill with a link to its receipt.
    expect(statementLines(page)).toEqual([
      'You paid ₹200 You owe ₹1,050',
      `Bill ${bill.invoiceNumber} ₹1,250 Receipt ${bill.invoiceNumber} You owe ₹1,250`,
    ]);
    expect(page).toContain(`href="/your-bill/${bill.shareToken}"`);
  });

  it("speaks to the customer, each bill's charge under the advance and payment on it, as its receipt", async () => {
    const { session, link } = await shopWithKhata();
    const send = billRequests(app, session.token);
    // Final Total ₹1,500 (₹2,000 less ₹200 discount less ₹300 advance), ₹1,000 paid: ₹500 pending.
    const bill = await send.createOk(
      billPayload({
        name: 'Ravi Kumar',
        mobile: '9812345678',
        items: [{ name: 'Display', quantity: 1, price: 2000 }],
        payment: { mode: 'cash', amountPaid: 1000, discount: { type: 'amount', value: 200 } },
        customFields: { serviceFields: {}, serviceInfo: { 'Advance Amount': '300' } },
        status: 'completed',
      }),
    );
    const ravi = (await customersApi.listAll(session.token, '?q=ravi')).data[0];
    if (!ravi) throw new Error('the bill made no customer');
    await customersApi.recordEntry(session.token, ravi, 'credit', 200);
    await customersApi.recordEntry(session.token, ravi, 'debit', 50);

    const page = (await openStatement(tokenOf(await link(ravi)))).body;

    const invoice = bill.invoiceNumber;
    expect(statementLines(page)).toEqual([
      'Given to you ₹50 You owe ₹350',
      'You paid ₹200 You owe ₹300',
      `You paid on ${invoice} ₹1,000 You owe ₹500`,
      `Advance paid on ${invoice} ₹300 You owe ₹1,500`,
      `Bill ${invoice} ₹1,800 ₹2,000 less discount ₹200 Receipt ${invoice} You owe ₹1,800`,
    ]);
    for (const shopWords of ['You Gave', 'You Got', 'owes you']) {
      expect(page).not.toContain(shopWords);
    }
  });

  it("is drawn in the shop's language, its title too", async () => {
    const { session, meera, link } = await shopWithKhata();
    await setShopLanguage(app(), session.token, 'hi');

    const page = (await openStatement(tokenOf(await link(meera)))).body;

    expect(page).toMatch(/^<!doctype html><html lang="hi-IN">/);
    expect(readHead(page).title).toEqual(['Sharma Store का खाता स्टेटमेंट']);
    expect(page).toContain('आपको ₹1,250 देने हैं');
    expect(statementLines(page)).toEqual(['बिल INV-1 ₹1,250 रसीद INV-1 आपको ₹1,250 देने हैं']);
  });

  it('offers a UPI QR and upi:// link for the due only when the shop has a UPI id', async () => {
    const { session, meera, link } = await shopWithKhata();
    const token = tokenOf(await link(meera));
    expect((await openStatement(token)).body).not.toContain('upi://');

    await updateTestShop(app(), session.user._id, { upiId: 'sharma@okaxis' });
    const page = (await openStatement(token)).body;

    expect(page).toContain(
      'href="upi://pay?pa=sharma@okaxis&amp;pn=Sharma%20Store&amp;am=1250.00&amp;cu=INR"',
    );
    expect(page).toContain('aria-label="Scan to pay"');
  });

  it('tells a customer in credit that the shop owes them, with no payment asked', async () => {
    const { session, other, link } = await shopWithKhata('Verma Kirana');
    await customersApi.recordEntry(session.token, other, 'credit', 807);
    await updateTestShop(app(), session.user._id, { upiId: 'verma@okaxis' });

    const page = (await openStatement(tokenOf(await link(other)))).body;

    expect(page).toContain('Verma Kirana owes you ₹30');
    expect(page).not.toContain('upi://');
  });

  it('publishes nothing private: no other customer, ids, full mobile, notes of bills or account data', async () => {
    const { session, meera, bill, other, link } = await shopWithKhata();

    const page = (await openStatement(tokenOf(await link(meera)))).body;

    for (const secret of [
      'Other Person',
      '9123456789',
      '9876543210',
      '₹777',
      meera._id,
      other._id,
      bill._id,
      session.user._id,
      session.user.mobile.slice(-10),
      'Private shop note',
      'Screen guard',
    ]) {
      expect(page, secret).not.toContain(secret);
    }
  });

  it('answers 404 for a reset link, a random token and a malformed one; the new link works', async () => {
    const { meera, link } = await shopWithKhata();
    const old = tokenOf(await link(meera));

    const renewed = tokenOf(await link(meera, true));

    expect(renewed).not.toBe(old);
    expect(tokenOf(await link(meera))).toBe(renewed);
    expect((await openStatement(renewed)).statusCode).toBe(200);
    for (const token of [old, 'AAAAAAAAAAAAAAAAAAAAAA', 'not-a-token', `${renewed}x`]) {
      const response = await openStatement(token);
      expect(response.statusCode, token).toBe(404);
      expect(response.body).toContain('This statement link is not valid any more');
      expect(response.body).not.toContain('Meera');
    }
  });

  it('answers 404 to a share or reset of another shop\u2019s customer, an unknown or malformed id', async () => {
    const mine = await shopWithKhata();
    const theirs = await shopWithKhata('Other Shop');

    for (const id of [theirs.meera._id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      expect((await mine.link({ _id: id })).statusCode, id).toBe(404);
      expect((await mine.link({ _id: id }, true)).statusCode, id).toBe(404);
    }
  });
});
