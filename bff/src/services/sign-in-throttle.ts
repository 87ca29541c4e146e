import { addressBucket } from './client-address.ts';
import type { RateLimit } from './rate-limit.ts';

// A sign-in from a browser that has signed in to this account before (it presents a valid device
// cookie naming the account, see device-cookie.ts) is limited per device cookie only: a few
// failures lock that cookie out, and none of the limits below applies to it, so a guesser
// elsewhere cannot lock the owner out of their own browser.
//
// A sign-in from a network (IPv4 address or IPv6 /64) this account signed in from successfully
// in the last 30 days (known-addresses.ts) is let past the account's own limit the same way, but
// still meets both per-address limits below: a guesser sharing that network gains nothing.
//
// Sign-in attempts from any other browser are limited three ways, every attempt reserving its
// place before the password is checked (a success gives its places back). Addresses are counted
// by network (an IPv6 /64 as one, see client-address.ts):
// - per username AND client address, tightly: one guesser is stopped after a few tries, and only
//   at that address, so a guesser elsewhere cannot lock the owner out of their own sign-in;
// - per username from anywhere, loosely and with a growing delay: a slow guesser spread over many
//   addresses still meets a limit, while the owner is at worst asked to wait a little;
// - per client address over all usernames: one address trying many accounts (password spraying).

export interface ThrottlePolicy {
  perUserAndAddress: { max: number; windowMs: number };
  perUser: { max: number; windowMs: number; free: number; baseDelayMs: number; maxDelayMs: number };
  perAddress: { max: number; windowMs: number };
  /** Attempts of one known browser (device cookie) for its account. */
  perDevice: { max: number; windowMs: number };
}

const MINUTE = 60_000;

export const DEFAULT_THROTTLE_POLICY: ThrottlePolicy = {
  perUserAndAddress: { max: 5, windowMs: 15 * MINUTE },
  // 10 attempts an hour freely, then 1 s, 2 s, 4 s ... at most a minute apart, at most 50 an hour.
  perUser: { max: 50, windowMs: 60 * MINUTE, free: 10, baseDelayMs: 1000, maxDelayMs: MINUTE },
  perAddress: { max: 20, windowMs: 15 * MINUTE },
  // The owner mistyping at home has room; a stolen cookie gives a guesser no more than 10 an hour.
  perDevice: { max: 10, windowMs: 60 * MINUTE },
};

/**
 * The limits of one sign-in attempt, in the order they are reserved. `usernameKey` is the
 * canonical form of the name (see usernameKey in contracts), so every spelling of one account
 * shares its limits.
 */
export function signInLimits(
  usernameKey: string,
  address: string | undefined,
  policy: ThrottlePolicy = DEFAULT_THROTTLE_POLICY,
): RateLimit[] {
  const { perUserAndAddress, perUser, perAddress } = policy;
  const limits: RateLimit[] = [];
  if (address) limits.push({ key: signInUserAddressKey(usernameKey, address), ...perUserAndAddress });
  limits.push({
    key: signInUserKey(usernameKey),
    max: perUser.max,
    windowMs: perUser.windowMs,
    backoff: { free: perUser.free, baseMs: perUser.baseDelayMs, maxMs: perUser.maxDelayMs },
  });
  if (address) limits.push({ key: `sign-in:addr:${addressBucket(address)}`, ...perAddress });
  return limits;
}

/** The limits of a sign-in from a network the account signed in from lately: the address's, not the account's. */
export function knownAddressSignInLimits(
  usernameKey: string,
  address: string,
  policy: ThrottlePolicy = DEFAULT_THROTTLE_POLICY,
): RateLimit[] {
  return signInLimits(usernameKey, address, policy).filter((limit) => limit.key !== signInUserKey(usernameKey));
}

/** The key of a name's attempts from anywhere. */
export const signInUserKey = (usernameKey: string) => `sign-in:user:${usernameKey}`;

/** What every key of a name's attempts from one network starts with (the keys that hold the name, with signInUserKey). */
export const signInUserAddressPrefix = (usernameKey: string) => `sign-in:user-addr:${usernameKey}|`;

export const signInUserAddressKey = (usernameKey: string, address: string) =>
  `${signInUserAddressPrefix(usernameKey)}${addressBucket(address)}`;

/** The one limit of a sign-in from a known browser: its device cookie's, by the cookie's nonce. */
export function deviceSignInLimits(deviceNonce: string, policy: ThrottlePolicy = DEFAULT_THROTTLE_POLICY): RateLimit[] {
  return [{ key: signInDeviceKey(deviceNonce), ...policy.perDevice }];
}

export const signInDeviceKey = (deviceNonce: string) => `sign-in:device:${deviceNonce}`;
