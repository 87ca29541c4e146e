import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAdminRole } from '../../src/services/admin-users.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { createAccount, signedIn } from './admin-fixtures.ts';

// Issue 25, item 11: the admin was whoever had the name in ADMIN_USERNAME, so changing the
// setting made any existing account of the new name the admin at once:
//   ADMIN_USERNAME=boss npm start   # "boss" registered last week on the web -> admin dashboard
// The role is stored now (users.is_admin), granted only through storyctl.

describe('the admin role is stored, not read from the name', () => {
  let app: TestApp;
  beforeAll(async () => {
    // The setting was renamed to "boss" after someone had registered that name.
    app = await startTestApp({ ADMIN_USERNAME: 'boss' });
  });
  afterAll(() => app?.close());

  it('renaming ADMIN_USERNAME gives an existing account of that name no admin rights', async () => {
    await createAccount(app, 'boss', 'boss-password', { isAdmin: false });
    const boss = await signedIn(app, 'boss', 'boss-password');
    expect((await boss.get('/api/auth/me')).body).toEqual({ id: expect.any(Number), username: 'boss', isAdmin: false });
    const users = await boss.get('/api/admin/users');
    expect(users.status).toBe(403);
    expect(users.body.message).toBe("You don't have permission to do this.");
    // The name stays reserved on the web all the same.
    expect((await app.client().post('/api/auth/register', { username: 'B0SS', password: 'secret1' })).status).toBe(409);
  });

  it('the admin routes and /api/auth/me follow the stored role as it is granted and taken away', async () => {
    await createAccount(app, 'helper', 'helper-password');
    const helper = await signedIn(app, 'helper', 'helper-password');
    expect((await helper.get('/api/admin/stories')).status).toBe(403);

    expect(await setAdminRole(app.db.knex, 'helper', true)).toMatchObject({
      username: 'helper',
      isAdmin: true,
      changed: true,
    });
    expect((await helper.get('/api/admin/stories')).status).toBe(200);
    expect((await helper.get('/api/auth/me')).body.isAdmin).toBe(true);
    const listed = await helper.get('/api/admin/users');
    expect(listed.body.find((u: { username: string }) => u.username === 'helper').isAdmin).toBe(true);
    expect(listed.body.find((u: { username: string }) => u.username === 'boss').isAdmin).toBe(false);

    expect(await setAdminRole(app.db.knex, 'HELPER', false)).toMatchObject({ isAdmin: false, changed: true });
    expect((await helper.get('/api/admin/stories')).status).toBe(403);
    expect((await helper.get('/api/auth/me')).body.isAdmin).toBe(false);
    await expect(setAdminRole(app.db.knex, 'nobody-here', true)).rejects.toMatchObject({ status: 404 });
  });
});

describe('migration 20261125_2601_admin_role', () => {
  let db: TestDatabase;
  const savedAdminName = process.env.ADMIN_USERNAME;
  beforeAll(async () => {
    db = await createTestDatabase({ migrate: false });
  });
  afterAll(async () => {
    if (savedAdminName === undefined) delete process.env.ADMIN_USERNAME;
    else process.env.ADMIN_USERNAME = savedAdminName;
    await db?.close();
  });

  it('keeps the role of the account that was the admin when it ran, and only that one', async () => {
    for (;;) {
      const [done] = await db.knex.migrate.list();
      if (done.some((m: { name: string }) => m.name === '20261123_1701_scene_sentence_starts')) break;
      await db.knex.migrate.up();
    }
    const insert = async (username: string, key: string) =>
      (await db.knex('users').insert({ username, username_key: key, password_hash: 'x' }).returning('id'))[0].id;
    const admin = await insert('Admin', 'admin');
    const lookAlike = await insert('ａｄｍｉｎ', 'admin#2');
    const luna = await insert('luna', 'luna');
    delete process.env.ADMIN_USERNAME;
    await db.knex.migrate.latest();
    const roles = Object.fromEntries(
      (await db.knex('users').select('id', 'isAdmin')).map((u: { id: number; isAdmin: boolean }) => [u.id, u.isAdmin]),
    );
    expect(roles).toEqual({ [admin]: true, [lookAlike]: false, [luna]: false });

    // And with the admin's name set when it runs: that account is the one.
    // Back to before the role's migration, whatever was added after it.
    while ((await db.knex.migrate.list())[0].some((m: { name: string }) => m.name === '20261125_2601_admin_role'))
      await db.knex.migrate.down();
    process.env.ADMIN_USERNAME = 'Luna';
    await db.knex.migrate.latest();
    const after = Object.fromEntries(
      (await db.knex('users').select('id', 'isAdmin')).map((u: { id: number; isAdmin: boolean }) => [u.id, u.isAdmin]),
    );
    expect(after).toEqual({ [admin]: false, [lookAlike]: false, [luna]: true });
  });
});
