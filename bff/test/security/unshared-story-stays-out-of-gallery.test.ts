import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { recent, share, storyMadeBy, titles } from './gallery-fixtures.ts';

// Attack: find a child's name, picture or story on the public home page although the parent
// never chose to share it, or after they took it back.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

describe('only what its creator shares is in the gallery', () => {
  it('a new story is not shared: not listed, and its creator sees the switch off', async () => {
    const parent = app.client();
    const id = await storyMadeBy(app, parent, 'Frieda');
    expect((await recent(app.client())).items).toEqual([]);
    const story = await parent.get(`/api/stories/${id}`);
    expect(story.body.sharing).toEqual({ canChange: true, shared: false });
  });

  it('sharing lists it at once; un-sharing takes it and its cover out at once; a new share is a new gallery id', async () => {
    const parent = app.client();
    const id = await storyMadeBy(app, parent, 'Jonas');
    await share(parent, id);
    expect((await parent.get(`/api/stories/${id}`)).body.sharing).toEqual({ canChange: true, shared: true });
    const [listed] = (await recent(app.client())).items;
    expect(listed.title).toBe('Jonas and the Silver Moon');
    // Sharing twice keeps the gallery id.
    await share(parent, id);
    expect((await recent(app.client())).items[0].id).toBe(listed.id);

    await share(parent, id, false);
    expect(titles((await recent(app.client())).items)).not.toContain('Jonas and the Silver Moon');
    expect((await app.client().get(listed.scenes[0].imageUrl)).status).toBe(404);
    expect((await parent.get(`/api/stories/${id}`)).body.sharing).toEqual({ canChange: true, shared: false });

    await share(parent, id);
    const [again] = (await recent(app.client())).items;
    expect(again.title).toBe('Jonas and the Silver Moon');
    expect(again.id).not.toBe(listed.id);
    expect((await app.client().get(listed.scenes[0].imageUrl)).status).toBe(404);
    expect((await app.client().get(again.scenes[0].imageUrl)).status).toBe(200);
  });

  it('list and covers may be cached only briefly, so an un-shared story leaves caches soon', async () => {
    const client = app.client();
    const list = await client.get('/api/stories/recent?limit=20');
    expect(list.headers.get('cache-control')).toBe('public, max-age=30');
    const cover = await client.get(list.body[0].scenes[0].imageUrl);
    expect(cover.headers.get('cache-control')).toBe('public, max-age=30');
    const missing = await client.get('/api/gallery/AAAAAAAAAAAAAAAAAAAAAA/cover');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
  });

  it('a shared story without a first picture yet is not listed', async () => {
    const parent = app.client();
    const created = await parent.post('/api/stories', {
      audience: 'child',
      storyType: 'classic',
      language: 'de',
      recipientDetails: { name: 'Ida' },
    });
    await share(parent, created.body.id);
    const shared = await app.db.knex('stories').where({ id: created.body.id }).first();
    expect(shared.galleryId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const { text } = await recent(app.client());
    expect(text).not.toContain(shared.galleryId);
    expect((await app.client().get(`/api/gallery/${shared.galleryId}/cover`)).status).toBe(404);
  });

  it('refuses a sharing request that is not a boolean, with a clear 400', async () => {
    const parent = app.client();
    const id = await storyMadeBy(app, parent, 'Emil');
    for (const body of [{}, { shared: 'yes' }, { shared: 1 }, { shared: null }]) {
      const response = await parent.put(`/api/stories/${id}/sharing`, body);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Please say whether the story is shown in the gallery (true or false).');
    }
    const german = await parent.put(`/api/stories/${id}/sharing`, { shared: 'ja' }, { 'accept-language': 'de' });
    expect(german.body.message).toBe('Bitte gib an, ob die Geschichte in der Galerie gezeigt wird (true oder false).');
    expect((await app.db.knex('stories').where({ id }).first()).galleryId).toBeNull();
  });
});
