import { AppError } from '../errors.ts';

// A few slots for slow work (a password hash, a recording's FFmpeg runs) that would otherwise
// crowd out every other request: at most `concurrency` run at once, the rest wait their turn in
// order. With `maxWaiting`, a caller that finds the queue full is refused at once (`whenFull`
// makes the error from the expected wait) instead of waiting behind work it cannot see the end
// of. A waiting caller whose client has gone (`signal` aborted) leaves the queue: its work never runs.

export interface WorkPoolOptions {
  concurrency: number;
  /** How many may wait for a slot; more are refused (no bound when left out). */
  maxWaiting?: number;
  /** The error for a caller refused because the queue is full, given how long the queue should take to move on. */
  whenFull?: (expectedWaitMs: number) => Error;
  /** A first guess of how long one piece of work takes, until some have run. */
  typicalMs?: number;
}

export interface WorkPool {
  /** Runs `work` once a slot is free (rejects at once when the queue is full, or with 499 when `signal` aborts first). */
  run<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** How many pieces of work are running and waiting now (for tests and metrics). */
  state(): { running: number; waiting: number };
}

// The client is gone, so nobody reads this answer; 499 ("client closed request") keeps it out of the 5xx logs.
const abandoned = () => new AppError(499, 'errors.requestAbandoned');

export function createWorkPool({
  concurrency,
  maxWaiting = Number.POSITIVE_INFINITY,
  whenFull = () => new AppError(503, 'errors.unavailable'),
  typicalMs = 1000,
}: WorkPoolOptions): WorkPool {
  let running = 0;
  const waiting: { start: () => void }[] = [];
  // How long a piece of work took lately (a moving average), to say when to come back.
  let averageMs = typicalMs;

  const next = () => {
    while (running < concurrency && waiting.length > 0) waiting.shift()!.start();
  };

  function run<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (signal?.aborted) return reject(abandoned());
      const start = () => {
        running++;
        const startedAt = performance.now();
        Promise.resolve()
          .then(work)
          .then(resolve, reject)
          .finally(() => {
            averageMs = 0.8 * averageMs + 0.2 * (performance.now() - startedAt);
            running--;
            next();
          });
      };
      if (running < concurrency) return start();
      if (waiting.length >= maxWaiting) {
        const turnsAhead = Math.ceil((waiting.length + running) / concurrency);
        return reject(whenFull(turnsAhead * averageMs));
      }
      const entry = { start: () => (signal?.aborted ? reject(abandoned()) : start()) };
      waiting.push(entry);
      // Leaves the queue as soon as its client goes, rather than when its turn comes.
      signal?.addEventListener(
        'abort',
        () => {
          const at = waiting.indexOf(entry);
          if (at >= 0) {
            waiting.splice(at, 1);
            reject(abandoned());
          }
        },
        { once: true },
      );
    });
  }

  return { run, state: () => ({ running, waiting: waiting.length }) };
}
