import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_COOKIE, issueDeviceToken, readDeviceToken } from '../../src/services/device-cookie.ts';
import { DEFAULT_THROTTLE_POLICY } from '../../src/services/sign-in-throttle.ts';
import { authenticate } from '../../src/services/user-service.ts';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.ts';

// Attack: lock the owner out by guessing from three or more addresses. Past the account's free
// attempts every address shared its growing delay, so the owner's right password got 429 seven
// times in a row, and after 50 guesses the owner was refused for the rest of the hour.
//
//   for ip in 1 2 3 4; do for i in 1 2 3; do  # from four machines
//     curl -s -o /dev/null -X POST https://site/api/auth/login -H 'content-type: application/json' \
//       -d '{"username":"owner","password":"guess-'$ip$i'"}'; done; done
//   curl -si -b cookies -X POST https://site/api/auth/login -H 'content-type: application/json' \
//     -d '{"username":"owner","password":"correct-horse"}'
//   # was: 429; now: 200 from the owner's own browser (it carries a device cookie), 429 elsewhere
//
// The guesser's addresses are played through the service (the route calls it with ctx.ip); the
// owner signs in over HTTP with the cookie jar of the browser they registered in.

let app: TestApp;
const SECRET = 'test-secret-that-is-long-enough-to-sign-cookies';
beforeAll(async () => {
  app = await startTestApp();
  // The account's limit as the report met it, without its short early delays (1 s, 2 s, ...)
  // running out while the test signs in: past the free attempts, the next one waits a minute.
  app.context.accountRules.throttle = {
    ...DEFAULT_THROTTLE_POLICY,
    perUser: { ...DEFAULT_THROTTLE_POLICY.perUser, baseDelayMs: 60_000, maxDelayMs: 60_000 },
  };
});
afterAll(() => app?.close());

const signIn = (client: TestClient, username: string, password: string) =>
  client.post('/api/auth/login', { username, password });
const guess = (username: string, password: string, address: string) =>
  authenticate(app.db.knex, { username, password, address }, app.context.accountRules).then(
    () => 200,
    (error) => (error as { status: number }).status,
  );

/** Wrong guesses from four addresses until the account's own limit refuses a fresh address. */
async function lockAccountForUnknownDevices(username: string) {
  const statuses: number[] = [];
  for (let i = 0; i < 16; i++) statuses.push(await guess(username, `guess-${i}`, `203.0.113.${(i % 4) + 1}`));
  expect(statuses.slice(0, DEFAULT_THROTTLE_POLICY.perUser.free)).toEqual(
    Array(DEFAULT_THROTTLE_POLICY.perUser.free).fill(401),
  );
  expect(statuses).toContain(429);
  // A fifth address, never used before, is refused: the account's limit binds.
  expect(await guess(username, 'correct-horse', '198.51.100.77')).toBe(429);
}

describe('a guesser with many addresses and the owner', () => {
  it('issues a signed, HttpOnly, SameSite=Lax device cookie at registration and sign-in', async () => {
    const owner = app.client();
    const registered = await owner.post('/api/auth/register', { username: 'Cookie-Owner', password: 'correct-horse' });
    expect(registered.status).toBe(201);
    const setCookie = registered.headers.getSetCookie().find((c) => c.startsWith(`${DEVICE_COOKIE}=`))!;
    expect(setCookie).toMatch(/; path=\/api\/auth/i);
    expect(setCookie).toMatch(/; httponly/i);
    expect(setCookie).toMatch(/; samesite=lax/i);
    expect(setCookie).not.toMatch(/; secure/i); // plain http here; plain-http-behind-https checks Secure
    const token = readDeviceToken(SECRET, owner.cookies.get(DEVICE_COOKIE));
    expect(token).toMatchObject({ userId: registered.body.id });
    const again = await signIn(owner, 'cookie-owner', 'correct-horse');
    expect(again.status).toBe(200);
    expect(readDeviceToken(SECRET, owner.cookies.get(DEVICE_COOKIE))).toMatchObject({ userId: registered.body.id });
  });

  it('signs the owner in from their own browser while a guesser with four addresses has locked the account', async () => {
    const owner = app.client();
    expect((await owner.post('/api/auth/register', { username: 'Owner', password: 'correct-horse' })).status).toBe(201);
    await lockAccountForUnknownDevices('owner');

    // The owner's browser: let in, again and again, while the guesser carries on.
    for (let i = 0; i < 3; i++) {
      expect(await guess('owner', `more-${i}`, `203.0.113.${i + 1}`)).toBe(429);
      const signedIn = await signIn(owner, 'Owner', 'correct-horse');
      expect(signedIn.status, signedIn.text).toBe(200);
      expect(signedIn.body.username).toBe('Owner');
    }
    // A browser the account has never signed in from meets the account's limit, unless it is on
    // a network the account signed in from (known-address.test.ts): the owner's browser signed
    // in from this test's own address just now, so the new browser is played from another.
    expect(await guess('owner', 'correct-horse', '198.51.100.78'), 'fresh address').toBe(429);
    await app.db.knex('known_sign_in_addresses').delete();
    const newBrowser = await signIn(app.client(), 'Owner', 'correct-horse');
    expect(newBrowser.status, 'new browser').toBe(429);
    expect(newBrowser.body.message).toMatch(/^Too many sign-in attempts/);
  });

  it("gives a forged, unsigned or other account's device cookie no way past the account's limit", async () => {
    const owner = app.client();
    const registered = await owner.post('/api/auth/register', { username: 'Forged-Target', password: 'correct-horse' });
    const ownerId = registered.body.id as number;
    const other = app.client();
    expect(
      (await other.post('/api/auth/register', { username: 'Other-Account', password: 'correct-horse' })).status,
    ).toBe(201);
    await lockAccountForUnknownDevices('forged-target');

    const nonce = 'AAAAAAAAAAAAAAAAAAAAAA';
    const forgeries = {
      unsigned: `v1.${ownerId}.${nonce}`,
      badSignature: `v1.${ownerId}.${nonce}.${'A'.repeat(43)}`,
      otherSecret: issueDeviceToken('some-other-secret-of-the-same-length-as-ours!', ownerId),
      otherAccount: other.cookies.get(DEVICE_COOKIE)!,
      ownersSignatureOnAnotherId: (() => {
        const [, , n, sig] = owner.cookies.get(DEVICE_COOKIE)!.split('.');
        return `v1.${ownerId + 1000}.${n}.${sig}`;
      })(),
      sha1Mac: `v1.${ownerId}.${nonce}.${createHmac('sha1', SECRET).update(`device|v1|${ownerId}|${nonce}`).digest('base64url')}`,
      garbage: '%%%',
    };
    for (const [name, value] of Object.entries(forgeries)) {
      const attacker = app.client();
      attacker.cookies.set(DEVICE_COOKIE, value);
      const answer = await signIn(attacker, 'Forged-Target', 'correct-horse');
      expect(answer.status, name).toBe(429);
    }
    // The genuine cookie still works.
    expect((await signIn(owner, 'Forged-Target', 'correct-horse')).status).toBe(200);
  });

  it('locks out a device cookie that keeps failing, and only that one', async () => {
    const laptop = app.client();
    expect(
      (await laptop.post('/api/auth/register', { username: 'Two-Browsers', password: 'correct-horse' })).status,
    ).toBe(201);
    const phone = app.client();
    expect((await signIn(phone, 'Two-Browsers', 'correct-horse')).status).toBe(200);
    const { max } = DEFAULT_THROTTLE_POLICY.perDevice;
    for (let i = 0; i < max; i++) expect((await signIn(laptop, 'Two-Browsers', `wrong-${i}`)).status).toBe(401);
    const locked = await signIn(laptop, 'Two-Browsers', 'correct-horse');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    // The phone's cookie is its own, and the account's limits for unknown browsers were not used.
    expect((await signIn(phone, 'Two-Browsers', 'correct-horse')).status).toBe(200);
    expect((await signIn(app.client(), 'Two-Browsers', 'correct-horse')).status).toBe(200);
  });
});
