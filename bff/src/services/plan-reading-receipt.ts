import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { RecordUse } from '../generation/receipt-entry.ts';
import { storableParts } from '../generation/receipt-recorder.ts';
import { PlanReadingRequest } from '../models/index.ts';

// The plan reading's part of a story's privacy receipt. The text model reads an order on the plan
// screen (ai-plan.ts), before the story exists: each request of that reading is written here just
// before it is sent, under the hash of what it tells the model (the order's key), and copied to the
// story's receipt when the order becomes a story. The same order is read once (ai-plan.ts keeps the
// reading), so every story ordered from it shows that one reading. Nothing waits longer than a day.

const PLAN_READING_KEPT_MS = 24 * 60 * 60_000;

const cutoff = () => new Date(Date.now() - PLAN_READING_KEPT_MS);

/** The `record` of one reading of the order `orderKey`, asked by `userId` (null signed out): its requests share a reading id. */
export function planReadingRecorder(db: Knex, orderKey: string, userId: number | null): RecordUse {
  const readingId = randomUUID();
  return async (entry) => {
    if (entry.engine !== 'ai') return;
    await PlanReadingRequest.query(db).where('sentAt', '<', cutoff()).delete();
    await PlanReadingRequest.query(db).insert({
      orderKey,
      userId,
      readingId,
      server: entry.server,
      model: entry.model,
      parts: storableParts(entry.parts),
    });
  };
}

/** Copies the latest reading of the order `orderKey` (sent within the last day), if any, to story `storyId`'s receipt. */
export async function copyPlanReading(db: Knex, storyId: string, orderKey: string): Promise<void> {
  const latest = PlanReadingRequest.query(db)
    .select('readingId')
    .where({ orderKey })
    .where('sentAt', '>=', cutoff())
    .orderBy([
      { column: 'sentAt', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(1);
  const requests = await PlanReadingRequest.query(db)
    .select('server', 'model', 'parts', 'sentAt')
    .where('readingId', latest)
    .orderBy('id');
  if (requests.length === 0) return;
  await db('story_receipt_entries').insert(
    requests.map((request) => ({
      storyId,
      service: 'plan',
      engine: 'ai',
      server: request.server,
      model: request.model,
      sceneNumber: null,
      parts: JSON.stringify(request.parts),
      sentAt: request.sentAt,
    })),
  );
}

/** Whether any reading was sent within the last day (none without a text server): the key is worth working out. */
export async function anyRecentPlanReading(db: Knex): Promise<boolean> {
  return (await PlanReadingRequest.query(db).select('id').where('sentAt', '>=', cutoff()).first()) !== undefined;
}
