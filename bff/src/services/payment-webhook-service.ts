import type { Knex } from 'knex';
import type Stripe from 'stripe';
import { AppError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { checkoutSessionState } from '../payments/stripe-provider.ts';
import { paymentsTotal } from '../metrics.ts';
import { Payment, StripeEvent } from '../models/index.ts';
import { fulfilCheckoutSession } from './payment-service.ts';

const FULFILLING_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

export interface WebhookOutcome {
  duplicate: boolean;
  /** The payment this event made (or found) paid, whose buyer may be owed the story link email. */
  paidPaymentId: number | null;
}

/**
 * A Stripe webhook delivery: the signature is checked on the raw body, each event is handled once
 * (Stripe delivers at least once), and a completed checkout goes through the same fulfilment as
 * the return-page verification. Throws (so Stripe retries) only when fulfilment itself fails.
 */
export async function handleStripeWebhook(
  deps: { db: Knex; stripe: Stripe; webhookSecret: string; logger: Logger },
  rawBody: Buffer,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  let event: Stripe.Event;
  try {
    event = deps.stripe.webhooks.constructEvent(rawBody, signature ?? '', deps.webhookSecret);
  } catch (error) {
    deps.logger.warn('stripe webhook refused: bad signature', { error: (error as Error).message });
    throw new AppError(400, 'payment.errors.badSignature');
  }
  const seen = await StripeEvent.query(deps.db).findById(event.id);
  if (seen) return { duplicate: true, paidPaymentId: null };

  let paidPaymentId: number | null = null;
  if (FULFILLING_EVENTS.has(event.type)) {
    const session = checkoutSessionState(event.data.object as Stripe.Checkout.Session);
    const payment = await fulfilCheckoutSession(deps.db, 'stripe', session, deps.logger);
    paidPaymentId = payment?.id ?? null;
  } else if (event.type === 'checkout.session.expired') {
    const session = event.data.object as Stripe.Checkout.Session;
    const expired = await Payment.query(deps.db)
      .where({ providerSessionId: session.id, status: 'open' })
      .patch({ status: 'expired', updatedAt: deps.db.fn.now() });
    if (expired > 0) paymentsTotal.inc({ outcome: 'expired' });
  }
  // Recorded only after it was handled: an event that failed half-way is handled again on redelivery.
  await StripeEvent.query(deps.db).insert({ id: event.id, type: event.type }).onConflict('id').ignore();
  return { duplicate: false, paidPaymentId };
}
