import os from 'node:os';
import { AppError } from '../../errors.ts';
import { createWorkPool } from '../work-pool.ts';

// Checking a take runs FFmpeg twice (decoding it for the checks and the timing, encoding it as
// MP3): together about a second of one core for a take of a minute. When 32 takes sent at once
// started 32 FFmpeg processes on two cores, each took 60 s instead of 5 (the time limit kills
// them at 60 s) and every other request waited behind them. So at most RECORDING_CONCURRENCY
// takes are checked at a time, half the cores (one of two), the other half staying for the
// requests; up to RECORDING_QUEUE_LENGTH wait their turn, in order. One more is refused with a
// 503 and a Retry-After for when the queue should have moved on (the browser then sends the take
// again by itself). A waiting take whose client has gone leaves the queue. Each waiting take holds
// its body (at most 10 MB) in memory: the queue's length bounds that too.
export const RECORDING_CONCURRENCY = Math.max(1, Math.floor(os.availableParallelism() / 2));
export const RECORDING_QUEUE_LENGTH = 16;
/** A busy answer asks the client to come back in at most this long (and at least a second). */
const MAX_RETRY_AFTER_SECONDS = 30;

const pool = createWorkPool({
  concurrency: RECORDING_CONCURRENCY,
  maxWaiting: RECORDING_QUEUE_LENGTH,
  typicalMs: 1000,
  whenFull: (expectedWaitMs) => {
    const seconds = Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(1, Math.ceil(expectedWaitMs / 1000)));
    return new AppError(503, 'voice.errors.busy', { seconds }, { retryAfterSeconds: seconds });
  },
});

/** Runs a take's FFmpeg work once a slot is free: 503 at once when the queue is full, 499 when the client goes first. */
export const inRecordingQueue = <T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> => pool.run(work, signal);

/** How many takes are being checked and waiting now (for tests and metrics). */
export const recordingQueueState = () => pool.state();

/** Whether `error` says the take was never checked: the queue was full, or its client went while it waited. */
export const wasNeverChecked = (error: unknown) =>
  error instanceof AppError &&
  ((error.status === 503 && error.code === 'voice.errors.busy') || error.code === 'errors.requestAbandoned');
