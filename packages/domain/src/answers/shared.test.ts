import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { exactly } from './shared';

describe('exactly', () => {
  it('takes a schema that answers exactly the shape, and returns it unchanged', () => {
    const schema = z.object({ label: z.string(), showOnReceipt: z.boolean() });
    expect(exactly<{ label: string; showOnReceipt: boolean }>()(schema)).toBe(schema);
  });

  it('refuses to compile a schema with a key more, a key less or another type', () => {
    // `npm run typecheck` fails if any of these is accepted (an unused @ts-expect-error).
    // @ts-expect-error: a key the shape does not have
    exactly<{ label: string }>()(z.object({ label: z.string(), secret: z.string() }));
    // @ts-expect-error: a key of the shape is missing
    exactly<{ label: string; showOnReceipt: boolean }>()(z.object({ label: z.string() }));
    // @ts-expect-error: the same key with another type
    exactly<{ label: string }>()(z.object({ label: z.number() }));
  });
});
