import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationNames } from '../../src/db/migrations/index.ts';
import { Scene, Story, User } from '../../src/models/index.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase({ migrate: false });
});
afterAll(() => db?.close());

describe('migrations', () => {
  it('are every file of their folder, in the order of their names', () => {
    const files = readdirSync(new URL('../../src/db/migrations/', import.meta.url)).filter(
      (file) => file !== 'index.ts',
    );
    // A file named otherwise would be skipped without a word: every one must be a migration.
    expect(migrationNames().map((name) => `${name}.ts`)).toEqual(files.sort());
    expect(migrationNames()).toEqual([...migrationNames()].sort());
    expect(migrationNames()[0]).toBe('20261122_0001_users');
  });

  it('go up, down to nothing, and up again', async () => {
    await db.knex.migrate.latest();
    for (const table of ['users', 'stories', 'scenes', 'payments', 'sessions']) {
      expect(await db.knex.schema.hasTable(table), table).toBe(true);
    }
    await db.knex.migrate.rollback(undefined, true);
    expect(await db.knex.schema.hasTable('users')).toBe(false);
    expect(await db.knex.schema.hasTable('stories')).toBe(false);
    await db.knex.migrate.latest();
    const [, pending] = await db.knex.migrate.list();
    expect(pending).toEqual([]);
  });

  it('relate users to stories to scenes', async () => {
    const user = await User.query(db.knex).insertAndFetch({ username: 'Mila', passwordHash: 'x' });
    await Story.query(db.knex).insert({
      id: 'story-one',
      userId: user.id,
      storyType: 'classic',
      details: { recipientDetails: { name: 'Mila' } },
    });
    await Scene.query(db.knex).insert([
      { storyId: 'story-one', sceneNumber: 1, text: 'Once upon a time' },
      { storyId: 'story-one', sceneNumber: 2, text: 'The end' },
    ]);
    const found = await User.query(db.knex)
      .findById(user.id)
      .withGraphFetched('stories.scenes(ordered)')
      .modifiers({ ordered: (q) => q.orderBy('sceneNumber') });
    expect(found?.stories?.[0].details).toEqual({ recipientDetails: { name: 'Mila' } });
    expect(found?.stories?.[0].scenes?.map((s) => s.sceneNumber)).toEqual([1, 2]);
  });

  it('refuse a second user whose name differs only in case', async () => {
    await User.query(db.knex).insert({ username: 'Noah', passwordHash: 'x' });
    await expect(User.query(db.knex).insert({ username: 'NOAH', passwordHash: 'x' })).rejects.toThrow();
  });
});
