import type { AuthResult, Plan, UserDto } from '@khatabill/domain';
import type { App } from '../app';
import { updateShop, type ShopChanges } from '../modules/shops/shops.repository';
import { createAccount } from '../modules/auth/auth.service';
import { toUserDto } from '../modules/shops/user-dto';

export const TEST_PASSWORD = 'secret123';

let sequence = 0;

/** A valid Indian mobile (10 digits) not used before in this test process. */
export function uniqueMobile(): string {
  sequence += 1;
  return `9${String(process.pid % 1000).padStart(3, '0')}${String(sequence).padStart(6, '0')}`;
}

export type TestShopOptions = {
  name?: string;
  shopName?: string;
  /** 10 digits or E.164; a fresh one by default. */
  mobile?: string;
  password?: string;
  billingMode?: ('product' | 'service')[];
  businessType?: string;
  /** The language the signup screen showed. */
  language?: string;
  /** Plan state applied after signup, e.g. `{ trialEndsAt: null }` for an expired starter. */
  plan?: Plan;
  planExpiresAt?: Date | null;
  trialEndsAt?: Date | null;
};

/** Signs a shop up through the API (so the real signup runs) and returns its session. */
export async function createTestShop(app: App, options: TestShopOptions = {}): Promise<AuthResult> {
  const { plan, planExpiresAt, trialEndsAt, ...signup } = options;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: {
      name: 'Test Owner',
      shopName: 'Test Shop',
      mobile: uniqueMobile(),
      password: TEST_PASSWORD,
      ...signup,
    },
  });
  if (response.statusCode !== 201) {
    throw new Error(`Test signup failed (${response.statusCode}): ${response.body}`);
  }
  const session = response.json<{ data: AuthResult }>().data;
  if (plan === undefined && planExpiresAt === undefined && trialEndsAt === undefined)
    return session;
  const user = await setPlanState(app, session.user._id, { plan, planExpiresAt, trialEndsAt });
  return { token: session.token, user };
}

/** A shop whose address names this city, saved through Settings like the owner would. */
export async function createTestShopIn(
  app: App,
  { shopName, city }: { shopName: string; city: string },
): Promise<AuthResult> {
  const session = await createTestShop(app, { shopName });
  const response = await app.inject({
    method: 'PUT',
    url: '/api/auth/settings',
    headers: authHeader(session.token),
    payload: { location: { city } },
  });
  if (response.statusCode !== 200) throw new Error(`Test settings failed: ${response.body}`);
  return session;
}

/** Sets the shop's language through Settings, as its owner's switch does. */
export async function setShopLanguage(app: App, token: string, language: string): Promise<void> {
  const response = await app.inject({
    method: 'PUT',
    url: '/api/auth/settings',
    headers: authHeader(token),
    payload: { language },
  });
  if (response.statusCode !== 200) throw new Error(`Test language failed: ${response.body}`);
}

/** An admin account and its session (admins are made by the CLI, not by signup). */
export async function createTestAdmin(app: App): Promise<AuthResult> {
  const mobile = uniqueMobile();
  await createAccount(app.db, {
    name: 'Test Admin',
    shopName: 'Test Admin',
    mobile: `+91${mobile}`,
    password: TEST_PASSWORD,
    role: 'admin',
    trialEndsAt: null,
  });
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { mobile, password: TEST_PASSWORD },
  });
  return response.json<{ data: AuthResult }>().data;
}

export function authHeader(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** Sends requests as one shop (`token`), each with an Idempotency-Key when one is given. */
export function shopRequest(app: () => App, token: string) {
  return (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    idempotencyKey?: string,
  ) =>
    app().inject({
      method,
      url,
      headers: {
        ...authHeader(token),
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      ...(payload ? { payload } : {}),
    });
}

async function setPlanState(
  app: App,
  shopId: string,
  changes: Pick<TestShopOptions, 'plan' | 'planExpiresAt' | 'trialEndsAt'>,
): Promise<UserDto> {
  return updateTestShop(app, shopId, changes);
}

/** Changes the shop's row directly: plan dates, or usage counts a test starts from. */
export async function updateTestShop(
  app: App,
  shopId: string,
  changes: ShopChanges,
): Promise<UserDto> {
  const row = await updateShop(app.db, { shopId, changes });
  if (!row) throw new Error(`Test shop ${shopId} disappeared`);
  return toUserDto(row, new Date());
}

/** A multipart/form-data body for `app.inject`: strings as text fields, Blobs as files. */
export async function multipartPayload(
  fields: Record<string, string | { blob: Blob; filename: string }>,
): Promise<{ payload: Buffer; headers: { 'content-type': string } }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value.blob, value.filename);
  }
  // Response serialises the form exactly as a browser would, boundary included.
  const encoded = new Response(form);
  const contentType = encoded.headers.get('content-type');
  if (!contentType) throw new Error('FormData encoding lost its content type');
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': contentType },
  };
}

export type FormFields = Parameters<typeof multipartPayload>[0];

/** Sends a multipart form, as the shop whose `token` is given (else as anyone). */
export async function sendForm(
  app: App,
  {
    method,
    url,
    token,
    fields,
  }: { method: 'POST' | 'PUT'; url: string; token?: string; fields: FormFields },
) {
  const { payload, headers } = await multipartPayload(fields);
  return app.inject({
    method,
    url,
    headers: { ...(token ? authHeader(token) : {}), ...headers },
    payload,
  });
}
