import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decode as decodePng } from 'fast-png';
import type { StoryEngine } from '../../src/generation/engine.ts';
import { createOfflineEngine } from '../../src/generation/offline/offline-engine.ts';
import { scaleDown, sizedPicture } from '../../src/generation/picture-sizes.ts';
import { startGenerationWorker, type GenerationWorker } from '../../src/generation/worker.ts';
import { webpToPng } from '../../src/services/ebook/webp.ts';
import { getStoryFirstScene } from '../../src/services/story-service.ts';
import { setGalleryHidden } from '../../src/services/admin-stories.ts';
import { toneWav } from '../generation/fake-audio.ts';
import { pngPicture } from '../support/png.ts';
import { quickStoryRequest } from '../support/story-requests.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { waitForStoryStatus } from '../support/offline-worker.ts';
import { webpPicture } from '../support/webp.ts';

// Pictures at the size they are shown (issue #30): a raster picture (the OpenAI engine's PNG or
// WebP) gets smaller WebP copies, made once when it is drawn and stored beside it; the story's
// JSON offers them as `srcset`, the media route serves them through the same paywall, and the
// story's page preloads the first one with the same srcset and sizes. SVG stays vector.
// The offline engine draws SVG only, so a fake raster illustrator stands in for the OpenAI one.

/** The width and height of a WebP file, read by decoding it. */
async function webpSize(bytes: Uint8Array): Promise<{ width: number; height: number }> {
  const png = decodePng(await webpToPng(bytes));
  return { width: png.width, height: png.height };
}

describe('smaller copies of a raster picture', () => {
  it('are made at each width narrower than a PNG or WebP, in proportion, as WebP', async () => {
    const png = await sizedPicture('image/png', pngPicture(1024, 683));
    expect(png?.width).toBe(1024);
    expect(png?.copies.map((copy) => copy.width)).toEqual([480, 768]);
    for (const copy of png!.copies) {
      expect(copy.data.subarray(8, 12).toString()).toBe('WEBP');
      expect(await webpSize(copy.data)).toEqual({ width: copy.width, height: Math.round((683 * copy.width) / 1024) });
    }
    const webp = await sizedPicture('image/webp', await webpPicture(600, 400));
    expect(webp?.width).toBe(600);
    expect(webp?.copies.map((copy) => copy.width)).toEqual([480]);
    expect(await webpSize(webp!.copies[0].data)).toEqual({ width: 480, height: 320 });
  });

  it('are not made of an SVG, of a picture no wider than the smallest copy, or of bytes that are no picture', async () => {
    expect(
      await sizedPicture('image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).toBeUndefined();
    expect((await sizedPicture('image/png', pngPicture(320, 200)))?.copies).toEqual([]);
    expect(await sizedPicture('image/png', Buffer.from('not a png'))).toBeUndefined();
  });

  it('average the source pixels each copy pixel covers', () => {
    // 4 × 2 → 2 × 1: each target pixel is the mean of a 2 × 2 block.
    const data = new Uint8ClampedArray([
      ...[0, 0, 0, 255],
      ...[100, 0, 0, 255],
      ...[0, 200, 0, 255],
      ...[0, 0, 40, 255],
      ...[0, 0, 0, 255],
      ...[100, 0, 0, 255],
      ...[0, 200, 0, 255],
      ...[0, 0, 40, 255],
    ]);
    const small = scaleDown({ width: 4, height: 2, data }, 2);
    expect(small.height).toBe(1);
    expect([...small.data]).toEqual([50, 0, 0, 255, 0, 100, 20, 255]);
  });
});

describe('a story with raster pictures', () => {
  let app: TestApp;
  let worker: GenerationWorker;

  beforeAll(async () => {
    app = await startTestApp();
    const offline = createOfflineEngine();
    // The OpenAI engine's pictures are 1024 px PNGs (or WebP); the offline writer tells the story.
    const engine: StoryEngine = {
      ...offline,
      async illustrateScene(input, options) {
        const drawn = await offline.illustrateScene(input, options);
        return { ...drawn, contentType: 'image/png', extension: 'png', data: pngPicture(1024, 683) };
      },
      async narrateScene({ text }) {
        return { contentType: 'audio/wav', extension: 'wav', data: toneWav(text) };
      },
    };
    worker = startGenerationWorker({
      db: app.db.knex,
      settings: app.context.settings,
      logger: app.context.logger,
      engine,
      pollIntervalMs: 20,
    });
  });

  afterAll(async () => {
    await worker?.stop();
    await app?.close();
  });

  it('offers each unlocked picture as a srcset of its copies and itself, serves each, and preloads scene 1’s', async () => {
    const client = app.client();
    const created = await client.post('/api/stories', quickStoryRequest());
    expect(created.status).toBe(201);
    const id: string = created.body.id;
    await waitForStoryStatus(client, id);

    // A stranger reads the free preview: scene 1 has its srcset, the locked scenes nothing.
    const stranger = app.client();
    const story = (await stranger.get(`/api/stories/${id}`)).body;
    const [first, second] = story.scenes;
    expect(first.imageUrl).toMatch(/\/scene-1-picture\.png$/);
    const candidates = (first.imageSrcset as string).split(', ').map((candidate) => candidate.split(' '));
    expect(candidates.map(([, width]) => width)).toEqual(['480w', '768w', '1024w']);
    expect(candidates[2][0]).toBe(first.imageUrl);
    expect(second.locked).toBe(true);
    expect(second).not.toHaveProperty('imageSrcset');

    for (const [url, width] of candidates.slice(0, 2)) {
      const copy = await fetch(app.url + url);
      expect(copy.status, url).toBe(200);
      expect(copy.headers.get('content-type')).toBe('image/webp');
      expect(copy.headers.get('cache-control')).toContain('immutable');
      expect((await webpSize(new Uint8Array(await copy.arrayBuffer()))).width).toBe(Number.parseInt(width, 10));
    }
    // A width that was not made is no file of the scene; nor is a copy of a locked scene's picture.
    expect((await fetch(app.url + candidates[0][0].replace('-480w.', '-640w.'))).status).toBe(404);
    expect((await fetch(`${app.url}/api/stories/${id}/scenes/2/image/scene-2-picture-480w.webp`)).status).toBe(403);

    // The story's page preloads that picture and shows scene 1 as the JSON gives them to a stranger
    // (the Link header and the pre-rendered page: story-preloads.test.ts); not pre-rendered once hidden.
    expect(await getStoryFirstScene(app.db.knex, id)).toEqual({
      title: story.title,
      language: story.language,
      isPaid: false,
      hidden: false,
      picture: { url: first.imageUrl, srcset: first.imageSrcset },
      text: first.text,
      imageDescription: first.imageDescription,
    });
    await setGalleryHidden(app.db.knex, id, true);
    expect(await getStoryFirstScene(app.db.knex, id)).toMatchObject({ hidden: true });
    expect(await getStoryFirstScene(app.db.knex, 'noSuchStory12345')).toBeUndefined();
  });
});
