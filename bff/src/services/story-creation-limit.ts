import type { Knex } from 'knex';
import type { Translate } from '@dreamweaver/contracts';
import { TooManyRequestsError } from '../errors.ts';
import { blockedFor, countEvent, minutesToWait, type RateLimit } from './rate-limit.ts';

// Every story costs generation work (and money with OpenAI) and needs no account, so one
// address may start only so many per hour; a family making stories all evening stays far below.
const STORIES_PER_HOUR = 30;
const HOUR_MS = 60 * 60_000;

const limitFor = (address: string): RateLimit => ({
  key: `stories:addr:${address}`,
  max: STORIES_PER_HOUR,
  windowMs: HOUR_MS,
  blockMs: HOUR_MS,
});

export async function assertMayCreateStory(db: Knex, address: string, t: Translate): Promise<void> {
  const waitMs = await blockedFor(db, [limitFor(address).key]);
  if (waitMs > 0) {
    throw new TooManyRequestsError(t('story.errors.tooMany', { minutes: minutesToWait(waitMs) }), Math.ceil(waitMs / 1000));
  }
}

export async function countStoryCreated(db: Knex, address: string): Promise<void> {
  await countEvent(db, [limitFor(address)]);
}
