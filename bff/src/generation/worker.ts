import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { Knex } from 'knex';
import type { Logger } from '../logger.ts';
import { mediaStoreFor, type MediaStore } from '../services/media-store.ts';
import type { Settings } from '../settings.ts';
import { createStoryEngine } from './create-engine.ts';
import type { StoryEngine } from './engine.ts';
import { createOfflineEngine } from './offline/offline-engine.ts';
import { claimNextJob, finishJob, releaseJob, renewLease, type ClaimedJob } from './job-queue.ts';
import { jobSignals } from './job-signals.ts';
import { runStoryPipeline } from './pipeline.ts';
import { defaultRetryPolicy, type RetryPolicy } from './retry.ts';
import { markFailed } from './story-status.ts';

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
  pollIntervalMs?: number;
  leaseMs?: number;
  retry?: RetryPolicy;
  /** A job claimed this many times (its workers keep dying) is given up as failed. */
  maxAttempts?: number;
  workerId?: string;
}

export interface GenerationWorker {
  readonly id: string;
  /** Finishes nothing more: running stories are handed back to the queue for the next worker. */
  stop(): Promise<void>;
  /** Stops like a crash would: running stories keep their lease until it runs out. */
  abandon(): Promise<void>;
}

export function startGenerationWorker(options: GenerationWorkerOptions): GenerationWorker {
  const { db, settings } = options;
  const id = options.workerId ?? `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const logger = options.logger.child({ worker: id });
  const engine = options.engine ?? createStoryEngine(settings);
  // The product's sample stories (services/sample-stories.ts) are the offline engine's work,
  // whatever engine makes the parents' stories; an engine given by the caller makes everything.
  let offlineEngine: StoryEngine | undefined;
  const engineFor = async (storyId: string): Promise<StoryEngine> => {
    if (options.engine || engine.name === 'offline') return engine;
    const story: { isSample: boolean } | undefined = await db('stories').select('isSample').where({ id: storyId }).first();
    return story?.isSample ? (offlineEngine ??= createOfflineEngine()) : engine;
  };
  const media = options.media ?? mediaStoreFor(settings.dataDir);
  const jobConcurrency = options.jobConcurrency ?? 2;
  const mediaConcurrency = options.mediaConcurrency ?? 4;
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const leaseMs = options.leaseMs ?? 15_000;
  const retry = options.retry ?? defaultRetryPolicy;
  const maxAttempts = options.maxAttempts ?? 5;

  const running = new Map<number, { controller: AbortController; done: Promise<void> }>();
  let stopping: 'release' | 'abandon' | undefined;
  let wakeUp: (() => void) | undefined;
  const wake = () => wakeUp?.();
  jobSignals.on('queued', wake);

  async function work(job: ClaimedJob, controller: AbortController) {
    const started = Date.now();
    const heartbeat = setInterval(() => {
      renewLease(db, job.id, id, leaseMs)
        .then((kept) => {
          if (!kept) controller.abort(new Error('lease lost'));
        })
        .catch((error) => logger.warn('lease renewal failed', { storyId: job.storyId, error }));
    }, Math.max(50, leaseMs / 3));
    try {
      if (job.attempts > maxAttempts) throw new Error(`Gave up after ${maxAttempts} interrupted attempts`);
      const storyEngine = await engineFor(job.storyId);
      await runStoryPipeline(job.storyId, { db, engine: storyEngine, media, logger, concurrency: mediaConcurrency, retry, signal: controller.signal });
      await finishJob(db, job.id, id);
      logger.info('story generated', { storyId: job.storyId, engine: storyEngine.name, ms: Date.now() - started });
    } catch (error) {
      if (controller.signal.aborted) {
        if (stopping === 'release') await releaseJob(db, job.id, id).catch(() => {});
        logger.info('story generation interrupted', { storyId: job.storyId, reason: String(controller.signal.reason) });
        return;
      }
      const reason = error instanceof Error ? error.message : String(error);
      logger.error('story generation failed', { storyId: job.storyId, engine: engine.name, error });
      await markFailed(db, job.storyId, reason);
      await finishJob(db, job.id, id, { failed: reason });
    } finally {
      clearInterval(heartbeat);
    }
  }

  async function loop() {
    while (!stopping) {
      try {
        while (!stopping && running.size < jobConcurrency) {
          const job = await claimNextJob(db, id, leaseMs);
          if (!job || stopping) {
            if (job) await releaseJob(db, job.id, id);
            break;
          }
          const controller = new AbortController();
          const done = work(job, controller)
            .catch((error) => logger.error('generation worker error', { storyId: job.storyId, error }))
            .finally(() => {
              running.delete(job.id);
              wake();
            });
          running.set(job.id, { controller, done });
        }
      } catch (error) {
        logger.warn('could not claim a generation job', { error });
      }
      if (stopping) break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollIntervalMs);
        wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wakeUp = undefined;
    }
  }

  const looping = loop();
  logger.debug('generation worker started', { engine: engine.name });

  async function halt(mode: 'release' | 'abandon') {
    if (stopping) return looping;
    stopping = mode;
    jobSignals.off('queued', wake);
    wake();
    for (const { controller } of running.values()) controller.abort(new Error(mode === 'release' ? 'worker stopping' : 'worker abandoned'));
    await looping;
    await Promise.all([...running.values()].map((r) => r.done));
  }

  return { id, stop: () => halt('release'), abandon: () => halt('abandon') };
}
