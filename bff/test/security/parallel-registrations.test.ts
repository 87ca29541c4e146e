import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '../../src/services/password.ts';
import { DEFAULT_REGISTRATION_POLICY, reserveRegistration } from '../../src/services/registration-limit.ts';
import { registerVisitor } from '../../src/services/user-service.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// Attack: create accounts in a burst from one address. Nothing limited registration: 32 sent
// 16 at a time all hashed a password and 92 accounts were made without a single 429.
//
//   seq 32 | xargs -P16 -I{} curl -s -o /dev/null -w '%{http_code}\n' -X POST localhost:3000/api/auth/register \
//     -H 'content-type: application/json' -d '{"username":"burst-{}","password":"correct-horse"}' | sort | uniq -c
//   # was: 32 x 201; now: 10 x 201, 22 x 429 with Retry-After (and only 10 passwords hashed)

// Counts how many registrations reached the (slow, scrypt) hash.
vi.mock('../../src/services/password.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/services/password.ts')>();
  return { ...actual, hashPassword: vi.fn(actual.hashPassword) };
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

describe('registration limits', () => {
  it('lets 10 of 32 parallel registrations from one address through, refusing the rest before hashing', async () => {
    const { max } = DEFAULT_REGISTRATION_POLICY.perAddress;
    vi.mocked(hashPassword).mockClear();
    const answers = await Promise.all(
      Array.from({ length: 32 }, (_, i) =>
        app.client().post('/api/auth/register', { username: `burst-${i}`, password: 'correct-horse' }),
      ),
    );
    expect(tally(answers.map((a) => a.status))).toEqual({ 201: max, 429: 32 - max });
    expect(hashPassword).toHaveBeenCalledTimes(max);

    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.body.message).toBe(
      'Too many accounts have been created from your network recently. Please try again in 60 minutes, or sign in if you already have an account.',
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    const german = await app
      .client()
      .post('/api/auth/register', { username: 'spaeter', password: 'correct-horse' }, { 'accept-language': 'de' });
    expect(german.status).toBe(429);
    expect(german.body.message).toBe(
      'Aus deinem Netzwerk wurden in letzter Zeit zu viele Konten angelegt. Bitte versuche es in 60 Minuten erneut, oder melde dich an, wenn du schon ein Konto hast.',
    );
  });

  it('gives the place back when no account is made (a taken name)', async () => {
    const rules = app.context.accountRules;
    const address = '192.0.2.10';
    await registerVisitor(app.db.knex, { username: 'taken-name', password: 'correct-horse' }, rules, { address });
    for (let i = 0; i < 15; i++) {
      await expect(
        registerVisitor(app.db.knex, { username: 'Taken-Name', password: 'correct-horse' }, rules, { address }),
      ).rejects.toMatchObject({
        status: 409,
        code: 'errors.usernameTaken',
      });
    }
    await expect(
      registerVisitor(app.db.knex, { username: 'fresh-name', password: 'correct-horse' }, rules, { address }),
    ).resolves.toMatchObject({
      username: 'fresh-name',
    });
  });

  it('meets a ceiling over all addresses, with its own message', async () => {
    const policy = { perAddress: { max: 10, windowMs: 60 * 60_000 }, global: { max: 3, windowMs: 60 * 60_000 } };
    const rules = { ...app.context.accountRules, registration: policy };
    // The earlier tests' registrations count too: start from a clean global count.
    await app.db.knex('rate_limits').where({ key: 'register:all' }).delete();
    for (let i = 0; i < 3; i++) {
      await registerVisitor(app.db.knex, { username: `everywhere-${i}`, password: 'correct-horse' }, rules, {
        address: `203.0.113.${i + 1}`,
      });
    }
    const refused = await registerVisitor(app.db.knex, { username: 'everywhere-x', password: 'correct-horse' }, rules, {
      address: '203.0.113.99',
    }).catch((e) => e);
    expect(refused).toMatchObject({ status: 429, code: 'errors.registrationsBusy' });
    expect(refused.message).toBe('A great many people are signing up right now. Please try again in 60 minutes.');
    // The refused address's own count was given back.
    const own = await app.db.knex('rate_limits').where({ key: 'register:addr:203.0.113.99' }).first();
    expect(own?.events ?? 0).toBe(0);
    await expect(reserveRegistration(app.db.knex, undefined, policy)).rejects.toMatchObject({ status: 429 });
  });
});
