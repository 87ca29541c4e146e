import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decode as decodePng } from 'fast-png';
import { pictureCoverKey, squareCover } from '../../src/services/picture-cover.ts';
import { pngPicture } from '../support/png.ts';
import { rawRequest } from '../support/raw-request.ts';
import { quickStoryRequest } from '../support/story-requests.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { startOfflineWorker, stopOfflineWorker, waitForStoryStatus } from '../support/offline-worker.ts';
import type { GenerationWorker } from '../../src/generation/worker.ts';
import { webpPicture } from '../support/webp.ts';

// A phone's lock screen shows the story's artwork (the viewer's Media Session), and may not draw
// the offline engine's SVG pictures: each picture is offered as a 512 px square PNG too, made from
// its middle when first asked for, kept in the media store, behind the picture's own paywall.

/** A landscape SVG whose middle square is green, with red strips left and right of it, and a drawn word. */
const STRIPED_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600">' +
    '<rect width="800" height="600" fill="#f00"/><rect x="100" width="600" height="600" fill="#0a0"/>' +
    '<text x="300" y="300" font-family="serif" font-size="30" fill="#fffbe6">z z z</text></svg>',
);

function pixels(png: Buffer) {
  const decoded = decodePng(png);
  const at = (x: number, y: number) => [
    ...decoded.data.subarray((y * decoded.width + x) * 4, (y * decoded.width + x) * 4 + 3),
  ];
  return { width: decoded.width, height: decoded.height, at, data: decoded.data, channels: decoded.channels };
}

describe("a picture's square PNG", () => {
  it('draws an SVG at 512 × 512 from its middle square, its letters drawn too', async () => {
    const cover = pixels((await squareCover('image/svg+xml', STRIPED_SVG))!);
    expect([cover.width, cover.height]).toEqual([512, 512]);
    // Only the middle (green) square: no red strip at either edge (the square's edge may fall inside a
    // pixel, which then blends with a third of a pixel of its neighbour).
    for (const x of [1, 255, 510, 511]) expect(cover.at(x, 256), `x ${x}`).toEqual([0, 170, 0]);
    expect(cover.at(0, 256)[1]).toBeGreaterThan(80);
    // The "z z z" is drawn (light pixels), though the renderer has no fonts of its own.
    let light = 0;
    for (let i = 0; i < cover.data.length; i += cover.channels) if (cover.data[i] > 200) light++;
    expect(light).toBeGreaterThan(50);
  });

  it('scales a PNG or a WebP to 512 × 512, a portrait one too, and reads no bytes that are no picture', async () => {
    for (const [type, bytes] of [
      ['image/png', pngPicture(1024, 683)],
      ['image/png', pngPicture(600, 900)],
      ['image/webp', await webpPicture(1536, 1024)],
    ] as const) {
      const cover = pixels((await squareCover(type, Buffer.from(bytes)))!);
      expect([cover.width, cover.height]).toEqual([512, 512]);
    }
    expect(await squareCover('image/png', Buffer.from('not a png'))).toBeUndefined();
    expect(await squareCover('image/svg+xml', Buffer.from('<not svg'))).toBeUndefined();
  });

  it('is kept beside the picture', () => {
    expect(pictureCoverKey('abc/scene-1-picture.svg')).toBe('abc/scene-1-picture-512x512.png');
  });
});

describe("a story's lock-screen cover", () => {
  let app: TestApp;
  let worker: GenerationWorker;

  beforeAll(async () => {
    app = await startTestApp();
    worker = startOfflineWorker(app);
  });
  afterAll(async () => {
    await stopOfflineWorker(worker);
    await app?.close();
  });

  it("is offered with each unlocked picture, served as a 512 px PNG, made once, behind the picture's paywall", async () => {
    const owner = app.client();
    const created = await owner.post('/api/stories', quickStoryRequest());
    const id: string = created.body.id;
    await waitForStoryStatus(owner, id);

    const stranger = app.client();
    const [first, second] = (await stranger.get(`/api/stories/${id}`)).body.scenes;
    expect(first.imageUrl).toMatch(/\/scene-1-picture\.svg$/);
    expect(first.imageCoverUrl).toBe(first.imageUrl.replace(/\.svg$/, '-512x512.png'));
    expect(second.locked).toBe(true);
    expect(second).not.toHaveProperty('imageCoverUrl');

    const key = `${id}/scene-1-picture-512x512.png`;
    expect(await app.context.media.get(key)).toBeUndefined();
    const answer = await fetch(app.url + first.imageCoverUrl);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/png');
    expect(answer.headers.get('cache-control')).toContain('immutable');
    const png = Buffer.from(await answer.arrayBuffer());
    expect([pixels(png).width, pixels(png).height]).toEqual([512, 512]);
    // Kept in the store: the next answer is the same file, with the same validator.
    expect((await app.context.media.get(key))?.data.equals(png)).toBe(true);
    const etag = answer.headers.get('etag')!;
    // fetch() turns conditional requests into Cache-Control: no-cache ones; a browser's cache does not.
    expect((await rawRequest(app.url, 'GET', first.imageCoverUrl, { headers: { 'if-none-match': etag } })).status).toBe(
      304,
    );

    // A locked scene's cover is locked as its picture is; a size that is not made is no file.
    expect((await fetch(`${app.url}/api/stories/${id}/scenes/2/image/scene-2-picture-512x512.png`)).status).toBe(403);
    expect((await fetch(app.url + first.imageUrl.replace(/\.svg$/, '-256x256.png'))).status).toBe(404);
    expect(await app.context.media.get(`${id}/scene-2-picture-512x512.png`)).toBeUndefined();
  });
});
