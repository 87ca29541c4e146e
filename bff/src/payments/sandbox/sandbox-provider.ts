import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { SandboxCheckoutSession } from '../../models/sandbox-checkout-session.ts';
import { PaymentProviderError, type CheckoutSessionState, type PaymentProvider } from '../provider.ts';

export const SANDBOX_CHECKOUT_PATH = '/sandbox-checkout';

/**
 * The offline provider: sessions live in our own database and the "hosted" checkout page is
 * served by the bff at /sandbox-checkout/:id (see routes/sandbox-checkout.ts).
 */
export function sandboxProvider(db: Knex): PaymentProvider {
  return {
    name: 'sandbox',

    async createCheckoutSession(session) {
      await SandboxCheckoutSession.query(db)
        .insert({
          id: `cs_sandbox_${randomBytes(16).toString('hex')}`,
          idempotencyKey: session.idempotencyKey,
          storyId: session.storyId,
          amountCents: session.amountCents,
          currency: session.currency,
          successUrl: session.successUrl,
          cancelUrl: session.cancelUrl,
        })
        .onConflict('idempotencyKey')
        .ignore();
      const stored = await SandboxCheckoutSession.query(db).findOne({ idempotencyKey: session.idempotencyKey });
      const url = new URL(`${SANDBOX_CHECKOUT_PATH}/${stored!.id}`, session.appOrigin);
      url.searchParams.set('lang', session.language);
      return { id: stored!.id, url: url.toString() };
    },

    async retrieveCheckoutSession(sessionId) {
      const stored = await SandboxCheckoutSession.query(db).findById(sessionId);
      return stored ? sandboxSessionState(stored) : null;
    },

    async *listPaidCheckoutSessions(createdAfter) {
      const paid = await SandboxCheckoutSession.query(db)
        .where({ status: 'paid' })
        .where('createdAt', '>', createdAfter)
        .orderBy('createdAt');
      for (const session of paid) yield sandboxSessionState(session);
    },

    // The sandbox's "refund": the session is recorded as refunded, once.
    async refundCheckoutSession({ sessionId }) {
      const refundId = `re_sandbox_${sessionId.replace(/^cs_sandbox_/, '')}`;
      const updated = await SandboxCheckoutSession.query(db)
        .patch({ status: 'refunded' })
        .where({ id: sessionId })
        .whereIn('status', ['paid', 'refunded']);
      if (updated !== 1) throw new PaymentProviderError(`Sandbox checkout session ${sessionId} was not paid`);
      return { refundId };
    },
  };
}

function sandboxSessionState(session: SandboxCheckoutSession): CheckoutSessionState {
  return {
    id: session.id,
    storyId: session.storyId,
    paid: session.status === 'paid',
    amountCents: session.amountCents,
    currency: session.currency,
    customerEmail: session.customerEmail,
    successUrl: session.successUrl,
  };
}
