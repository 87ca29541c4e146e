import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { recent, share, storyMadeBy } from './gallery-fixtures.ts';

// Attack: read the public Recent Stories list (or a cover URL from it) and use what it holds to
// open a paid story, every scene of it, as if it were the capability the story id is.

let app: TestApp;
const storyIds: string[] = [];
beforeAll(async () => {
  app = await startTestApp();
  const parent = app.client();
  for (const name of ['Mia', 'Noah', 'Lena']) {
    const id = await storyMadeBy(app, parent, name);
    await share(parent, id);
    storyIds.push(id);
  }
  // One of them is paid: its later scenes are what an attacker is after.
  await app.db.knex('stories').where({ id: storyIds[0] }).update({ isPaid: true });
});
afterAll(() => app?.close());

describe('the recent list hands out no story id', () => {
  it('lists the shared stories without any story id anywhere in its raw text', async () => {
    const { items, text } = await recent(app.client());
    expect(items).toHaveLength(3);
    for (const id of storyIds) expect(text).not.toContain(id);
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(['createdAt', 'id', 'scenes', 'title']);
      expect(item.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(item.scenes).toEqual([{ imageUrl: `/api/gallery/${item.id}/cover` }]);
    }
    // The gallery ids are their own random values, not derived from anything in the list.
    expect(new Set(items.map((item) => item.id)).size).toBe(3);
  });

  it('serves the cover under the gallery id, and nothing in the answer names the story', async () => {
    const stranger = app.client();
    const { items } = await recent(stranger);
    for (const item of items) {
      const cover = await stranger.get(item.scenes[0].imageUrl);
      expect(cover.status).toBe(200);
      expect(cover.headers.get('content-type')).toBe('image/svg+xml');
      expect(cover.headers.get('x-content-type-options')).toBe('nosniff');
      expect(cover.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
      const everything = `${cover.text}\n${[...cover.headers].map(([k, v]) => `${k}: ${v}`).join('\n')}`;
      for (const id of storyIds) expect(everything).not.toContain(id);
    }
  });

  it('a gallery id opens no story, no progress, no scene media', async () => {
    const stranger = app.client();
    const { items } = await recent(stranger);
    for (const { id: galleryId } of items) {
      expect((await stranger.get(`/api/stories/${galleryId}`)).status).toBe(404);
      expect((await stranger.get(`/api/stories/${galleryId}/progress`)).status).toBe(404);
      for (const sceneNumber of [1, 2]) {
        const media = await stranger.get(
          `/api/stories/${galleryId}/scenes/${sceneNumber}/image/scene-${sceneNumber}-picture.svg`,
        );
        expect(media.status).toBe(404);
      }
      expect((await stranger.put(`/api/stories/${galleryId}/sharing`, { shared: false })).status).toBe(404);
      // Only the cover, nothing beside or below it.
      expect((await stranger.get(`/api/gallery/${galleryId}`)).status).toBe(404);
      expect((await stranger.get(`/api/gallery/${galleryId}/scenes/2`)).status).toBe(404);
    }
  });

  it('a story id is no gallery id: the cover route refuses it', async () => {
    const stranger = app.client();
    for (const id of storyIds) expect((await stranger.get(`/api/gallery/${id}/cover`)).status).toBe(404);
    expect((await stranger.get('/api/gallery/not%20an%20id/cover')).status).toBe(404);
    expect((await stranger.get(`/api/gallery/${'x'.repeat(200)}/cover`)).status).toBe(404);
  });

  it('the story JSON tells a stranger nothing about sharing', async () => {
    const story = await app.client().get(`/api/stories/${storyIds[1]}`);
    expect(story.status).toBe(200);
    expect(story.body.sharing).toBeUndefined();
    expect(story.text).not.toMatch(/gallery|shar/i);
  });
});
