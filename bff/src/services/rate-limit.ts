import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { RateLimitWindow } from '../models/index.ts';

// Limits per key (a username, a client address, a checkout session) in a fixed window, kept in
// the database so every bff process agrees. An attempt RESERVES its place before the slow work
// (scrypt, a story, an email) in one statement per key, so requests that arrive at the same
// moment cannot all pass a check made before any of them was counted. Work that turns out not to
// count (a sign-in that succeeded, a story that could not be stored) gives its place back.

export interface RateLimit {
  key: string;
  /** Attempts admitted per window. */
  max: number;
  windowMs: number;
  /**
   * A growing delay between attempts once `free` attempts of the window are used: `baseMs`,
   * doubling with every further attempt, at most `maxMs`.
   */
  backoff?: { free: number; baseMs: number; maxMs: number };
}

/** A reservation that was admitted: the keys and windows to give back if the attempt does not count. */
export interface Reservation {
  readonly places: { key: string; windowStartedAt: Date }[];
}

export type ReserveResult = { admitted: true; reservation: Reservation } | { admitted: false; retryAfterMs: number };

/**
 * Reserves one attempt on every limit, in order. The first limit that refuses ends it: the places
 * already taken are given back and the wait until that key admits again is returned. Under
 * concurrency this can refuse a little too much (a place held for a moment), never admit too much.
 */
export async function reserve(db: Knex, limits: RateLimit[], now = new Date()): Promise<ReserveResult> {
  // Now and then, forget keys whose last window ended long ago (no limit here spans a day).
  if (Math.random() < 0.01) {
    // The app's clock, like every other statement here, so hosts and database never disagree on "now".
    await db.raw(
      `delete from rate_limits where window_started_at < :now::timestamptz - interval '1 day' and (blocked_until is null or blocked_until < :now::timestamptz)`,
      { now },
    );
  }
  const places: Reservation['places'] = [];
  for (const limit of limits) {
    const windowStartedAt = await reserveOne(db, limit, now);
    if (!windowStartedAt) {
      await release(db, { places });
      return { admitted: false, retryAfterMs: await waitFor(db, limit, now) };
    }
    places.push({ key: limit.key, windowStartedAt });
  }
  return { admitted: true, reservation: { places } };
}

/** Gives the places of a reservation back (only within the window they were taken in). */
export async function release(db: Knex, reservation: Reservation): Promise<void> {
  for (const { key, windowStartedAt } of reservation.places) {
    await RateLimitWindow.query(db)
      .patch({ events: db.raw('greatest(events - 1, 0)'), blockedUntil: null })
      .where({ key: storedKey(key), windowStartedAt });
  }
}

export async function clearKey(db: Knex, key: string): Promise<void> {
  await RateLimitWindow.query(db).deleteById(storedKey(key));
}

/** The key as stored: the column holds 160 characters, so a longer key is stored as its hash. */
function storedKey(key: string): string {
  return key.length <= 160 ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`;
}

/**
 * One statement: a new window when the old one has passed, otherwise one more event, but only
 * while the key is under its limit and past its backoff delay. Returns the window's start when
 * admitted, null when refused (a refused attempt is not counted).
 */
async function reserveOne(db: Knex, { key, max, windowMs, backoff }: RateLimit, now: Date): Promise<Date | null> {
  const windowStart = new Date(now.getTime() - windowMs);
  const expired = 'rate_limits.window_started_at <= :windowStart::timestamptz';
  const newEvents = `(case when ${expired} then 1 else rate_limits.events + 1 end)`;
  const delayAfter = (events: string) =>
    backoff
      ? `case when ${events} > :free::int
           then :now::timestamptz + least(:baseMs::float8 * power(2, ${events} - :free::int - 1), :maxMs::float8) * interval '1 millisecond'
         end`
      : 'null::timestamptz';
  const result = await db.raw(
    `insert into rate_limits as rate_limits (key, events, window_started_at, blocked_until)
       values (:key, 1, :now::timestamptz, ${delayAfter('1')})
     on conflict (key) do update set
       events = ${newEvents},
       window_started_at = case when ${expired} then :now::timestamptz else rate_limits.window_started_at end,
       blocked_until = ${delayAfter(newEvents)}
     where (rate_limits.blocked_until is null or rate_limits.blocked_until <= :now::timestamptz)
       and (${expired} or rate_limits.events < :max::int)
     returning window_started_at as started`,
    {
      key: storedKey(key),
      now,
      windowStart,
      max,
      free: backoff?.free ?? 0,
      baseMs: backoff?.baseMs ?? 0,
      maxMs: backoff?.maxMs ?? 0,
    },
  );
  const row = (result.rows as { started: Date | string }[])[0];
  return row ? new Date(row.started) : null;
}

/** How long a refused key stays refused: its backoff delay or the end of its full window. */
async function waitFor(db: Knex, { key, max, windowMs }: RateLimit, now: Date): Promise<number> {
  const row = await RateLimitWindow.query(db)
    .select('events', 'windowStartedAt', 'blockedUntil')
    .findById(storedKey(key));
  if (!row) return 1000;
  const untilWindowEnds = row.events >= max ? new Date(row.windowStartedAt).getTime() + windowMs - now.getTime() : 0;
  const untilUnblocked = row.blockedUntil ? new Date(row.blockedUntil).getTime() - now.getTime() : 0;
  return Math.max(1000, untilWindowEnds, untilUnblocked);
}

/** Whole minutes to tell a person to wait, never 0. */
export const minutesToWait = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));
/** Whole seconds for Retry-After, never 0. */
export const secondsToWait = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
