import type { StoryFailureKind } from '@dreamweaver/contracts';
import type { Knex } from 'knex';
import { GenerationJob, Payment, Scene, Story } from '../models/index.ts';
import { DEADLINE_GRACE_SQL } from './job-queue.ts';
import { signalJobQueued } from './job-signals.ts';
import { notifyJobQueued } from './job-wakeup.ts';
import { markFailed } from './story-status.ts';

// How a story's generation ends badly, in one place for the worker, the deadline sweep, a reader
// who finds a story past its deadline, the payment fulfilment and the admin's retry:
// - an unpaid story is failed with the reason kept for the admin;
// - a paid story is retried automatically (PAID_STORY_RESCUES times, each with a fresh deadline),
//   then failed and its payment flagged as needing a refund, which the admin confirms.

const PAID_STORY_RESCUES = 1;

export type FailureOutcome = 'failed' | 'retrying' | 'refund-needed' | 'ignored';

export function deadlineReason(seconds: number, lastError?: string): string {
  return `Story generation did not finish within its deadline of ${seconds} seconds${lastError ? ` (last error: ${lastError})` : ''}`;
}

type JobRow = Pick<GenerationJob, 'id' | 'state' | 'phase' | 'lockedBy' | 'rescues' | 'deadlineSeconds'> & {
  /** Past its deadline and grace (only where asked for). */
  overdue?: boolean;
};

/** The status a story resumes from: its stored scenes and pictures say how far it got. */
async function resumeStatus(
  db: Knex,
  storyId: string,
): Promise<'creating_story' | 'generating_images' | 'preview_ready'> {
  const first = await Scene.query(db).select('imageKey').where({ storyId }).orderBy('sceneNumber').first();
  if (!first) return 'creating_story';
  return first.imageKey ? 'preview_ready' : 'generating_images';
}

/** Queues the story's generation again with a fresh deadline; a failed story goes back to where it stopped. */
async function requeue(
  trx: Knex,
  storyId: string,
  job: JobRow | undefined,
  reason: string | null,
  { rescue }: { rescue: boolean },
) {
  const story = await Story.query(trx).select('generationStatus').findById(storyId);
  if (story?.generationStatus === 'failed') {
    await Story.query(trx)
      .where({ id: storyId })
      .patch({
        generationStatus: await resumeStatus(trx, storyId),
        failureReason: null,
        failureKind: null,
        updatedAt: trx.fn.now(),
      });
  }
  const fresh = {
    state: 'queued' as const,
    phase: 'story' as const,
    attempts: 0,
    runAfter: trx.fn.now(),
    lockedBy: null,
    lockedUntil: null,
    lastError: reason,
    updatedAt: trx.fn.now(),
  };
  if (job) {
    await GenerationJob.query(trx)
      .where({ id: job.id })
      .patch({
        ...fresh,
        rescues: job.rescues + (rescue ? 1 : 0),
        deadlineAt: trx.raw('now() + make_interval(secs => ?)', [job.deadlineSeconds]),
      });
  } else {
    await GenerationJob.query(trx).insert({ storyId, ...fresh, rescues: rescue ? 1 : 0 });
  }
  await notifyJobQueued(trx);
}

/**
 * Fails the story's generation, or retries it when it is paid and has a rescue left. `worker`
 * makes it a no-op unless that worker still holds the job; `overdue` unless the story is still
 * unfinished past its deadline and grace (so two who find the same story do not both act).
 */
export async function failStoryGeneration(
  db: Knex,
  storyId: string,
  reason: string,
  guard: { workerId?: string; overdue?: boolean; kind?: StoryFailureKind } = {},
): Promise<FailureOutcome> {
  const outcome = await db.transaction(async (trx): Promise<FailureOutcome> => {
    const story = await Story.query(trx).select('isPaid', 'generationStatus').findById(storyId).forUpdate();
    if (!story || story.generationStatus === 'completed' || story.generationStatus === 'failed') return 'ignored';
    const job = await GenerationJob.query(trx)
      .select('id', 'state', 'phase', 'lockedBy', 'rescues', 'deadlineSeconds')
      .select(trx.raw(`${DEADLINE_GRACE_SQL} < now() as overdue`))
      .where({ storyId })
      .forUpdate()
      .first()
      .castTo<JobRow | undefined>();
    if (guard.workerId && (job?.state !== 'running' || job.lockedBy !== guard.workerId)) return 'ignored';
    if (guard.overdue && (job?.phase !== 'story' || !['queued', 'running'].includes(job.state) || !job.overdue))
      return 'ignored';
    if (story.isPaid && job && job.rescues < PAID_STORY_RESCUES) {
      await requeue(trx, storyId, job, reason, { rescue: true });
      return 'retrying';
    }
    await markFailed(trx, storyId, reason, guard.kind);
    if (job) {
      await GenerationJob.query(trx)
        .where({ id: job.id })
        .patch({ state: 'failed', lastError: reason, lockedBy: null, lockedUntil: null, updatedAt: trx.fn.now() });
    }
    if (!story.isPaid) return 'failed';
    await Payment.query(trx)
      .where({ storyId, status: 'paid' })
      .whereNull('refundStatus')
      .patch({ refundStatus: 'needed', updatedAt: trx.fn.now() });
    return 'refund-needed';
  });
  if (outcome === 'retrying') signalJobQueued();
  return outcome;
}

/** Fails (or, when paid, retries) every story still unfinished past its deadline and grace: the sweep for dead workers. */
export async function failOverdueStories(db: Knex): Promise<number> {
  const overdue = await GenerationJob.query(db)
    .select('storyId', 'deadlineSeconds')
    .where('phase', 'story')
    .whereIn('state', ['queued', 'running'])
    .whereRaw(`${DEADLINE_GRACE_SQL} < now()`)
    .limit(100);
  let acted = 0;
  for (const job of overdue) {
    const outcome = await failStoryGeneration(db, job.storyId, deadlineReason(job.deadlineSeconds), { overdue: true });
    if (outcome !== 'ignored') acted++;
  }
  return acted;
}

/** The same for one story, for whoever reads it: a story past its deadline never looks endlessly busy. */
export async function failStoryIfOverdue(db: Knex, storyId: string): Promise<boolean> {
  const job = await GenerationJob.query(db)
    .select('deadlineSeconds')
    .where({ storyId, phase: 'story' })
    .whereIn('state', ['queued', 'running'])
    .whereRaw(`${DEADLINE_GRACE_SQL} < now()`)
    .first();
  if (!job) return false;
  return (await failStoryGeneration(db, storyId, deadlineReason(job.deadlineSeconds), { overdue: true })) !== 'ignored';
}

/**
 * A payment arrived for a story that has already failed (its checkout was opened before): retry
 * it like any paid story that fails, or flag the refund when its rescue is used up.
 */
export async function rescuePaidFailedStory(db: Knex, storyId: string): Promise<FailureOutcome> {
  const outcome = await db.transaction(async (trx): Promise<FailureOutcome> => {
    const story = await Story.query(trx)
      .select('isPaid', 'generationStatus', 'failureReason')
      .findById(storyId)
      .forUpdate();
    if (!story?.isPaid || story.generationStatus !== 'failed') return 'ignored';
    const job: JobRow | undefined = await GenerationJob.query(trx)
      .select('id', 'state', 'phase', 'lockedBy', 'rescues', 'deadlineSeconds')
      .where({ storyId })
      .forUpdate()
      .first();
    if (!job || job.rescues < PAID_STORY_RESCUES) {
      await requeue(trx, storyId, job, story.failureReason, { rescue: true });
      return 'retrying';
    }
    await Payment.query(trx)
      .where({ storyId, status: 'paid' })
      .whereNull('refundStatus')
      .patch({ refundStatus: 'needed', updatedAt: trx.fn.now() });
    return 'refund-needed';
  });
  if (outcome === 'retrying') signalJobQueued();
  return outcome;
}

/** The admin's retry of a failed story: queued again with a fresh deadline. False when it has not failed. */
export async function retryFailedStory(db: Knex, storyId: string): Promise<boolean> {
  const retried = await db.transaction(async (trx) => {
    const story = await Story.query(trx).select('generationStatus').findById(storyId).forUpdate();
    if (story?.generationStatus !== 'failed') return false;
    const job: JobRow | undefined = await GenerationJob.query(trx)
      .select('id', 'state', 'phase', 'lockedBy', 'rescues', 'deadlineSeconds')
      .where({ storyId })
      .forUpdate()
      .first();
    await requeue(trx, storyId, job, null, { rescue: false });
    return true;
  });
  if (retried) signalJobQueued();
  return retried;
}

/** A story that completed after all (an admin's retry) owes no refund; one failed meanwhile still does. */
export async function clearRefundNeeded(db: Knex, storyId: string): Promise<void> {
  await Payment.query(db)
    .where({ storyId, refundStatus: 'needed' })
    .whereExists(Story.query(db).select(db.raw('1')).where({ id: storyId, generationStatus: 'completed' }))
    .patch({ refundStatus: null, updatedAt: db.fn.now() });
}
