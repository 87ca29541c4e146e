import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCursor, NEXT_CURSOR_HEADER } from '@dreamweaver/contracts';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.ts';
import { ADMIN_PASSWORD, createAccount, createStory, signedIn } from './admin-fixtures.ts';

// Keyset paging of the long lists (contracts/src/paging.ts): pages meet without a gap or a repeat,
// even where many rows share one created_at, and a cursor continues only the list it came from.

let app: TestApp;
let admin: TestClient;
let luna: { id: number };
let max: { id: number };
/** Luna's stories, newest first as every list orders them. */
let lunaStories: string[];

const SAME_TIME = new Date('2026-03-01T08:00:00Z');

beforeAll(async () => {
  app = await startTestApp();
  await createAccount(app, 'admin', ADMIN_PASSWORD);
  admin = await signedIn(app, 'admin', ADMIN_PASSWORD);
  luna = await createAccount(app, 'luna');
  max = await createAccount(app, 'max');
  for (let i = 0; i < 6; i += 1) await createAccount(app, `reader${i}`);
  // Seven stories in the same instant, two a microsecond apart (a JS Date would round those together).
  for (let i = 0; i < 7; i += 1)
    await createStory(app, { title: `Moon tale ${i}`, userId: luna.id, createdAt: SAME_TIME });
  for (const micro of ['000001', '000002']) {
    const story = await createStory(app, { title: `Moon micro ${micro}`, userId: luna.id });
    await app.db.knex.raw(`update stories set created_at = '2026-03-01 08:00:00.${micro}+00' where id = ?`, [story.id]);
  }
  for (let i = 0; i < 4; i += 1)
    await createStory(app, { title: `Sun tale ${i}`, userId: max.id, createdAt: SAME_TIME });
  await createStory(app, { title: 'Unowned moon', createdAt: new Date('2026-02-01T08:00:00Z') });
  const rows = await app.db
    .knex('stories')
    .where('user_id', luna.id)
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
  lunaStories = rows.map((row: { id: string }) => row.id);
});
afterAll(() => app?.close());

/** Every page of `path` at `limit` rows, following the next-page header to the end. */
async function allPages(client: TestClient, path: string, limit: number, from: string | null = null) {
  const ids: (string | number)[] = [];
  let cursor = from;
  for (let pages = 1; ; pages += 1) {
    const separator = path.includes('?') ? '&' : '?';
    const url = `${path}${separator}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
    const response = await client.get(url);
    expect(response.status, `${url}: ${response.text}`).toBe(200);
    expect(response.body.length).toBeLessThanOrEqual(limit);
    ids.push(...response.body.map((row: { id: string | number }) => row.id));
    cursor = response.headers.get(NEXT_CURSOR_HEADER);
    if (!cursor) return { ids, pages };
    expect(pages).toBeLessThan(100);
  }
}

describe('paging without gaps or repeats', () => {
  it('pages the admin story list across stories of one instant', async () => {
    const whole = await admin.get('/api/admin/stories?limit=200');
    expect(whole.headers.get(NEXT_CURSOR_HEADER)).toBeNull();
    const everyStory = whole.body.map((story: { id: string }) => story.id);
    expect(everyStory).toHaveLength(14);
    for (const limit of [1, 2, 3, 5]) {
      const { ids, pages } = await allPages(admin, '/api/admin/stories', limit);
      expect(ids).toEqual(everyStory);
      expect(pages).toBe(Math.ceil(14 / limit));
    }
  });

  it('searches and pages together: every match once, nothing else', async () => {
    const { ids } = await allPages(admin, '/api/admin/stories?search=MOON', 2);
    const matches = (await admin.get('/api/admin/stories?search=moon&limit=200')).body.map((s: { id: string }) => s.id);
    expect(matches).toHaveLength(10);
    expect(ids).toEqual(matches);
    expect(ids).toEqual([...lunaStories, matches.at(-1)]);
  });

  it("pages one user's stories, for the admin and in My Stories", async () => {
    expect((await allPages(admin, `/api/admin/users/${luna.id}/stories`, 4)).ids).toEqual(lunaStories);
    const lunaBrowser = await signedIn(app, 'luna');
    expect((await allPages(lunaBrowser, '/api/stories/user', 4)).ids).toEqual(lunaStories);
  });

  it('pages the users by id', async () => {
    const { ids, pages } = await allPages(admin, '/api/admin/users', 4);
    expect(ids).toHaveLength(9);
    expect(ids).toEqual([...ids].sort((a, b) => Number(a) - Number(b)));
    expect(pages).toBe(3);
  });

  it('shows a story made between two pages on neither (it is newer than the cursor)', async () => {
    const first = await admin.get(`/api/admin/users/${luna.id}/stories?limit=3`);
    await createStory(app, { title: 'Moon late', userId: luna.id });
    const rest = await allPages(admin, `/api/admin/users/${luna.id}/stories`, 3, first.headers.get(NEXT_CURSOR_HEADER));
    expect([...first.body.map((s: { id: string }) => s.id), ...rest.ids]).toEqual(lunaStories);
  });

  it('answers the first page without a limit, as clients that know no paging ask', async () => {
    const response = await admin.get('/api/admin/stories');
    expect(response.status).toBe(200);
    expect(response.body.length).toBeGreaterThan(0);
  });
});

describe('cursors that are not this list’s', () => {
  const nextOf = async (client: TestClient, path: string) => (await client.get(path)).headers.get(NEXT_CURSOR_HEADER)!;

  it('answers 400 in the reader’s language for a cursor of another list, search or user', async () => {
    const ofUsers = await nextOf(admin, '/api/admin/users?limit=1');
    const ofSearch = await nextOf(admin, '/api/admin/stories?search=moon&limit=1');
    const ofLuna = await nextOf(admin, `/api/admin/users/${luna.id}/stories?limit=1`);
    const wrong = [
      `/api/admin/stories?cursor=${ofUsers}`,
      `/api/admin/stories?search=sun&cursor=${ofSearch}`,
      `/api/admin/stories?cursor=${ofSearch}`,
      `/api/admin/users?cursor=${ofLuna}`,
      `/api/admin/users/${max.id}/stories?cursor=${ofLuna}`,
    ];
    for (const url of wrong) {
      const response = await admin.get(url);
      expect(response.status, url).toBe(400);
      expect(response.body.message).toMatch(/not valid for this list/);
    }
    const german = await admin.get(`/api/admin/stories?cursor=${ofUsers}`, { 'accept-language': 'de' });
    expect(german.status).toBe(400);
    expect(german.body.message).toMatch(/passt nicht zu dieser Liste/);
  });

  it('answers 400 for a tampered or made-up cursor, never a 500', async () => {
    const good = await nextOf(admin, '/api/admin/stories?limit=1');
    const made = (content: unknown) => Buffer.from(JSON.stringify(content)).toString('base64url');
    const tampered = [
      `${good.slice(0, -3)}x!`,
      good.slice(1),
      'not a cursor',
      made({ l: 'stories:::', a: 'yesterday', i: 'x' }),
      made({ l: 'stories:::', a: '2026-03-01T08:00:00.000000Z', i: 5 }),
      made({ l: 'stories:::', a: '2026-03-01T08:00:00.000000Z', i: 'x', extra: 1 }),
      made('stories'),
      encodeCursor({ list: 'stories:::', at: '2026-13-45T99:00:00.000000Z', id: 'x' }),
      'x'.repeat(5000),
    ];
    for (const cursor of tampered) {
      const response = await admin.get(`/api/admin/stories?cursor=${encodeURIComponent(cursor)}`);
      expect(response.status, cursor).toBe(400);
      expect(response.body.message).toMatch(/page position/);
    }
  });

  it('answers 400 for a limit out of range', async () => {
    for (const limit of ['0', '201', 'abc', '-1', '1.5']) {
      const response = await admin.get(`/api/admin/users?limit=${limit}`);
      expect(response.status, limit).toBe(400);
      expect(response.body.message).toBe('Please ask for between 1 and 200 rows per page.');
    }
  });
});

describe('admin only', () => {
  it('refuses pages of the admin lists to a user (403) and to nobody (401)', async () => {
    const cursor = (await admin.get('/api/admin/stories?limit=1')).headers.get(NEXT_CURSOR_HEADER)!;
    const lunaBrowser = await signedIn(app, 'luna');
    for (const path of [
      `/api/admin/stories?limit=1&cursor=${cursor}`,
      '/api/admin/stories?search=moon&limit=1',
      '/api/admin/users?limit=1',
      `/api/admin/users/${luna.id}/stories?limit=1`,
    ]) {
      expect((await lunaBrowser.get(path)).status, path).toBe(403);
      expect((await app.client().get(path)).status, path).toBe(401);
    }
  });

  it("keeps My Stories to the signed-in user's own stories, whatever the cursor", async () => {
    const maxBrowser = await signedIn(app, 'max');
    const lunaBrowser = await signedIn(app, 'luna');
    const lunaCursor = (await lunaBrowser.get('/api/stories/user?limit=1')).headers.get(NEXT_CURSOR_HEADER)!;
    const page = await maxBrowser.get(`/api/stories/user?cursor=${lunaCursor}`);
    expect(page.status).toBe(200);
    expect(page.body.every((story: { id: string }) => !lunaStories.includes(story.id))).toBe(true);
    expect((await app.client().get('/api/stories/user?limit=1')).status).toBe(401);
  });
});
