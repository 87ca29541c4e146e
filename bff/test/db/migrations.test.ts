import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Scene, Story, User } from '../../src/models/index.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase({ migrate: false });
});
afterAll(() => db?.close());

describe('migrations', () => {
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
