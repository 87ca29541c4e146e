import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaStoreFor } from '../../src/services/media-store.ts';
import { createStory } from '../admin/admin-fixtures.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// JSON answers of 1 KB or more are compressed for browsers that accept it; pictures and narration
// never are (a byte range of an SVG or MP3 must be the stored bytes).

let app: TestApp;
let storyPath: string;
let svgPath: string;
let audioPath: string;
const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${'<circle r="1"/>'.repeat(200)}</svg>`);
const audio = Buffer.from(Array.from({ length: 4000 }, (_, i) => i % 7));

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  bytes: Buffer;
}

function get(path: string, headers: Record<string, string> = {}): Promise<Raw> {
  const url = new URL(app.url);
  return new Promise((resolve, reject) => {
    http
      .get({ host: url.hostname, port: url.port, path, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

beforeAll(async () => {
  app = await startTestApp();
  const story = await createStory(app, { title: 'The Lantern Fox', isPaid: true });
  const media = mediaStoreFor(app.context.settings.dataDir);
  await media.put(`${story.id}/1/image/picture.svg`, svg);
  await media.put(`${story.id}/1/audio/narration.mp3`, audio);
  await app.db.knex('scenes').insert(
    Array.from({ length: 6 }, (_, i) => ({
      storyId: story.id,
      sceneNumber: i + 1,
      text: `Scene ${i + 1}: the lantern fox walked along the river, and the reeds whispered a slow song about the moon. `.repeat(
        3,
      ),
      ...(i === 0
        ? { imageKey: `${story.id}/1/image/picture.svg`, audioKey: `${story.id}/1/audio/narration.mp3` }
        : {}),
    })),
  );
  storyPath = `/api/stories/${story.id}`;
  svgPath = `${storyPath}/scenes/1/image/picture.svg`;
  audioPath = `${storyPath}/scenes/1/audio/narration.mp3`;
});
afterAll(() => app?.close());

describe('compressed JSON', () => {
  it('sends a story of more than 1 KB with brotli or gzip, as accepted, and the same JSON either way', async () => {
    const plain = await get(storyPath);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(plain.headers['content-length'])).toBeGreaterThan(1024);
    const story = JSON.parse(plain.bytes.toString('utf8'));
    expect(story.scenes).toHaveLength(6);

    const br = await get(storyPath, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.bytes.length).toBeLessThan(plain.bytes.length);
    expect(JSON.parse(zlib.brotliDecompressSync(br.bytes).toString('utf8'))).toEqual(story);

    const gzip = await get(storyPath, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.bytes).toString('utf8'))).toEqual(story);
  });

  it('sends short JSON as it is', async () => {
    const response = await get('/api/stories/user', { 'accept-encoding': 'gzip, br' });
    expect(response.status).toBe(401);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(response.bytes.toString('utf8'))).toEqual({ message: expect.any(String) });
  });
});

describe('media is never compressed', () => {
  it.each([
    ['an SVG picture', () => svgPath, svg],
    ['a narration', () => audioPath, audio],
  ])('%s, whole or as a byte range', async (_what, path, stored) => {
    const whole = await get(path(), { 'accept-encoding': 'gzip, deflate, br' });
    expect(whole.status).toBe(200);
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(whole.bytes).toEqual(stored);
    const range = await get(path(), { 'accept-encoding': 'gzip, deflate, br', range: 'bytes=100-1099' });
    expect(range.status).toBe(206);
    expect(range.headers['content-encoding']).toBeUndefined();
    expect(range.headers['content-range']).toBe(`bytes 100-1099/${stored.length}`);
    expect(range.bytes).toEqual(stored.subarray(100, 1100));
  });
});
