import { setTimeout as sleep } from 'node:timers/promises';
import { TransientEngineError } from './engine.ts';

export interface RetryPolicy {
  /** Tries in all, the first included (when no deadline bounds the retries instead). */
  attempts: number;
  /** Delay before the second try; it doubles each time, with jitter. */
  baseDelayMs: number;
  /** The longest wait between two tries. */
  maxDelayMs?: number;
}

export const defaultRetryPolicy: RetryPolicy = { attempts: 4, baseDelayMs: 1000, maxDelayMs: 15_000 };

/**
 * Runs `work` again after a transient provider error (bad or empty answer, timeout, 429, 5xx);
 * any other error is final. With `untilAborted`, transient errors are retried for as long as
 * `signal` (the story's deadline) allows, not only `policy.attempts` times.
 */
export async function withRetry<T>(
  work: () => Promise<T>,
  policy: RetryPolicy,
  {
    signal,
    onRetry,
    untilAborted = false,
  }: { signal?: AbortSignal; onRetry?: (error: Error, attempt: number) => void; untilAborted?: boolean } = {},
): Promise<T> {
  const persistent = untilAborted && signal !== undefined;
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof TransientEngineError) || signal?.aborted) throw error;
      if (!persistent && attempt >= policy.attempts) throw error;
      onRetry?.(error, attempt);
      const backoff = Math.min(policy.maxDelayMs ?? Infinity, policy.baseDelayMs * 2 ** Math.min(attempt - 1, 20));
      try {
        await sleep(backoff * (0.75 + Math.random() * 0.5), undefined, { signal });
      } catch {
        // The deadline came while waiting: the last provider error says more than "aborted".
        throw error;
      }
    }
  }
}
