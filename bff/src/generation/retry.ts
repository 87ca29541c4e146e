import { setTimeout as sleep } from 'node:timers/promises';
import { TransientEngineError } from './engine.ts';

export interface RetryPolicy {
  /** Tries in all, the first included. */
  attempts: number;
  /** Delay before the second try; it doubles each time, with jitter. */
  baseDelayMs: number;
}

export const defaultRetryPolicy: RetryPolicy = { attempts: 4, baseDelayMs: 1000 };

/** Runs `work` again after a transient provider error (timeout, 429, 5xx); any other error is final. */
export async function withRetry<T>(
  work: () => Promise<T>,
  policy: RetryPolicy,
  { signal, onRetry }: { signal?: AbortSignal; onRetry?: (error: Error, attempt: number) => void } = {},
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof TransientEngineError) || attempt >= policy.attempts) throw error;
      onRetry?.(error, attempt);
      const delay = policy.baseDelayMs * 2 ** (attempt - 1) * (0.75 + Math.random() * 0.5);
      await sleep(delay, undefined, { signal });
    }
  }
}
