import type { Redis } from 'ioredis';

/** One attempt's place in its key's window: how many attempts the window holds with it. */
export type TakenPlace = { count: number; resetInMs: number };

/**
 * Counts attempts per key within a fixed window. An attempt takes its place before it is
 * judged, in one atomic step, so attempts sent at the same moment each see the others and a
 * burst can never outrun the count; one that turns out allowed (a right password) gives its
 * place back.
 */
export type AttemptCounter = {
  take(key: string, windowMs: number): Promise<TakenPlace>;
  giveBack(key: string): Promise<void>;
};

// INCR and the window's expiry in one script, so no other process can count in between.
const TAKE = `
local count = redis.call('INCR', KEYS[1])
if count == 1 or redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;
const GIVE_BACK = `
if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then return redis.call('DECR', KEYS[1]) end
return 0`;

/** Counters in Redis, shared by every server process. */
export function redisAttemptCounter(redis: Redis, prefix: string): AttemptCounter {
  return {
    async take(key, windowMs) {
      const [count, resetInMs] = (await redis.eval(TAKE, 1, prefix + key, windowMs)) as [
        number,
        number,
      ];
      return { count, resetInMs };
    },
    async giveBack(key) {
      await redis.eval(GIVE_BACK, 1, prefix + key);
    },
  };
}

/**
 * Counters in this process's memory. JavaScript runs one request's `take` to its end before
 * another's, which makes it atomic. At most `maxKeys` windows are kept: ended ones go first,
 * then the oldest.
 */
export function memoryAttemptCounter({
  maxKeys = 100_000,
  now = Date.now,
}: { maxKeys?: number; now?: () => number } = {}): AttemptCounter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const makeRoom = (at: number) => {
    for (const [key, window] of windows) if (window.endsAt <= at) windows.delete(key);
    // Insertion order is the order windows began, so the first one ends soonest.
    while (windows.size >= maxKeys) windows.delete(windows.keys().next().value as string);
  };
  return {
    async take(key, windowMs) {
      const at = now();
      let window = windows.get(key);
      if (!window || window.endsAt <= at) {
        windows.delete(key);
        if (windows.size >= maxKeys) makeRoom(at);
        window = { count: 0, endsAt: at + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, resetInMs: window.endsAt - at };
    },
    async giveBack(key) {
      const window = windows.get(key);
      if (window && window.count > 0) window.count -= 1;
    },
  };
}
