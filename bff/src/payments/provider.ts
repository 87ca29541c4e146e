import type { Language } from '@dreamweaver/contracts';

/** What we ask a provider to sell: one story, once. */
interface NewCheckoutSession {
  storyId: string;
  /** What the buyer sees on the provider's page: neutral, never the child's name or the story title. */
  productName: string;
  amountCents: number;
  currency: string;
  /** Carries the literal `{CHECKOUT_SESSION_ID}`, which the provider fills in on return. */
  successUrl: string;
  cancelUrl: string;
  language: Language;
  /** The origin the buyer is on; the sandbox serves its checkout page there. */
  appOrigin: string;
  /** The same key gives back the same session instead of a second one (double clicks, retries). */
  idempotencyKey: string;
}

/** The provider's view of a checkout session, as the fulfilment needs it. */
export interface CheckoutSessionState {
  id: string;
  /** The story named by the session's metadata (or client reference); null when it names none. */
  storyId: string | null;
  paid: boolean;
  amountCents: number | null;
  currency: string | null;
  customerEmail: string | null;
  successUrl: string | null;
}

export interface PaymentProvider {
  readonly name: 'stripe' | 'sandbox';
  createCheckoutSession(session: NewCheckoutSession): Promise<{ id: string; url: string }>;
  /** null when the provider knows no such session. */
  retrieveCheckoutSession(sessionId: string): Promise<CheckoutSessionState | null>;
  /** Every completed, paid session created after `createdAfter`, page by page (the checkout reconciler's look). */
  listPaidCheckoutSessions(createdAfter: Date): AsyncIterable<CheckoutSessionState>;
  /** Gives the money of a paid checkout session back; the same session asked twice is refunded once. */
  refundCheckoutSession(input: { sessionId: string; storyId: string }): Promise<{ refundId: string }>;
}

/** The provider failed or could not be reached; the buyer should try again later. */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}
