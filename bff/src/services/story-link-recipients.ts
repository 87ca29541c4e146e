import type { Knex } from 'knex';
import { AppError } from '../errors.ts';
import { emailAddressHash } from '../mail/address-hash.ts';
import { Payment, StoryLinkEmailRequest } from '../models/index.ts';
import { addressBucket } from './client-address.ts';
import { minutesToWait, reserve, secondsToWait } from './rate-limit.ts';

// provide-email sends the story link to the address it is given, to whoever holds the checkout
// session id. So one payment's link goes to at most a few distinct addresses (the same address
// again is fine), requests are limited per checkout session and per client address, and every
// accepted request is logged (payment, hash of the address, time).

const MAX_STORY_LINK_ADDRESSES = 3;
const HOUR_MS = 60 * 60_000;
const STORY_LINK_REQUESTS_PER_SESSION = 10;
export const STORY_LINK_REQUESTS_PER_CLIENT = 30;

export { emailAddressHash };

/** Takes a place for one provide-email request before any work, or answers 429. */
export async function reserveStoryLinkRequest(
  db: Knex,
  { sessionId, clientAddress }: { sessionId: string; clientAddress?: string },
): Promise<void> {
  const reserved = await reserve(db, [
    { key: `story-link:session:${sessionId}`, max: STORY_LINK_REQUESTS_PER_SESSION, windowMs: HOUR_MS },
    ...(clientAddress
      ? [
          {
            key: `story-link:addr:${addressBucket(clientAddress)}`,
            max: STORY_LINK_REQUESTS_PER_CLIENT,
            windowMs: HOUR_MS,
          },
        ]
      : []),
  ]);
  if (!reserved.admitted) {
    const { retryAfterMs } = reserved;
    throw new AppError(
      429,
      'payment.errors.tooManyEmailRequests',
      { minutes: minutesToWait(retryAfterMs) },
      { retryAfterSeconds: secondsToWait(retryAfterMs) },
    );
  }
}

/**
 * Accepts `email` as a recipient of this payment's story link and logs the request, or answers
 * 409 when the link already went to the most distinct addresses allowed (the checkout's own
 * address counts). The payment row is
 * locked meanwhile, so parallel requests with different addresses cannot pass the cap together.
 */
export async function admitStoryLinkRecipient(db: Knex, paymentId: number, email: string): Promise<void> {
  const emailHash = emailAddressHash(email);
  await db.transaction(async (trx) => {
    const payment = await Payment.query(trx).select('customerEmail').findById(paymentId).forUpdate();
    const known = await StoryLinkEmailRequest.query(trx).where({ paymentId }).distinct('emailHash');
    const hashes = new Set(known.map((row) => row.emailHash));
    // The address given at checkout (the only one not logged here yet) is one of them: log it
    // before it is replaced by the new one.
    if (payment?.customerEmail && !hashes.has(emailAddressHash(payment.customerEmail))) {
      hashes.add(emailAddressHash(payment.customerEmail));
      await StoryLinkEmailRequest.query(trx).insert({ paymentId, emailHash: emailAddressHash(payment.customerEmail) });
    }
    if (!hashes.has(emailHash) && hashes.size >= MAX_STORY_LINK_ADDRESSES) {
      throw new AppError(409, 'payment.errors.tooManyAddresses', { max: MAX_STORY_LINK_ADDRESSES });
    }
    await StoryLinkEmailRequest.query(trx).insert({ paymentId, emailHash });
  });
}
