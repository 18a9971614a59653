import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { describeEachDatabase } from '../test/db';
import { authHeader, createTestShop, TEST_PASSWORD, uniqueMobile } from '../test/factories';

// Every failure answers a stable `code` beside its English `message` (and `params` for a text
// with numbers in it), so the web app can show it in the language shown (product §15 "Hindi
// and the shop's language").

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describeEachDatabase('error codes', (getDatabase) => {
  const app = useTestApp(getDatabase);

  it('answers an AppError with the code of its text', async () => {
    const { token } = await createTestShop(app());
    const response = await app().inject({
      method: 'GET',
      url: `/api/customers/${UNKNOWN_ID}`,
      headers: authHeader(token),
    });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Customer not found.', code: 'customerNotFound' });
  });

  it('answers a field error with the first field message’s code and its params', async () => {
    const { token } = await createTestShop(app());
    const send = (payload: object) =>
      app().inject({ method: 'POST', url: '/api/products', headers: authHeader(token), payload });

    expect((await send({ name: '', price: 10 })).json()).toEqual({
      message: 'Name is required',
      code: 'nameRequired',
      errors: { name: 'Name is required' },
    });
    expect((await send({ name: 'x'.repeat(101), price: 10 })).json()).toEqual({
      message: 'Must be at most 100 characters',
      code: 'tooLong',
      params: { max: 100 },
      errors: { name: 'Must be at most 100 characters' },
    });
  });

  it('answers a field error no catalogue has with validationFailed', async () => {
    const { token } = await createTestShop(app());
    const response = await app().inject({
      method: 'GET',
      url: '/api/customers?limit=100000',
      headers: authHeader(token),
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Too big: expected number to be <=200',
      code: 'validationFailed',
      errors: { limit: expect.any(String) },
    });
  });

  it('answers malformed JSON and an unsupported content type with the kind of request', async () => {
    const send = (contentType: string, payload: string) =>
      app().inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': contentType },
        payload,
      });

    const malformed = await send('application/json', '{"mobile": ');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: expect.any(String), code: 'malformedRequest' });
    const unsupported = await send('text/csv', 'a,b');
    expect(unsupported.statusCode).toBe(415);
    expect(unsupported.json()).toEqual({
      message: expect.any(String),
      code: 'unsupportedMediaType',
    });
  });

  it('answers a body over the limit with requestTooLarge', async () => {
    const response = await app().inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ mobile: '9876543210', password: 'x'.repeat(2 * 1024 * 1024) }),
    });

    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'Request is too large.', code: 'requestTooLarge' });
  });

  describe('with a low limit of auth requests', () => {
    const limited = useTestApp(getDatabase, { AUTH_RATE_LIMIT: '2' });

    it('answers a rate-limited request with tooManyAttempts and its minutes', async () => {
      const login = () =>
        limited().inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: '192.0.2.77',
          payload: { mobile: uniqueMobile(), password: TEST_PASSWORD },
        });

      const wrong = await login();
      expect(wrong.json()).toEqual({
        message: 'Invalid mobile number or password.',
        code: 'invalidLogin',
      });
      await login();
      const blocked = await login();

      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({
        message: 'Too many attempts. Please try again in 1 minute.',
        code: 'tooManyAttempts',
        params: { minutes: 1 },
      });
    });
  });
});
