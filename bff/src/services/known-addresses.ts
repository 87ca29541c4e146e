import { createHmac } from 'node:crypto';
import type { Knex } from 'knex';
import { addressBucket } from './client-address.ts';

// The "known address" half of the owner's way past a guesser's lockout (the other half is the
// device cookie, device-cookie.ts): a right password from a network (an IPv4 address, or an IPv6
// /64) from which this account signed in successfully in the last 30 days meets the limits of
// that network only, not the account's (sign-in-throttle.ts). A guesser elsewhere cannot make an
// address known (only a right password does), and one at a known address is still limited there.
//
// Stored per account: an HMAC of "account | bucket" with the session secret (no raw address, and
// the same network gives each account a different tag), the last sign-in's time, at most
// MAX_KNOWN_ADDRESSES of them, and none older than KNOWN_ADDRESS_MS.

const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60 * 1000;
export const MAX_KNOWN_ADDRESSES = 10;

/** The stored form of `address`'s network for this account. */
export function addressTag(secret: string, userId: number, address: string): string {
  return createHmac('sha256', secret)
    .update(`known-address|v1|${userId}|${addressBucket(address)}`)
    .digest('hex');
}

const since = () => new Date(Date.now() - KNOWN_ADDRESS_MS);

/** Whether the account signed in from this network within the last 30 days. */
export async function isKnownAddress(db: Knex, userId: number, tag: string): Promise<boolean> {
  const row = await db('known_sign_in_addresses')
    .select('userId')
    .where({ userId, addressTag: tag })
    .where('lastSignedInAt', '>', since())
    .first();
  return row !== undefined;
}

/** Notes a successful sign-in from this network; forgets the account's stale ones and all but its latest few. */
export async function rememberAddress(db: Knex, userId: number, tag: string): Promise<void> {
  await db('known_sign_in_addresses')
    .insert({ userId, addressTag: tag, lastSignedInAt: db.fn.now() })
    .onConflict(['userId', 'addressTag'])
    .merge({ lastSignedInAt: db.fn.now() });
  const keep = db('known_sign_in_addresses')
    .select('addressTag')
    .where({ userId })
    .orderBy('lastSignedInAt', 'desc')
    .limit(MAX_KNOWN_ADDRESSES);
  await db('known_sign_in_addresses')
    .where({ userId })
    .andWhere((q) => q.where('lastSignedInAt', '<=', since()).orWhereNotIn('addressTag', keep))
    .delete();
}
