import { productInput } from '@khatabill/domain';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import errorHandler from './error-handler';

describe('error handler', () => {
  it('answers a failed check of a domain schema (zod/mini) with its field errors', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorHandler);
    app.post('/check', async (request) => productInput.parse(request.body));

    const response = await app.inject({
      method: 'POST',
      url: '/check',
      payload: { name: '', price: 10 },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Name is required',
      code: 'nameRequired',
      errors: { name: 'Name is required' },
    });
    await app.close();
  });
});
