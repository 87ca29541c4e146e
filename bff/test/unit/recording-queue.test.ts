import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../src/errors.ts';
import {
  inRecordingQueue,
  RECORDING_CONCURRENCY,
  RECORDING_QUEUE_LENGTH,
  recordingQueueState,
  wasNeverChecked,
} from '../../src/services/voice/recording-queue.ts';
import { createWorkPool } from '../../src/services/work-pool.ts';

/** A piece of work that finishes when the test says so. */
function gate() {
  let open!: () => void;
  const done = new Promise<void>((resolve) => (open = resolve));
  return { work: vi.fn(() => done), open };
}

describe('a work pool with a bounded queue', () => {
  it('runs `concurrency` at once, queues `maxWaiting` in order, refuses the next at once, and drops a waiter whose client goes', async () => {
    const pool = createWorkPool({
      concurrency: 2,
      maxWaiting: 2,
      typicalMs: 3000,
      whenFull: (ms) => new AppError(503, 'voice.errors.busy', { seconds: Math.ceil(ms / 1000) }),
    });
    const busy = [gate(), gate()];
    const running = busy.map((g) => pool.run(g.work));
    const gone = new AbortController();
    const abandoned = vi.fn(async () => 'ran');
    const abandonedResult = pool.run(abandoned, gone.signal);
    const later = gate();
    const laterResult = pool.run(later.work);
    expect(pool.state()).toEqual({ running: 2, waiting: 2 });

    // Full: refused without waiting, saying when the queue should have moved on (2 turns of 3 s).
    const refused = vi.fn(async () => 'ran');
    await expect(pool.run(refused)).rejects.toMatchObject({ status: 503, params: { seconds: 6 } });
    expect(refused).not.toHaveBeenCalled();

    gone.abort();
    await expect(abandonedResult).rejects.toMatchObject({ status: 499, code: 'errors.requestAbandoned' });
    expect(pool.state()).toEqual({ running: 2, waiting: 1 });
    // Its place is free again at once.
    const third = gate();
    const thirdResult = pool.run(third.work);
    expect(pool.state().waiting).toBe(2);

    busy[0].open();
    await running[0];
    await vi.waitFor(() => expect(later.work).toHaveBeenCalled());
    expect(third.work).not.toHaveBeenCalled();
    expect(abandoned).not.toHaveBeenCalled();
    for (const g of [busy[1], later, third]) g.open();
    await Promise.all([laterResult, thirdResult, ...running]);
    expect(pool.state()).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses at once a caller whose client is already gone', async () => {
    const pool = createWorkPool({ concurrency: 1 });
    const gone = new AbortController();
    gone.abort();
    const work = vi.fn(async () => 'ran');
    await expect(pool.run(work, gone.signal)).rejects.toMatchObject({ status: 499 });
    expect(work).not.toHaveBeenCalled();
  });
});

describe('the recordings’ FFmpeg queue', () => {
  it('checks half the cores’ worth of takes at a time and answers 503 with Retry-After past its queue', async () => {
    expect(RECORDING_CONCURRENCY).toBeGreaterThanOrEqual(1);
    const gates = Array.from({ length: RECORDING_CONCURRENCY + RECORDING_QUEUE_LENGTH }, gate);
    const held = gates.map((g) => inRecordingQueue(g.work));
    expect(recordingQueueState()).toEqual({ running: RECORDING_CONCURRENCY, waiting: RECORDING_QUEUE_LENGTH });
    const refused = await inRecordingQueue(async () => 'ran').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    const busy = refused as AppError;
    expect(busy).toMatchObject({ status: 503, code: 'voice.errors.busy' });
    expect(busy.details.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(busy.details.retryAfterSeconds).toBeLessThanOrEqual(30);
    expect(busy.params).toEqual({ seconds: busy.details.retryAfterSeconds });
    expect(wasNeverChecked(busy)).toBe(true);
    expect(wasNeverChecked(new AppError(503, 'voice.errors.unavailable'))).toBe(false);
    for (const g of gates) g.open();
    await Promise.all(held);
    expect(recordingQueueState()).toEqual({ running: 0, waiting: 0 });
  });
});
