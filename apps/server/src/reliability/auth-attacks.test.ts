import { SignJWT } from 'jose';
import { beforeAll, expect, it } from 'vitest';
import { TEST_ENV } from '../test/app';
import { describeEachDatabase } from '../test/db';
import { authHeader, createTestAdmin, createTestShop } from '../test/factories';
import { useAppWithRouteTable, type RouteEntry } from '../test/route-table';
import { getShop } from '../modules/shops/shops.service';
import { NOT_TENANT_SCOPED } from '../test/isolation-fixtures';
import { errorBody } from '../plugins/error-handler';

// Routes anyone may call; every other registered route wants a session.
const OPEN_ROUTES = new Set(
  Object.keys(NOT_TENANT_SCOPED).filter((key) => !/ \/api\/(admin|notifications)\//.test(key)),
);
const ADMIN_ROUTE = / \/api\/(admin|notifications)\//;

const SECRET = new TextEncoder().encode(TEST_ENV.JWT_SECRET);
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

/** Tokens no guard may accept, each for the real shop `shopId`. */
async function forgedTokens(shopId: string, realToken: string): Promise<Record<string, string>> {
  const signed = (claims: { role: string }, alg = 'HS256') =>
    new SignJWT(claims).setProtectedHeader({ alg }).setSubject(shopId);
  const [header, , signature] = realToken.split('.');
  return {
    'alg none': `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ sub: shopId, role: 'shop', exp: inAnHour() })}.`,
    'another key': await signed({ role: 'shop' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(`${TEST_ENV.JWT_SECRET}-not-ours`)),
    'another algorithm (HS512, our key)': await signed({ role: 'shop' }, 'HS512')
      .setExpirationTime('1h')
      .sign(SECRET),
    expired: await signed({ role: 'shop' })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 1)
      .sign(SECRET),
    'no exp': await signed({ role: 'shop' }).setIssuedAt().sign(SECRET),
    'role changed to admin under the real signature': `${header}.${base64url({ sub: shopId, role: 'admin', exp: inAnHour() })}.${signature}`,
    'unknown role': await signed({ role: 'owner' }).setExpirationTime('1h').sign(SECRET),
    garbage: 'not-a-token',
  };
}

describeEachDatabase('sessions that are forged, expired or of the wrong role', (getDatabase) => {
  const { app: theApp, routes } = useAppWithRouteTable(getDatabase);
  let guarded: RouteEntry[] = [];
  let shop: { token: string; shopId: string };
  let tokens: Record<string, string>;

  beforeAll(async () => {
    guarded = routes().filter((route) => !OPEN_ROUTES.has(route.key));
    const session = await createTestShop(theApp());
    shop = { token: session.token, shopId: session.user._id };
    tokens = await forgedTokens(shop.shopId, session.token);
  });

  const call = (route: RouteEntry, headers: Record<string, string>) =>
    theApp().inject({
      method: route.method as 'GET',
      url: route.url.replace(/:\w+|\*/g, crypto.randomUUID()),
      headers,
      ...(route.method === 'GET' ? {} : { payload: {} }),
    });

  it('answers 401 on every guarded route to no token and to each forged one', async () => {
    expect(guarded.length).toBeGreaterThan(OPEN_ROUTES.size);
    for (const route of guarded) {
      expect((await call(route, {})).statusCode, `${route.key} without a token`).toBe(401);
      for (const [name, token] of Object.entries(tokens)) {
        const response = await call(route, authHeader(token));
        expect(response.statusCode, `${route.key} with ${name}`).toBe(401);
        expect(response.json(), `${route.key} with ${name}`).toEqual(
          errorBody('Please log in again.'),
        );
      }
    }
  });

  it('answers 403 to a shop on every admin route, even with role admin signed with our key', async () => {
    const adminClaim = await new SignJWT({ role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(shop.shopId)
      .setExpirationTime('1h')
      .sign(SECRET);
    const adminRoutes = guarded.filter((route) => ADMIN_ROUTE.test(route.key));
    expect(adminRoutes.length).toBeGreaterThan(0);

    for (const route of adminRoutes) {
      for (const token of [shop.token, adminClaim]) {
        expect((await call(route, authHeader(token))).statusCode, route.key).toBe(403);
      }
    }
  });

  it('answers 403 to an admin on every shop route', async () => {
    const admin = await createTestAdmin(theApp());
    for (const route of guarded.filter((entry) => !ADMIN_ROUTE.test(entry.key))) {
      // GET /api/auth/me is any logged-in user's own account.
      if (route.key === 'GET /api/auth/me') continue;
      expect((await call(route, authHeader(admin.token))).statusCode, route.key).toBe(403);
    }
  });

  it('hashes passwords with argon2id of at least 19 MiB and 2 passes', async () => {
    const row = await getShop(theApp().db, { shopId: shop.shopId });
    const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(row?.passwordHash ?? '');

    expect(match, row?.passwordHash).not.toBeNull();
    expect(Number(match?.[1])).toBeGreaterThanOrEqual(19 * 1024);
    expect(Number(match?.[2])).toBeGreaterThanOrEqual(2);
  });
});
