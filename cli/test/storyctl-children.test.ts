import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../bff/test/support/test-database.ts';
import { ChildProfile, Story, User } from '../../bff/test/support/data.ts';
import { storyctl } from './run-storyctl.ts';

// `storyctl children list`: the admin learns how many profiles an account has and their ids,
// never a child's name, look or story bible.

let db: TestDatabase;
let env: Record<string, string>;
beforeAll(async () => {
  db = await createTestDatabase();
  env = { DATA_DIR: db.dataDir, DATABASE_URL: db.databaseUrl ?? '' };
});
afterAll(() => db?.close());

describe('storyctl children list', () => {
  it('shows counts and ids only', async () => {
    const parent = await User.query(db.knex).insertAndFetch({ username: 'ida-parent', passwordHash: 'x', email: null });
    const profile = await ChildProfile.query(db.knex).insertAndFetch({
      id: 'profileIdaAAAAAAAAAAAA',
      userId: parent.id,
      name: 'Ida Secretname',
      age: 5,
      ageGivenAt: new Date(),
      bible: ['Pepper is our dog'],
      companions: [{ name: 'Pepper', kind: 'dog' }],
      favourites: { animal: 'otter' },
      look: { hairColour: 'red' },
    });
    await Story.query(db.knex).insert({
      id: 'story-of-ida',
      title: 'Ida and the Otter',
      summary: '',
      storyType: 'classic',
      details: {},
      generationStatus: 'completed',
      userId: parent.id,
      childId: profile.id,
    });

    const table = await storyctl(['children', 'list', '--user', 'ida-parent'], env);
    expect(table).toMatchObject({ code: 0, stderr: '' });
    expect(table.stdout).toBe(
      `ida-parent (id ${parent.id}): 1 child profile\nID                      STORIES\nprofileIdaAAAAAAAAAAAA        1\n`,
    );
    const json = await storyctl(['children', 'list', '--user', String(parent.id), '--json'], env);
    expect(JSON.parse(json.stdout)).toEqual({
      userId: parent.id,
      count: 1,
      profiles: [{ id: profile.id, storyCount: 1 }],
    });
    for (const output of [table.stdout, json.stdout]) {
      for (const detail of ['Secretname', 'Pepper', 'otter', 'red']) expect(output).not.toContain(detail);
    }

    const missing = await storyctl(['children', 'list'], env);
    expect(missing.code).toBe(2);
  });
});
