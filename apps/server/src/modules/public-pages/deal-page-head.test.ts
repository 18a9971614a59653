import { expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { campaignRequests, dealPayload, dealRequests } from '../../test/campaigns';
import { describeEachDatabase } from '../../test/db';
import { createTestShopIn } from '../../test/factories';
import { pngOf } from '../../test/images';
import { INDEX_HTML, missingDealPaths, readHead, useWebDist } from '../../test/page-head';

// A build without the server's renderers (an older one): the app page with the deal's head.
// The page the server draws is tested in public-pages.test.ts.
const webDist = useWebDist();

describeEachDatabase('deal page head', (getDatabase) => {
  const app = useTestApp(getDatabase, { WEB_DIST: webDist });
  const hosted = useTestApp(getDatabase, {
    WEB_DIST: webDist,
    PUBLIC_URL: 'https://deals.example.in/',
  });
  const behindProxy = useTestApp(getDatabase, {
    WEB_DIST: webDist,
    ALLOWED_HOSTS: 'Deals.example.in, shop.local:8080',
  });
  // The test app listens on the default port, whose local addresses are accepted by default.
  const openPage = (path: string, on = app, host = 'localhost:3000') =>
    on().inject({ method: 'GET', url: path, headers: { host } });

  async function publishedDeal(shopName: string, overrides: Record<string, unknown> = {}) {
    const session = await createTestShopIn(app(), { shopName, city: 'Pune' });
    const requests = campaignRequests(app, session.token);
    const banner = (await requests.upload(await pngOf(60, 30))).json().data.path as string;
    const deal = await requests.createOk(
      dealPayload({ deadline: '2099-11-30', bannerImage: banner, ...overrides }),
    );
    return { session, deal, banner, requests };
  }

  it('names the deal and its shop, with the banner at an absolute address', async () => {
    const { deal, banner } = await publishedDeal('Ravi Mobiles');

    const response = await openPage(`/campaigns/${deal.slug}`);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const head = readHead(response.body);
    const title = 'Diwali offer — Ravi Mobiles';
    const description = 'Festive prices on accessories · Offer ends 30 Nov 2099 · Pune';
    expect(head.title).toEqual([title]);
    expect(head.meta).toEqual({
      description: [description],
      'og:title': [title],
      'og:description': [description],
      'og:type': ['website'],
      'og:site_name': ['KhataBill'],
      'og:url': [`http://localhost:3000/campaigns/${deal.slug}`],
      'og:image': [`http://localhost:3000${banner}`],
    });
    expect(head.scripts).toBe(1);
    expect(response.body).toContain('<div id="root"></div>');
    // A link preview is no visit: the view is counted by the page's own request.
    expect((await dealRequests(app).open(deal.slug)).json().data.views).toBe(1);
  });

  it('uses PUBLIC_URL for the addresses, and the id reaches the slug’s page', async () => {
    const { deal, banner } = await publishedDeal('Hosted Shop');

    const head = readHead((await openPage(`/campaigns/${deal._id}`, hosted)).body);

    expect(head.meta['og:url']).toEqual([`https://deals.example.in/campaigns/${deal.slug}`]);
    expect(head.meta['og:image']).toEqual([`https://deals.example.in${banner}`]);
  });

  it('names no address from a Host it was not told to accept', async () => {
    const { deal, banner } = await publishedDeal('Careful Shop');
    const path = `/campaigns/${deal.slug}`;

    for (const host of ['evil.example', 'localhost:3001', 'shop.local:3000']) {
      const head = readHead((await openPage(path, app, host)).body);
      expect(head.title, host).toEqual(['Diwali offer — Careful Shop']);
      expect(head.meta['og:url'], host).toBeUndefined();
      expect(head.meta['og:image'], host).toBeUndefined();
    }
    const named = readHead((await openPage(path, behindProxy, 'deals.example.in')).body);
    expect(named.meta['og:url']).toEqual([`http://deals.example.in/campaigns/${deal.slug}`]);
    expect(named.meta['og:image']).toEqual([`http://deals.example.in${banner}`]);
    const local = readHead((await openPage(path, behindProxy)).body);
    expect(local.meta['og:url']).toBeUndefined();
    // PUBLIC_URL wins over any Host.
    const hostedHead = readHead((await openPage(path, hosted, 'evil.example')).body);
    expect(hostedHead.meta['og:url']).toEqual([`https://deals.example.in/campaigns/${deal.slug}`]);
  });

  it('keeps a title and shop name that look like markup as text', async () => {
    const shopName = `</title><script>alert("x")</script> "Raj" & Sons $&`;
    const { deal } = await publishedDeal(shopName, {
      title: `<b>50% off</b> "today" & it's $1`,
      description: '<img src=x onerror=alert(1)>',
    });

    const response = await openPage(`/campaigns/${deal.slug}`);

    const head = readHead(response.body);
    expect(head.scripts).toBe(1);
    expect(response.body).not.toContain('<script>alert');
    expect(response.body).not.toContain('<img src=x');
    expect(head.title).toEqual([`<b>50% off</b> "today" & it's $1 — ${shopName}`]);
    expect(head.meta['og:description']?.[0]).toMatch(/^<img src=x onerror=alert\(1\)> · /);
  });

  it('answers an unknown, ended or malformed address with the plain app page and a 404', async () => {
    const { deal, requests } = await publishedDeal('Ended Shop');
    await requests.end(deal._id);

    for (const path of missingDealPaths(deal.slug)) {
      const response = await openPage(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.body, path).toBe(INDEX_HTML);
    }
  });

  it('leaves the other pages to the app and the receipt to its own head', async () => {
    for (const path of ['/deals', '/my-deals', '/campaigns', '/your-bill/unknown-token']) {
      const response = await openPage(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.body, path).toBe(INDEX_HTML);
    }
    expect((await openPage('/your-bill/x')).headers['x-robots-tag']).toBe('noindex');
    expect((await openPage('/api/campaigns/nothing')).statusCode).toBe(404);
  });
});
