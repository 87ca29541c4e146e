import type { Knex } from 'knex';
import type { Settings } from '../settings.ts';
import type { PaymentProvider } from './provider.ts';
import { sandboxProvider } from './sandbox/sandbox-provider.ts';
import { createStripeClient, stripeProvider } from './stripe-provider.ts';

export type { PaymentProvider, CheckoutSessionState } from './provider.ts';
export { PaymentProviderError } from './provider.ts';

/** Stripe when STRIPE_SECRET_KEY is set, otherwise the built-in sandbox checkout. */
export function createPaymentProvider(
  db: Knex,
  settings: Pick<Settings, 'STRIPE_SECRET_KEY' | 'STRIPE_API_BASE'>,
): PaymentProvider {
  return settings.STRIPE_SECRET_KEY ? stripeProvider(createStripeClient(settings)) : sandboxProvider(db);
}
