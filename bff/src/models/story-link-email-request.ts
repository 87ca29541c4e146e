import { TableModel } from './table-model.ts';

/** One accepted request to send a payment's story link to an address, kept only as its hash. */
export class StoryLinkEmailRequest extends TableModel {
  static override tableName = 'story_link_email_requests';

  declare id: number;
  declare paymentId: number;
  declare emailHash: string;
  declare createdAt: Date;
}
