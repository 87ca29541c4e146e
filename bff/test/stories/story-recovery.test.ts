import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.ts';

// A failed story is no dead end: its creator learns what kind of failure it was and may queue the
// same request again or start over from its answers; nobody else may.

const request = {
  audience: 'child',
  storyType: 'custom',
  language: 'de',
  storySetting: 'Unter dem Meer',
  recipientDetails: { name: 'Lotte', age: 5, favoriteAnimal: 'Otter', personalization: 'Sie liebt Muscheln' },
};

let app: TestApp;
let creator: TestClient;
let stranger: TestClient;
let storyId: string;

async function failStory(id: string, kind: 'unsuitable' | 'unavailable') {
  await app.db
    .knex('stories')
    .where({ id })
    .update({ generationStatus: 'failed', failureReason: 'provider said no (HTTP 500)', failureKind: kind });
  await app.db.knex('generation_jobs').where({ storyId: id }).update({ state: 'failed' });
}

beforeAll(async () => {
  app = await startTestApp();
  creator = app.client();
  stranger = app.client();
  const created = await creator.post('/api/stories', request);
  expect(created.status).toBe(201);
  storyId = created.body.id;
  await failStory(storyId, 'unavailable');
});
afterAll(() => app?.close());

describe('a failed story', () => {
  it('tells its creator what happened and that they may try again, and nobody else', async () => {
    const own = await creator.get(`/api/stories/${storyId}/progress`);
    expect(own.body).toMatchObject({ status: 'failed', failure: 'unavailable', canRetry: true });
    expect(own.text).not.toContain('HTTP 500');
    const other = await stranger.get(`/api/stories/${storyId}/progress`);
    expect(other.body).toMatchObject({ status: 'failed', failure: 'unavailable', canRetry: false });
  });

  it('gives its answers back to its creator only', async () => {
    const own = await creator.get(`/api/stories/${storyId}/request`);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      storyType: 'custom',
      language: 'de',
      storySetting: 'Unter dem Meer',
      recipientDetails: { name: 'Lotte', age: 5, favoriteAnimal: 'Otter' },
    });
    const other = await stranger.get(`/api/stories/${storyId}/request`, { 'accept-language': 'de' });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('Das kann nur die Person, die diese Geschichte erstellt hat.');
  });

  it('is queued again by its creator with the same request, not by a stranger', async () => {
    expect((await stranger.request('POST', `/api/stories/${storyId}/retry`)).status).toBe(403);
    const retried = await creator.request('POST', `/api/stories/${storyId}/retry`);
    expect(retried.status).toBe(200);
    expect(retried.body.status).toBe('creating_story');
    expect(retried.body.failure).toBeUndefined();
    const job = await app.db.knex('generation_jobs').where({ storyId }).first();
    expect(job.state).toBe('queued');
    const story = await app.db.knex('stories').where({ id: storyId }).first();
    expect(story.failureKind).toBeNull();
  });

  it('cannot be retried while it is not failed (409, in the parent language)', async () => {
    const again = await creator.request('POST', `/api/stories/${storyId}/retry`, {
      headers: { 'accept-language': 'en' },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This story is not stuck, so there is nothing to try again.');
  });

  it('an unknown story is 404', async () => {
    expect((await creator.request('POST', '/api/stories/nope/retry')).status).toBe(404);
    expect((await creator.get('/api/stories/nope/request')).status).toBe(404);
  });

  it('a refused brief says so', async () => {
    await failStory(storyId, 'unsuitable');
    const own = await creator.get(`/api/stories/${storyId}/progress`);
    expect(own.body).toMatchObject({ status: 'failed', failure: 'unsuitable', canRetry: true });
  });
});
