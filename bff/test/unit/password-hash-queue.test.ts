import { describe, expect, it, vi } from 'vitest';
import { HASH_CONCURRENCY, hashQueueState, inHashQueue } from '../../src/services/password.ts';

/** A piece of work that finishes when the test says so. */
function gate() {
  let open!: () => void;
  const done = new Promise<void>((resolve) => (open = resolve));
  return { work: vi.fn(() => done), open };
}

describe('the password hash queue', () => {
  it('runs at most HASH_CONCURRENCY at once, the rest in order, and never runs work whose client has gone', async () => {
    expect(HASH_CONCURRENCY).toBeGreaterThanOrEqual(1);
    expect(HASH_CONCURRENCY).toBeLessThanOrEqual(2);
    const busy = Array.from({ length: HASH_CONCURRENCY }, gate);
    const running = busy.map((g) => inHashQueue(g.work));
    const gone = new AbortController();
    const abandoned = vi.fn(async () => 'ran');
    const abandonedResult = inHashQueue(abandoned, gone.signal);
    const later = gate();
    const laterResult = inHashQueue(later.work);
    expect(hashQueueState()).toEqual({ running: HASH_CONCURRENCY, waiting: 2 });

    gone.abort();
    await expect(abandonedResult).rejects.toMatchObject({ status: 499, code: 'errors.requestAbandoned' });
    expect(hashQueueState().waiting).toBe(1);

    busy[0].open();
    await running[0];
    await vi.waitFor(() => expect(later.work).toHaveBeenCalled());
    expect(abandoned).not.toHaveBeenCalled();
    later.open();
    for (const g of busy.slice(1)) g.open();
    await Promise.all([laterResult, ...running]);
    expect(hashQueueState()).toEqual({ running: 0, waiting: 0 });
  });
});
