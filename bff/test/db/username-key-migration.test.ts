import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByUsername, isAdminUsername } from '../../src/services/user-service.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

// 20261123_1301_username_key fills the key of accounts made before it, including names that
// the old lower() index let in twice but that are one name once normalised (an older
// "ａｄｍｉｎ" beside the real admin).

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase({ migrate: false });
});
afterAll(() => db?.close());

describe('migration 20261123_1301_username_key', () => {
  it('keys old accounts; of two that are now one name, the one already in normal form keeps it, else the older', async () => {
    for (;;) {
      const [done] = await db.knex.migrate.list();
      if (done.some((m: { name: string }) => m.name === '20261123_0301_generation_jobs')) break;
      await db.knex.migrate.up();
    }
    const [older] = await db.knex('users').insert({ username: 'Luna', password_hash: 'x' }).returning('id');
    const [newer] = await db
      .knex('users')
      .insert({ username: 'LUNA', password_hash: 'x' })
      .returning('id')
      .catch(() => [{ id: -1 }]);
    // The old lower() index let these in beside "Luna"/"admin": lower() keeps fullwidth letters.
    const [fullwidth] = await db.knex('users').insert({ username: 'ｌｕｎａ', password_hash: 'x' }).returning('id');
    const [fakeAdmin] = await db.knex('users').insert({ username: 'ａｄｍｉｎ', password_hash: 'x' }).returning('id');
    const [admin] = await db.knex('users').insert({ username: 'admin', password_hash: 'x' }).returning('id');
    await db.knex('users').insert({ username: 'Stella', password_hash: 'x' });
    await db.knex.migrate.latest();

    expect(newer.id).toBe(-1);
    const keys = await db.knex('users').orderBy('id').pluck('username_key');
    expect(keys).toEqual(['luna', `luna#${fullwidth.id}`, `admin#${fakeAdmin.id}`, 'admin', 'stella']);
    expect((await findUserByUsername(db.knex, 'LUNA'))?.id).toBe(older.id);
    // The real admin keeps the admin's name, though the look-alike is older...
    expect((await findUserByUsername(db.knex, 'admin'))?.id).toBe(admin.id);
    // ...and the look-alike is not taken for the admin.
    const rules = { adminUsername: 'admin' };
    expect(isAdminUsername('ａｄｍｉｎ', rules)).toBe(false);
    expect(isAdminUsername('Admin', rules)).toBe(true);
    expect((await findUserByUsername(db.knex, 'stella'))?.username).toBe('Stella');
    await expect(
      db.knex('users').insert({ username: 'x', username_key: 'stella', password_hash: 'x' }),
    ).rejects.toThrow();

    await db.knex.migrate.down({ name: '20261123_1301_username_key' });
    expect(await db.knex.schema.hasColumn('users', 'username_key')).toBe(false);
  });
});
