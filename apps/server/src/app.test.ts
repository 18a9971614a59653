import { AppError } from '@khatabill/domain';
import { describe, expect, it } from 'vitest';
import { usePgliteTestApp } from './test/app';
import { errorBody } from './plugins/error-handler';

describe('buildApp', () => {
  const app = usePgliteTestApp({}, (server) => {
    server.get('/api/test/crash', async () => {
      throw new Error('connection string postgres://secret@db leaked');
    });
    server.get('/api/test/conflict', async () => {
      throw new AppError('CONFLICT', 'Already done.', { errors: { key: 'Used before' } });
    });
  });

  describe('error answers', () => {
    it('hides the details of a server error', async () => {
      const response = await app().inject({ method: 'GET', url: '/api/test/crash' });

      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual(errorBody('Something went wrong'));
    });

    it('answers an AppError with its status, message and field errors', async () => {
      const response = await app().inject({ method: 'GET', url: '/api/test/conflict' });

      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message: 'Already done.',
        // A text no catalogue has: the web app shows the message as it is.
        code: 'uncatalogued',
        errors: { key: 'Used before' },
      });
    });

    it('answers malformed JSON with 400', async () => {
      const response = await app().inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"mobile": ',
      });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: expect.any(String), code: 'malformedRequest' });
    });
  });

  it('describes the API in OpenAPI at /api/docs', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/docs/json' });

    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/auth/signup',
        '/api/auth/login',
        '/api/auth/me',
        '/api/auth/settings',
        '/api/admin/shops',
        '/api/health',
        '/api/campaigns/campaigns',
        '/api/campaigns/mine/images',
      ]),
    );
    expect((await app().inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
  });
});
