import { BaseModel } from './base-model.ts';

/** A checkout session of the built-in sandbox payment provider (its stand-in for Stripe's records). */
export class SandboxCheckoutSession extends BaseModel {
  static override tableName = 'sandbox_checkout_sessions';

  declare id: string;
  declare idempotencyKey: string;
  declare storyId: string;
  declare amountCents: number;
  declare currency: string;
  declare successUrl: string;
  declare cancelUrl: string;
  declare status: 'open' | 'paid' | 'refunded';
  declare customerEmail: string | null;
  declare paidAt: Date | null;
  declare createdAt: Date;
}
