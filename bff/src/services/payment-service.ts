import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import {
  STORY_PRICE_CENTS,
  STORY_PRICE_CURRENCY,
  type CheckoutSessionResult,
  type CreateCheckoutSessionRequest,
  type Language,
  type PaymentVerificationResult,
  type ProvideEmailResult,
  translate,
} from '@dreamweaver/contracts';
import { AppError, type ErrorCode } from '../errors.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../mail/index.ts';
import { Payment, Story } from '../models/index.ts';
import { PaymentProviderError, type CheckoutSessionState, type PaymentProvider } from '../payments/index.ts';
import { isOnOrigins, withSessionIdPlaceholder } from '../payments/success-url.ts';
import { rescuePaidFailedStory } from '../generation/story-failure.ts';
import { paymentsTotal } from '../metrics.ts';
import { reserveCheckoutCreation, returnPageOf } from './checkout-limit.ts';
import { deliverStoryLinkEmail } from './payment-story-link-email.ts';
import { admitStoryLinkRecipient, reserveStoryLinkRequest } from './story-link-recipients.ts';
import { signalStoryPaid } from './story-events.ts';

/** A story can be bought once its free preview is there (scene 1's picture), and until it fails. */
const PURCHASABLE_STATUSES = new Set<string>(['preview_ready', 'creating_narration', 'completed']);

export interface PaymentDeps {
  db: Knex;
  provider: PaymentProvider;
  mailer: Mailer;
  logger: Logger;
  /** PUBLIC_URL: the app's public origin, when it is known. */
  publicUrl?: string;
  /** The price a new checkout is opened at: the story price of contracts unless a test changes it. */
  price?: StoryPrice;
}

interface StoryPrice {
  amountCents: number;
  currency: string;
}

const STORY_PRICE: StoryPrice = { amountCents: STORY_PRICE_CENTS, currency: STORY_PRICE_CURRENCY };

/**
 * Opens a checkout for the full story. Both return URLs must be pages of this app (`ownOrigins`:
 * PUBLIC_URL's origin, or the local address the server listens on; never a request header), so
 * the checkout cannot be used as an open redirect nor put someone else's link in the receipt.
 */
export async function startCheckout(
  deps: PaymentDeps,
  input: CreateCheckoutSessionRequest & { ownOrigins: string[]; language: Language; clientAddress?: string },
): Promise<CheckoutSessionResult> {
  for (const [field, url] of [
    ['successUrl', input.successUrl],
    ['cancelUrl', input.cancelUrl],
  ] as const) {
    if (!isOnOrigins(url, input.ownOrigins))
      throw new AppError(
        400,
        'payment.validation.returnUrl',
        {},
        { fieldErrors: { [field]: { code: 'payment.validation.returnUrl' } } },
      );
  }
  const story = await Story.query(deps.db).findById(input.storyId);
  if (!story) throw new AppError(404, 'story.errors.notFound');
  if (story.isPaid) throw new AppError(409, 'payment.errors.alreadyPaid');
  // No money for a story that cannot be delivered: a failed story, or one whose preview is not there yet.
  if (story.generationStatus === 'failed') throw new AppError(409, 'payment.errors.storyFailed');
  if (!PURCHASABLE_STATUSES.has(story.generationStatus)) throw new AppError(409, 'payment.errors.storyNotReady');

  const price = deps.price ?? STORY_PRICE;
  const appOrigin = deps.publicUrl ? new URL(deps.publicUrl).origin : new URL(input.successUrl).origin;
  const checkout = {
    storyId: story.id,
    productName: translate(input.language, 'payment.productName'),
    amountCents: price.amountCents,
    currency: price.currency,
    successUrl: withSessionIdPlaceholder(returnPageOf(input.successUrl)),
    cancelUrl: returnPageOf(input.cancelUrl),
    language: input.language,
    appOrigin,
  };
  // Limited per client and story (checkout-limit.ts) before the provider is asked.
  await reserveCheckoutCreation(deps.db, { storyId: story.id, clientAddress: input.clientAddress });
  // The same purchase asked twice (a double click, a retried request) gets the same session back.
  const idempotencyKey = `story-checkout-${createHash('sha256').update(JSON.stringify(checkout)).digest('hex').slice(0, 40)}`;
  const session = await callProvider(
    () => deps.provider.createCheckoutSession({ ...checkout, idempotencyKey }),
    deps.logger,
  );
  await Payment.query(deps.db)
    .insert({
      storyId: story.id,
      provider: deps.provider.name,
      providerSessionId: session.id,
      status: 'open',
      amountCents: price.amountCents,
      currency: price.currency,
      // What fulfilment compares the paid amount with, whatever the price is by then.
      checkoutAmountCents: price.amountCents,
      checkoutCurrency: price.currency,
      linkOrigin: appOrigin,
    })
    .onConflict('providerSessionId')
    .ignore();
  return { url: session.url };
}

/** What the session paid, when it is what its checkout asked; a different amount is logged, counted as rejected and null. */
async function expectedAmountPaid(
  db: Knex,
  session: CheckoutSessionState,
  logger: Logger,
): Promise<{ amountCents: number; currency: string } | null> {
  const { amountCents, currency } = session;
  // The price the checkout was opened at (a price change since then does not matter); today's
  // price only for a session we have no record of (the process died before writing it).
  const opened = await Payment.query(db)
    .select('checkoutAmountCents', 'checkoutCurrency')
    .findOne({ providerSessionId: session.id });
  const expected =
    opened?.checkoutAmountCents != null && opened.checkoutCurrency
      ? { amountCents: opened.checkoutAmountCents, currency: opened.checkoutCurrency }
      : STORY_PRICE;
  if (amountCents !== expected.amountCents || currency?.toLowerCase() !== expected.currency.toLowerCase()) {
    logger.warn('checkout session paid a different amount; not unlocking', {
      sessionId: session.id,
      amount: amountCents,
      currency,
      expected,
    });
    paymentsTotal.inc({ outcome: 'rejected' });
    return null;
  }
  return { amountCents, currency };
}

/** The session's payment as paid: inserted, or the open one of its checkout completed (first values kept). */
async function recordPaidSession(
  trx: Knex.Transaction,
  providerName: PaymentProvider['name'],
  session: CheckoutSessionState,
  storyId: string,
  { amountCents, currency }: { amountCents: number; currency: string },
): Promise<void> {
  await Payment.query(trx)
    .insert({
      storyId,
      provider: providerName,
      providerSessionId: session.id,
      status: 'paid',
      amountCents,
      currency,
      customerEmail: session.customerEmail,
      paidAt: trx.fn.now(),
      linkOrigin: session.successUrl ? originOf(session.successUrl) : null,
    })
    .onConflict('providerSessionId')
    .merge({
      status: 'paid',
      amountCents: trx.raw('excluded.amount_cents') as unknown as number,
      currency: trx.raw('excluded.currency') as unknown as string,
      paidAt: trx.raw('coalesce(payments.paid_at, excluded.paid_at)'),
      customerEmail: trx.raw('coalesce(payments.customer_email, excluded.customer_email)'),
      linkOrigin: trx.raw('coalesce(payments.link_origin, excluded.link_origin)'),
      updatedAt: trx.fn.now(),
    });
}

/**
 * The one fulfilment of a paid checkout, shared by the return-page verification and the webhook:
 * safe to run any number of times for the same session (the session id is unique in payments).
 * Returns the paid payment, or null when the session is not a completed purchase of a story of ours.
 */
export async function fulfilCheckoutSession(
  db: Knex,
  providerName: PaymentProvider['name'],
  session: CheckoutSessionState,
  logger: Logger,
): Promise<Payment | null> {
  if (!session.paid || !session.storyId) return null;
  const amount = await expectedAmountPaid(db, session, logger);
  if (!amount) return null;
  const storyId = session.storyId;
  let unlocked = 0;
  const paid = await db.transaction(async (trx) => {
    const story = await Story.query(trx).findById(storyId).forUpdate();
    if (!story) {
      logger.warn('paid checkout session names an unknown story', { sessionId: session.id, storyId });
      paymentsTotal.inc({ outcome: 'rejected' });
      return null;
    }
    await recordPaidSession(trx, providerName, session, storyId, amount);
    const payment = await Payment.query(trx).findOne({ providerSessionId: session.id });
    if (!payment || payment.storyId !== storyId) {
      logger.warn('checkout session and payment name different stories', {
        sessionId: session.id,
        storyId,
        recorded: payment?.storyId,
      });
      return null;
    }
    unlocked = await Story.query(trx).patch({ isPaid: true, paidAt: new Date() }).where({ id: storyId, isPaid: false });
    return payment;
  });
  // Counted once per story unlocked: the return page and the webhook both fulfil the same session.
  if (paid && unlocked > 0) {
    paymentsTotal.inc({ outcome: 'paid' });
    signalStoryPaid(db, storyId);
  }
  // A checkout opened before the story failed can still be paid: the paid story is retried, or its refund flagged.
  if (paid) {
    const outcome = await rescuePaidFailedStory(db, storyId);
    if (outcome !== 'ignored') logger.warn('payment arrived for a failed story', { storyId, outcome });
  }
  return paid;
}

/** The paid payment of a checkout session, fulfilling it first if the webhook has not done so yet. */
async function findOrFulfilPayment(deps: PaymentDeps, sessionId: string) {
  // A record whose story was deleted is bookkeeping only (payment-records.ts): it answers as unpaid
  // and takes no address, so nothing can link it to anyone again.
  const recorded = await Payment.query(deps.db)
    .findOne({ providerSessionId: sessionId, status: 'paid' })
    .whereNotNull('storyId');
  if (recorded) return { payment: recorded, sessionStoryId: recorded.storyId };
  const session = await callProvider(() => deps.provider.retrieveCheckoutSession(sessionId), deps.logger);
  const payment = session ? await fulfilCheckoutSession(deps.db, deps.provider.name, session, deps.logger) : null;
  return { payment, sessionStoryId: session?.storyId ?? null };
}

/** GET /api/payments/verify-payment/:sessionId: the same answer however often it is asked. */
export async function verifyPayment(deps: PaymentDeps, sessionId: string): Promise<PaymentVerificationResult> {
  const { payment, sessionStoryId } = await findOrFulfilPayment(deps, sessionId);
  if (!payment) {
    return {
      success: false,
      needsEmail: false,
      emailSent: false,
      customerEmail: null,
      fromEmail: deps.mailer.from,
      storyId: sessionStoryId,
    };
  }
  const emailSent = payment.customerEmail ? await deliverStoryLinkEmail(deps, payment.id) : false;
  return {
    success: true,
    needsEmail: !payment.customerEmail,
    emailSent,
    customerEmail: payment.customerEmail,
    fromEmail: deps.mailer.from,
    storyId: payment.storyId,
  };
}

/** ProvideEmailResult with its `error` as a code, which the HTTP layer puts into the buyer's language. */
export type ProvideEmailOutcome = Omit<ProvideEmailResult, 'error'> & { error: ErrorCode | null };

/**
 * POST /api/payments/provide-email: the buyer's address for a paid session, then the story link to
 * it. Limited per session and client address, and to a few distinct addresses per payment.
 */
export async function provideEmail(
  deps: PaymentDeps,
  input: { email: string; sessionId: string; clientAddress?: string },
): Promise<ProvideEmailOutcome> {
  await reserveStoryLinkRequest(deps.db, input);
  const { payment } = await findOrFulfilPayment(deps, input.sessionId);
  if (!payment) return { success: false, fromEmail: deps.mailer.from, error: 'payment.errors.notPaid' };
  const alreadySentThere = payment.emailSentAt && payment.customerEmail?.toLowerCase() === input.email.toLowerCase();
  await admitStoryLinkRecipient(deps.db, payment.id, input.email);
  if (!alreadySentThere) {
    await Payment.query(deps.db)
      .patch({ customerEmail: input.email, emailSentAt: null, emailNextAttemptAt: null, emailLastError: null })
      .where({ id: payment.id });
    await deliverStoryLinkEmail(deps, payment.id);
  }
  return { success: true, fromEmail: deps.mailer.from, error: null };
}

async function callProvider<T>(call: () => Promise<T>, logger: Logger): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    logger.error('payment provider failed', { error });
    throw new AppError(502, 'payment.errors.providerUnavailable');
  }
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
