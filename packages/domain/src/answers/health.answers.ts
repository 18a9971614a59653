import { z } from 'zod/mini';
import { dataResponse } from './shared';

/** `GET /health`: the server is up and its database answers. */
export const healthResponse = dataResponse(
  z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
);
