import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { Knex } from 'knex';
import { claimPeriodicTask, finishPeriodicTask } from '../generation/job-queue.ts';
import { Payment, Story } from '../models/index.ts';
import type { PaymentProvider } from '../payments/index.ts';
import { fulfilCheckoutSession } from './payment-service.ts';
import { deliverStoryLinkEmail, type StoryLinkEmailDeps } from './payment-story-link-email.ts';

// A checkout can be paid and never fulfilled: the process died after the card was accepted and
// before the story was unlocked, a webhook never came, the buyer closed the tab before the return
// page. The reconciler asks the provider for the paid sessions since the oldest checkout still
// open here and fulfils each one not fulfilled yet, through the same idempotent fulfilment as the
// return page and the webhook, then sends the owed story link email.

export interface ReconcilerDeps extends StoryLinkEmailDeps {
  provider: PaymentProvider;
}

/** Sessions are created at the provider a moment before our row, and clocks differ: look a little further back. */
const LOOK_BACK_SLACK_MS = 10 * 60_000;
/** An abandoned checkout must not make every run list months of sessions. */
const MAX_LOOK_BACK_MS = 30 * 24 * 60 * 60_000;
/** Stripe lets a checkout session live 24 hours at most: an open one older than this was not paid. */
const STRIPE_SESSION_LIFETIME_MS = 25 * 60 * 60_000;

export interface ReconcileResult {
  /** Paid sessions found that were not fulfilled here. */
  found: number;
  /** Of those, the ones fulfilled now. */
  fulfilled: number;
}

export async function reconcilePaidCheckouts(deps: ReconcilerDeps): Promise<ReconcileResult> {
  const { db, provider, logger } = deps;
  const row = await Payment.query(db)
    .where({ provider: provider.name, status: 'open' })
    .min('createdAt as oldest')
    .first()
    .castTo<{ oldest: Date | string | null } | undefined>();
  const result: ReconcileResult = { found: 0, fulfilled: 0 };
  if (!row?.oldest) return result;
  const since = new Date(Math.max(new Date(row.oldest).getTime() - LOOK_BACK_SLACK_MS, Date.now() - MAX_LOOK_BACK_MS));

  for await (const session of provider.listPaidCheckoutSessions(since)) {
    if (!session.paid || !session.storyId) continue;
    const recorded = await Payment.query(db).select('status').findOne({ providerSessionId: session.id });
    if (recorded?.status === 'paid') continue; // fulfilled already; an owed email is the email retries' work
    // A session we never recorded (the process died right after creating it) counts only if it names a story of ours.
    if (!recorded && !(await Story.query(db).select('id').findById(session.storyId))) continue;
    result.found++;
    const payment = await fulfilCheckoutSession(db, provider.name, session, logger);
    if (!payment) continue;
    result.fulfilled++;
    logger.warn('paid checkout was not fulfilled; the reconciler fulfilled it', {
      sessionId: session.id,
      storyId: session.storyId,
      paymentId: payment.id,
    });
    await deliverStoryLinkEmail(deps, payment.id);
  }

  if (provider.name === 'stripe') {
    // Every paid session since `since` was seen above: an open one past Stripe's lifetime has expired.
    await Payment.query(db)
      .where({ provider: 'stripe', status: 'open' })
      .where('createdAt', '<', new Date(Date.now() - STRIPE_SESSION_LIFETIME_MS))
      .patch({ status: 'expired', updatedAt: db.fn.now() as unknown as Date });
  }
  return result;
}

const RECONCILER_TASK = 'checkout-reconciler';

export interface CheckoutReconcilerOptions {
  /** How often one of the hosts runs it. Default 5 minutes. */
  intervalMs?: number;
  /** How long a run may hold the task before another host may take it. Default 5 minutes. */
  leaseMs?: number;
  holder?: string;
}

/**
 * Runs the reconciler now (start-up) and then every `intervalMs`, each time only if no other host
 * is running it, and periodically only if no host ran it within the interval. `idle()` waits for a
 * run under way.
 */
export function startCheckoutReconciler(
  deps: ReconcilerDeps,
  options: CheckoutReconcilerOptions = {},
): { stop(): void; idle(): Promise<void> } {
  const intervalMs = options.intervalMs ?? 5 * 60_000;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const holder = options.holder ?? `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  let current: Promise<void> = Promise.resolve();
  const run = (now: boolean) =>
    (current = runOnce(deps.db, deps, { holder, intervalMs, leaseMs, now }).catch((error) =>
      deps.logger.warn('checkout reconciler failed; it runs again later', { error }),
    ));
  run(true);
  const timer = setInterval(() => void current.then(() => run(false)), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer), idle: () => current };
}

async function runOnce(
  db: Knex,
  deps: ReconcilerDeps,
  { holder, intervalMs, leaseMs, now }: { holder: string; intervalMs: number; leaseMs: number; now: boolean },
) {
  if (!(await claimPeriodicTask(db, RECONCILER_TASK, holder, { everyMs: intervalMs, leaseMs, now }))) return;
  try {
    const result = await reconcilePaidCheckouts(deps);
    if (result.found > 0) deps.logger.info('checkout reconciler ran', { ...result });
    await finishPeriodicTask(db, RECONCILER_TASK, holder);
  } catch (error) {
    await finishPeriodicTask(
      db,
      RECONCILER_TASK,
      holder,
      String((error as Error).message ?? error).slice(0, 1000),
    ).catch(() => {});
    throw error;
  }
}
