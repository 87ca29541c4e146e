import { TableModel } from './table-model.ts';

/** A Stripe webhook event already handled (Stripe delivers at least once). */
export class StripeEvent extends TableModel {
  static override tableName = 'stripe_events';

  declare id: string;
  declare type: string;
  declare receivedAt: Date;
}
