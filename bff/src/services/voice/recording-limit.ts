import type { Knex } from 'knex';
import { AppError } from '../../errors.ts';
import { minutesToWait, release, reserve, secondsToWait, type RateLimit, type Reservation } from '../rate-limit.ts';

// Every take is FFmpeg work (recording-queue.ts), so takes are counted per hour before they are
// checked: the owner's per account and per story, a link's per link and per story (all its links
// together, apart from the owner's: a link can never use up the owner's takes). A parent reading
// a story of ten scenes in two voices, with three or four takes a scene, sends about 80 takes;
// a grandparent with ten scenes and a few takes each, 30 or 40. A take the queue refused, or whose
// client went before its turn, gives its place back; one that was checked counts, whatever the verdict.
const HOUR_MS = 60 * 60_000;
export const TAKES_PER_ACCOUNT = 200;
export const TAKES_PER_STORY = 100;
export const TAKES_PER_LINK = 60;
export const LINK_TAKES_PER_STORY = 100;

/** The limits of a take the owner sends. */
export const ownTakeLimits = (userId: number, storyId: string): RateLimit[] => [
  { key: `takes:user:${userId}`, max: TAKES_PER_ACCOUNT, windowMs: HOUR_MS },
  { key: `takes:story:${storyId}`, max: TAKES_PER_STORY, windowMs: HOUR_MS },
];

/** The limits of a take sent from an invite link. */
export const linkTakeLimits = (inviteId: number, storyId: string): RateLimit[] => [
  { key: `takes:link:${inviteId}`, max: TAKES_PER_LINK, windowMs: HOUR_MS },
  { key: `takes:links-of-story:${storyId}`, max: LINK_TAKES_PER_STORY, windowMs: HOUR_MS },
];

/** Counts the take on every limit, or answers 429 saying when to send it again. */
export async function reserveTake(db: Knex, limits: RateLimit[]): Promise<Reservation> {
  const reserved = await reserve(db, limits);
  if (!reserved.admitted) {
    const { retryAfterMs } = reserved;
    throw new AppError(
      429,
      'voice.errors.tooManyTakes',
      { minutes: minutesToWait(retryAfterMs) },
      { retryAfterSeconds: secondsToWait(retryAfterMs) },
    );
  }
  return reserved.reservation;
}

/** Gives the take's places back (it was never checked). */
export const releaseTake = (db: Knex, reservation: Reservation) => release(db, reservation);
