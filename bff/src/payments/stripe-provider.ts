import Stripe from 'stripe';
import type { Settings } from '../settings.ts';
import { PaymentProviderError, type CheckoutSessionState, type PaymentProvider } from './provider.ts';

/** The Stripe client of these settings; STRIPE_API_BASE redirects it (tests use a local fake). */
export function createStripeClient(settings: Pick<Settings, 'STRIPE_SECRET_KEY' | 'STRIPE_API_BASE'>): Stripe {
  const base = settings.STRIPE_API_BASE ? new URL(settings.STRIPE_API_BASE) : undefined;
  return new Stripe(settings.STRIPE_SECRET_KEY ?? '', {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === 'https:' ? 443 : 80),
      protocol: base.protocol === 'http:' ? 'http' : 'https',
    }),
  });
}

export function stripeProvider(stripe: Stripe): PaymentProvider {
  return {
    name: 'stripe',

    createCheckoutSession: (session) => createCheckoutSession(stripe, session),

    async retrieveCheckoutSession(sessionId) {
      try {
        return checkoutSessionState(await stripe.checkout.sessions.retrieve(sessionId));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw new PaymentProviderError(
          `Stripe could not retrieve checkout session ${sessionId}: ${(error as Error).message}`,
          { cause: error },
        );
      }
    },

    // Stripe's fulfilment guide: besides webhooks, list recent sessions and fulfil the paid ones
    // (the list filters by creation time and status; payment status is checked here).
    async *listPaidCheckoutSessions(createdAfter) {
      try {
        const sessions = stripe.checkout.sessions.list({
          created: { gt: Math.floor(createdAfter.getTime() / 1000) },
          status: 'complete',
          limit: 100,
        });
        for await (const session of sessions) {
          if (session.payment_status === 'paid') yield checkoutSessionState(session);
        }
      } catch (error) {
        throw new PaymentProviderError(`Stripe could not list checkout sessions: ${(error as Error).message}`, {
          cause: error,
        });
      }
    },

    refundCheckoutSession: (refund) => refundCheckoutSession(stripe, refund),
  };
}

/** A card payment of one story, in the buyer's language. */
async function createCheckoutSession(
  stripe: Stripe,
  session: Parameters<PaymentProvider['createCheckoutSession']>[0],
): ReturnType<PaymentProvider['createCheckoutSession']> {
  try {
    const created = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        // Cards only: paid (or declined) at once, no delayed methods whose payment may still fail later.
        // (Stripe's API version of this SDK, 2026-10-28, names it allowed_payment_method_types;
        // older versions called it payment_method_types.)
        allowed_payment_method_types: ['card'],
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: session.currency,
              unit_amount: session.amountCents,
              product_data: { name: session.productName },
            },
          },
        ],
        client_reference_id: session.storyId,
        metadata: { storyId: session.storyId },
        payment_intent_data: { metadata: { storyId: session.storyId } },
        success_url: session.successUrl,
        cancel_url: session.cancelUrl,
        locale: session.language,
      },
      { idempotencyKey: session.idempotencyKey },
    );
    if (!created.url) throw new PaymentProviderError(`Stripe returned checkout session ${created.id} without a URL`);
    return { id: created.id, url: created.url };
  } catch (error) {
    if (error instanceof PaymentProviderError) throw error;
    throw new PaymentProviderError(`Stripe refused to create a checkout session: ${(error as Error).message}`, {
      cause: error,
    });
  }
}

/** The whole payment of a checkout session back to the buyer, once (the idempotency key). */
async function refundCheckoutSession(
  stripe: Stripe,
  { sessionId, storyId }: Parameters<PaymentProvider['refundCheckoutSession']>[0],
): ReturnType<PaymentProvider['refundCheckoutSession']> {
  try {
    const session = await stripe.checkout.sessions.retrieve(sessionId);
    const paymentIntent =
      typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
    if (!paymentIntent) throw new PaymentProviderError(`Stripe checkout session ${sessionId} has no payment to refund`);
    const refund = await stripe.refunds.create(
      {
        payment_intent: paymentIntent,
        reason: 'requested_by_customer',
        metadata: { storyId, checkoutSessionId: sessionId },
      },
      { idempotencyKey: `story-refund-${sessionId}` },
    );
    return { refundId: refund.id };
  } catch (error) {
    if (error instanceof PaymentProviderError) throw error;
    throw new PaymentProviderError(
      `Stripe could not refund checkout session ${sessionId}: ${(error as Error).message}`,
      { cause: error },
    );
  }
}

/** Stripe's session object, as a webhook event carries it or `retrieve` returns it. */
export function checkoutSessionState(session: Stripe.Checkout.Session): CheckoutSessionState {
  return {
    id: session.id,
    storyId: session.metadata?.storyId ?? session.client_reference_id ?? null,
    paid: session.payment_status === 'paid',
    amountCents: session.amount_total,
    currency: session.currency,
    customerEmail: session.customer_details?.email ?? session.customer_email ?? null,
    successUrl: session.success_url,
  };
}
