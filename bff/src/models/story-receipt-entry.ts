import type { ReceiptEngine, ReceiptService, SentPartJson } from '@dreamweaver/contracts';
import { TableModel } from './table-model.ts';

/** One line of a story's privacy receipt: a request sent to an AI service, or work the offline engine did here. */
export class StoryReceiptEntry extends TableModel {
  static override tableName = 'story_receipt_entries';
  static override jsonAttributes = ['parts'];

  declare id: number;
  declare storyId: string;
  declare service: ReceiptService;
  declare engine: ReceiptEngine;
  declare server: string | null;
  declare model: string | null;
  declare sceneNumber: number | null;
  declare parts: SentPartJson[] | null;
  declare sentAt: Date;
}

/** A request of an order's reading into a plan, kept until its story is ordered (a day at most). */
export class PlanReadingRequest extends TableModel {
  static override tableName = 'plan_reading_requests';
  static override jsonAttributes = ['parts'];

  declare id: number;
  declare orderKey: string;
  /** The signed-in parent who asked (deleted with their account); null when signed out. */
  declare userId: number | null;
  declare readingId: string;
  declare server: string;
  declare model: string;
  declare parts: SentPartJson[];
  declare sentAt: Date;
}
