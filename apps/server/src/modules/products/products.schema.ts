import { z } from 'zod';

export const productParams = z.object({ id: z.string() });
