import type { Knex } from 'knex';

// The durable queue: one row per story in generation_jobs. Every statement here is short; no
// transaction is ever held open while an engine works (PGlite has one connection for everyone).

export interface ClaimedJob {
  id: number;
  storyId: string;
  attempts: number;
}

export async function enqueueStoryJob(db: Knex, storyId: string): Promise<void> {
  await db('generation_jobs').insert({ storyId }).onConflict('storyId').ignore();
}

/** Claims the oldest job that is queued and due, or running with a lease that has run out. */
export async function claimNextJob(db: Knex, workerId: string, leaseMs: number): Promise<ClaimedJob | undefined> {
  return db.transaction(async (trx) => {
    const candidate = await trx('generation_jobs')
      .select('id', 'storyId', 'attempts')
      .where((q) => q.where('state', 'queued').andWhere('runAfter', '<=', trx.fn.now()))
      .orWhere((q) => q.where('state', 'running').andWhere('lockedUntil', '<', trx.fn.now()))
      .orderBy('id')
      .forUpdate()
      .skipLocked()
      .first();
    if (!candidate) return undefined;
    await trx('generation_jobs')
      .where('id', candidate.id)
      .update({
        state: 'running',
        lockedBy: workerId,
        lockedUntil: trx.raw(`now() + make_interval(secs => ?)`, [leaseMs / 1000]),
        attempts: candidate.attempts + 1,
        updatedAt: trx.fn.now(),
      });
    return { id: candidate.id, storyId: candidate.storyId, attempts: candidate.attempts + 1 };
  });
}

/** Extends the lease; false when another worker has taken the job over (this one must stop). */
export async function renewLease(db: Knex, jobId: number, workerId: string, leaseMs: number): Promise<boolean> {
  const updated = await db('generation_jobs')
    .where({ id: jobId, lockedBy: workerId, state: 'running' })
    .update({ lockedUntil: db.raw(`now() + make_interval(secs => ?)`, [leaseMs / 1000]), updatedAt: db.fn.now() });
  return updated === 1;
}

export async function finishJob(db: Knex, jobId: number, workerId: string, outcome: { failed?: string } = {}): Promise<void> {
  await db('generation_jobs')
    .where({ id: jobId, lockedBy: workerId })
    .update({
      state: outcome.failed ? 'failed' : 'done',
      lastError: outcome.failed ?? null,
      lockedBy: null,
      lockedUntil: null,
      updatedAt: db.fn.now(),
    });
}

/** Gives the job back (a stopping worker), so another claims it at once instead of after the lease. */
export async function releaseJob(db: Knex, jobId: number, workerId: string): Promise<void> {
  await db('generation_jobs')
    .where({ id: jobId, lockedBy: workerId, state: 'running' })
    .update({ state: 'queued', lockedBy: null, lockedUntil: null, runAfter: db.fn.now(), updatedAt: db.fn.now() });
}
