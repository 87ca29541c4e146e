import type { Knex } from 'knex';
import { CHECKOUT_SESSION_ID_PATTERN } from '@dreamweaver/contracts';
import { Story } from '../models/index.ts';
import { SandboxCheckoutSession } from '../models/sandbox-checkout-session.ts';
import type { CardForm, CardProblem } from '../payments/sandbox/test-cards.ts';
import { paySandboxCheckout } from '../payments/sandbox/pay-sandbox-checkout.ts';
import { fillSessionId } from '../payments/success-url.ts';
import { fulfilCheckoutSession } from './payment-service.ts';
import { deliverStoryLinkEmail, type StoryLinkEmailDeps } from './payment-story-link-email.ts';

// The sandbox provider's "hosted" checkout (only when Stripe is not configured): what its page
// shows, and paying on it, which unlocks the story as Stripe's webhook would.

/** What the checkout page shows of an open session. */
export interface SandboxCheckout {
  sessionId: string;
  /** The story's title; null when it has none (yet). */
  storyTitle: string | null;
  amountCents: number;
  currency: string;
  cancelUrl: string;
  successUrl: string;
}

export type SandboxCheckoutView =
  | { outcome: 'open'; checkout: SandboxCheckout }
  | { outcome: 'alreadyPaid'; successUrl: string; linkUrl: string }
  | { outcome: 'notFound' };

export type SandboxPayment =
  | { outcome: 'paid' | 'alreadyPaid'; successUrl: string; redirectUrl: string }
  | { outcome: 'refused'; checkout: SandboxCheckout; problem: CardProblem | 'invalidEmail' }
  | { outcome: 'notFound' };

async function checkoutOf(db: Knex, session: SandboxCheckoutSession): Promise<SandboxCheckout> {
  const story = await Story.query(db).findById(session.storyId).select('title');
  return {
    sessionId: session.id,
    storyTitle: story?.title || null,
    amountCents: session.amountCents,
    currency: session.currency,
    cancelUrl: session.cancelUrl,
    successUrl: session.successUrl,
  };
}

export async function viewSandboxCheckout(db: Knex, sessionId: string): Promise<SandboxCheckoutView> {
  const session = CHECKOUT_SESSION_ID_PATTERN.test(sessionId)
    ? await SandboxCheckoutSession.query(db).findById(sessionId)
    : undefined;
  if (!session) return { outcome: 'notFound' };
  if (session.status !== 'open')
    return {
      outcome: 'alreadyPaid',
      successUrl: session.successUrl,
      linkUrl: fillSessionId(session.successUrl, session.id),
    };
  return { outcome: 'open', checkout: await checkoutOf(db, session) };
}

/**
 * Charges the sandbox card, then does what Stripe's checkout.session.completed webhook does:
 * unlocks the story and emails the buyer the link, even if they never come back to the app.
 */
export async function paySandboxCheckoutSession(
  deps: StoryLinkEmailDeps,
  sessionId: string,
  form: CardForm & { email: string },
): Promise<SandboxPayment> {
  if (!CHECKOUT_SESSION_ID_PATTERN.test(sessionId)) return { outcome: 'notFound' };
  const result = await paySandboxCheckout(deps.db, sessionId, form);
  switch (result.outcome) {
    case 'notFound':
      return result;
    case 'refused':
      return { outcome: 'refused', checkout: await checkoutOf(deps.db, result.session), problem: result.problem };
    case 'alreadyPaid':
      // Paid before, and perhaps never fulfilled (the process died in between): fulfilling again is harmless.
      if (result.session.status === 'paid') await fulfilAndMail(deps, result.session);
      return { outcome: 'alreadyPaid', successUrl: result.session.successUrl, redirectUrl: result.redirectUrl };
    case 'paid':
      await fulfilAndMail(deps, result.session);
      return { outcome: 'paid', successUrl: result.session.successUrl, redirectUrl: result.redirectUrl };
  }
}

async function fulfilAndMail(deps: StoryLinkEmailDeps, session: SandboxCheckoutSession) {
  const payment = await fulfilCheckoutSession(
    deps.db,
    'sandbox',
    {
      id: session.id,
      storyId: session.storyId,
      paid: true,
      amountCents: session.amountCents,
      currency: session.currency,
      customerEmail: session.customerEmail,
      successUrl: session.successUrl,
    },
    deps.logger,
  );
  if (payment) await deliverStoryLinkEmail(deps, payment.id);
}
