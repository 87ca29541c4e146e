import { expect } from 'vitest';
import type { RecentStoryJson } from '@dreamweaver/contracts';
import { mediaStoreFor } from '../../src/services/media-store.ts';
import type { TestApp, TestClient } from '../support/test-app.ts';

// Stories for the gallery's security tests: created through the API by a client (so the
// client's session made them), with a first picture put in place the way the pipeline would,
// so no generation worker is needed.

const storyRequest = (name: string) => ({
  audience: 'child',
  storyType: 'classic',
  language: 'en',
  recipientDetails: { name },
});

let pictureNumber = 0;

/** Gives a story its title and scenes 1 and 2 with pictures, as a finished generation would. */
async function finishStory(app: TestApp, storyId: string, title: string): Promise<void> {
  const media = mediaStoreFor(app.db.dataDir);
  await app.db
    .knex('stories')
    .where({ id: storyId })
    .update({ title, generationStatus: 'completed', progress: 100, currentStep: 4 });
  for (const sceneNumber of [1, 2]) {
    pictureNumber += 1;
    const key = `${storyId}/scene-${sceneNumber}-picture.svg`;
    await media.put(
      key,
      Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"><title>picture ${pictureNumber}</title></svg>`),
    );
    await app.db
      .knex('scenes')
      .insert({ storyId, sceneNumber, text: `Scene ${sceneNumber} of ${title}`, imageKey: key });
  }
}

/** A finished story made by `client`'s browser session (signed in or not). */
export async function storyMadeBy(app: TestApp, client: TestClient, name: string): Promise<string> {
  const created = await client.post('/api/stories', storyRequest(name));
  expect(created.status).toBe(201);
  await finishStory(app, created.body.id, `${name} and the Silver Moon`);
  return created.body.id;
}

export async function share(client: TestClient, storyId: string, shared = true) {
  const response = await client.put(`/api/stories/${storyId}/sharing`, { shared });
  expect(response.status, response.text).toBe(200);
  expect(response.body).toEqual({ canChange: true, shared });
}

export async function recent(client: TestClient, limit = 50): Promise<{ items: RecentStoryJson[]; text: string }> {
  const response = await client.get(`/api/stories/recent?limit=${limit}`);
  expect(response.status).toBe(200);
  return { items: response.body, text: response.text };
}

export const titles = (items: RecentStoryJson[]) => items.map((item) => item.title);
