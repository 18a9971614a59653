import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../test/db';
import { authHeader, multipartPayload } from '../test/factories';
import {
  LIST_ROUTES,
  NOT_TENANT_SCOPED,
  ROUTES_BY_ID,
  WRITE_ROUTES,
  type FixtureRequest,
} from '../test/isolation-fixtures';
import { compareWithRoutes, useAppWithRouteTable } from '../test/route-table';
import { createShopWithRows, type ShopRows } from '../test/shop-rows';
import { snapshotOfShop } from '../test/tenant-snapshot';
import { ROUTE_ACCESS } from '../modules/auth/route-access';

const SHOP_A = 'Zebracorn';

// Every route, called by shop B with shop A's real ids, leaves shop A alone.
describeEachDatabase('tenant isolation of every route', (getDatabase) => {
  const { app: theApp, routes } = useAppWithRouteTable(getDatabase);
  let shopA: ShopRows;
  let shopB: ShopRows;
  let listsOfBBeforeA: Record<string, string>;

  beforeAll(async () => {
    shopB = await createShopWithRows(theApp, 'Quokkaline');
    listsOfBBeforeA = await listAnswers(shopB);
    shopA = await createShopWithRows(theApp, SHOP_A);
  });

  async function send(method: string, request: FixtureRequest, token: string) {
    const form = request.form ? await multipartPayload(await request.form()) : undefined;
    return theApp().inject({
      method: method as 'GET',
      url: request.url,
      headers: { ...authHeader(token), ...form?.headers },
      ...(form ? { payload: form.payload } : request.payload ? { payload: request.payload } : {}),
    });
  }

  /** The shop's answer to every list route, searches looking for shop A's marker. */
  async function listAnswers(shop: ShopRows): Promise<Record<string, string>> {
    const answers: Record<string, string> = {};
    for (const [key, url] of Object.entries(LIST_ROUTES)) {
      const response = await send('GET', { url: url(SHOP_A) }, shop.token);
      expect(response.statusCode, `${key}: ${response.body}`).toBe(200);
      answers[key] = response.body;
    }
    return answers;
  }

  it('has a fixture, or a reason it is not one shop’s, for every registered route', () => {
    const { missing, stale } = compareWithRoutes(routes(), [
      ROUTES_BY_ID,
      LIST_ROUTES,
      WRITE_ROUTES,
      NOT_TENANT_SCOPED,
    ]);

    expect(missing, 'routes without an isolation fixture').toEqual([]);
    expect(stale, 'fixtures of routes that no longer exist').toEqual([]);
  });

  it('answers 404 to another shop naming a row by id, and changes none of its rows', async () => {
    const before = await snapshotOfShop(theApp(), shopA.shopId);
    for (const [key, fixture] of Object.entries(ROUTES_BY_ID)) {
      const method = key.split(' ', 1)[0] ?? 'GET';
      const asB = await send(method, fixture(shopA), shopB.token);

      expect(asB.statusCode, `${key} as shop B: ${asB.body}`).toBe(404);
      expect(await snapshotOfShop(theApp(), shopA.shopId), key).toEqual(before);
    }
    // The same requests find the rows for their own shop: the 404s above were not typos.
    for (const [key, fixture] of Object.entries(ROUTES_BY_ID)) {
      if (!key.startsWith('GET ')) continue;
      const asA = await send('GET', fixture(shopA), shopA.token);
      expect(asA.statusCode, `${key} as shop A: ${asA.body}`).toBe(200);
    }
  });

  it('lists and searches nothing of another shop', async () => {
    const listsOfB = await listAnswers(shopB);
    const listsOfA = await listAnswers(shopA);

    for (const key of Object.keys(LIST_ROUTES)) {
      for (const identifier of shopA.identifiers) {
        expect(listsOfB[key], `${key} shows shop A's ${identifier}`).not.toContain(identifier);
      }
      expect(answerOf(listsOfB[key]), key).toEqual(answerOf(listsOfBBeforeA[key]));
    }
    // Shop A's own answers do show its rows, so the check above can fail.
    const showingA = Object.keys(LIST_ROUTES).filter((key) =>
      shopA.identifiers.some((identifier) => listsOfA[key]?.includes(identifier)),
    );
    expect(showingA.length).toBeGreaterThan(Object.keys(LIST_ROUTES).length / 2);
  });

  it('keeps shop A’s rows as they were when shop B writes, naming A’s ids in the body', async () => {
    const before = await snapshotOfShop(theApp(), shopA.shopId);
    for (const [key, fixture] of Object.entries(WRITE_ROUTES)) {
      const method = key.split(' ', 1)[0] ?? 'POST';
      const { status, ...request } = fixture(shopA);
      const asB = await send(method, request, shopB.token);

      expect(asB.statusCode, `${key} as shop B: ${asB.body}`).toBe(status);
      // What B sent may come back (A's customer's mobile is B's customer's too); nothing else.
      const sent = JSON.stringify(request.payload ?? {});
      for (const identifier of shopA.identifiers.filter((id) => !sent.includes(id))) {
        expect(asB.body, `${key} shows shop A's ${identifier}`).not.toContain(identifier);
      }
      expect(await snapshotOfShop(theApp(), shopA.shopId), key).toEqual(before);
    }
  });

  it('answers shop B’s staff naming shop A’s rows as it answers shop B, and changes nothing', async () => {
    const before = await snapshotOfShop(theApp(), shopA.shopId);
    // On the owner's routes a staff member is refused before any row is looked up.
    const expected = (key: string, status: number) =>
      ROUTE_ACCESS[key] === 'staff' ? status : 403;
    for (const [key, fixture] of Object.entries(ROUTES_BY_ID)) {
      const method = key.split(' ', 1)[0] ?? 'GET';
      const asStaffOfB = await send(method, fixture(shopA), shopB.staffToken);

      expect(asStaffOfB.statusCode, `${key} as B's staff: ${asStaffOfB.body}`).toBe(
        expected(key, 404),
      );
      expect(await snapshotOfShop(theApp(), shopA.shopId), key).toEqual(before);
    }
    // Shop B's owner already made these writes above; made again, a created row may clash
    // with the first (409), but shop A's rows stay as they were.
    for (const [key, fixture] of Object.entries(WRITE_ROUTES)) {
      const method = key.split(' ', 1)[0] ?? 'POST';
      const { status: _ownersStatus, ...request } = fixture(shopA);
      const asStaffOfB = await send(method, request, shopB.staffToken);

      const status = asStaffOfB.statusCode;
      if (ROUTE_ACCESS[key] === 'staff')
        expect(status, `${key}: ${asStaffOfB.body}`).toBeLessThan(500);
      else expect(status, `${key} as B's staff: ${asStaffOfB.body}`).toBe(403);
      expect(await snapshotOfShop(theApp(), shopA.shopId), key).toEqual(before);
    }
  });
});

/** A JSON answer's data, compared whatever its keys' order; a CSV download's text as it is. */
function answerOf(body = ''): unknown {
  return body.startsWith('\uFEFF') ? body : JSON.parse(body);
}
