import type { Knex } from 'knex';
import type { Logger } from '../logger.ts';
import type { MediaStore } from '../services/media-store.ts';
import type { Settings } from '../settings.ts';
import type { BudgetGate } from './cost/budget.ts';
import type { StoryEngine } from './engine.ts';
import type { JobListener } from './job-wakeup.ts';
import { defaultRetryPolicy, type RetryPolicy } from './retry.ts';

// What a generation worker (worker.ts) and its jobs (worker-job.ts) share: its options, their
// defaults, and the worker's changing state.

export interface GenerationWorkerOptions {
  db: Knex;
  settings: Settings;
  logger: Logger;
  /** Defaults follow the settings: OpenAI with a key, the offline engine without. */
  engine?: StoryEngine;
  media?: MediaStore;
  /** Stories worked on at once by this worker. */
  jobConcurrency?: number;
  /** Pictures and narrations of one story generated at once. */
  mediaConcurrency?: number;
  /** How often an idle worker looks for work without being told: default 1 s, or `slowPollMs` while notifications are heard. */
  pollIntervalMs?: number;
  /** The safety-net poll while LISTEN/NOTIFY wakes the worker (PostgreSQL). Default 15 s. */
  slowPollMs?: number;
  /** Listen for jobs queued by other processes (default: on PostgreSQL, off on the embedded database). */
  notifications?: boolean;
  leaseMs?: number;
  retry?: RetryPolicy;
  /** A job claimed this many times (its workers keep dying) is given up as failed. */
  maxAttempts?: number;
  workerId?: string;
  /** Longest single engine call; it never outlasts the story's deadline either. Default: half the deadline, at most 120 s. */
  callTimeoutMs?: number;
  /** First wait before missing narrations are tried again in the background (doubling each time). */
  narrationRetryDelayMs?: number;
  /** Background narration tries before a scene is left without audio for good. */
  narrationRetries?: number;
  /** How often this worker looks for stories past their deadline whose worker died. */
  sweepIntervalMs?: number;
  /**
   * Called (not awaited) when a story this worker made is complete, and again when missing
   * narration was added to it: the server builds the story's books ahead (prepareStoryBooks).
   */
  onStoryReady?: (storyId: string) => void;
  /** Called (not awaited) when scene 1 of a story this worker makes is ready: the free preview's books can be built. */
  onPreviewReady?: (storyId: string) => void;
  /** Called (not awaited) when this worker starts making a story: the book threads can start now, not when scene 1 is ready. */
  onStoryStarted?: (storyId: string) => void;
}

/** The options' defaults, resolved once. */
export interface WorkerConfig {
  jobConcurrency: number;
  mediaConcurrency: number;
  slowPollMs: number;
  leaseMs: number;
  retry: RetryPolicy;
  maxAttempts: number;
  narrationRetryDelayMs: number;
  narrationRetries: number;
  sweepIntervalMs: number;
}

export function workerConfig(options: GenerationWorkerOptions): WorkerConfig {
  return {
    jobConcurrency: options.jobConcurrency ?? 2,
    mediaConcurrency: options.mediaConcurrency ?? 4,
    slowPollMs: options.slowPollMs ?? 15_000,
    leaseMs: options.leaseMs ?? 15_000,
    retry: options.retry ?? defaultRetryPolicy,
    maxAttempts: options.maxAttempts ?? 5,
    narrationRetryDelayMs: options.narrationRetryDelayMs ?? 30_000,
    narrationRetries: options.narrationRetries ?? 5,
    sweepIntervalMs: options.sweepIntervalMs ?? 5000,
  };
}

/** One worker's settings and its changing state, shared by the steps below. */
export interface WorkerContext {
  readonly db: Knex;
  readonly id: string;
  readonly logger: Logger;
  readonly options: GenerationWorkerOptions;
  readonly engine: StoryEngine;
  readonly engineFor: (storyId: string) => Promise<StoryEngine>;
  readonly media: MediaStore;
  readonly config: WorkerConfig;
  readonly running: Map<number, { controller: AbortController; done: Promise<void> }>;
  stopping: 'release' | 'abandon' | undefined;
  wakeUp: (() => void) | undefined;
  // A wake-up that comes while the worker is busy claiming is remembered, so it does not sleep through it.
  woken: boolean;
  readonly wake: () => void;
  listener: JobListener | undefined;
  /** The daily budget as last seen (cost/budget.ts), and what it lets this worker start. */
  readonly budget: { exceeded: boolean };
  gate: BudgetGate;
}
