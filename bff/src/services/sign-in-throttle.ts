import type { RateLimit } from './rate-limit.ts';

// Failed sign-ins are limited per username (guessing one account's password) and per client
// address (trying many accounts).

export interface ThrottlePolicy {
  maxFailuresPerUsername: number;
  maxFailuresPerAddress: number;
  windowMs: number;
  blockMs: number;
}

export const DEFAULT_THROTTLE_POLICY: ThrottlePolicy = {
  maxFailuresPerUsername: 5,
  maxFailuresPerAddress: 20,
  windowMs: 15 * 60_000,
  blockMs: 15 * 60_000,
};

/** The username's limit comes first: a successful sign-in clears it. */
export function signInLimits(
  username: string,
  address: string | undefined,
  { maxFailuresPerUsername, maxFailuresPerAddress, windowMs, blockMs }: ThrottlePolicy = DEFAULT_THROTTLE_POLICY,
): RateLimit[] {
  const limits: RateLimit[] = [
    { key: `sign-in:user:${username.trim().toLowerCase()}`, max: maxFailuresPerUsername, windowMs, blockMs },
  ];
  if (address) limits.push({ key: `sign-in:addr:${address}`, max: maxFailuresPerAddress, windowMs, blockMs });
  return limits;
}
