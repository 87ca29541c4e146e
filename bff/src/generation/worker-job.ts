import { isLostDatabaseConnection, isMediaStoreFailure } from '../db/lost-connection.ts';
import { generationFailures } from '../metrics.ts';
import type { StoryEngine } from './engine.ts';
import { finishJob, releaseJob, renewLease, scheduleNarrationRetry, type ClaimedJob } from './job-queue.ts';
import { createOfflineEngine } from './offline/offline-engine.ts';
import { ProviderRefusalError } from './openai/provider-errors.ts';
import { runNarrationRetry, runStoryPipeline } from './pipeline.ts';
import type { PipelineDeps } from './story-run.ts';
import { deadlineReason, failStoryGeneration } from './story-failure.ts';
import type { WorkerContext } from './worker-context.ts';

// One claimed job of a generation worker (worker.ts): its lease kept, its story (or the narration
// still missing) made, and its end: finished, handed back to the queue, or the story failed.

/** How long a job whose media could not be stored waits before it is tried again. */
const MEDIA_OUTAGE_RETRY_MS = 5000;

/** Past the day's budget with AI_BUDGET_EXCEEDED=offline, a story not yet started is the offline engine's. */
let budgetOfflineEngine: StoryEngine | undefined;
async function engineOfJob(worker: WorkerContext, job: ClaimedJob): Promise<StoryEngine> {
  const engine = await worker.engineFor(job.storyId);
  if (worker.gate !== 'offline' || job.attempts !== 1 || job.phase !== 'story' || engine.runsLocally) return engine;
  worker.logger.warn('AI daily budget reached: this story is made by the offline engine', { storyId: job.storyId });
  return (budgetOfflineEngine ??= createOfflineEngine());
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

export async function runClaimedJob(worker: WorkerContext, job: ClaimedJob, controller: AbortController) {
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
