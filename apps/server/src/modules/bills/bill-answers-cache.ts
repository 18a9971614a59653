import type { Database } from '../../db/client';
import { VersionedCache } from '../../lib/versioned-cache';
import { readBillsVersion } from './bills.repository';

// Answers computed from a shop's bills (a search's total, a summary's sums) kept until the
// shop's bills change (ADR 012). Every transaction that writes a shop's bills leaves its id
// in the shop's 'bills_version' counter (triggers of migration 0007), so no write, whatever
// its path or server process, can leave a kept answer behind.

const CACHED_ANSWERS = 2_000;

/** A cache of answers from the shops' bills, one per database, made at its first use there. */
export function billsAnswerCache<Value>(): (db: Database) => VersionedCache<Value> {
  const caches = new WeakMap<Database, VersionedCache<Value>>();
  return (db) => {
    let cache = caches.get(db);
    if (cache === undefined) {
      cache = new VersionedCache<Value>(CACHED_ANSWERS);
      caches.set(db, cache);
    }
    return cache;
  };
}

/**
 * `compute`'s answer about the shop's bills, from `cache` while they have not changed since
 * it was kept. An answer is kept only when the version read after computing it is the one
 * read before: then no write to the shop's bills committed in between, and every statement
 * of `compute` saw the bills as they are at that version.
 */
export async function cachedUntilBillsChange<Value>(
  db: Database,
  cache: VersionedCache<Value>,
  { shopId, key }: { shopId: string; key: readonly unknown[] },
  compute: () => Promise<Value>,
): Promise<Value> {
  const cacheKey = JSON.stringify([shopId, ...key]);
  const before = await readBillsVersion(db, shopId);
  const kept = cache.get(cacheKey, before);
  if (kept !== undefined) return kept;
  const value = await compute();
  if ((await readBillsVersion(db, shopId)) === before) cache.set(cacheKey, before, value);
  return value;
}
