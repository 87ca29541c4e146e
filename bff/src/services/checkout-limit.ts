import type { Knex } from 'knex';
import { AppError } from '../errors.ts';
import { addressBucket } from './client-address.ts';
import { minutesToWait, reserve, secondsToWait } from './rate-limit.ts';

// Opening a checkout is a call to the payment provider (a live Stripe API call) and a stored
// session, so it is limited per client network and per story before the provider is asked. A
// buyer who opens, cancels and reopens a few times stays far below both.

const HOUR_MS = 60 * 60_000;
export const CHECKOUTS_PER_ADDRESS = 20;
export const CHECKOUTS_PER_STORY = 10;

export async function reserveCheckoutCreation(
  db: Knex,
  { storyId, clientAddress }: { storyId: string; clientAddress?: string },
): Promise<void> {
  const reserved = await reserve(db, [
    ...(clientAddress
      ? [{ key: `checkout:addr:${addressBucket(clientAddress)}`, max: CHECKOUTS_PER_ADDRESS, windowMs: HOUR_MS }]
      : []),
    { key: `checkout:story:${storyId}`, max: CHECKOUTS_PER_STORY, windowMs: HOUR_MS },
  ]);
  if (!reserved.admitted) {
    const { retryAfterMs } = reserved;
    throw new AppError(
      429,
      'payment.errors.tooManyCheckouts',
      { minutes: minutesToWait(retryAfterMs) },
      { retryAfterSeconds: secondsToWait(retryAfterMs) },
    );
  }
}

/**
 * A return address as the checkout keeps it: its page only, without query or fragment (the app's
 * return page needs neither; the provider adds session_id). So the same purchase asked with
 * `?a=1`, `?a=2`, ... is one checkout with one idempotency key, not a new session each time.
 */
export function returnPageOf(url: string): string {
  const { origin, pathname } = new URL(url);
  return `${origin}${pathname}`;
}
