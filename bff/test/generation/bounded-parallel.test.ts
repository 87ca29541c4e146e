import { describe, expect, it } from 'vitest';
import { runBounded } from '../../src/generation/bounded-parallel.ts';

/** A task that logs its start, then finishes when the test says so. */
function controlled(name: string, log: string[]) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    run: async () => {
      log.push(`${name} start`);
      await done;
      log.push(`${name} end`);
    },
    finish,
  };
}

const ticks = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('runBounded', () => {
  it('starts tasks in order, at most `limit` at once, a gated one only once its gate opens', async () => {
    const log: string[] = [];
    let open = false;
    const a = controlled('a', log);
    const b = controlled('b', log);
    const gated = controlled('gated', log);
    const c = controlled('c', log);
    const all = runBounded(
      [
        {
          run: async () => {
            await a.run();
            open = true;
          },
        },
        { run: gated.run, ready: () => open },
        b,
        c,
      ],
      2,
    );
    await ticks();
    expect(log).toEqual(['a start', 'b start']); // the gated task is passed over, not waited for
    b.finish();
    await ticks();
    expect(log).toEqual(['a start', 'b start', 'b end', 'c start']);
    a.finish();
    await ticks();
    expect(log.slice(4)).toEqual(['a end', 'gated start']);
    gated.finish();
    c.finish();
    await all;
  });

  it('rejects with the first failure once the running tasks settle, and starts nothing after it', async () => {
    const log: string[] = [];
    const slow = controlled('slow', log);
    const all = runBounded(
      [
        slow.run,
        async () => {
          throw new Error('boom');
        },
        async () => {
          log.push('never');
        },
      ],
      2,
    );
    await ticks();
    slow.finish();
    await expect(all).rejects.toThrow('boom');
    expect(log).toEqual(['slow start', 'slow end']);
  });

  it('rejects when a task can never start', async () => {
    await expect(runBounded([{ run: async () => {}, ready: () => false }], 2)).rejects.toThrow('can never start');
  });
});
