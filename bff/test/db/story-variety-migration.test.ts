import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childKeyOf, varietyForNewStory } from '../../src/services/story-variety.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

// 20261125_2401_story_variety adds the stored variety and plot, and keys the stories made before
// it by child (the name as childKeyOf compares it), in batches, so that a child's older titles
// count among its last stories from the first new order on.

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase({ migrate: false });
});
afterAll(() => db?.close());

describe('migration 20261125_2401_story_variety', () => {
  it("keys every older story by its child's name, and goes down again", async () => {
    for (;;) {
      const [done] = await db.knex.migrate.list();
      if (done.some((m: { name: string }) => m.name === '20261123_1701_scene_sentence_starts')) break;
      await db.knex.migrate.up();
    }
    const [user] = await db
      .knex('users')
      .insert({ username: 'Luna', username_key: 'luna', password_hash: 'x' })
      .returning('id');
    const names = ['Zoë', ' zoe\u0308', 'Ben  Lee', 'ZOË'];
    const rows = Array.from({ length: 1203 }, (_, i) => ({
      id: `old-story-${String(i).padStart(5, '0')}`,
      user_id: i % 2 ? user.id : null,
      story_type: 'classic',
      title: `Old story ${i}`,
      details: JSON.stringify({
        audience: 'child',
        storyType: 'classic',
        language: 'en',
        recipientDetails: { name: names[i % names.length] },
      }),
      created_at: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
    }));
    for (let i = 0; i < rows.length; i += 300) await db.knex('stories').insert(rows.slice(i, i + 300));
    await db.knex('stories').insert({ id: 'old-story-no-name', story_type: 'classic', details: '{}' });
    await db.knex.migrate.latest();

    const keys = await db.knex('stories').whereLike('id', 'old-story-0%').orderBy('id').pluck('child_key');
    expect(keys).toEqual(rows.map((_, i) => childKeyOf(names[i % names.length])));
    expect(new Set(keys)).toEqual(new Set(['zoë', 'ben lee']));
    expect((await db.knex('stories').where({ id: 'old-story-no-name' }).first()).childKey).toBeNull();

    // The account's Zoë (every odd story: the ones with an owner) has the ten latest as her last ten.
    const variety = await varietyForNewStory(db.knex, { ownerId: user.id, name: 'zoë' });
    expect(variety.recentTitles).toEqual(
      [1201, 1199, 1197, 1195, 1193, 1191, 1189, 1187, 1185, 1183].map((n) => `Old story ${n}`),
    );
    // Ben Lee's stories were all anonymous (even numbers): none of them is the account's.
    expect((await varietyForNewStory(db.knex, { ownerId: user.id, name: 'Ben Lee' })).recentTitles).toEqual([]);
    expect(variety.recentPlots).toEqual([]);

    await db.knex.migrate.down({ name: '20261125_2401_story_variety' });
    for (const column of ['variety', 'plot', 'child_key'])
      expect(await db.knex.schema.hasColumn('stories', column)).toBe(false);
  });
});
