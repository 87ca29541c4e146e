import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressTag, MAX_KNOWN_ADDRESSES } from '../../src/services/known-addresses.ts';
import { DEFAULT_THROTTLE_POLICY } from '../../src/services/sign-in-throttle.ts';
import { authenticate } from '../../src/services/user-service.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// The "known address" variant of the owner's way past a guesser's lockout (issue 25, item 6):
// a right password from a network this account signed in from in the last 30 days is let past the
// account's limit (still limited per address), as the owner's own browser is with its device
// cookie. Here the owner comes without the cookie (a cleared browser, another app on the same
// home network). Addresses are played through the service, as the route calls it with ctx.ip.

let app: TestApp;
const SECRET = 'test-secret-that-is-long-enough-to-sign-cookies';
beforeAll(async () => {
  app = await startTestApp();
  // Past the account's free attempts the next one waits a minute (not 1 s, 2 s, ... that run out during the test).
  app.context.accountRules.throttle = {
    ...DEFAULT_THROTTLE_POLICY,
    perUser: { ...DEFAULT_THROTTLE_POLICY.perUser, baseDelayMs: 60_000, maxDelayMs: 60_000 },
  };
});
afterAll(() => app?.close());

/** A sign-in as the login route makes it (no device cookie): 200, or the error's status. */
const signIn = (username: string, password: string, address: string) =>
  authenticate(app.db.knex, { username, password, address, addressSecret: SECRET }, app.context.accountRules).then(
    () => 200,
    (error) => (error as { status: number }).status,
  );

async function register(username: string) {
  expect((await app.client().post('/api/auth/register', { username, password: 'correct-horse' })).status).toBe(201);
}

/** Wrong guesses from four addresses until a fresh address is refused by the account's limit. */
async function lockAccount(username: string) {
  const statuses: number[] = [];
  for (let i = 0; i < 16; i++) statuses.push(await signIn(username, `guess-${i}`, `203.0.113.${(i % 4) + 1}`));
  expect(statuses).toContain(429);
  expect(await signIn(username, 'correct-horse', '198.51.100.77')).toBe(429);
}

const storedRows = (userId: number) =>
  app.db.knex('known_sign_in_addresses').where({ userId }).orderBy('lastSignedInAt');
const userIdOf = async (usernameKey: string) =>
  (await app.db.knex('users').where({ usernameKey }).first()).id as number;

describe('a network the owner signed in from lately', () => {
  it('lets the owner in (IPv4, and anywhere in an IPv6 /64) while a guesser with four addresses holds the account locked', async () => {
    await register('home-owner');
    expect(await signIn('home-owner', 'correct-horse', '192.0.2.10')).toBe(200);
    expect(await signIn('home-owner', 'correct-horse', '2001:db8:1:2::5')).toBe(200);
    await lockAccount('home-owner');
    for (let i = 0; i < 3; i++) {
      expect(await signIn('home-owner', `more-${i}`, `203.0.113.${i + 1}`)).toBe(429);
      expect(await signIn('home-owner', 'correct-horse', '192.0.2.10')).toBe(200);
      // Another address of the same /64: the same network.
      expect(await signIn('home-owner', 'correct-horse', `2001:db8:1:2:aaaa::${i + 1}`)).toBe(200);
    }
    // The next network over is not known.
    expect(await signIn('home-owner', 'correct-horse', '2001:db8:1:3::5')).toBe(429);
    expect(await signIn('home-owner', 'correct-horse', '192.0.2.11')).toBe(429);
  });

  it("gives a guesser nothing: failures never make an address known, a known one is still limited, and it is the account's own", async () => {
    await register('target');
    await register('neighbour');
    expect(await signIn('target', 'correct-horse', '192.0.2.20')).toBe(200);
    expect(await signIn('neighbour', 'correct-horse', '192.0.2.30')).toBe(200);
    await lockAccount('target');
    // The guesser's own addresses, where it only ever failed, stay unknown.
    expect(await signIn('target', 'correct-horse', '203.0.113.1')).toBe(429);
    // Another account's known address is nothing to this one.
    expect(await signIn('target', 'correct-horse', '192.0.2.30')).toBe(429);
    // A guesser on the owner's own network meets the per-address limit there, and the owner with it.
    const { max } = DEFAULT_THROTTLE_POLICY.perUserAndAddress;
    for (let i = 0; i < max; i++) expect(await signIn('target', `wrong-${i}`, '192.0.2.20')).toBe(401);
    expect(await signIn('target', `wrong-${max}`, '192.0.2.20')).toBe(429);
    expect(await signIn('target', 'correct-horse', '192.0.2.20')).toBe(429);
  });

  it('keeps no address, only a keyed hash per account, for 30 days and at most a few per account', async () => {
    await register('traveller');
    const id = await userIdOf('traveller');
    for (let i = 1; i <= MAX_KNOWN_ADDRESSES + 5; i++)
      expect(await signIn('traveller', 'correct-horse', `198.51.100.${i}`)).toBe(200);
    const rows = await storedRows(id);
    expect(rows).toHaveLength(MAX_KNOWN_ADDRESSES);
    expect(JSON.stringify(await app.db.knex('known_sign_in_addresses'))).not.toMatch(/198\.51\.100|192\.0\.2|2001:db8/);
    // The newest are kept, as HMACs of account and network.
    const newest = Array.from({ length: MAX_KNOWN_ADDRESSES }, (_, i) => addressTag(SECRET, id, `198.51.100.${i + 6}`));
    expect(rows.map((r: { addressTag: string }) => r.addressTag).sort()).toEqual(newest.sort());
    expect(addressTag(SECRET, id, '198.51.100.6')).not.toBe(addressTag(SECRET, id + 1, '198.51.100.6'));

    // Older than 30 days: no longer known.
    await app.db
      .knex('known_sign_in_addresses')
      .where({ userId: id })
      .update({ lastSignedInAt: new Date(Date.now() - 31 * 24 * 3600_000) });
    await lockAccount('traveller');
    expect(await signIn('traveller', 'correct-horse', '198.51.100.15')).toBe(429);
  });
});
