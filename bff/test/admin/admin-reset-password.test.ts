import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetPassword } from '../../src/services/admin-users.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { createAccount, signedIn } from './admin-fixtures.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

describe('resetPassword (storyctl users reset-password)', () => {
  it('replaces the password and signs the account out everywhere, but no one else', async () => {
    await createAccount(app, 'forgetful');
    await createAccount(app, 'bystander');
    const forgetful = await signedIn(app, 'forgetful');
    const bystander = await signedIn(app, 'bystander');

    const reset = await resetPassword(app.db.knex, 'FORGETFUL', app.context.accountRules);
    expect(reset).toEqual({
      id: expect.any(Number),
      username: 'forgetful',
      temporaryPassword: expect.stringMatching(/^\S{12,}$/),
    });

    expect((await forgetful.get('/api/auth/me')).status).toBe(401);
    expect((await bystander.get('/api/auth/me')).status).toBe(200);
    const old = await app.client().post('/api/auth/login', { username: 'forgetful', password: 'forgetful-password' });
    expect(old.status).toBe(401);
    const fresh = await app
      .client()
      .post('/api/auth/login', { username: 'forgetful', password: reset.temporaryPassword });
    expect(fresh.status).toBe(200);
  });

  it('answers 404 for an unknown account', async () => {
    await expect(resetPassword(app.db.knex, 'nobody-at-all', app.context.accountRules)).rejects.toMatchObject({
      status: 404,
      message: 'There is no user "nobody-at-all".',
    });
  });
});
