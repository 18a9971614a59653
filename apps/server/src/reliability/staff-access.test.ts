import { beforeAll, expect, it } from 'vitest';
import { ROUTE_ACCESS } from '../modules/auth/route-access';
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
import { staffRequests } from '../test/staff';
import { snapshotOfShop } from '../test/tenant-snapshot';

// Every shop route, called by the shop's own staff member with the shop's own rows (product
// §17): the owner's answer 403 and change nothing; the staff's do not answer 403.
describeEachDatabase('what a staff member may call, on every route', (getDatabase) => {
  const { app: theApp, routes } = useAppWithRouteTable(getDatabase);
  let shop: ShopRows;
  let staffToken: string;

  beforeAll(async () => {
    shop = await createShopWithRows(theApp, 'Pangolid');
    staffToken = (await staffRequests(theApp, shop.token).staffSession()).session.token;
  });

  /** Each shop route's request, as the isolation suite makes it, for the shop's own rows. */
  function requestOf(key: string): FixtureRequest {
    const byId = ROUTES_BY_ID[key as keyof typeof ROUTES_BY_ID];
    if (byId) return byId(shop);
    const list = LIST_ROUTES[key as keyof typeof LIST_ROUTES];
    if (list) return { url: list(shop.marker) };
    const write = WRITE_ROUTES[key as keyof typeof WRITE_ROUTES];
    if (write) return write(shop);
    throw new Error(`${key} has no isolation fixture`);
  }

  async function send(key: string, token: string) {
    const method = key.split(' ', 1)[0] as 'GET';
    const request = requestOf(key);
    const form = request.form ? await multipartPayload(await request.form()) : undefined;
    return theApp().inject({
      method,
      url: request.url,
      headers: { ...authHeader(token), ...form?.headers },
      ...(form ? { payload: form.payload } : request.payload ? { payload: request.payload } : {}),
    });
  }

  const shopRouteKeys = () =>
    routes()
      .map((route) => route.key)
      .filter((key) => !(key in NOT_TENANT_SCOPED));

  it('decides, for every shop route, whether the staff may call it', () => {
    const { missing, stale } = compareWithRoutes(
      routes().filter((route) => !(route.key in NOT_TENANT_SCOPED)),
      [ROUTE_ACCESS],
    );

    expect(missing, 'shop routes without a decision in ROUTE_ACCESS').toEqual([]);
    expect(stale, 'decisions for routes that no longer exist').toEqual([]);
  });

  it('answers 403 to a staff member on each of the owner’s routes, and changes nothing', async () => {
    const ownerOnly = shopRouteKeys().filter((key) => ROUTE_ACCESS[key] === 'owner');
    const before = await snapshotOfShop(theApp(), shop.shopId);
    for (const key of ownerOnly) {
      const asStaff = await send(key, staffToken);

      expect(asStaff.statusCode, `${key} as staff: ${asStaff.body}`).toBe(403);
      expect(asStaff.json(), key).toMatchObject({ code: 'noPermission' });
      expect(await snapshotOfShop(theApp(), shop.shopId), key).toEqual(before);
    }
    // The owner reads the same routes: the 403s above were the staff rule, not the request.
    for (const key of ownerOnly.filter((key) => key.startsWith('GET '))) {
      const asOwner = await send(key, shop.token);
      expect(asOwner.statusCode, `${key} as owner: ${asOwner.body}`).toBe(200);
    }
  });

  it('lets a staff member through to each route marked for the staff', async () => {
    const forStaff = shopRouteKeys().filter((key) => ROUTE_ACCESS[key] === 'staff');
    expect(forStaff.length).toBeGreaterThan(10);
    for (const key of forStaff) {
      const asStaff = await send(key, staffToken);

      expect([401, 403], `${key} as staff: ${asStaff.body}`).not.toContain(asStaff.statusCode);
      expect(asStaff.statusCode, `${key} as staff: ${asStaff.body}`).toBeLessThan(500);
    }
  });

  it('signs a removed member out on every shop route, and changes nothing', async () => {
    const removed = await staffRequests(theApp, shop.token).staffSession();
    const removal = await staffRequests(theApp, shop.token).send(
      'DELETE',
      `/api/staff/${removed.member._id}`,
    );
    expect(removal.statusCode, removal.body).toBe(200);
    const before = await snapshotOfShop(theApp(), shop.shopId);
    for (const key of shopRouteKeys()) {
      const asRemoved = await send(key, removed.session.token);

      expect(asRemoved.statusCode, `${key} as a removed member: ${asRemoved.body}`).toBe(401);
      expect(await snapshotOfShop(theApp(), shop.shopId), key).toEqual(before);
    }
  });
});
