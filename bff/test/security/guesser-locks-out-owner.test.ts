import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usernameKey } from '@dreamweaver/contracts';
import { reserve } from '../../src/services/rate-limit.ts';
import { DEFAULT_THROTTLE_POLICY, signInLimits } from '../../src/services/sign-in-throttle.ts';
import { authenticate, createUser } from '../../src/services/user-service.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const refusedCredentials = { status: 401, code: 'errors.invalidCredentials' };
const tooManyAttempts = { status: 429, code: 'errors.tooManyAttempts' };

// Attack: lock the owner out of their account by guessing wrong passwords for it from anywhere.
// Five failures for a username, from any address, made the right password answer 429 for 15 minutes.
//
//   for i in 1 2 3 4 5; do curl -s -o /dev/null -X POST https://attacker-side/api/auth/login \
//     -H 'content-type: application/json' -d "{\"username\":\"owner\",\"password\":\"guess-$i\"}"; done
//   curl -si -X POST https://owner-side/api/auth/login -H 'content-type: application/json' \
//     -d '{"username":"owner","password":"correct-horse"}'
//   # was: 429 for the owner at their own address; now: 200 (the guesser's address is the one refused)
//
// The test app does not trust X-Forwarded-For, so other addresses are played through the service
// (which the route calls with ctx.ip); the owner signs in over HTTP from 127.0.0.1.

let app: TestApp;
const attempt = (username: string, password: string, address: string) =>
  authenticate(app.db.knex, { username, password, address }, app.context.accountRules);

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

describe('a guesser elsewhere locking the owner out', () => {
  it('stops the guesser at their own address and still signs the owner in over HTTP', async () => {
    await createUser(app.db.knex, { username: 'Owner', password: 'correct-horse' }, app.context.accountRules);
    for (let i = 0; i < 5; i++)
      await expect(attempt('owner', `guess-${i}`, '203.0.113.66')).rejects.toMatchObject(refusedCredentials);
    // The guesser is refused, even with the right password...
    await expect(attempt('owner', 'correct-horse', '203.0.113.66')).rejects.toMatchObject(tooManyAttempts);
    // ...the owner, at their own address, is not.
    const signedIn = await app.client().post('/api/auth/login', { username: 'Owner', password: 'correct-horse' });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.username).toBe('Owner');
    await expect(attempt('owner', 'correct-horse', '198.51.100.7')).resolves.toMatchObject({ username: 'Owner' });
    // The owner's success does not give the guesser a fresh start.
    await expect(attempt('owner', 'guess-x', '203.0.113.66')).rejects.toMatchObject(tooManyAttempts);
  });

  it('meets a slow guesser spread over many addresses with a growing delay for that username', async () => {
    await createUser(app.db.knex, { username: 'Spread', password: 'correct-horse' }, app.context.accountRules);
    const { free } = DEFAULT_THROTTLE_POLICY.perUser;
    for (let i = 0; i < free; i++)
      await expect(attempt('spread', `guess-${i}`, `192.0.2.${i + 1}`)).rejects.toMatchObject(refusedCredentials);
    // Past the free attempts, each one makes the next wait (1 s, then 2 s, ...), from any address.
    await expect(attempt('spread', 'guess-x', '192.0.2.100')).rejects.toMatchObject(refusedCredentials);
    const refused = await attempt('spread', 'guess-y', '192.0.2.101').catch((error) => error);
    expect(refused).toMatchObject(tooManyAttempts);
    expect(refused.details.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(refused.details.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('caps one username at 50 attempts an hour from anywhere, however patient the guesser', async () => {
    const limits = (address: string) => signInLimits(usernameKey('patient-target'), address);
    const start = Date.now();
    let admitted = 0;
    let at = start;
    // A guesser who always waits out the delay, from a new address every time.
    for (let i = 0; at < start + 55 * 60_000 && admitted < 100; i++) {
      const result = await reserve(app.db.knex, limits(`198.18.${Math.floor(i / 250)}.${i % 250}`), new Date(at));
      if (result.admitted) {
        admitted++;
        at += 1000;
      } else {
        if (admitted === DEFAULT_THROTTLE_POLICY.perUser.max) break;
        expect(result.retryAfterMs).toBeLessThanOrEqual(60_000);
        at += result.retryAfterMs;
      }
    }
    expect(admitted).toBe(DEFAULT_THROTTLE_POLICY.perUser.max);
    // Once the hour's attempts are used up, the next one waits for the window's end.
    const late = await reserve(app.db.knex, limits('198.18.9.9'), new Date(start + 59 * 60_000));
    expect(late).toEqual({ admitted: false, retryAfterMs: 60_000 });
    const nextHour = await reserve(app.db.knex, limits('198.18.9.9'), new Date(start + 60 * 60_000));
    expect(nextHour.admitted).toBe(true);
  });

  it('still limits one address spraying many usernames to 20 failures', async () => {
    for (let i = 0; i < 20; i++)
      await expect(attempt(`sprayed-${i}`, 'password1', '198.51.100.200')).rejects.toMatchObject(refusedCredentials);
    await expect(attempt('sprayed-new', 'password1', '198.51.100.200')).rejects.toMatchObject(tooManyAttempts);
    await expect(attempt('sprayed-new', 'password1', '198.51.100.201')).rejects.toMatchObject(refusedCredentials);
  });
});
