import { z } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { fieldErrors, FORM_ERROR_KEY } from './field-errors';

describe('fieldErrors', () => {
  it('keeps the first message per dotted path', () => {
    const schema = z.object({
      items: z.array(z.object({ price: z.number().check(z.gte(1, 'first'), z.lte(0, 'second')) })),
    });
    const result = schema.safeParse({ items: [{ price: 0.5 }] });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result.error)).toEqual({ 'items.0.price': 'first' });
  });

  it('files errors about the whole request under the form key', () => {
    const result = z.object({}).safeParse('text');
    expect(result.success).toBe(false);
    if (!result.success) expect(Object.keys(fieldErrors(result.error))).toEqual([FORM_ERROR_KEY]);
  });
});
