import { availableParallelism } from 'node:os';

// How the speech processes are run (speech.ts): the limits that keep meSpeak from aborting, and how many speak at once.

export interface SpeechOptions {
  /** Narrations one meSpeak instance makes before the child replaces it with a fresh one; meSpeak aborts after about 80. */
  recycleAfter: number;
  /** Bytes of WAV one meSpeak instance makes before it is replaced (long texts reach the abort sooner); it aborted after about 56 MB. */
  recycleAfterBytes: number;
  /**
   * Narrations one child makes before it is replaced (a backstop for growth outside meSpeak's
   * instance). Far more than `recycleAfter`: a new child speaks its first narrations up to twice as
   * slowly while V8 compiles eSpeak again.
   */
  processRecycleAfter: number;
  /** How long one narration may take (from the moment the child receives it) before the child is killed. */
  timeoutMs: number;
  /** The child's V8 heap ceiling (`--max-old-space-size`). */
  maxOldSpaceMb: number;
  /** How many children speak at once (the narrations of a story are made in parallel). */
  processes: number;
  /**
   * Practice narrations the successor of a child due for replacement (`processRecycleAfter`) makes
   * before it takes over; the old child serves until then, so no story meets a cold process. 0:
   * the old child goes at once and the next narration starts a cold one.
   */
  successorWarmUp: number;
}

export const defaultSpeechOptions: Readonly<SpeechOptions> = {
  recycleAfter: 20,
  recycleAfterBytes: 16 * 1024 * 1024,
  processRecycleAfter: 200,
  timeoutMs: 30_000,
  maxOldSpaceMb: 256,
  processes: Math.max(1, Math.min(2, availableParallelism())),
  successorWarmUp: 6,
};
