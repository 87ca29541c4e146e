import { afterEach, describe, expect, it, vi } from 'vitest';
import { MediaCache, type CachedMedia } from '../../src/services/media-cache.ts';

const media = (bytes: number, etag = '"x"'): CachedMedia => ({
  data: Buffer.alloc(bytes),
  size: bytes,
  contentType: 'image/svg+xml',
  etag,
});

afterEach(() => vi.useRealTimers());

describe('the cache of hot media', () => {
  it('stays within its bytes, letting the least recently used go first', () => {
    const cache = new MediaCache({ maxBytes: 300, maxObjectBytes: 200, ttlMs: 60_000 });
    cache.set('a', media(100));
    cache.set('b', media(100));
    cache.set('c', media(100));
    expect(cache.get('a')).toBeDefined(); // a is now the most recently used
    cache.set('d', media(100));
    expect(cache.size).toBe(300);
    expect(cache.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((key) => cache.get(key)?.size)).toEqual([100, 100, 100]);
  });

  it('never takes an object larger than its bound for one, and forgets a key that is written', () => {
    const cache = new MediaCache({ maxBytes: 1000, maxObjectBytes: 200, ttlMs: 60_000 });
    cache.set('big', media(201));
    expect(cache.get('big')).toBeUndefined();
    expect(cache.size).toBe(0);
    cache.set('key', media(50, '"old"'));
    cache.set('key', media(60, '"new"'));
    expect(cache.get('key')?.etag).toBe('"new"');
    expect(cache.size).toBe(60);
    cache.forget('key');
    expect(cache.get('key')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('forgets an object after its time, so another host’s write is seen', () => {
    vi.useFakeTimers();
    const cache = new MediaCache({ maxBytes: 1000, maxObjectBytes: 200, ttlMs: 60_000 });
    cache.set('key', media(10));
    vi.advanceTimersByTime(59_000);
    expect(cache.get('key')).toBeDefined();
    vi.advanceTimersByTime(2_000);
    expect(cache.get('key')).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
