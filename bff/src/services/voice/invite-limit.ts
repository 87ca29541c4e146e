import type { Knex } from 'knex';
import { AppError } from '../../errors.ts';
import { addressBucket } from '../client-address.ts';
import { minutesToWait, reserve, secondsToWait } from '../rate-limit.ts';

// Every request on an invite link (the page, a new voice, a scene's recording) counts for its
// address (an IPv6 /64 as one), the ones with an unknown token too: a link needs no account, and
// each recording costs decoding work. A grandparent reading a story of a dozen scenes, with a few
// takes each, stays far below.
export const INVITE_REQUESTS_PER_HOUR = 60;
const HOUR_MS = 60 * 60_000;

/** Counts the request before anything is looked up, or answers 429 saying when to come back. */
export async function countInviteRequest(db: Knex, address: string): Promise<void> {
  const reserved = await reserve(db, [
    { key: `invite:addr:${addressBucket(address)}`, max: INVITE_REQUESTS_PER_HOUR, windowMs: HOUR_MS },
  ]);
  if (!reserved.admitted) {
    const { retryAfterMs } = reserved;
    throw new AppError(
      429,
      'voice.errors.inviteTooMany',
      { minutes: minutesToWait(retryAfterMs) },
      { retryAfterSeconds: secondsToWait(retryAfterMs) },
    );
  }
}
