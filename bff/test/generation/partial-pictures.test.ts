import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CreateStoryRequest } from '@dreamweaver/contracts';
import type { MediaFile } from '../../src/generation/engine.ts';
import { wavToMp3 } from '../../src/generation/mp3-encoder.ts';
import { createOpenAiEngine } from '../../src/generation/openai/openai-engine.ts';
import { partialPicturesFor, readPictureStream } from '../../src/generation/openai/picture-stream.ts';
import { TransientProviderError } from '../../src/generation/openai/provider-errors.ts';
import { keepPartialPictures } from '../../src/generation/partial-pictures.ts';
import { startGenerationWorker, type GenerationWorker } from '../../src/generation/worker.ts';
import { createLogger } from '../../src/logger.ts';
import { mediaStoreFor } from '../../src/services/media-store.ts';
import { createStory, getStoryProgress } from '../../src/services/story-service.ts';
import { loadSettings } from '../../src/settings.ts';
import { aCompletedStory } from '../support/factories.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { toneWav } from './fake-audio.ts';
import { startFakeOpenAiServer, type FakeOpenAiServer } from './fake-openai-server.ts';

// Pictures that develop in front of the child: the OpenAI illustrator asks for streamed partial
// pictures, the pipeline keeps the latest as the scene's picture until the final one, and scene 1's
// text and voice are shown before its picture is final, while the rest of the story is written.

const png = (n: number): MediaFile => ({ contentType: 'image/png', extension: 'png', data: Buffer.from(`png ${n}`) });

async function* events(...list: unknown[]) {
  for (const event of list) yield event;
}

describe('a streamed picture', () => {
  it('hands each partial over as it comes and answers the final picture; other events are skipped', async () => {
    const seen: [string, number][] = [];
    const final = await readPictureStream(
      events(
        { type: 'image_generation.partial_image', b64_json: 'cDA=', partial_image_index: 0, output_format: 'png' },
        { type: 'keepalive' },
        { type: 'image_edit.partial_image', b64_json: 'cDE=', partial_image_index: 1 },
        { type: 'image_generation.completed', b64_json: 'ZmluYWw=', output_format: 'webp' },
      ),
      (partial, index) => {
        seen.push([partial.base64, index]);
        if (index === 0) throw new Error('a failing viewer of partials');
      },
    );
    expect(seen).toEqual([
      ['cDA=', 0],
      ['cDE=', 1],
    ]);
    expect(final).toEqual({ base64: 'ZmluYWw=', format: 'webp' });
  });

  it('that ends without its final picture is a transient failure (retried)', async () => {
    const broken = readPictureStream(
      events({ type: 'image_generation.partial_image', b64_json: 'cDA=', partial_image_index: 0 }),
    );
    await expect(broken).rejects.toBeInstanceOf(TransientProviderError);
  });

  it('is asked for 2 partials from gpt-image models by default, none from others, and as set (0–3)', () => {
    expect(partialPicturesFor('gpt-image-1', undefined)).toBe(2);
    expect(partialPicturesFor('dall-e-3', undefined)).toBe(0);
    expect(partialPicturesFor('gpt-image-1', 0)).toBe(0);
    expect(partialPicturesFor('gpt-image-1', 3)).toBe(3);
    expect(partialPicturesFor('gpt-image-1', 7)).toBe(3);
  });
});

let database: TestDatabase;
let fake: FakeOpenAiServer;
const media = () => mediaStoreFor(database.dataDir);
const deps = () => ({ db: database.knex, media: media(), logger: createLogger('silent') });
const sceneOne = async (storyId: string) => database.knex('scenes').where({ storyId, sceneNumber: 1 }).first();

beforeAll(async () => {
  database = await createTestDatabase();
  fake = await startFakeOpenAiServer({
    latencies: { chatOpening: 50, images: 900, speech: 50 },
    speechAudio: wavToMp3(toneWav('a'.repeat(120), { sampleRate: 16000 }))!.mp3,
  });
});
afterAll(async () => {
  await fake.close();
  await database.close();
});
beforeEach(() => fake.reset());

describe("a scene's partial pictures", () => {
  it('each becomes the picture shown, newest only; none after the drawing closed or over a final picture', async () => {
    const storyId = await aCompletedStory(database.knex, { sceneCount: 2 });
    const partials = keepPartialPictures(deps(), storyId, 1);
    partials.onPartial(png(1), 1);
    partials.onPartial(png(0), 0); // older than the one shown: ignored
    await partials.close();
    partials.onPartial(png(2), 2); // after the drawing closed: ignored
    await partials.close();
    expect(partials.keys).toHaveLength(1);
    expect((await sceneOne(storyId)).partialImageKey).toBe(partials.keys[0]);
    expect((await media().get(partials.keys[0]))?.data.toString()).toBe('png 1');

    await database
      .knex('scenes')
      .where({ storyId, sceneNumber: 1 })
      .update({ imageKey: `${storyId}/final.png` });
    const late = keepPartialPictures(deps(), storyId, 1);
    late.onPartial(png(0), 0);
    await late.close();
    // A final picture is never covered: the column keeps what it had, the JSON shows the final one.
    expect((await sceneOne(storyId)).partialImageKey).toBe(partials.keys[0]);
  });
});

const request: CreateStoryRequest = {
  audience: 'child',
  storyType: 'custom',
  language: 'en',
  recipientDetails: { name: 'Zephyrine', favoriteAnimal: 'fox' },
};

function worker(): GenerationWorker {
  const server = { baseURL: fake.baseURL, apiKey: 'test-key' };
  return startGenerationWorker({
    db: database.knex,
    settings: loadSettings({ DATA_DIR: database.dataDir }),
    logger: createLogger('silent'),
    engine: createOpenAiEngine({
      text: { ...server, model: 'test-text', moderation: true },
      image: { ...server, model: 'gpt-image-1', size: '1024x1024' },
      speech: { ...server, model: 'test-tts', voice: 'nova' },
    }),
    media: media(),
    mediaConcurrency: 3,
    pollIntervalMs: 20,
    retry: { attempts: 3, baseDelayMs: 5 },
  });
}

async function until<T>(look: () => Promise<T | undefined | false>): Promise<T> {
  for (;;) {
    const found = await look();
    if (found) return found;
    await sleep(10);
  }
}

const statusOf = async (id: string) => (await database.knex('stories').where({ id }).first()).generationStatus;

describe('the first scene with a streaming AI service', () => {
  it("shows scene 1's text and voice while the rest is written, then its partial picture, then the final one", async () => {
    fake.setMode('chat', 'hold-after-opening', { times: 1 });
    const { id } = await createStory(database.knex, request, null);
    const w = worker();
    try {
      // The opening is written, the rest is held: scene 1 is there with its voice, the preview is shown.
      const voiced = await until(async () => (await sceneOne(id))?.audioKey && (await sceneOne(id)));
      await until(async () => (await statusOf(id)) === 'preview_ready');
      expect(voiced.text).toBe('Scene 1: Zephyrine smiled at the fox.');
      expect(await database.knex('scenes').where({ storyId: id })).toHaveLength(1);
      // The progress counts no scenes while the story is not split yet (the page has left for the story anyway).
      await database.knex('stories').where({ id }).update({ generationStatus: 'creating_story' });
      expect((await getStoryProgress(database.knex, id)).scenes).toEqual({ total: 0, drawn: 0, narrated: 0 });
      await database.knex('stories').where({ id }).update({ generationStatus: 'preview_ready' });
      // Then its picture develops: a partial first, the final one not yet.
      const developing = await until(async () => (await sceneOne(id))?.partialImageKey && (await sceneOne(id)));
      expect(developing.imageKey).toBeNull();
      expect(developing.partialImageKey).toMatch(new RegExp(`^${id}/scene-1-picture-partial-[0-9a-f]{8}-[01]\\.png$`));
      const sent = JSON.parse(fake.requestsTo('images')[0].body);
      expect(sent).toMatchObject({ model: 'gpt-image-1', stream: true, partial_images: 2 });
      expect(sent).not.toHaveProperty('response_format');

      fake.release();
      await until(async () => (await statusOf(id)) === 'completed');
      const scenes = await database.knex('scenes').where({ storyId: id }).orderBy('sceneNumber');
      expect(scenes).toHaveLength(5);
      for (const scene of scenes) {
        expect(scene.imageKey).toBe(`${id}/scene-${scene.sceneNumber}-picture.png`);
        expect(scene.partialImageKey).toBeNull();
        // Scene 1's picture is the plan's, described by the plan (first-picture.ts); the others by the writer.
        if (scene.sceneNumber === 1) expect(scene.imageDescription).toMatch(/^Zephyrine and (?:her|his|their) fox /);
        else expect(scene.imageDescription).toBe(`Zephyrine in the picture of scene ${scene.sceneNumber}.`);
      }
      // The partials' files went once the final pictures were recorded.
      expect(await media().get(developing.partialImageKey)).toBeUndefined();
      // Scene 1 was drawn once, from the plan, and narrated once, from the opening.
      const sceneOnePrompts = fake.requestsTo('images').filter((r) => !r.body.includes('As this story describes them'));
      expect(sceneOnePrompts).toHaveLength(1);
      expect(fake.requestsTo('images')).toHaveLength(5);
      expect(fake.requestsTo('speech')).toHaveLength(5);
      for (const sent of fake.requests) expect(sent.body.toLowerCase()).not.toContain('zephyrine');
    } finally {
      await w.stop();
    }
  });

  it('a picture stream that breaks after its partials leaves the partial shown, and the retry records the final one', async () => {
    fake.setMode('images', 'stream-break', { times: 1 });
    const { id } = await createStory(database.knex, request, null);
    const w = worker();
    try {
      // The broken stream's partial is the scene's picture meanwhile: the scene is never without one.
      const broken = await until(async () => (await sceneOne(id))?.partialImageKey && (await sceneOne(id)));
      expect(broken.imageKey).toBeNull();
      await until(async () => (await statusOf(id)) === 'completed');
      const first = await sceneOne(id);
      expect(first.imageKey).toBe(`${id}/scene-1-picture.png`);
      expect(first.partialImageKey).toBeNull();
      expect(await media().get(broken.partialImageKey)).toBeUndefined();
      expect(fake.requestsTo('images').length).toBeGreaterThan(5);
    } finally {
      await w.stop();
    }
  });
});
