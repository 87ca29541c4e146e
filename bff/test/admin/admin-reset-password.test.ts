import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetPassword } from '../../src/services/admin-users.ts';
import { User } from '../../src/models/index.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { ADMIN_PASSWORD, createAccount, signedIn } from './admin-fixtures.ts';

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

    expect((await forgetful.get('/api/auth/me')).body).toEqual({});
    expect((await bystander.get('/api/auth/me')).body.id).toEqual(expect.any(Number));
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

describe('POST /api/admin/users/:userId/password (Reset password in the dashboard)', () => {
  it('gives the admin a temporary password for the account; the old one stops working', async () => {
    await createAccount(app, 'admin', ADMIN_PASSWORD);
    const admin = await signedIn(app, 'admin', ADMIN_PASSWORD);
    const owner = await createAccount(app, 'locked_out_lena');
    const lena = await signedIn(app, 'locked_out_lena');

    const response = await admin.post(`/api/admin/users/${owner.id}/password`, {});
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.body).toEqual({
      id: owner.id,
      username: 'locked_out_lena',
      temporaryPassword: expect.stringMatching(/^\S{12,}$/),
    });

    // Signed out everywhere; the old password is refused, the temporary one works for 24 hours
    // and must be changed before anything else.
    expect((await lena.get('/api/auth/me')).body).toEqual({});
    const old = await app
      .client()
      .post('/api/auth/login', { username: 'locked_out_lena', password: 'locked_out_lena-password' });
    expect(old.status).toBe(401);
    const browser = app.client();
    const fresh = await browser.post('/api/auth/login', {
      username: 'locked_out_lena',
      password: response.body.temporaryPassword,
    });
    expect(fresh.status).toBe(200);
    expect(fresh.body).toMatchObject({ username: 'locked_out_lena', mustChangePassword: true });
    const stored = (await User.query(app.db.knex).findById(owner.id))!;
    const hoursValid = (new Date(stored.temporaryPasswordExpiresAt!).getTime() - Date.now()) / 3_600_000;
    expect(hoursValid).toBeGreaterThan(23.9);
    expect(hoursValid).toBeLessThanOrEqual(24);
    expect((await browser.get('/api/stories/user')).status).toBe(403);
    const changed = await browser.post('/api/auth/password', {
      currentPassword: response.body.temporaryPassword,
      newPassword: 'lena-new-password',
    });
    expect(changed.status).toBe(200);
    expect((await browser.get('/api/stories/user')).status).toBe(200);
  });

  it('is refused to a user (403), to a visitor (401) and from another site (403), and changes nothing', async () => {
    await createAccount(app, 'admin', ADMIN_PASSWORD).catch(() => {});
    const target = await createAccount(app, 'target_tom');
    await createAccount(app, 'nosy_neighbour');
    const neighbour = await signedIn(app, 'nosy_neighbour');
    const path = `/api/admin/users/${target.id}/password`;
    expect((await neighbour.post(path, {})).status).toBe(403);
    expect((await app.client().post(path, {})).status).toBe(401);
    const admin = await signedIn(app, 'admin', ADMIN_PASSWORD);
    const forged = await admin.post(path, {}, { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' });
    expect(forged.status).toBe(403);
    expect(
      (await app.client().post('/api/auth/login', { username: 'target_tom', password: 'target_tom-password' })).status,
    ).toBe(200);
  });

  it('answers 404 for an unknown account and 400 for an id that is none', async () => {
    const admin = await signedIn(app, 'admin', ADMIN_PASSWORD);
    expect((await admin.post('/api/admin/users/999999/password', {})).status).toBe(404);
    expect((await admin.post('/api/admin/users/lena/password', {})).status).toBe(400);
  });
});
