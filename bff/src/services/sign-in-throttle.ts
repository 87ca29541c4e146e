import type { Knex } from 'knex';

// Failed sign-ins are counted per username and per client address in a sliding window; past the
// limit that key is blocked for a while. Kept in the database so every bff process agrees.

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

export function throttleKeys(username: string, address: string | undefined): { key: string; limit: keyof ThrottlePolicy }[] {
  const keys: { key: string; limit: keyof ThrottlePolicy }[] = [
    { key: `user:${username.trim().toLowerCase()}`, limit: 'maxFailuresPerUsername' },
  ];
  if (address) keys.push({ key: `addr:${address}`, limit: 'maxFailuresPerAddress' });
  return keys;
}

/** Milliseconds until the first of these keys is unblocked, or 0 when none is blocked. */
export async function blockedFor(db: Knex, keys: string[], now = new Date()): Promise<number> {
  const rows: { blockedUntil: Date | null }[] = await db('sign_in_failures')
    .whereIn('key', keys)
    .where('blocked_until', '>', now)
    .select('blocked_until');
  return Math.max(0, ...rows.map((row) => row.blockedUntil!.getTime() - now.getTime()));
}

export async function recordFailure(
  db: Knex,
  keys: { key: string; limit: keyof ThrottlePolicy }[],
  policy: ThrottlePolicy = DEFAULT_THROTTLE_POLICY,
  now = new Date(),
): Promise<void> {
  const windowStart = new Date(now.getTime() - policy.windowMs);
  for (const { key, limit } of keys) {
    // One statement per key: a new window starts when the old one has passed.
    await db.raw(
      `insert into sign_in_failures (key, failures, window_started_at) values (?, 1, ?)
       on conflict (key) do update set
         failures = case when sign_in_failures.window_started_at < ? then 1 else sign_in_failures.failures + 1 end,
         window_started_at = case when sign_in_failures.window_started_at < ? then excluded.window_started_at
                                  else sign_in_failures.window_started_at end,
         blocked_until = case when sign_in_failures.window_started_at >= ? and sign_in_failures.failures + 1 >= ?
                              then ?::timestamptz else sign_in_failures.blocked_until end`,
      [key, now, windowStart, windowStart, windowStart, policy[limit], new Date(now.getTime() + policy.blockMs)],
    );
  }
}

export async function clearFailures(db: Knex, key: string): Promise<void> {
  await db('sign_in_failures').where({ key }).delete();
}
