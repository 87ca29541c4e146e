import type { Knex } from 'knex';
import { AppError } from '../errors.ts';
import { addressBucket } from './client-address.ts';
import { minutesToWait, release, reserve, secondsToWait, type Reservation } from './rate-limit.ts';

// Every registration costs a password hash (128 MiB and a few hundred milliseconds of a thread)
// and leaves an account behind, so registrations from the web are limited before anything is
// hashed: per client network (one household, school or office signs up a few accounts, not dozens)
// and over the whole site (a guesser with many addresses still meets a ceiling). A registration
// that fails (the name is taken) gives its place back. storyctl's accounts are not limited.

export interface RegistrationPolicy {
  perAddress: { max: number; windowMs: number };
  global: { max: number; windowMs: number };
}

const HOUR_MS = 60 * 60_000;

export const DEFAULT_REGISTRATION_POLICY: RegistrationPolicy = {
  perAddress: { max: 10, windowMs: HOUR_MS },
  global: { max: 300, windowMs: HOUR_MS },
};

const registrationAddressKey = (address: string) => `register:addr:${addressBucket(address)}`;
const REGISTRATION_GLOBAL_KEY = 'register:all';

/** Takes this registration's place in both limits before any hashing, or answers 429 saying when to come back. */
export async function reserveRegistration(
  db: Knex,
  address: string | undefined,
  policy = DEFAULT_REGISTRATION_POLICY,
): Promise<Reservation> {
  if (address) {
    const own = await reserve(db, [{ key: registrationAddressKey(address), ...policy.perAddress }]);
    if (!own.admitted) throw tooMany('errors.tooManyRegistrations', own.retryAfterMs);
    const all = await reserve(db, [{ key: REGISTRATION_GLOBAL_KEY, ...policy.global }]);
    if (!all.admitted) {
      await release(db, own.reservation);
      throw tooMany('errors.registrationsBusy', all.retryAfterMs);
    }
    return { places: [...own.reservation.places, ...all.reservation.places] };
  }
  const all = await reserve(db, [{ key: REGISTRATION_GLOBAL_KEY, ...policy.global }]);
  if (!all.admitted) throw tooMany('errors.registrationsBusy', all.retryAfterMs);
  return all.reservation;
}

const tooMany = (code: 'errors.tooManyRegistrations' | 'errors.registrationsBusy', retryAfterMs: number) =>
  new AppError(429, code, { minutes: minutesToWait(retryAfterMs) }, { retryAfterSeconds: secondsToWait(retryAfterMs) });
