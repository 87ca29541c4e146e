import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { Knex } from 'knex';
import type { Logger } from '../logger.ts';
import { Story } from '../models/index.ts';
import { mediaStoreFromSettings, type MediaStore } from '../services/media-store.ts';
import type { Settings } from '../settings.ts';
import { createStoryEngine } from './create-engine.ts';
import type { StoryEngine } from './engine.ts';
import { withNamePrivacy } from './name-privacy.ts';
import { createOfflineEngine } from './offline/offline-engine.ts';
import { listenForJobs, supportsListen, type JobListener } from './job-wakeup.ts';
import {
  claimNextJob,
  msUntilNextDueJob,
  finishJob,
  releaseJob,
  renewLease,
  scheduleNarrationRetry,
  type ClaimedJob,
} from './job-queue.ts';
import { jobSignals } from './job-signals.ts';
import { runNarrationRetry, runStoryPipeline } from './pipeline.ts';
import type { PipelineDeps } from './story-run.ts';
import { defaultRetryPolicy, type RetryPolicy } from './retry.ts';
import { deadlineReason, failOverdueStories, failStoryGeneration } from './story-failure.ts';
import { isLostDatabaseConnection, isMediaStoreFailure } from '../db/lost-connection.ts';
import { generationFailures } from '../metrics.ts';
import { ProviderRefusalError } from './openai/provider-errors.ts';
import { budgetGate, type BudgetGate } from './cost/budget.ts';

/** How long a job whose media could not be stored waits before it is tried again. */
const MEDIA_OUTAGE_RETRY_MS = 5000;

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

export interface GenerationWorker {
  readonly id: string;
  /** Finishes nothing more: running stories are handed back to the queue for the next worker. */
  stop(): Promise<void>;
  /** Stops like a crash would: running stories keep their lease until it runs out. */
  abandon(): Promise<void>;
  /** Whether LISTEN is in place, once its first attempt is over (false on the embedded database). */
  listening(): Promise<boolean>;
}

export function startGenerationWorker(options: GenerationWorkerOptions): GenerationWorker {
  const { db } = options;
  const id = options.workerId ?? `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const logger = options.logger.child({ worker: id });
  // Through the name-privacy seam, like every engine the pipeline calls (pipeline.ts).
  const engine = withNamePrivacy(options.engine ?? createStoryEngine(options.settings));
  const worker: WorkerContext = {
    db,
    id,
    logger,
    options,
    engine,
    engineFor: engineChooser(options, engine),
    media: options.media ?? mediaStoreFromSettings(options.settings),
    config: workerConfig(options),
    running: new Map(),
    stopping: undefined,
    wakeUp: undefined,
    woken: false,
    wake: () => {
      worker.woken = true;
      worker.wakeUp?.();
    },
    listener: undefined,
    budget: { exceeded: false },
    gate: 'paid',
  };
  jobSignals.on('queued', worker.wake);
  worker.listener = (options.notifications ?? supportsListen(db)) ? listenForJobs(db, worker.wake, logger) : undefined;

  const looping = loop(worker);
  logger.debug('generation worker started', { engine: engine.name });

  async function halt(mode: 'release' | 'abandon') {
    if (worker.stopping) return looping;
    worker.stopping = mode;
    jobSignals.off('queued', worker.wake);
    await worker.listener?.close();
    worker.wake();
    for (const { controller } of worker.running.values())
      controller.abort(new Error(mode === 'release' ? 'worker stopping' : 'worker abandoned'));
    await looping;
    await Promise.all([...worker.running.values()].map((r) => r.done));
  }

  return {
    id,
    stop: () => halt('release'),
    abandon: () => halt('abandon'),
    listening: async () => {
      await worker.listener?.ready;
      return worker.listener?.listening ?? false;
    },
  };
}

/** The options' defaults, resolved once. */
interface WorkerConfig {
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

function workerConfig(options: GenerationWorkerOptions): WorkerConfig {
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
interface WorkerContext {
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

/**
 * The product's sample stories (services/sample-stories.ts) are the offline engine's work,
 * whatever engine makes the parents' stories; an engine given by the caller makes everything.
 */
function engineChooser(
  options: GenerationWorkerOptions,
  engine: StoryEngine,
): (storyId: string) => Promise<StoryEngine> {
  let offlineEngine: StoryEngine | undefined;
  return async (storyId) => {
    if (options.engine || engine.name === 'offline') return engine;
    const story = await Story.query(options.db)
      .select('isSample')
      .findById(storyId)
      .catch(() => undefined); // the pipeline meets the database's trouble itself, with its retries
    return story?.isSample ? (offlineEngine ??= createOfflineEngine()) : engine;
  };
}

/** Past the day's budget with AI_BUDGET_EXCEEDED=offline, a story not yet started is the offline engine's. */
let budgetOfflineEngine: StoryEngine | undefined;
async function engineOfJob(worker: WorkerContext, job: ClaimedJob): Promise<StoryEngine> {
  const engine = await worker.engineFor(job.storyId);
  if (worker.gate !== 'offline' || job.attempts !== 1 || job.phase !== 'story' || engine.runsLocally) return engine;
  worker.logger.warn('AI daily budget reached: this story is made by the offline engine', { storyId: job.storyId });
  return (budgetOfflineEngine ??= createOfflineEngine());
}

async function loop(worker: WorkerContext) {
  let lastSweep = 0;
  while (!worker.stopping) {
    worker.woken = false;
    if (Date.now() - lastSweep >= worker.config.sweepIntervalMs) {
      lastSweep = Date.now();
      await sweepOverdueStories(worker);
    }
    await claimJobs(worker);
    if (worker.stopping) break;
    const waitMs = await idleWaitMs(worker);
    if (worker.stopping) break;
    if (worker.woken) continue;
    await sleep(worker, waitMs);
  }
}

async function sweepOverdueStories({ db, logger }: WorkerContext) {
  try {
    const acted = await failOverdueStories(db);
    if (acted) logger.warn('stories past their deadline were failed or retried', { count: acted });
  } catch (error) {
    logger.warn('deadline sweep failed', { error });
  }
}

/** Claims jobs until this worker is full or the queue is empty, and starts each one. */
async function claimJobs(worker: WorkerContext) {
  const { db, id, logger, running } = worker;
  try {
    if (running.size < worker.config.jobConcurrency)
      worker.gate = await budgetGate(db, worker.options.settings, logger, worker.budget);
    while (!worker.stopping && running.size < worker.config.jobConcurrency) {
      const job = await claimNextJob(db, id, worker.config.leaseMs);
      if (!job || worker.stopping) {
        if (job) await releaseJob(db, job.id, id);
        break;
      }
      startJob(worker, job);
    }
  } catch (error) {
    logger.warn('could not claim a generation job', { error });
  }
}

function startJob(worker: WorkerContext, job: ClaimedJob) {
  const controller = new AbortController();
  const done = runClaimedJob(worker, job, controller)
    .catch((error) => worker.logger.error('generation worker error', { storyId: job.storyId, error }))
    .finally(() => {
      worker.running.delete(job.id);
      worker.wake();
    });
  worker.running.set(job.id, { controller, done });
}

/** How long an idle worker sleeps: a job queued anywhere wakes it sooner when notifications are heard. */
async function idleWaitMs({ db, options, config, listener, running }: WorkerContext) {
  if (!listener?.listening) return options.pollIntervalMs ?? 1000;
  const poll = options.pollIntervalMs ?? config.slowPollMs;
  // Full: a finishing story wakes the worker. Otherwise it also wakes when a delayed job falls due or a lease runs out.
  if (running.size >= config.jobConcurrency) return poll;
  const due = await msUntilNextDueJob(db).catch(() => undefined);
  return due === undefined ? poll : Math.min(poll, Math.max(20, due));
}

/** Waits `waitMs`, or less when the worker is woken. */
async function sleep(worker: WorkerContext, waitMs: number) {
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    worker.wakeUp = () => {
      clearTimeout(timer);
      resolve();
    };
  });
  worker.wakeUp = undefined;
}

/** Keeps the job's lease while it runs; a lease lost to another worker stops the job. */
function heartbeat({ db, id, logger, config }: WorkerContext, job: ClaimedJob, controller: AbortController) {
  return setInterval(
    () => {
      renewLease(db, job.id, id, config.leaseMs)
        .then((kept) => {
          if (!kept) controller.abort(new Error('lease lost'));
        })
        .catch((error) => logger.warn('lease renewal failed', { storyId: job.storyId, error }));
    },
    Math.max(50, config.leaseMs / 3),
  );
}

/** What one claimed job has to work with. */
interface JobRun {
  job: ClaimedJob;
  controller: AbortController;
  budgetMs: number;
  deadline: AbortSignal;
  deps: PipelineDeps;
}

async function prepareJobRun(worker: WorkerContext, job: ClaimedJob, controller: AbortController): Promise<JobRun> {
  // The deadline fires a little early, so the story is failed (or completed without the
  // narration still missing) before the parent's deadline, not after it.
  const budgetMs = job.phase === 'narration' ? job.deadlineSeconds * 1000 : job.remainingMs;
  const marginMs = Math.min(1000, job.deadlineSeconds * 50);
  const deadline = AbortSignal.timeout(Math.max(0, Math.floor(budgetMs - marginMs)));
  const deps: PipelineDeps = {
    db: worker.db,
    engine: await engineOfJob(worker, job),
    media: worker.media,
    logger: worker.logger,
    concurrency: worker.config.mediaConcurrency,
    retry: worker.config.retry,
    signal: controller.signal,
    deadline,
    // A stalled call is cut off in time for at least one more try before the deadline.
    callTimeoutMs: worker.options.callTimeoutMs ?? Math.min(120_000, (job.deadlineSeconds * 1000) / 2),
    onFirstSceneReady: () => worker.options.onPreviewReady?.(job.storyId),
  };
  return { job, controller, budgetMs, deadline, deps };
}

async function runClaimedJob(worker: WorkerContext, job: ClaimedJob, controller: AbortController) {
  const started = Date.now();
  const beat = heartbeat(worker, job, controller);
  const run = await prepareJobRun(worker, job, controller);
  try {
    if (job.attempts > worker.config.maxAttempts)
      throw new Error(`Gave up after ${worker.config.maxAttempts} interrupted attempts`);
    if (job.phase === 'narration') {
      const { missingNarration } = await runNarrationRetry(job.storyId, run.deps);
      await afterNarration(worker, job, missingNarration);
      worker.options.onStoryReady?.(job.storyId);
      return;
    }
    worker.options.onStoryStarted?.(job.storyId);
    // Past its deadline already (its worker died): the pipeline stops at the first engine call,
    // unless only narration was left, and then the story completes without it.
    const { missingNarration } = await runStoryPipeline(job.storyId, run.deps);
    await afterNarration(worker, job, missingNarration);
    worker.options.onStoryReady?.(job.storyId);
    worker.logger.info('story generated', {
      storyId: job.storyId,
      engine: run.deps.engine.name,
      ms: Date.now() - started,
    });
  } catch (error) {
    await handleJobError(worker, run, error);
  } finally {
    clearInterval(beat);
  }
}

/** Finishes the job, or puts it back for another try at the narration still missing. */
async function afterNarration({ db, id, logger, config }: WorkerContext, job: ClaimedJob, missing: number[]) {
  if (missing.length === 0) return finishJob(db, job.id, id);
  const again = await scheduleNarrationRetry(db, job.id, id, {
    delayMs: config.narrationRetryDelayMs,
    maxAttempts: config.narrationRetries,
    missingScenes: missing,
  });
  logger.warn(again ? 'narration missing; it will be tried again' : 'narration still missing; giving up', {
    storyId: job.storyId,
    scenes: missing,
  });
}

async function handleJobError(worker: WorkerContext, run: JobRun, error: unknown) {
  const { db, id, logger } = worker;
  const { job, controller, deadline } = run;
  if (controller.signal.aborted) {
    if (worker.stopping === 'release') await releaseJob(db, job.id, id).catch(() => {});
    logger.info('story generation interrupted', { storyId: job.storyId, reason: String(controller.signal.reason) });
    return;
  }
  if (isMediaStoreFailure(error) && !deadline.aborted) {
    // The bucket (or the media folder) failed, not the story: back to the queue a little later.
    await releaseJob(db, job.id, id, MEDIA_OUTAGE_RETRY_MS).catch(() => {});
    logger.warn('story generation could not store its media; the job goes back to the queue', {
      storyId: job.storyId,
      error,
    });
    return;
  }
  if (isLostDatabaseConnection(error) && !deadline.aborted) {
    // Not the story's fault: back to the queue, for this worker or another, once the database answers.
    await releaseJob(db, job.id, id).catch(() => {});
    logger.warn('story generation lost its database connection; the job goes back to the queue', {
      storyId: job.storyId,
      error,
    });
    return;
  }
  if (job.phase === 'narration') {
    logger.warn('background narration failed', { storyId: job.storyId, error });
    await afterNarration(worker, job, [0]);
    return;
  }
  await failStory(worker, run, error);
}

async function failStory(
  { db, id, logger, engine }: WorkerContext,
  { job, budgetMs, deadline, deps }: JobRun,
  error: unknown,
) {
  const message = error instanceof Error ? error.message : String(error);
  const reason =
    budgetMs <= 0
      ? deadlineReason(job.deadlineSeconds)
      : deadline.aborted
        ? deadlineReason(job.deadlineSeconds, deadline.reason === error ? undefined : message)
        : message;
  // A refusal (the brief was flagged or the model declined) is for the parent to change; anything else is ours.
  const kind = error instanceof ProviderRefusalError ? 'unsuitable' : 'unavailable';
  const outcome = await failStoryGeneration(db, job.storyId, reason, { workerId: id, kind });
  generationFailures.inc({ engine: deps.engine.name, kind });
  // The story had already ended (completed or failed by someone else): the job is over too.
  if (outcome === 'ignored') await finishJob(db, job.id, id, { failed: reason });
  logger.error(
    outcome === 'retrying' ? 'paid story failed; retrying it with a new deadline' : 'story generation failed',
    {
      storyId: job.storyId,
      engine: engine.name,
      outcome,
      error,
    },
  );
}
