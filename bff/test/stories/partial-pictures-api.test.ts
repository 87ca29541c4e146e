import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoryJson } from '@dreamweaver/contracts';
import { aCompletedStory } from '../support/factories.ts';
import { pngPicture } from '../support/png.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// A picture that develops in front of the child (generation/partial-pictures.ts): while a scene has
// no final picture, its latest partial stands in for it in the story's JSON, under a URL of its own,
// served by the same route, so a locked scene's partials are refused before payment exactly as its
// final picture is.

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

/** A story whose scenes 1 and 2 are still being drawn: each shows a partial picture. */
async function aStoryBeingDrawn() {
  const id = await aCompletedStory(app.db.knex, { sceneCount: 3 });
  await app.db.knex('stories').where({ id }).update({ generationStatus: 'preview_ready' });
  const partial = (n: number, index: number) => `${id}/scene-${n}-picture-partial-ab12cd34-${index}.png`;
  for (const n of [1, 2]) {
    for (const index of [0, 1]) await app.context.media.put(partial(n, index), Buffer.from(pngPicture(64, 48)));
    await app.db
      .knex('scenes')
      .where({ storyId: id, sceneNumber: n })
      .update({ partialImageKey: partial(n, 1), imageDescription: `Luna in scene ${n}.` });
  }
  const urlOf = (n: number, index: number) =>
    `/api/stories/${id}/scenes/${n}/image/${partial(n, index).split('/').pop()}`;
  return { id, urlOf };
}

describe('partial pictures in the story and behind the paywall', () => {
  it("shows scene 1's latest partial with its description; a locked scene's partial is refused until paid", async () => {
    const { id, urlOf } = await aStoryBeingDrawn();
    const client = app.client();
    const story: StoryJson = (await client.get(`/api/stories/${id}`)).body;
    expect(story.scenes[0]).toMatchObject({
      imageUrl: urlOf(1, 1),
      imagePartial: true,
      imageDescription: 'Luna in scene 1.',
      locked: false,
    });
    expect(story.scenes[0]).not.toHaveProperty('imageSrcset');
    expect(story.scenes[1]).toEqual({ sceneNumber: 2, text: null, imageUrl: null, audioUrl: null, locked: true });

    const shown = await client.get(urlOf(1, 1));
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toBe('image/png');
    // Only the current partial is a file of the scene: an older one is not served.
    expect((await client.get(urlOf(1, 0))).status).toBe(404);

    // The paywall: the same refusal as the locked scene's final picture.
    const refused = await client.get(urlOf(2, 1));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Purchase the full story to unlock all scenes.');
    expect(refused.headers.get('cache-control')).toBe('no-store');

    await app.db.knex('stories').where({ id }).update({ isPaid: true });
    const paid: StoryJson = (await client.get(`/api/stories/${id}`)).body;
    expect(paid.scenes[1]).toMatchObject({ imageUrl: urlOf(2, 1), imagePartial: true, locked: false });
    expect((await client.get(urlOf(2, 1))).status).toBe(200);
  });

  it('once the final picture is recorded, the JSON shows it and the partial is no longer served', async () => {
    const { id, urlOf } = await aStoryBeingDrawn();
    const finalKey = `${id}/scene-1-picture.png`;
    await app.context.media.put(finalKey, Buffer.from(pngPicture(64, 48)));
    // The partial column is left set on purpose: a final picture always wins over it.
    await app.db.knex('scenes').where({ storyId: id, sceneNumber: 1 }).update({ imageKey: finalKey });
    const client = app.client();
    const story: StoryJson = (await client.get(`/api/stories/${id}`)).body;
    expect(story.scenes[0].imageUrl).toBe(`/api/stories/${id}/scenes/1/image/scene-1-picture.png`);
    expect(story.scenes[0]).not.toHaveProperty('imagePartial');
    expect((await client.get(urlOf(1, 1))).status).toBe(404);
    expect((await client.get(story.scenes[0].imageUrl!)).status).toBe(200);
  });
});
