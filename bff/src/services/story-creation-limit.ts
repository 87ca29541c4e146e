import type { Knex } from 'knex';
import { AppError } from '../errors.ts';
import { addressBucket } from './client-address.ts';
import { minutesToWait, release, reserve, secondsToWait, type RateLimit, type Reservation } from './rate-limit.ts';

// Every story costs generation work (and money with OpenAI) and needs no account, so one
// address (an IPv6 /64 counts as one) may start only so many per hour; a family making stories
// all evening stays far below.
export const STORIES_PER_HOUR = 30;
const HOUR_MS = 60 * 60_000;

const limitFor = (address: string): RateLimit => ({
  key: `stories:addr:${addressBucket(address)}`,
  max: STORIES_PER_HOUR,
  windowMs: HOUR_MS,
});

/**
 * Takes one of the address's stories for this hour before the story is made (one statement, so
 * parallel requests cannot all pass), or answers 429 saying when to come back. Give the place
 * back with `releaseStoryCreation` when the story could not be made after all.
 */
export async function reserveStoryCreation(db: Knex, address: string): Promise<Reservation> {
  const reserved = await reserve(db, [limitFor(address)]);
  if (!reserved.admitted) {
    const { retryAfterMs } = reserved;
    throw new AppError(
      429,
      'story.errors.tooMany',
      { minutes: minutesToWait(retryAfterMs) },
      { retryAfterSeconds: secondsToWait(retryAfterMs) },
    );
  }
  return reserved.reservation;
}

export async function releaseStoryCreation(db: Knex, reservation: Reservation): Promise<void> {
  await release(db, reservation);
}
