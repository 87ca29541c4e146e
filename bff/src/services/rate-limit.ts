import type { Knex } from 'knex';

// Counts events per key (a username, a client address) in a fixed window; the event that
// reaches the limit blocks that key for a while. Kept in the database so every bff process agrees.

export interface RateLimit {
  key: string;
  max: number;
  windowMs: number;
  blockMs: number;
}

/** Milliseconds until the last of these keys is unblocked, or 0 when none is blocked. */
export async function blockedFor(db: Knex, keys: string[], now = new Date()): Promise<number> {
  const rows: { blockedUntil: Date | null }[] = await db('rate_limits')
    .whereIn('key', keys)
    .where('blocked_until', '>', now)
    .select('blocked_until');
  return Math.max(0, ...rows.map((row) => row.blockedUntil!.getTime() - now.getTime()));
}

export async function countEvent(db: Knex, limits: RateLimit[], now = new Date()): Promise<void> {
  for (const { key, max, windowMs, blockMs } of limits) {
    const windowStart = new Date(now.getTime() - windowMs);
    // One statement per key: a new window starts when the old one has passed.
    await db.raw(
      `insert into rate_limits (key, events, window_started_at, blocked_until)
         values (?, 1, ?, case when 1 >= ? then ?::timestamptz end)
       on conflict (key) do update set
         events = case when rate_limits.window_started_at < ? then 1 else rate_limits.events + 1 end,
         window_started_at = case when rate_limits.window_started_at < ? then excluded.window_started_at
                                  else rate_limits.window_started_at end,
         blocked_until = case when rate_limits.window_started_at >= ? and rate_limits.events + 1 >= ?
                              then ?::timestamptz else rate_limits.blocked_until end`,
      [key, now, max, new Date(now.getTime() + blockMs), windowStart, windowStart, windowStart, max, new Date(now.getTime() + blockMs)],
    );
  }
}

export async function clearEvents(db: Knex, key: string): Promise<void> {
  await db('rate_limits').where({ key }).delete();
}

/** Whole minutes to tell a person to wait, never 0. */
export const minutesToWait = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));
