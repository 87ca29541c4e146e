import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { parseRange } from '../../src/http/send-media.ts';
import { createStory } from '../admin/admin-fixtures.ts';
import { rawRequest } from '../support/raw-request.ts';
import { startS3Server, type TestS3Server } from '../support/s3-server.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// <audio> seeks with byte ranges: without 206 answers Chromium reports nothing seekable and a
// click on the seek bar snaps back to 0:00. Paywalled scenes get ranges too, once paid.
// The same answers whether the media live in DATA_DIR or in an S3-compatible bucket (the bff
// checks the paywall and streams from the bucket with ranged GETs).

const audio = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));
let app: TestApp;
let paidUrl: string;
let lockedUrl: string;

async function storyWithAudio(isPaid: boolean): Promise<string> {
  const story = await createStory(app, { title: 'The Moon Owl', isPaid });
  const key = `${story.id}/2/audio/narration.wav`;
  await app.context.media.put(key, audio);
  await app.db.knex('scenes').insert([
    { storyId: story.id, sceneNumber: 1, text: 'One.' },
    { storyId: story.id, sceneNumber: 2, text: 'Two.', audioKey: key },
  ]);
  return `/api/stories/${story.id}/scenes/2/audio/narration.wav`;
}

let s3: TestS3Server | undefined;

describe.each(['folder', 's3'] as const)('media with byte ranges and validators from the %s store', (kind) => {
  beforeAll(async () => {
    s3 = kind === 's3' ? await startS3Server() : undefined;
    app = await startTestApp(s3?.env ?? {});
    paidUrl = await storyWithAudio(true);
    lockedUrl = await storyWithAudio(false);
  });
  afterAll(async () => {
    await app?.close();
    await s3?.close();
  });

  it('keeps the media where the settings say', () => {
    expect(app.context.media.kind).toBe(kind);
    expect(fs.existsSync(path.join(app.context.settings.dataDir, 'media'))).toBe(kind === 'folder');
  });

  it('answers the whole file with Accept-Ranges, ETag and Last-Modified', async () => {
    const response = await app.client().get(paidUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('etag')).toMatch(/^".+"$/);
    expect(response.headers.get('last-modified')).toMatch(/GMT$/);
    expect(response.headers.get('content-length')).toBe('1000');
  });

  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=900-', 900, 999],
    ['bytes=-10', 990, 999],
    ['bytes=500-5000', 500, 999],
  ])('%s gives 206 with exactly those bytes', async (range, start, end) => {
    const response = await fetch(app.url + paidUrl, { headers: { range } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes ${start}-${end}/1000`);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(audio.subarray(start, end + 1));
  });

  it.each(['bytes=1000-', 'bytes=5-2', 'bytes=-0'])('%s is outside the file: 416', async (range) => {
    const response = await fetch(app.url + paidUrl, { headers: { range } });
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe('bytes */1000');
  });

  it('a malformed or multi-part range gets the whole file', async () => {
    for (const range of ['items=0-1', 'bytes=0-1,5-6', 'bytes=abc']) {
      const response = await fetch(app.url + paidUrl, { headers: { range } });
      expect(response.status, range).toBe(200);
    }
  });

  it('revalidates with 304, and If-Range with another ETag gets the whole file', async () => {
    const first = await fetch(app.url + paidUrl);
    const etag = first.headers.get('etag')!;
    // fetch() turns conditional requests into Cache-Control: no-cache ones; a browser's cache does not.
    expect((await rawRequest(app.url, 'GET', paidUrl, { headers: { 'if-none-match': etag } })).status).toBe(304);
    const lastModified = first.headers.get('last-modified')!;
    expect((await rawRequest(app.url, 'GET', paidUrl, { headers: { 'if-modified-since': lastModified } })).status).toBe(
      304,
    );
    expect((await fetch(app.url + paidUrl, { headers: { range: 'bytes=0-1', 'if-range': etag } })).status).toBe(206);
    expect((await fetch(app.url + paidUrl, { headers: { range: 'bytes=0-1', 'if-range': '"other"' } })).status).toBe(
      200,
    );
  });

  it('a locked scene is refused whatever range is asked', async () => {
    const response = await fetch(app.url + lockedUrl, { headers: { range: 'bytes=0-10' } });
    expect(response.status).toBe(403);
    expect((await fetch(app.url + lockedUrl)).status).toBe(403);
  });

  it('answers HEAD with the length and no body, and the first byte alone', async () => {
    const head = await fetch(app.url + paidUrl, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('1000');
    const first = await fetch(app.url + paidUrl, { headers: { range: 'bytes=0-0' } });
    expect(first.status).toBe(206);
    expect(first.headers.get('content-range')).toBe('bytes 0-0/1000');
    expect(Buffer.from(await first.arrayBuffer())).toEqual(audio.subarray(0, 1));
  });

  it('a missing file in the store is a 404, not a 500', async () => {
    const story = await createStory(app, { title: 'Lost Owl', isPaid: true });
    await app.db
      .knex('scenes')
      .insert({ storyId: story.id, sceneNumber: 1, text: 'One.', audioKey: `${story.id}/1/audio/gone.wav` });
    expect((await fetch(`${app.url}/api/stories/${story.id}/scenes/1/audio/gone.wav`)).status).toBe(404);
  });
});

describe('range parsing', () => {
  it('parses ranges by RFC 9110', () => {
    expect(parseRange('bytes=0-0', 1)).toEqual({ start: 0, end: 0 });
    expect(parseRange('bytes=-5', 3)).toEqual({ start: 0, end: 2 });
    expect(parseRange('bytes=0-', 0)).toBe('unsatisfiable');
    expect(parseRange('bytes=-', 10)).toBeUndefined();
  });
});
