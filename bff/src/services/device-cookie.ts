import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// OWASP's "device cookie": a browser that has signed in to an account before carries a signed
// token naming that account. A sign-in presenting a valid one is limited per token only, so a
// guesser elsewhere (who cannot read the HttpOnly cookie) cannot lock the owner out by exhausting
// the account's limits; those bind only browsers the account has not signed in from. A token
// that keeps failing is locked out itself (sign-in-throttle.ts).
//
// Format: `v1.<user id>.<nonce>.<HMAC-SHA256 of "device|v1|<user id>|<nonce>" with the session secret>`.

export const DEVICE_COOKIE = 'dw.device';
/** How long a browser stays a known device without signing in again. */
export const DEVICE_COOKIE_MAX_AGE_MS = 180 * 24 * 60 * 60 * 1000;

export interface DeviceToken {
  userId: number;
  /** The token's own random part: what its lockout is counted under. */
  nonce: string;
}

const signatureOf = (secret: string, userId: number, nonce: string) =>
  createHmac('sha256', secret).update(`device|v1|${userId}|${nonce}`).digest();

/** A new device token for the account, issued at each successful sign-in. */
export function issueDeviceToken(secret: string, userId: number): string {
  const nonce = randomBytes(16).toString('base64url');
  return `v1.${userId}.${nonce}.${signatureOf(secret, userId, nonce).toString('base64url')}`;
}

/** The account and nonce of a device token, or null when it is malformed or not signed with our secret. */
export function readDeviceToken(secret: string, value: string | undefined): DeviceToken | null {
  const match = value ? /^v1\.([1-9]\d{0,15})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(value) : null;
  if (!match) return null;
  const userId = Number(match[1]);
  const nonce = match[2];
  const given = Buffer.from(match[3], 'base64url');
  const expected = signatureOf(secret, userId, nonce);
  return given.length === expected.length && timingSafeEqual(given, expected) ? { userId, nonce } : null;
}
