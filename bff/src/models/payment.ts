import type { RelationMappings } from 'objection';
import { BaseModel } from './base-model.ts';
import { Story } from './story.ts';

export class Payment extends BaseModel {
  static override tableName = 'payments';

  declare id: number;
  /** Null once the story is deleted: the record is kept for bookkeeping, without it (services/payment-records.ts). */
  declare storyId: string | null;
  declare provider: string;
  declare providerSessionId: string;
  declare status: 'open' | 'paid' | 'expired';
  /** What was paid (once paid); until then the checkout's price. */
  declare amountCents: number;
  declare currency: string;
  /** The price the checkout was opened at: what a paid session must match. Null for a payment we never opened ourselves. */
  declare checkoutAmountCents: number | null;
  declare checkoutCurrency: string | null;
  declare customerEmail: string | null;
  declare emailSentAt: Date | null;
  declare paidAt: Date | null;
  declare linkOrigin: string | null;
  declare emailAttempts: number;
  declare emailNextAttemptAt: Date | null;
  declare emailLastError: string | null;
  /** 'needed': paid, and the story failed for good (the admin confirms the refund); 'refunded': given back. */
  declare refundStatus: 'needed' | 'refunded' | null;
  declare refundId: string | null;
  declare refundedAt: Date | null;
  declare createdAt: Date;
  declare story?: Story;

  static override relationMappings = (): RelationMappings => ({
    story: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: Story,
      join: { from: 'payments.storyId', to: 'stories.id' },
    },
  });
}
