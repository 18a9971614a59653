import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/db';
import { authHeader, createTestShop, TEST_PASSWORD, uniqueMobile } from '../../test/factories';
import { getShop } from '../shops/shops.service';
import { errorBody } from '../../plugins/error-handler';

const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256';

describeEachDatabase('auth API', (getDatabase) => {
  const app = useTestApp(getDatabase);

  const signup = (payload: Record<string, unknown>) =>
    app().inject({ method: 'POST', url: '/api/auth/signup', payload });
  const login = (payload: Record<string, unknown>) =>
    app().inject({ method: 'POST', url: '/api/auth/login', payload });

  describe('POST /api/auth/signup', () => {
    it('creates a shop on a trial and answers 201 with a token and the user', async () => {
      const mobile = uniqueMobile();
      const before = Date.now();
      const response = await signup({
        name: 'Asha',
        shopName: 'Asha Mobiles',
        mobile: `+91${mobile}`,
        password: TEST_PASSWORD,
        billingMode: ['service'],
        businessType: 'mobile-laptop-repair',
        location: { country: 'India' },
      });

      expect(response.statusCode).toBe(201);
      const { token, user } = response.json().data;
      expect(token).toEqual(expect.any(String));
      expect(user).toMatchObject({
        name: 'Asha',
        shopName: 'Asha Mobiles',
        mobile: `+91${mobile}`,
        role: 'shop',
        plan: 'starter',
        planExpiresAt: null,
        billingCount: 0,
        settings: {
          billingMode: ['service'],
          businessType: 'mobile-laptop-repair',
          invoicePrefix: 'INV-',
          invoiceStartNumber: 1,
          shopImage: null,
          location: { country: 'India' },
        },
        usage: { bills: { used: 0, limit: null } },
        entitlements: { trialActive: true, expiredStarter: false },
      });
      const trialDays = (Date.parse(user.trialEndsAt) - before) / 86_400_000;
      expect(trialDays).toBeGreaterThan(13.99);
      expect(trialDays).toBeLessThan(14.01);
      expect(user).not.toHaveProperty('passwordHash');
      expect(response.body).not.toContain('argon2');
      // The category's fields come with the account, in the same insert.
      expect(user.settings.serviceFields.map((f: { label: string }) => f.label)).toContain('IMEI');
      expect(user.settings.serviceDetails).toContainEqual({
        label: 'Advance Amount',
        type: 'number',
        showOnReceipt: true,
      });
    });

    it('stores the password as an argon2id hash with the OWASP parameters', async () => {
      const { user } = await createTestShop(app());
      const row = await getShop(app().db, { shopId: user._id });
      expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    });

    it('answers 400 with the product §5 message for each missing field', async () => {
      const response = await signup({ billingMode: ['service'] });

      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.errors).toMatchObject({
        name: 'Name is required',
        shopName: 'Shop name is required',
        mobile: 'Mobile is required',
        password: 'Password is required',
      });
      expect(body.errors).not.toHaveProperty('businessType');
      expect(body.message).toBe('Name is required');
    });

    it('takes a service signup without a category, to be chosen at /welcome', async () => {
      const response = await signup({
        name: 'Ravi',
        shopName: 'Ravi Repairs',
        mobile: `+91${uniqueMobile()}`,
        password: 'secret123',
        billingMode: ['service'],
        location: { country: 'India' },
      });

      expect(response.statusCode).toBe(201);
      expect(response.json().data.user.settings).toMatchObject({
        billingMode: ['service'],
        businessType: null,
        serviceFields: [],
        serviceDetails: [],
      });
    });

    it('rejects a short password and an invalid mobile', async () => {
      const response = await signup({
        name: 'A',
        shopName: 'B',
        mobile: '12345',
        password: 'abc',
      });

      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toMatchObject({
        mobile: 'Enter a valid mobile number',
        password: 'Min 6 characters',
      });
    });

    it('answers 409 for a mobile that already has an account, in either form', async () => {
      const mobile = uniqueMobile();
      await createTestShop(app(), { mobile });

      const response = await signup({
        name: 'Other',
        shopName: 'Other Shop',
        mobile: `+91${mobile}`,
        password: TEST_PASSWORD,
      });

      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(
        errorBody('An account with this mobile number already exists. Please log in.'),
      );
    });

    it('lets only one of two simultaneous signups for a mobile through', async () => {
      const payload = {
        name: 'Racer',
        shopName: 'Race Shop',
        mobile: uniqueMobile(),
        password: TEST_PASSWORD,
      };

      const statuses = (await Promise.all([signup(payload), signup(payload)])).map(
        (response) => response.statusCode,
      );

      expect(statuses.sort()).toEqual([201, 409]);
    });
  });

  describe('POST /api/auth/login', () => {
    it('logs in with 10 digits or E.164 and the right password', async () => {
      const mobile = uniqueMobile();
      const { user } = await createTestShop(app(), { mobile });

      for (const form of [mobile, `+91${mobile}`]) {
        const response = await login({ mobile: form, password: TEST_PASSWORD });
        expect(response.statusCode).toBe(200);
        expect(response.json().data.user._id).toBe(user._id);
      }
    });

    it('answers the same 401 for a wrong password and an unknown mobile', async () => {
      const mobile = uniqueMobile();
      await createTestShop(app(), { mobile });

      const wrong = await login({ mobile, password: 'not-the-password' });
      const unknown = await login({ mobile: uniqueMobile(), password: TEST_PASSWORD });

      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual(errorBody('Invalid mobile number or password.'));
      expect(unknown.json()).toEqual(wrong.json());
    });

    it('answers 400 when the password is missing', async () => {
      const response = await login({ mobile: uniqueMobile() });

      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ password: 'Password is required' });
    });
  });

  describe('GET /api/auth/me', () => {
    const me = (headers: Record<string, string> = {}) =>
      app().inject({ method: 'GET', url: '/api/auth/me', headers });

    it('answers the logged-in user', async () => {
      const { token, user } = await createTestShop(app());

      const response = await me(authHeader(token));

      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ _id: user._id, mobile: user.mobile });
    });

    it('answers 401 without a token', async () => {
      const response = await me();

      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(errorBody('Please log in again.'));
    });

    it('answers 401 for a tampered token', async () => {
      const { token } = await createTestShop(app());
      const [header, , signature] = token.split('.');
      const forgedPayload = Buffer.from(
        JSON.stringify({ sub: crypto.randomUUID(), role: 'admin' }),
      ).toString('base64url');

      const response = await me(authHeader(`${header}.${forgedPayload}.${signature}`));

      expect(response.statusCode).toBe(401);
    });

    it('answers 401 for an expired token', async () => {
      const { user } = await createTestShop(app());
      const expired = await new SignJWT({ role: 'shop' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user._id)
        .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
        .sign(new TextEncoder().encode(TEST_SECRET));

      const response = await me(authHeader(expired));

      expect(response.statusCode).toBe(401);
    });

    it('answers 401 for a correctly signed token that never expires', async () => {
      const { user } = await createTestShop(app());
      const forever = await new SignJWT({ role: 'shop' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user._id)
        .setIssuedAt()
        .sign(new TextEncoder().encode(TEST_SECRET));

      const response = await me(authHeader(forever));

      expect(response.statusCode).toBe(401);
    });

    it('answers 401 for an unsigned token (alg none)', async () => {
      const { user } = await createTestShop(app());
      const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const exp = Math.floor(Date.now() / 1000) + 3600;
      const unsigned = `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub: user._id, role: 'shop', exp })}.`;

      const response = await me(authHeader(unsigned));

      expect(response.statusCode).toBe(401);
    });

    it('answers 401 for a valid token of a user that no longer exists', async () => {
      const ghost = await new SignJWT({ role: 'shop' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(crypto.randomUUID())
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(TEST_SECRET));

      const response = await me(authHeader(ghost));

      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(errorBody('Please log in again.'));
    });
  });
});

describeEachDatabase('auth API without a trial', (getDatabase) => {
  const app = useTestApp(getDatabase, { TRIAL_DAYS: '0' });

  it('gives new shops no trial when TRIAL_DAYS is 0', async () => {
    const { user } = await createTestShop(app());

    expect(user.trialEndsAt).toBeNull();
    expect(user.entitlements).toMatchObject({ trialActive: false, expiredStarter: true });
    expect(user.usage.bills.limit).toBe(200);
  });
});
