import type { Knex } from 'knex';
import { GenerationJob, type GenerationJobPhase } from '../models/index.ts';
import { notifyJobQueued } from './job-wakeup.ts';

// The durable queue: one row per story in generation_jobs. Every statement here is short; no
// transaction is ever held open while an engine works (PGlite has one connection for everyone).

type JobPhase = GenerationJobPhase;

export interface ClaimedJob {
  id: number;
  storyId: string;
  attempts: number;
  phase: JobPhase;
  /** Milliseconds left until the job's deadline when it was claimed (<= 0: already past it). */
  remainingMs: number;
  deadlineSeconds: number;
  narrationAttempts: number;
}

/** The default of GENERATION_DEADLINE_SECONDS. */
const DEFAULT_DEADLINE_SECONDS = 300;

/** How long past its deadline a story may still look unfinished before anyone who sees it fails it. */
export const DEADLINE_GRACE_SQL =
  '(generation_jobs.deadline_at + make_interval(secs => least(30, greatest(1, generation_jobs.deadline_seconds * 0.1))::float8))';

export async function enqueueStoryJob(
  db: Knex,
  storyId: string,
  deadlineSeconds = DEFAULT_DEADLINE_SECONDS,
): Promise<void> {
  await GenerationJob.query(db)
    .insert({ storyId, deadlineSeconds, deadlineAt: db.raw('now() + make_interval(secs => ?)', [deadlineSeconds]) })
    .onConflict('storyId')
    .ignore();
  await notifyJobQueued(db);
}

/**
 * Milliseconds until the next job becomes claimable by time alone (a delayed retry falls due, a
 * lease runs out); undefined when nothing waits on the clock. Workers sleep no longer than this.
 */
export async function msUntilNextDueJob(db: Knex): Promise<number | undefined> {
  const row = await GenerationJob.query(db)
    .select(
      db.raw(`extract(epoch from (least(
        min(run_after) filter (where state = 'queued'),
        min(locked_until) filter (where state = 'running')
      ) - now())) * 1000 as due_in_ms`),
    )
    .whereIn('state', ['queued', 'running'])
    .first()
    .castTo<{ dueInMs: number | string | null } | undefined>();
  const dueInMs = row?.dueInMs;
  return dueInMs === null || dueInMs === undefined ? undefined : Math.max(0, Math.ceil(Number(dueInMs)));
}

/** Claims the oldest job that is queued and due, or running with a lease that has run out. */
export async function claimNextJob(db: Knex, workerId: string, leaseMs: number): Promise<ClaimedJob | undefined> {
  return db.transaction(async (trx) => {
    const candidate = await GenerationJob.query(trx)
      .select('id', 'storyId', 'attempts', 'phase', 'deadlineSeconds', 'narrationAttempts')
      .select(trx.raw('extract(epoch from (deadline_at - now())) * 1000 as remaining_ms'))
      .where((q) => q.where('state', 'queued').andWhere('runAfter', '<=', trx.fn.now()))
      .orWhere((q) => q.where('state', 'running').andWhere('lockedUntil', '<', trx.fn.now()))
      .orderBy('id')
      .forUpdate()
      .skipLocked()
      .first()
      .castTo<(Omit<ClaimedJob, 'remainingMs'> & { remainingMs: string }) | undefined>();
    if (!candidate) return undefined;
    await GenerationJob.query(trx)
      .where('id', candidate.id)
      .patch({
        state: 'running',
        lockedBy: workerId,
        lockedUntil: trx.raw(`now() + make_interval(secs => ?)`, [leaseMs / 1000]),
        attempts: candidate.attempts + 1,
        updatedAt: trx.fn.now(),
      });
    return {
      id: candidate.id,
      storyId: candidate.storyId,
      attempts: candidate.attempts + 1,
      phase: candidate.phase,
      remainingMs: Math.floor(Number(candidate.remainingMs)),
      deadlineSeconds: candidate.deadlineSeconds,
      narrationAttempts: candidate.narrationAttempts,
    };
  });
}

/** Extends the lease; false when another worker has taken the job over (this one must stop). */
export async function renewLease(db: Knex, jobId: number, workerId: string, leaseMs: number): Promise<boolean> {
  const updated = await GenerationJob.query(db)
    .where({ id: jobId, lockedBy: workerId, state: 'running' })
    .patch({ lockedUntil: db.raw(`now() + make_interval(secs => ?)`, [leaseMs / 1000]), updatedAt: db.fn.now() });
  return updated === 1;
}

export async function finishJob(
  db: Knex,
  jobId: number,
  workerId: string,
  outcome: { failed?: string } = {},
): Promise<void> {
  await GenerationJob.query(db)
    .where({ id: jobId, lockedBy: workerId })
    .patch({
      state: outcome.failed ? 'failed' : 'done',
      lastError: outcome.failed ?? null,
      lockedBy: null,
      lockedUntil: null,
      updatedAt: db.fn.now(),
    });
}

/**
 * Gives the job back (a stopping worker), so another claims it at once instead of after the lease;
 * or after `delayMs` (an outage of the media store: not at once into the same wall).
 */
export async function releaseJob(db: Knex, jobId: number, workerId: string, delayMs = 0): Promise<void> {
  await db.transaction(async (trx) => {
    const runAfter = delayMs > 0 ? trx.raw('now() + make_interval(secs => ?)', [delayMs / 1000]) : trx.fn.now();
    const released = await GenerationJob.query(trx)
      .where({ id: jobId, lockedBy: workerId, state: 'running' })
      .patch({
        state: 'queued',
        lockedBy: null,
        lockedUntil: null,
        runAfter: runAfter as unknown as Date,
        updatedAt: trx.fn.now(),
      });
    if (released) await notifyJobQueued(trx);
  });
}

/**
 * A story that completed without some narrations: the same job comes back later to narrate only
 * those (with a fresh deadline for that try). Returns false when the tries are used up.
 */
export async function scheduleNarrationRetry(
  db: Knex,
  jobId: number,
  workerId: string | null,
  { delayMs, maxAttempts, missingScenes }: { delayMs: number; maxAttempts: number; missingScenes: number[] },
): Promise<boolean> {
  const job = await GenerationJob.query(db).select('narrationAttempts', 'deadlineSeconds').findById(jobId);
  if (!job) return false;
  const note = `narration missing for scene(s) ${missingScenes.join(', ')}`;
  const query = GenerationJob.query(db).where({ id: jobId });
  if (workerId) query.where({ lockedBy: workerId });
  if (job.narrationAttempts >= maxAttempts) {
    await query.patch({
      state: 'done',
      phase: 'narration',
      lastError: note,
      lockedBy: null,
      lockedUntil: null,
      updatedAt: db.fn.now(),
    });
    return false;
  }
  const delaySeconds = (delayMs * 2 ** job.narrationAttempts) / 1000;
  await query.patch({
    state: 'queued',
    phase: 'narration',
    attempts: 0,
    narrationAttempts: job.narrationAttempts + 1,
    lastError: note,
    runAfter: db.raw('now() + make_interval(secs => ?)', [delaySeconds]),
    deadlineAt: db.raw('now() + make_interval(secs => ?)', [delaySeconds + job.deadlineSeconds]),
    lockedBy: null,
    lockedUntil: null,
    updatedAt: db.fn.now(),
  });
  return true;
}

// Periodic tasks (periodic_tasks): work that is no story's, run by one host at a time. A claim is
// one conditional statement, so two hosts asking at once cannot both get it.

/**
 * Claims the named task for `holder` for `leaseMs` when it is due (or at once with `now`, as at
 * start-up) and nobody holds it; the next run falls due `everyMs` later. False when not claimed.
 */
export async function claimPeriodicTask(
  db: Knex,
  name: string,
  holder: string,
  { everyMs, leaseMs, now = false }: { everyMs: number; leaseMs: number; now?: boolean },
): Promise<boolean> {
  await db.raw('insert into periodic_tasks (name) values (?) on conflict (name) do nothing', [name]);
  const result = await db.raw(
    `update periodic_tasks
        set locked_by = :holder,
            locked_until = now() + make_interval(secs => :leaseSeconds::float8),
            run_after = now() + make_interval(secs => :everySeconds::float8)
      where name = :name
        and (locked_until is null or locked_until < now())
        and (:now::boolean or run_after <= now())
      returning name`,
    { holder, name, now, leaseSeconds: leaseMs / 1000, everySeconds: everyMs / 1000 },
  );
  return (result.rows as unknown[]).length === 1;
}

/** Ends `holder`'s run of the task, noting its failure if it failed. */
export async function finishPeriodicTask(db: Knex, name: string, holder: string, failure?: string): Promise<void> {
  await db.raw(
    `update periodic_tasks set locked_by = null, locked_until = null, last_finished_at = now(), last_error = :failure
      where name = :name and locked_by = :holder`,
    { name, holder, failure: failure ?? null },
  );
}
