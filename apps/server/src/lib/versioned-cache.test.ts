import { describe, expect, it } from 'vitest';
import { VersionedCache } from './versioned-cache';

describe('VersionedCache', () => {
  it('gives an answer back only for the version it was computed from', () => {
    const cache = new VersionedCache<number>(10);
    cache.set('shop-a', '7', 42);
    expect(cache.get('shop-a', '7')).toBe(42);
    expect(cache.get('shop-a', '8')).toBeUndefined();
    expect(cache.get('shop-b', '7')).toBeUndefined();
  });

  it('replaces an answer computed at another version', () => {
    const cache = new VersionedCache<number>(10);
    cache.set('shop-a', '7', 42);
    cache.set('shop-a', '9', 43);
    expect(cache.get('shop-a', '7')).toBeUndefined();
    expect(cache.get('shop-a', '9')).toBe(43);
  });

  it('drops the least recently used answer past its size', () => {
    const cache = new VersionedCache<number>(2);
    cache.set('a', '1', 1);
    cache.set('b', '1', 2);
    expect(cache.get('a', '1')).toBe(1); // a is now more recent than b
    cache.set('c', '1', 3);
    expect(cache.get('b', '1')).toBeUndefined();
    expect(cache.get('a', '1')).toBe(1);
    expect(cache.get('c', '1')).toBe(3);
  });
});
