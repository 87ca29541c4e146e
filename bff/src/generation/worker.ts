import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { Story } from '../models/index.ts';
import { mediaStoreFromSettings } from '../services/media-store-from-settings.ts';
import { budgetGate } from './cost/budget.ts';
import { createStoryEngine } from './create-engine.ts';
import type { StoryEngine } from './engine.ts';
import { claimNextJob, msUntilNextDueJob, releaseJob, type ClaimedJob } from './job-queue.ts';
import { jobSignals } from './job-signals.ts';
import { listenForJobs, supportsListen } from './job-wakeup.ts';
import { withNamePrivacy } from './name-privacy.ts';
import { createOfflineEngine } from './offline/offline-engine.ts';
import { failOverdueStories } from './story-failure.ts';
import { type GenerationWorkerOptions, type WorkerContext, workerConfig } from './worker-context.ts';
import { runClaimedJob } from './worker-job.ts';

export type { GenerationWorkerOptions } from './worker-context.ts';

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
