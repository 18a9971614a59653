import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser, signInAs } from '../test/user-fixture';
import { api, ApiError, setUnauthorizedHandler } from './api-client';
import { getSession } from './session';

function answer(status: number, body?: unknown) {
  const fetchMock = vi.fn(
    async () =>
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sentRequest(fetchMock: ReturnType<typeof answer>) {
  const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  return { url, init, headers: new Headers(init.headers) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('sends JSON with the bearer token and answers the data', async () => {
    signInAs(makeUser());
    const fetchMock = answer(201, { data: { _id: 'p1', name: 'Screen guard', price: 150 } });

    const product = await api.post<{ _id: string }>(
      '/products',
      { name: 'Screen guard', price: 150 },
      {
        idempotencyKey: 'key-1',
      },
    );

    expect(product._id).toBe('p1');
    const { url, init, headers } = sentRequest(fetchMock);
    expect(url).toBe('/api/products');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"name":"Screen guard","price":150}');
    expect(headers.get('Authorization')).toBe('Bearer test-token');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Idempotency-Key')).toBe('key-1');
  });

  it('passes FormData through and lets the browser set the multipart type', async () => {
    const fetchMock = answer(200, { data: {} });
    const form = new FormData();
    form.append('greetingMessage', 'Thank you');

    await api.put('/auth/settings', form);

    const { init, headers } = sentRequest(fetchMock);
    expect(init.body).toBe(form);
    expect(headers.has('Content-Type')).toBe(false);
    expect(headers.has('Authorization')).toBe(false);
  });

  it('answers the whole body of a paged list', async () => {
    answer(200, { data: [{ _id: 'b1' }], total: 51, page: 1, limit: 50 });
    const page = await api.getPaged<{ _id: string }>('/bills/search?page=1&limit=50');
    expect(page).toEqual({ data: [{ _id: 'b1' }], total: 51, page: 1, limit: 50 });
  });

  it("throws the server's message and field errors", async () => {
    answer(400, { message: 'Name is required', errors: { name: 'Name is required' } });
    const error = await api.post('/customers', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Name is required',
      errors: { name: 'Name is required' },
    });
  });

  it("falls back to 'API Error' without a server message", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    await expect(api.get('/products')).rejects.toMatchObject({ status: 502, message: 'API Error' });
  });

  it('turns a network failure into an ApiError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api.get('/products')).rejects.toMatchObject({ status: 0, message: 'API Error' });
  });

  it('on a 401 of an authenticated call clears the session and goes to login', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    signInAs(makeUser());
    answer(401, { message: 'Session expired' });

    await expect(api.get('/auth/me')).rejects.toMatchObject({ status: 401 });

    expect(getSession()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('leaves a failed login (401 without a token) to the screen', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    answer(401, { message: 'Invalid mobile or password' });

    await expect(api.post('/auth/login', {})).rejects.toMatchObject({
      message: 'Invalid mobile or password',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
