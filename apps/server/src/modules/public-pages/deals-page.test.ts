import { LANGUAGE_COOKIE } from '@khatabill/domain';
import { describe, expect, it, vi } from 'vitest';
import { usePgliteTestApp, useTestApp } from '../../test/app';
import { campaignRequests, dayFromToday, dealRequests } from '../../test/campaigns';
import { describeEachDatabase } from '../../test/db';
import { createTestShopIn } from '../../test/factories';
import { DEALS_SCRIPT, INDEX_HTML, readHead, useWebDist } from '../../test/page-head';

const withRenderers = useWebDist({ renderers: true });
const withoutRenderers = useWebDist();

/** A word no other test's deal has, so each test searches only its own deals. */
const uniqueWord = () => `w${Math.random().toString(36).slice(2, 10)}`;

/** The deals a page shows, by the slugs their cards link to, in order. */
const slugsOn = (body: string) =>
  [...body.matchAll(/href="\/campaigns\/([^"]+)"/g)].map(([, slug]) => slug);

/** The sort the page's form has chosen. */
const sortOn = (body: string) => /name="sort" checked="" value="(\w+)"/.exec(body)?.[1];

/** The address of the page's Load more, if it has one. */
const loadMoreOn = (body: string) =>
  /<a href="([^"]*)" rel="next"[^>]*data-load-more="true"/
    .exec(body)?.[1]
    ?.replaceAll('&amp;', '&');

describeEachDatabase('deals list page', (getDatabase) => {
  const app = useTestApp(getDatabase, { WEB_DIST: withRenderers });
  const openDeals = (query = '', headers: Record<string, string> = {}) =>
    app().inject({ method: 'GET', url: `/deals${query}`, headers });

  async function newShop(shopName = 'Ravi Mobiles') {
    const session = await createTestShopIn(app(), { shopName, city: 'Pune' });
    return { session, deals: campaignRequests(app, session.token) };
  }

  it('is the whole list, drawn on the server, with its head, its search form and one small script', async () => {
    const word = uniqueWord();
    const { deals } = await newShop();
    const deal = await deals.createOk({ title: `Diwali ${word}` });

    const response = await openDeals(`?q=${word}`);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    // It names no one: kept, but only for the language it was drawn in.
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toBe('cookie, accept-language');
    const { body } = response;
    expect(body).toMatch(/^<!doctype html><html lang="en-IN">/);
    const head = readHead(body);
    expect(head.title).toEqual(['Deals from local shops — KhataBill']);
    expect(body).toContain('<meta name="description" content="Offers running now at local shops');
    expect(body).not.toContain('noindex');
    expect(body.match(/<style>/g)).toHaveLength(1);
    expect(body.match(/<script[^>]*>/g)).toEqual([`<script type="module" src="${DEALS_SCRIPT}">`]);
    expect(body).not.toContain('id="root"');

    expect(body).toMatch(/<h1 [^>]*>Deals<\/h1>/);
    expect(body).toMatch(/<form role="search"[^>]* action="\/deals" method="get">/);
    expect(body).toMatch(new RegExp(`<input [^>]*name="q" value="${word}"/>`));
    expect(body.match(/<input type="radio"[^>]* name="sort"[^>]*>/g)).toHaveLength(2);
    expect(sortOn(body)).toBe('latest');
    expect(body).toMatch(/<button type="submit"[^>]*>Show deals<\/button>/);

    expect(slugsOn(body)).toEqual([deal.slug]);
    expect(body).toMatch(new RegExp(`>Diwali ${word}</a></h2>`));
    expect(body).toContain('Ravi Mobiles · Pune');
    expect(body).toMatch(/Screen guard<\/span>.*₹299.50.*was .*₹499.*40% off/);
    expect(loadMoreOn(body)).toBeUndefined();
  });

  it('finds by the search and orders by the sort, as the API does', async () => {
    const word = uniqueWord();
    const { deals } = await newShop();
    const soon = await deals.createOk({ title: `Soon ${word}`, deadline: dayFromToday(2) });
    const late = await deals.createOk({ title: `Late ${word}`, deadline: dayFromToday(20) });
    const middle = await deals.createOk({ title: `Middle ${word}`, deadline: dayFromToday(9) });

    expect(slugsOn((await openDeals(`?q=${word}`)).body)).toEqual([
      middle.slug,
      late.slug,
      soon.slug,
    ]);
    const expiring = (await openDeals(`?q=${word.toUpperCase()}&sort=expiring`)).body;
    expect(slugsOn(expiring)).toEqual([soon.slug, middle.slug, late.slug]);
    expect(sortOn(expiring)).toBe('expiring');

    const none = await openDeals(`?q=${word}-nothing`);
    expect(none.statusCode).toBe(200);
    expect(slugsOn(none.body)).toEqual([]);
    expect(none.body).toContain('No running deal matches your search.');
  });

  it('shows one page of ten an address, Load more linking to the next', async () => {
    const word = uniqueWord();
    const { deals } = await newShop();
    const created: string[] = [];
    for (let n = 0; n < 12; n += 1)
      created.push((await deals.createOk({ title: `${word} ${n}` })).slug);
    const newestFirst = created.reverse();

    const first = (await openDeals(`?q=${word}&sort=latest`)).body;
    expect(slugsOn(first)).toEqual(newestFirst.slice(0, 10));
    expect(loadMoreOn(first)).toBe(`/deals?q=${word}&page=2`);

    const second = await openDeals(`?q=${word}&page=2`);
    expect(second.statusCode).toBe(200);
    expect(slugsOn(second.body)).toEqual(newestFirst.slice(10));
    expect(loadMoreOn(second.body)).toBeUndefined();

    // Past the last deal (deals ended since the link was drawn): back to the first page.
    const past = await openDeals(`?q=${word}&page=3`);
    expect(past.statusCode).toBe(200);
    expect(past.body).toContain('This page is past the end of the list.');
    expect(past.body).toMatch(
      new RegExp(`href="/deals\\?q=${word}"[^>]*>Go to the first page</a>`),
    );
  });

  it('reads a bad address as its defaults, never failing', async () => {
    const word = uniqueWord();
    const { deals } = await newShop();
    const slugs: string[] = [];
    for (let n = 0; n < 11; n += 1)
      slugs.unshift((await deals.createOk({ title: `${word} ${n}` })).slug);
    const firstTen = slugs.slice(0, 10);

    for (const bad of ['-1', 'abc', '0', '1.5', '1e9', '100001', '']) {
      const response = await openDeals(`?q=${word}&page=${bad}`);
      expect(response.statusCode, bad).toBe(200);
      expect(slugsOn(response.body), bad).toEqual(firstTen);
      expect(loadMoreOn(response.body), bad).toBe(`/deals?q=${word}&page=2`);
    }
    const evil = await openDeals(`?q=${word}&sort=evil&sort=expiring`);
    expect(evil.statusCode).toBe(200);
    expect(slugsOn(evil.body)).toEqual(firstTen);
    expect(sortOn(evil.body)).toBe('latest');
    // Given twice, a parameter is read by its first.
    expect(slugsOn((await openDeals(`?q=${word}&q=other&page=2&page=1`)).body)).toEqual(
      slugs.slice(10),
    );

    // A search longer than the API takes is cut to its length, and finds nothing.
    const long = await openDeals(`?q=${'x'.repeat(10_000)}`);
    expect(long.statusCode).toBe(200);
    expect(long.body).toContain(`value="${'x'.repeat(100)}"`);
    expect(long.body).not.toContain('x'.repeat(101));
    expect(long.body).toContain('No running deal matches your search.');

    for (const odd of ['?q=%', '?q=%F0%9F', '?q[a]=b', '?page=99999999999999999999']) {
      const response = await openDeals(odd);
      expect(response.statusCode, odd).toBe(200);
      expect(response.body, odd).toMatch(/^<!doctype html>/);
    }
    // A NUL byte, which no text the server keeps may hold, is refused before any route.
    expect((await openDeals('?q=a%00b')).statusCode).toBe(400);
  });

  it("is drawn in the language the app keeps in its cookie, else the browser's", async () => {
    const hindi = await openDeals('', { 'accept-language': 'en-GB,hi-IN;q=0.8' });
    expect(hindi.body).toMatch(/^<!doctype html><html lang="hi-IN">/);
    expect(hindi.body).toMatch(/<h1 [^>]*>डील्स<\/h1>/);
    expect(readHead(hindi.body).title).toEqual(['आस-पास की दुकानों की डील्स — KhataBill']);
    expect(hindi.body).toMatch(/>डील्स दिखाएं<\/button>/);

    const chosenHindi = await openDeals('', { cookie: `${LANGUAGE_COOKIE}=hi` });
    expect(chosenHindi.body).toMatch(/^<!doctype html><html lang="hi-IN">/);

    const chosenEnglish = await openDeals('', {
      'accept-language': 'hi-IN',
      cookie: `${LANGUAGE_COOKIE}=en`,
    });
    expect(chosenEnglish.body).toMatch(/^<!doctype html><html lang="en-IN">/);
    expect(chosenEnglish.body).toMatch(/<h1 [^>]*>Deals<\/h1>/);
  });

  it('counts no view, and shows nothing the app’s list does not: no ids, no mobile', async () => {
    const word = uniqueWord();
    const { session, deals } = await newShop('Private Shop');
    const deal = await deals.createOk({ title: `Quiet ${word}`, contactPhone: '9812345678' });

    const { body } = await openDeals(`?q=${word}`);

    expect(slugsOn(body)).toEqual([deal.slug]);
    for (const secret of [deal._id, session.user._id, session.user.mobile, '9812345678']) {
      expect(body).not.toContain(secret);
    }
    // The app's list shows each deal's counts; reading it counted none.
    expect(body.replaceAll('<!-- -->', '')).toContain('0 views · 0 clicks');
    expect((await dealRequests(app).open(deal.slug)).json().data.views).toBe(1);
  });

  it('keeps a deal or shop that looks like markup as text', async () => {
    const word = uniqueWord();
    const { deals } = await newShop(`</title><script>alert("x")</script> ${word}`);
    await deals.createOk({ title: `<img src=x onerror=alert(1)> ${word}` });

    const { body } = await openDeals(`?q=${encodeURIComponent(`"><script>${word}`)}`);
    const found = (await openDeals(`?q=${word}`)).body;

    expect(body).not.toContain(`"><script>${word}`);
    expect(found).not.toContain('<script>alert');
    expect(found).not.toContain('<img src=x');
    expect(found).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('says Failed to load deals. with a 503 when the list cannot be read, Try again to the same list', async () => {
    const select = vi.spyOn(app().db, 'select').mockImplementationOnce(() => {
      throw new Error('connection lost');
    });
    try {
      const response = await openDeals('?q=saree&sort=expiring&page=2');
      expect(response.statusCode).toBe(503);
      expect(response.headers['cache-control']).toBe('no-cache');
      const { body } = response;
      expect(body).toMatch(/<div role="alert"[^>]*><p [^>]*>Failed to load deals\.<\/p>/);
      expect(body).toMatch(
        /<a href="\/deals\?q=saree&amp;sort=expiring&amp;page=2"[^>]*>Try again<\/a>/,
      );
      expect(body).not.toContain('connection lost');
      expect(body.match(/<script[^>]*>/g)).toEqual([
        `<script type="module" src="${DEALS_SCRIPT}">`,
      ]);
    } finally {
      select.mockRestore();
    }
    expect((await openDeals()).statusCode).toBe(200);
  });
});

describe('deals list page without a renderer (an older build)', () => {
  const app = usePgliteTestApp({ WEB_DIST: withoutRenderers });

  it('is the app page', async () => {
    const response = await app().inject({ method: 'GET', url: '/deals?q=saree&page=2' });

    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
  });
});
