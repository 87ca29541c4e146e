import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchLeanReads } from '../../src/db/lean-read.ts';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.ts';
import { ADMIN_PASSWORD, createAccount, createStory, signedIn } from './admin-fixtures.ts';

let app: TestApp;
let admin: TestClient;
let luna: { id: number };
let max: { id: number };
const ids: Record<string, string> = {};
beforeAll(async () => {
  app = await startTestApp();
  await createAccount(app, 'admin', ADMIN_PASSWORD);
  admin = await signedIn(app, 'admin', ADMIN_PASSWORD);
  luna = await createAccount(app, 'luna');
  max = await createAccount(app, 'max');
  ids.dragon = (
    await createStory(app, { title: 'The Sleepy Dragon', userId: luna.id, createdAt: new Date('2026-03-01T08:00:00Z') })
  ).id;
  ids.whale = (
    await createStory(app, { title: 'Whale Song', userId: max.id, createdAt: new Date('2026-03-03T08:00:00Z') })
  ).id;
  ids.stars = (
    await createStory(app, { title: '100% Stars_and Moons', createdAt: new Date('2026-03-02T08:00:00Z') })
  ).id;
});
afterAll(() => app?.close());

const storyIdsOf = async (userId: number) =>
  (await admin.get(`/api/admin/users/${userId}/stories`)).body.map((s: { id: string }) => s.id);

describe('GET /api/admin/stories', () => {
  it('lists every story newest first with its owner', async () => {
    const response = await admin.get('/api/admin/stories');
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      {
        id: ids.whale,
        title: 'Whale Song',
        createdAt: '2026-03-03T08:00:00.000Z',
        isPaid: false,
        generationStatus: 'completed',
        userId: max.id,
        username: 'max',
        shared: false,
        galleryHidden: false,
        isSample: false,
        scenesWithoutAudio: [],
        refundStatus: null,
      },
      expect.objectContaining({ id: ids.stars, userId: null, username: null }),
      expect.objectContaining({ id: ids.dragon, userId: luna.id, username: 'luna' }),
    ]);
  });

  it('searches titles and ids case-insensitively, with % and _ taken literally', async () => {
    const search = async (text: string) =>
      (await admin.get(`/api/admin/stories?search=${encodeURIComponent(text)}`)).body.map((s: { id: string }) => s.id);
    expect(await search('sleepy DRAGON')).toEqual([ids.dragon]);
    expect(await search(ids.whale.toUpperCase())).toEqual([ids.whale]);
    expect(await search('0%')).toEqual([ids.stars]);
    expect(await search('s_a')).toEqual([ids.stars]);
    expect(await search('unicorn')).toEqual([]);
  });

  it('finds a title by several of its words only where they stand together, in that order', async () => {
    const search = async (text: string) =>
      (await admin.get(`/api/admin/stories?search=${encodeURIComponent(text)}`)).body.map((s: { id: string }) => s.id);
    expect(await search('the sleepy dragon')).toEqual([ids.dragon]);
    expect(await search('  The Sleepy ')).toEqual([ids.dragon]);
    expect(await search('stars_and moons')).toEqual([ids.stars]);
    expect(await search('100% stars')).toEqual([ids.stars]);
    expect(await search('dragon sleepy')).toEqual([]);
    expect(await search('stars moons')).toEqual([]);
    expect(await search('sleepy song')).toEqual([]);
    expect(await search('and moons'), 'a common word and another').toEqual([ids.stars]);
    expect(await search('e So'), 'only words of one or two letters').toEqual([ids.whale]);
    expect(await search(`${ids.whale} x`), 'an id with a space is no id').toEqual([]);
  });

  it('reads all stories and their owners in one query, however many there are', async () => {
    const queriesOfOneListing = async () => {
      const sql: string[] = [];
      const record = (query: { sql: string }) => sql.push(query.sql);
      app.db.knex.on('query', record);
      const stopWatching = watchLeanReads(app.db.knex, (read) => sql.push(read));
      try {
        expect((await admin.get('/api/admin/stories')).status).toBe(200);
      } finally {
        app.db.knex.off('query', record);
        stopWatching();
      }
      return sql;
    };
    const before = await queriesOfOneListing();
    const owners = [luna.id, max.id, null];
    for (let i = 0; i < 30; i += 1) await createStory(app, { title: `Bulk ${i}`, userId: owners[i % 3] });
    const after = await queriesOfOneListing();
    // Only what reads the listed data counts: a session or lease statement of the moment is not the listing's.
    const readsOfStoryData = (sql: string[]) =>
      sql.filter((statement) => /\b(stories|scenes|payments)\b/.test(statement));
    expect(readsOfStoryData(before)).toHaveLength(1);
    expect(readsOfStoryData(after)).toHaveLength(1);
  });
});

describe('PUT /api/admin/stories/:storyId/assign', () => {
  it("moves a story from one user's list to another's and answers the updated story", async () => {
    expect(await storyIdsOf(luna.id)).toContain(ids.dragon);
    const response = await admin.put(`/api/admin/stories/${ids.dragon}/assign`, { userId: max.id });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: ids.dragon,
      title: 'The Sleepy Dragon',
      userId: max.id,
      username: 'max',
    });
    expect(await storyIdsOf(luna.id)).not.toContain(ids.dragon);
    expect(await storyIdsOf(max.id)).toContain(ids.dragon);
  });

  it('unassigns with null: the story leaves every list and shows no owner', async () => {
    const response = await admin.put(`/api/admin/stories/${ids.whale}/assign`, { userId: null });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: ids.whale, userId: null, username: null });
    expect(await storyIdsOf(max.id)).not.toContain(ids.whale);
    const all = (await admin.get('/api/admin/stories')).body;
    expect(all.find((s: { id: string }) => s.id === ids.whale)).toMatchObject({ userId: null, username: null });
  });

  it('answers 404 for an unknown story or user and leaves the story alone', async () => {
    const unknownStory = await admin.put('/api/admin/stories/no-such-story/assign', { userId: luna.id });
    expect(unknownStory.status).toBe(404);
    expect(unknownStory.body.message).toBe('There is no story "no-such-story".');
    const unknownUser = await admin.put(`/api/admin/stories/${ids.stars}/assign`, { userId: 424242 });
    expect(unknownUser.status).toBe(404);
    expect(unknownUser.body.message).toBe('There is no user "424242".');
    const stars = (await admin.get('/api/admin/stories')).body.find((s: { id: string }) => s.id === ids.stars);
    expect(stars.userId).toBeNull();
  });

  it.each([[{}], [{ userId: 'luna' }], [{ userId: 1.5 }], [{ userId: -1 }], [{ userId: 2 ** 40 }]])(
    'answers 400 for %j',
    async (body) => {
      const response = await admin.put(`/api/admin/stories/${ids.stars}/assign`, body);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Please choose a user by their number, or none.');
    },
  );
});
