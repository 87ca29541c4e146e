import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { verifyPassword } from '../../src/services/password.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// Attack: guess one account's password with many sign-ins sent at the same moment. The limit was
// checked before the password and counted after it, so all of them passed the check.
//
//   curl -s -X POST localhost:3000/api/auth/register -H 'content-type: application/json' \
//     -d '{"username":"victim","password":"correct-horse"}'
//   seq 100 | xargs -P100 -I{} curl -s -o /dev/null -w '%{http_code}\n' -X POST localhost:3000/api/auth/login \
//     -H 'content-type: application/json' -d '{"username":"victim","password":"guess-{}"}' | sort | uniq -c
//   # was: 100 x 401 (every guess checked); now: 5 x 401, 95 x 429
//   curl -si -X POST localhost:3000/api/auth/login -H 'content-type: application/json' \
//     -d '{"username":"victim","password":"correct-horse"}'
//   # was: 200; now: 429 with Retry-After

// Counts how many attempts reached the (slow, scrypt) password check.
vi.mock('../../src/services/password.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/services/password.ts')>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const tally = (statuses: number[]) => {
  const counts: Record<number, number> = {};
  for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
  return counts;
};

describe('parallel sign-in guessing', () => {
  it('lets at most 5 of 100 parallel wrong passwords reach the password check, then refuses even the right one', async () => {
    expect(
      (await app.client().post('/api/auth/register', { username: 'Victim', password: 'correct-horse' })).status,
    ).toBe(201);
    vi.mocked(verifyPassword).mockClear();

    const guesses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        app.client().post('/api/auth/login', { username: 'victim', password: `guess-${i}` }),
      ),
    );
    expect(tally(guesses.map((g) => g.status))).toEqual({ 401: 5, 429: 95 });
    expect(verifyPassword).toHaveBeenCalledTimes(5);

    const right = await app.client().post('/api/auth/login', { username: 'Victim', password: 'correct-horse' });
    expect(right.status).toBe(429);
    expect(right.body.message).toBe('Too many sign-in attempts. Please try again in 15 minutes.');
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(verifyPassword).toHaveBeenCalledTimes(5);

    const german = await app
      .client()
      .post('/api/auth/login', { username: 'Victim', password: 'correct-horse' }, { 'accept-language': 'de' });
    expect(german.status).toBe(429);
    expect(german.body.message).toBe('Zu viele Anmeldeversuche. Bitte versuche es in 15 Minuten erneut.');
  });

  it('counts every spelling of one name against the same limit', async () => {
    await app.client().post('/api/auth/register', { username: 'Spelling', password: 'correct-horse' });
    vi.mocked(verifyPassword).mockClear();
    const spellings = ['spelling', 'SPELLING', 'Ｓｐｅｌｌｉｎｇ', ' Spelling ', 'sPeLLinG', 'spelling', 'SPELLING'];
    const answers = await Promise.all(
      spellings.map((username, i) => app.client().post('/api/auth/login', { username, password: `guess-${i}` })),
    );
    expect(tally(answers.map((a) => a.status))).toEqual({ 401: 5, 429: 2 });
    expect(verifyPassword).toHaveBeenCalledTimes(5);
  });

  it('still signs the owner in after a few typos, and forgets them on success', async () => {
    await app.client().post('/api/auth/register', { username: 'Typist', password: 'correct-horse' });
    for (let i = 0; i < 4; i++)
      expect((await app.client().post('/api/auth/login', { username: 'typist', password: `typo-${i}` })).status).toBe(
        401,
      );
    expect((await app.client().post('/api/auth/login', { username: 'typist', password: 'correct-horse' })).status).toBe(
      200,
    );
    // The failures at this address were forgotten: five more typos are allowed again.
    for (let i = 0; i < 5; i++)
      expect((await app.client().post('/api/auth/login', { username: 'typist', password: `typo-${i}` })).status).toBe(
        401,
      );
    expect((await app.client().post('/api/auth/login', { username: 'typist', password: 'correct-horse' })).status).toBe(
      429,
    );
  });
});
