import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetPassword } from '../../src/services/admin-users.ts';
import { TEMPORARY_PASSWORD_MS } from '../../src/services/user-service.ts';
import { verifyPassword } from '../../src/services/password.ts';
import { ADMIN_PASSWORD, createAccount, signedIn } from '../admin/admin-fixtures.ts';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.ts';

// Issue 25, item 12: a signed-in user changes their password (ending the account's other
// sessions), and the admin's temporary passwords expire after 24 hours and must be changed at
// the first sign-in: until then the session may do nothing else.

const CHANGE_REQUIRED = 'Please change your temporary password before you continue.';
const EXPIRED = 'Your temporary password has expired (it was valid for 24 hours). Please ask the admin for a new one.';

let app: TestApp;
let admin: TestClient;
beforeAll(async () => {
  app = await startTestApp();
  await createAccount(app, 'admin', ADMIN_PASSWORD);
  admin = await signedIn(app, 'admin', ADMIN_PASSWORD);
});
afterAll(() => app?.close());

const storedHash = async (username: string) =>
  (await app.db.knex('users').where({ username }).first()).passwordHash as string;

describe('POST /api/auth/password', () => {
  it('needs a signed-in user', async () => {
    const response = await app
      .client()
      .post('/api/auth/password', { currentPassword: 'whatever', newPassword: 'something-new' });
    expect(response.status).toBe(401);
  });

  it("checks the current password and the spec's rules for the new one, with a message on each field", async () => {
    await createAccount(app, 'careful', 'old-secret');
    const browser = await signedIn(app, 'careful', 'old-secret');
    const wrong = await browser.post('/api/auth/password', { currentPassword: 'not-it', newPassword: 'new-secret' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      message: 'Your current password is not correct.',
      fieldErrors: { currentPassword: 'Your current password is not correct.' },
    });
    const short = await browser.post('/api/auth/password', { currentPassword: 'old-secret', newPassword: 'abc' });
    expect(short.status).toBe(400);
    expect(short.body.fieldErrors.newPassword).toBe('Password must be at least 6 characters');
    const long = await browser.post('/api/auth/password', {
      currentPassword: 'old-secret',
      newPassword: 'x'.repeat(101),
    });
    expect(long.body.fieldErrors.newPassword).toBe('Password is too long');
    const same = await browser.post('/api/auth/password', { currentPassword: 'old-secret', newPassword: 'old-secret' });
    expect(same.status).toBe(400);
    expect(same.body.fieldErrors.newPassword).toBe('The new password must be different from the current one');
    const missing = await browser.post(
      '/api/auth/password',
      { newPassword: 'new-secret' },
      { 'accept-language': 'de' },
    );
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors.currentPassword).toBe('Bitte gib dein aktuelles Passwort ein');
    expect(await verifyPassword('old-secret', await storedHash('careful'))).toBe(true);
  });

  it('changes it, ends every other session of the account and renews this one', async () => {
    await createAccount(app, 'mover', 'first-secret');
    await createAccount(app, 'neighbour', 'their-secret');
    const laptop = await signedIn(app, 'mover', 'first-secret');
    const phone = await signedIn(app, 'mover', 'first-secret');
    const neighbour = await signedIn(app, 'neighbour', 'their-secret');
    const before = laptop.cookies.get('dw.sid');

    const changed = await laptop.post('/api/auth/password', {
      currentPassword: 'first-secret',
      newPassword: 'second-secret',
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toEqual({ id: expect.any(Number), username: 'mover', isAdmin: false });
    expect(laptop.cookies.get('dw.sid')).toBeDefined();
    expect(laptop.cookies.get('dw.sid')).not.toBe(before);

    expect((await laptop.get('/api/auth/me')).body.id).toEqual(expect.any(Number));
    expect((await phone.get('/api/auth/me')).body).toEqual({});
    expect((await neighbour.get('/api/auth/me')).body.id).toEqual(expect.any(Number));
    // The old cookie is no way back in either.
    const stolen = app.client();
    stolen.cookies.set('dw.sid', before!);
    for (const [name, value] of laptop.cookies) if (name !== 'dw.sid') stolen.cookies.set(name, value);
    expect((await stolen.get('/api/auth/me')).body).toEqual({});

    expect((await app.client().post('/api/auth/login', { username: 'mover', password: 'first-secret' })).status).toBe(
      401,
    );
    expect((await app.client().post('/api/auth/login', { username: 'mover', password: 'second-secret' })).status).toBe(
      200,
    );
  });
});

describe("the admin's temporary passwords", () => {
  it('must be changed at the first sign-in: until then every other route answers 403', async () => {
    const created = await admin.post('/api/admin/users', { username: 'nora_mum' });
    expect(created.status).toBe(201);
    const { temporaryPassword } = created.body;
    const row = await app.db.knex('users').where({ username: 'nora_mum' }).first();
    const expiresIn = new Date(row.temporaryPasswordExpiresAt).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(TEMPORARY_PASSWORD_MS - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(TEMPORARY_PASSWORD_MS);

    const nora = app.client();
    const login = await nora.post('/api/auth/login', { username: 'nora_mum', password: temporaryPassword });
    expect(login.status).toBe(200);
    expect(login.body).toEqual({ id: row.id, username: 'nora_mum', isAdmin: false, mustChangePassword: true });
    expect((await nora.get('/api/auth/me')).body).toEqual(login.body);

    for (const [method, path] of [
      ['GET', '/api/stories/user'],
      ['POST', '/api/stories'],
    ] as const) {
      const refused = await nora.request(
        method,
        path,
        method === 'POST'
          ? { json: { audience: 'child', storyType: 'classic', language: 'en', recipientDetails: { name: 'Mia' } } }
          : {},
      );
      expect(refused.status, path).toBe(403);
      expect(refused.body.message, path).toBe(CHANGE_REQUIRED);
    }
    const german = await nora.get('/api/stories/user', { 'accept-language': 'de' });
    expect(german.body.message).toBe('Bitte ändere zuerst dein vorläufiges Passwort.');
    expect(Number((await app.db.knex('stories').count({ n: '*' }).first())!.n)).toBe(0);

    const changed = await nora.post('/api/auth/password', {
      currentPassword: temporaryPassword,
      newPassword: 'noras-own-password',
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toEqual({ id: row.id, username: 'nora_mum', isAdmin: false });
    expect((await nora.get('/api/stories/user')).status).toBe(200);
    expect((await app.db.knex('users').where({ id: row.id }).first()).temporaryPasswordExpiresAt).toBeNull();
  });

  it("hold for the admin's own account too: a reset admin can only change the password", async () => {
    await createAccount(app, 'second_admin', 'x-password', { isAdmin: true });
    const reset = await resetPassword(app.db.knex, 'second_admin', app.context.accountRules);
    const browser = app.client();
    expect(
      (await browser.post('/api/auth/login', { username: 'second_admin', password: reset.temporaryPassword })).body
        .mustChangePassword,
    ).toBe(true);
    const users = await browser.get('/api/admin/users');
    expect(users.status).toBe(403);
    expect(users.body.message).toBe(CHANGE_REQUIRED);
    expect(
      (
        await browser.post('/api/auth/password', {
          currentPassword: reset.temporaryPassword,
          newPassword: 'admins-own-password',
        })
      ).status,
    ).toBe(200);
    expect((await browser.get('/api/admin/users')).status).toBe(200);
  });

  it('are refused after 24 hours with a clear message; a wrong password still gets the usual one', async () => {
    await createAccount(app, 'late_larry', 'unused-password');
    const reset = await resetPassword(app.db.knex, 'late_larry', app.context.accountRules);
    // A session signed in in time...
    const early = app.client();
    expect(
      (await early.post('/api/auth/login', { username: 'late_larry', password: reset.temporaryPassword })).status,
    ).toBe(200);
    await app.db
      .knex('users')
      .where({ username: 'late_larry' })
      .update({ temporaryPasswordExpiresAt: new Date(Date.now() - 1000) });

    const late = await app
      .client()
      .post('/api/auth/login', { username: 'late_larry', password: reset.temporaryPassword });
    expect(late.status).toBe(401);
    expect(late.body.message).toBe(EXPIRED);
    const wrong = await app.client().post('/api/auth/login', { username: 'late_larry', password: 'a-wrong-guess' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Invalid username or password');
    // ...cannot turn the expired password into a lasting one.
    const change = await early.post('/api/auth/password', {
      currentPassword: reset.temporaryPassword,
      newPassword: 'too-late-now',
    });
    expect(change.status).toBe(400);
    expect(change.body.message).toBe(EXPIRED);
    expect(await verifyPassword(reset.temporaryPassword, await storedHash('late_larry'))).toBe(true);
  });

  it('are not asked of passwords the user chose (registration)', async () => {
    const browser = app.client();
    const registered = await browser.post('/api/auth/register', { username: 'chooser', password: 'my-own-choice' });
    expect(registered.body).toEqual({ id: expect.any(Number), username: 'chooser', isAdmin: false });
    expect((await browser.get('/api/stories/user')).status).toBe(200);
  });
});
