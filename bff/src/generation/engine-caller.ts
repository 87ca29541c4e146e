import type { Logger } from '../logger.ts';
import { generationStageDuration, stageOf } from '../metrics.ts';
import { TransientEngineError, type StoryEngine } from './engine.ts';
import { withRetry, type RetryPolicy } from './retry.ts';

// Every engine call of the pipeline: under the story's deadline, the worker's stop and a per-call
// timeout, retried as the retry policy says, and timed for /metrics.

const DEFAULT_CALL_TIMEOUT_MS = 120_000;

interface CallerDeps {
  engine: StoryEngine;
  logger: Logger;
  retry: RetryPolicy;
  /** The worker stops (or lost its lease): give up at once, the job goes on elsewhere. */
  signal?: AbortSignal;
  /** Fires at the story's deadline: every engine call and retry wait is cut off by it. */
  deadline?: AbortSignal;
  /** Longest single engine call (a stalled call is cut off and retried like a timeout); default 120 s. */
  callTimeoutMs?: number;
}

/** Settles with `work`, or rejects as soon as `signal` aborts even when `work` ignores the signal. */
export function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    work.catch(() => {});
    return Promise.reject(signal.reason);
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      work.catch(() => {});
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/**
 * One engine call under the story's deadline and a per-call timeout: the engine gets a signal that
 * fires at whichever comes first; a call cut off by its own timeout is transient (retried).
 */
export function engineCaller(deps: CallerDeps, storyId: string) {
  const outer = [deps.signal, deps.deadline].filter((s): s is AbortSignal => s !== undefined);
  const outerSignal = outer.length ? AbortSignal.any(outer) : undefined;
  const callTimeoutMs = Math.max(1, Math.floor(deps.callTimeoutMs ?? DEFAULT_CALL_TIMEOUT_MS));
  const once = async <T>(what: string, run: (signal: AbortSignal) => Promise<T>): Promise<T> => {
    const timeout = AbortSignal.timeout(callTimeoutMs);
    const signal = outerSignal ? AbortSignal.any([outerSignal, timeout]) : timeout;
    const stopTimer = generationStageDuration.startTimer({ stage: stageOf(what), engine: deps.engine.name });
    try {
      const result = await untilAborted(
        Promise.resolve().then(() => run(signal)),
        signal,
      );
      stopTimer({ outcome: 'ok' });
      return result;
    } catch (error) {
      stopTimer({ outcome: timeout.aborted && !outerSignal?.aborted ? 'timeout' : 'error' });
      if (timeout.aborted && !outerSignal?.aborted) throw new TransientEngineError(`${what}: timed out`);
      throw error;
    }
  };
  /** Text and pictures are retried until the deadline; narration only `retry.attempts` times (a later job tries again). */
  return <T>(
    what: string,
    run: (signal: AbortSignal) => Promise<T>,
    { untilDeadline = true }: { untilDeadline?: boolean } = {},
  ) =>
    withRetry(() => once(what, run), deps.retry, {
      signal: outerSignal,
      untilAborted: untilDeadline,
      onRetry: (error, attempt) =>
        deps.logger.warn('generation step will be retried', { storyId, step: what, attempt, error: error.message }),
    });
}

export type EngineCall = ReturnType<typeof engineCaller>;
