import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoryJson } from '@dreamweaver/contracts';
import type { GenerationWorker } from '../../src/generation/worker.ts';
import { startOfflineWorker, stopOfflineWorker, waitForStoryStatus } from '../support/offline-worker.ts';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.ts';
import { quickStoryRequest } from '../support/story-requests.ts';

// The story API over HTTP against a real database, with the offline engine in an in-process worker.

let app: TestApp;
let worker: GenerationWorker;

const request = (overrides: Record<string, unknown> = {}, details: Record<string, unknown> = {}) =>
  quickStoryRequest(overrides, details);

beforeAll(async () => {
  app = await startTestApp();
  worker = startOfflineWorker(app);
});

afterAll(async () => {
  await stopOfflineWorker(worker);
  await app.close();
});

/**
 * A whole offline story, narration encoded to MP3 included (seconds of CPU in the encoder's thread),
 * from a cold process on a busy machine: more than the default 30 s have been seen.
 */
const WHOLE_STORY_MS = 90_000;

async function createCompleted(
  client: TestClient,
  body: unknown,
  headers?: Record<string, string>,
): Promise<StoryJson> {
  const created = await client.post('/api/stories', body, headers);
  expect(created.status).toBe(201);
  await waitForStoryStatus(client, created.body.id, ['completed'], WHOLE_STORY_MS - 5_000);
  return (await client.get(`/api/stories/${created.body.id}`)).body;
}

describe('POST /api/stories validation', () => {
  it('answers 400 with the spec message, in the request language', async () => {
    const client = app.client();
    const missing = await client.post('/api/stories', request({}, { name: '  ' }));
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Name is required');
    expect(missing.body.fieldErrors['recipientDetails.name']).toBe('Name is required');

    const german = await client.post('/api/stories', request({}, { name: undefined }), {
      'accept-language': 'de-DE,de;q=0.9',
    });
    expect(german.status).toBe(400);
    expect(german.body.message).toBe('Name ist erforderlich');

    const tooOld = await client.post('/api/stories', request({}, { age: 19 }));
    expect(tooOld.status).toBe(400);
    expect(tooOld.body.message).toBe('Age must be a whole number from 0 to 18.');
    expect((await client.post('/api/stories', request({}, { age: 4.5 }))).status).toBe(400);

    const longName = await client.post('/api/stories', request({}, { name: 'x'.repeat(101) }));
    expect(longName.status).toBe(400);
    expect(longName.body.message).toBe('The name can have at most 100 characters.');

    const longSetting = await client.post('/api/stories', request({ storySetting: 'y'.repeat(101) }));
    expect(longSetting.status).toBe(400);
    expect(longSetting.body.fieldErrors.storySetting).toBe('Please keep this under 100 characters.');

    expect((await client.post('/api/stories', request({ language: 'fr' }))).status).toBe(400);
    expect((await client.post('/api/stories', request({ storyType: 'epic' }))).status).toBe(400);
    expect((await client.post('/api/stories', request({ audience: 'adult' }))).status).toBe(400);
    const stored = await app.db.knex('stories').count({ n: '*' }).first();
    expect(Number(stored!.n)).toBe(0);
  });
});

describe('a story from request to completion', () => {
  it(
    'is readable in preview while unpaid, with the locked scenes and their media refused',
    async () => {
      const client = app.client();
      const story = await createCompleted(client, request());
      expect(story.id).toMatch(/^[A-Za-z0-9_-]{22,}$/);
      expect(story).toMatchObject({ isPaid: false, generationStatus: 'completed', language: 'en' });
      // A title is the story's own ("The Night of the Wish" or "Mia and the Lost Treasure"); the child is in the text.
      expect(story.title?.trim()).toBeTruthy();
      expect(story.scenes.length).toBeGreaterThanOrEqual(5);
      const [first, ...rest] = story.scenes;
      expect(first).toMatchObject({ sceneNumber: 1, locked: false });
      expect(first.text).toContain('Mia');
      for (const scene of rest)
        expect(scene).toEqual({
          sceneNumber: scene.sceneNumber,
          text: null,
          imageUrl: null,
          audioUrl: null,
          locked: true,
        });

      const picture = await client.get(first.imageUrl!);
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/svg+xml');
      expect(picture.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(picture.text).toContain('<svg');
      const audio = await client.get(first.audioUrl!);
      expect(audio.status).toBe(200);
      expect(audio.headers.get('content-type')).toBe('audio/mpeg');

      // The URLs the server would give once paid are refused until then.
      const lockedScene = await app.db.knex('scenes').where({ storyId: story.id, sceneNumber: 2 }).first();
      const lockedImage = `/api/stories/${story.id}/scenes/2/image/${lockedScene.imageKey.split('/').pop()}`;
      const lockedAudio = `/api/stories/${story.id}/scenes/2/audio/${lockedScene.audioKey.split('/').pop()}`;
      const refused = await client.get(lockedImage);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('Purchase the full story to unlock all scenes.');
      expect(refused.headers.get('cache-control')).toBe('no-store');
      expect((await client.get(lockedAudio)).status).toBe(403);

      await app.db.knex('stories').where({ id: story.id }).update({ isPaid: true });
      const paid: StoryJson = (await client.get(`/api/stories/${story.id}`)).body;
      for (const scene of paid.scenes) {
        expect(scene.locked).toBe(false);
        expect(scene.text).toBeTruthy();
        expect(scene.imageUrl).toBeTruthy();
        expect(scene.audioUrl).toBeTruthy();
      }
      expect(paid.scenes[1].imageUrl).toBe(lockedImage);
      const unlocked = await client.get(lockedImage);
      expect(unlocked.status).toBe(200);
      expect(unlocked.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
      expect((await client.get(lockedAudio)).status).toBe(200);
    },
    WHOLE_STORY_MS,
  );

  it(
    'writes a German story when asked',
    async () => {
      const client = app.client();
      const unpaid = await createCompleted(
        client,
        request(
          { language: 'de', storySetting: 'underwater-kingdom' },
          { favoriteAnimal: 'Katze', favoriteColor: 'Blau' },
        ),
      );
      // The whole story is read, not only the free scene.
      await app.db.knex('stories').where({ id: unpaid.id }).update({ isPaid: true });
      const story: StoryJson = (await client.get(`/api/stories/${unpaid.id}`)).body;
      expect(story.language).toBe('de');
      // Each order is its own story (a fresh seed): what holds for every one of them is checked.
      const text = story.scenes.map((scene) => scene.text).join(' ');
      expect(text).toMatch(/\b(und|der|die|das)\b/);
      expect(text).not.toMatch(/\b(the|and)\b/);
      expect(text).toContain('Katze');
      // The colour as a German adjective is the storyteller's own test (storyteller.test.ts): about
      // 1 story in 200 does not name the favourite colour at all, so it is no rule of every order.
      expect(text).not.toMatch(/\bin \p{L}+ in Blau\b/u);
      expect(story.summary).toMatch(/\b(und|der|die|das)\b/);
    },
    WHOLE_STORY_MS,
  );

  it('answers 404 for an unknown story and for its progress and media', async () => {
    const client = app.client();
    expect((await client.get('/api/stories/doesNotExist12345')).status).toBe(404);
    expect((await client.get('/api/stories/doesNotExist12345/progress')).status).toBe(404);
    expect((await client.get('/api/stories/doesNotExist12345/scenes/1/image/scene-1-picture.svg')).status).toBe(404);
  });
});

describe('lists', () => {
  it('recent: only shared stories, newest first, only with a first picture, limit clamped, cacheable briefly', async () => {
    const client = app.client();
    // Nothing is shared yet: the gallery is empty (bff/test/security covers sharing in depth).
    expect((await client.get('/api/stories/recent?limit=20')).body).toEqual([]);
    // The stories of the tests above, shared as their creators would.
    await app.db
      .knex('stories')
      .whereNotNull('title')
      .update({ galleryId: app.db.knex.raw("md5(id || 'gallery')") });
    // A shared story still waiting for its first picture is not listed.
    await app.db.knex('stories').insert({
      id: 'noPictureYet000000000',
      storyType: 'classic',
      details: '{}',
      language: 'en',
      galleryId: 'noPictureYetGallery',
    });
    const recent = await client.get('/api/stories/recent?limit=20');
    expect(recent.status).toBe(200);
    expect(recent.headers.get('cache-control')).toBe('public, max-age=30');
    expect(recent.body.length).toBeGreaterThanOrEqual(2);
    expect(recent.text).not.toContain('noPictureYet');
    const times = recent.body.map((s: { createdAt: string }) => Date.parse(s.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const item of recent.body) {
      expect(Object.keys(item).sort()).toEqual(['createdAt', 'id', 'scenes', 'title']);
      expect(item.scenes[0].imageUrl).toBe(`/api/gallery/${item.id}/cover`);
      expect((await client.get(item.scenes[0].imageUrl)).headers.get('content-type')).toBe('image/svg+xml');
    }
    expect((await client.get('/api/stories/recent?limit=0')).body).toHaveLength(1);
    expect((await client.get('/api/stories/recent?limit=abc')).status).toBe(200);
    const many = await client.get('/api/stories/recent?limit=999');
    expect(many.body.length).toBeLessThanOrEqual(50);
  });

  it("user: 401 signed out; an anonymous story is offered at registration and becomes the user's when accepted", async () => {
    const client = app.client();
    expect((await client.get('/api/stories/user')).status).toBe(401);
    const created = await client.post('/api/stories', request({}, { name: 'Theo' }));
    expect(created.status).toBe(201);
    const registered = await client.post('/api/auth/register', {
      username: 'theos-parent',
      password: 'secret-password',
    });
    expect(registered.status).toBe(201);
    expect((await client.get('/api/stories/user')).body).toEqual([]);
    const offered = await client.get('/api/stories/offered');
    expect(offered.body.map((s: { id: string }) => s.id)).toEqual([created.body.id]);
    expect((await client.post('/api/stories/offered/accept', { storyIds: [created.body.id] })).body).toEqual({
      accepted: 1,
    });
    const mine = await client.get('/api/stories/user');
    expect(mine.status).toBe(200);
    expect(mine.body.map((s: StoryJson) => s.id)).toEqual([created.body.id]);

    const signedIn = await client.post('/api/stories', request({}, { name: 'Theo' }));
    const again = await client.get('/api/stories/user');
    expect(again.body.map((s: StoryJson) => s.id)).toEqual([signedIn.body.id, created.body.id]);
    expect((await app.client().get('/api/stories/user')).status).toBe(401);
  });
});
