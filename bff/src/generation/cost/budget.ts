import type { Knex } from 'knex';
import type { Logger } from '../../logger.ts';
import type { Settings } from '../../settings.ts';
import { notifyJobQueued } from '../job-wakeup.ts';
import type { AiBudgetJson } from '@dreamweaver/contracts';
import { dollars, usageToday, type UsageSummary } from './spend.ts';

// The daily budget of the AI services (AI_DAILY_BUDGET_USD, docs/operations.md#the-daily-budget).
// Once today's spend (UTC) reaches it, no new story is started on the paid engine: with
// AI_BUDGET_EXCEEDED=wait the new ones are held in the queue, and looked at again every minute
// and at midnight UTC (a raised budget is a restart with the new setting); with `offline` they are
// made by the offline engine. Stories already started finish. The admin is told every time: a
// warning in the log, the /metrics gauges, the admin dashboard's notice and `storyctl budget`.

type BudgetSettings = Pick<Settings, 'AI_PRICES' | 'AI_DAILY_BUDGET_USD' | 'AI_BUDGET_EXCEEDED'>;

export interface BudgetStatus {
  /** Null: no limit is set. */
  budgetUsd: number | null;
  mode: 'wait' | 'offline';
  spentTodayUsd: number;
  /** Calls today whose cost the prices cannot tell: the spend is then at least the figure above. */
  unknownCallsToday: number;
  exceeded: boolean;
  /** New stories held in the queue until the budget allows them. */
  waitingStories: number;
  /** When today's spend starts again from nothing: the next midnight UTC (ISO). */
  resetsAt: string;
}

/** The longest a held story waits before the budget is looked at again. */
const RECHECK_MS = 60_000;

function nextMidnightUtc(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

/** The budget's state with today's usage line by line: the admin's view (GET /api/admin/ai-budget, storyctl budget). */
export async function aiBudgetReport(db: Knex, settings: BudgetSettings): Promise<AiBudgetJson> {
  const today = await usageToday(db, settings.AI_PRICES);
  return { ...(await budgetStatus(db, settings, today)), today: today.lines };
}

export async function budgetStatus(db: Knex, settings: BudgetSettings, given?: UsageSummary): Promise<BudgetStatus> {
  const today = given ?? (await usageToday(db, settings.AI_PRICES));
  const budgetUsd = settings.AI_DAILY_BUDGET_USD ?? null;
  const held = await db('generation_jobs')
    .count({ count: '*' })
    .whereNotNull('budgetHeldAt')
    .where('state', 'queued')
    .first();
  return {
    budgetUsd,
    mode: settings.AI_BUDGET_EXCEEDED,
    spentTodayUsd: today.costUsd,
    unknownCallsToday: today.unknownCalls,
    exceeded: budgetUsd !== null && today.costUsd >= budgetUsd,
    waitingStories: Number(held?.count ?? 0),
    resetsAt: nextMidnightUtc().toISOString(),
  };
}

/**
 * Holds the new stories (queued, never started; not the free sample stories) for a while: they are not claimable until the
 * budget is looked at again, and their deadline moves with the wait, so none fails for waiting.
 * Returns how many were held for the first time.
 */
async function holdNewStories(db: Knex): Promise<number> {
  const waitSeconds = Math.min(RECHECK_MS, Math.max(1000, nextMidnightUtc().getTime() - Date.now())) / 1000;
  const hold = (query: Knex.QueryBuilder) =>
    query
      .where({ state: 'queued', phase: 'story', attempts: 0 })
      .where('runAfter', '<=', db.fn.now())
      // The sample stories are the offline engine's work, whatever the budget: they cost nothing.
      .whereIn('storyId', db('stories').select('id').where('isSample', false))
      .update({
        budgetHeldAt: db.raw('coalesce(budget_held_at, now())'),
        runAfter: db.raw('now() + make_interval(secs => ?)', [waitSeconds]),
        deadlineAt: db.raw('now() + make_interval(secs => ? + deadline_seconds)', [waitSeconds]),
        updatedAt: db.fn.now(),
      });
  const newlyHeld = await hold(db('generation_jobs').whereNull('budgetHeldAt'));
  await hold(db('generation_jobs').whereNotNull('budgetHeldAt'));
  return Number(newlyHeld);
}

/** Lets every held story go (the budget allows them again), each with its whole deadline from now. */
async function releaseHeldStories(db: Knex): Promise<number> {
  const released = await db('generation_jobs')
    .whereNotNull('budgetHeldAt')
    .update({
      budgetHeldAt: null,
      runAfter: db.fn.now(),
      deadlineAt: db.raw('now() + make_interval(secs => deadline_seconds)'),
      updatedAt: db.fn.now(),
    });
  if (Number(released) > 0) await notifyJobQueued(db);
  return Number(released);
}

/** What the worker may start now: stories on the paid engine, or (past the budget, `offline`) on the offline engine. */
export type BudgetGate = 'paid' | 'offline';

/**
 * Looked at before the worker claims stories: past the budget, new stories are held (wait) or
 * marked for the offline engine; under it, any held story is let go. `wasExceeded` is the state
 * last seen, so the crossing is logged once, and each newly held story is logged too.
 */
export async function budgetGate(
  db: Knex,
  settings: BudgetSettings,
  logger: Logger,
  memory: { exceeded: boolean },
): Promise<BudgetGate> {
  if (settings.AI_DAILY_BUDGET_USD === undefined) {
    if (memory.exceeded) await releaseHeldStories(db);
    memory.exceeded = false;
    return 'paid';
  }
  const status = await budgetStatus(db, settings);
  const fields = {
    spentTodayUsd: dollars(status.spentTodayUsd),
    budgetUsd: dollars(status.budgetUsd ?? 0),
    mode: status.mode,
    resetsAt: status.resetsAt,
  };
  if (!status.exceeded) {
    const released = status.waitingStories > 0 ? await releaseHeldStories(db) : 0;
    if (memory.exceeded || released > 0)
      logger.warn('AI daily budget allows new stories again', { ...fields, released });
    memory.exceeded = false;
    return 'paid';
  }
  if (!memory.exceeded) {
    logger.warn(
      status.mode === 'wait'
        ? 'AI daily budget reached: new stories wait in the queue until the budget allows them'
        : 'AI daily budget reached: new stories are made by the offline engine',
      fields,
    );
  }
  memory.exceeded = true;
  if (status.mode === 'offline') {
    if (status.waitingStories > 0) await releaseHeldStories(db);
    return 'offline';
  }
  const held = await holdNewStories(db);
  if (held > 0) logger.warn('AI daily budget reached: new stories wait in the queue', { ...fields, held });
  return 'paid';
}

/** Whether story `storyId` waits in the queue for the budget (its progress says so to the parent). */
export async function isHeldForBudget(db: Knex, storyId: string): Promise<boolean> {
  const job = await db('generation_jobs')
    .select('id')
    .where({ storyId, state: 'queued' })
    .whereNotNull('budgetHeldAt')
    .first();
  return job !== undefined;
}
