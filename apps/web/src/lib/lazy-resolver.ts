import type { FieldValues, Resolver } from 'react-hook-form';
import { loadOnce } from './load-once';

export type LazyResolver<TValues extends FieldValues, TOutput> = {
  resolver: Resolver<TValues, unknown, TOutput>;
  /** Starts loading it (a form's first focus), so the first check does not wait. */
  preload: () => void;
};

/**
 * A form's resolver, loaded the first time it is needed: zod and the domain's schemas
 * (~15 kB gzip) stay out of a screen's first download (ADR 014), and the form still checks
 * with the server's own schema. A failed load is tried again on the next check.
 */
export function lazyResolver<TValues extends FieldValues, TOutput>(
  load: () => Promise<Resolver<TValues, unknown, TOutput>>,
): LazyResolver<TValues, TOutput> {
  const loaded = loadOnce(load);
  return {
    resolver: async (values, context, options) => (await loaded())(values, context, options),
    preload: () => void loaded().catch(() => undefined),
  };
}
