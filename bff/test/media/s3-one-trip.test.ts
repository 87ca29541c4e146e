import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStory } from '../admin/admin-fixtures.ts';
import { rawRequest } from '../support/raw-request.ts';
import { startS3Server, type TestS3Server } from '../support/s3-server.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// Media from a bucket: one GET streamed through with its headers (no HEAD first), small hot
// objects kept in the process, and the paywall checked on every request all the same. A proxy in
// front of the local S3 server writes down every request the bff makes to it.

let s3: TestS3Server;
let proxy: http.Server;
let app: TestApp;
const seen: string[] = [];

function startProxy(target: string): Promise<string> {
  const { hostname, port } = new URL(target);
  proxy = http.createServer((request, response) => {
    seen.push(
      `${request.method} ${request.url?.split('?')[0]}${request.headers.range ? ` ${request.headers.range}` : ''}`,
    );
    // The Host header goes on unchanged: the request's signature covers it.
    const forwarded = http.request({
      hostname,
      port,
      method: request.method,
      path: request.url,
      headers: request.headers,
    });
    forwarded.on('response', (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    forwarded.on('error', () => response.destroy());
    request.pipe(forwarded);
  });
  return new Promise((resolve) =>
    proxy.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}`)),
  );
}

const picture = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"><title>${'moon '.repeat(2000)}</title></svg>`);
// An old story's WAV: larger than the cache takes one object.
const oldWav = Buffer.from(Array.from({ length: 1_500_000 }, (_, i) => (i * 31) % 256));

async function storyWithMedia(isPaid: boolean) {
  const story = await createStory(app, { title: 'The Moon Owl', isPaid });
  const pictureKey = `${story.id}/scene-1-picture.svg`;
  const audioKey = `${story.id}/scene-2-narration.wav`;
  await app.context.media.put(pictureKey, picture);
  await app.context.media.put(audioKey, oldWav);
  await app.db.knex('scenes').insert([
    { storyId: story.id, sceneNumber: 1, text: 'One.', imageKey: pictureKey },
    { storyId: story.id, sceneNumber: 2, text: 'Two.', audioKey },
  ]);
  return {
    id: story.id,
    pictureUrl: `/api/stories/${story.id}/scenes/1/image/scene-1-picture.svg`,
    audioUrl: `/api/stories/${story.id}/scenes/2/audio/scene-2-narration.wav`,
  };
}

beforeAll(async () => {
  s3 = await startS3Server();
  app = await startTestApp({ ...s3.env, S3_ENDPOINT: await startProxy(s3.endpoint) });
});
afterAll(async () => {
  await app?.close();
  await new Promise((resolve) => proxy?.close(resolve));
  await s3?.close();
});
beforeEach(() => {
  seen.length = 0;
});

const gets = () => seen.filter((line) => line.startsWith('GET '));
const heads = () => seen.filter((line) => line.startsWith('HEAD '));

describe('media from S3', () => {
  it('serve a hot picture with one GET and no HEAD, then from the process', async () => {
    const { id, pictureUrl } = await storyWithMedia(false);
    seen.length = 0;
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await fetch(app.url + pictureUrl));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    for (const answer of answers) expect(Buffer.from(await answer.arrayBuffer())).toEqual(picture);
    expect(new Set(answers.map((a) => a.headers.get('etag'))).size).toBe(1);
    expect(answers[0].headers.get('content-length')).toBe(String(picture.length));
    expect(heads()).toEqual([]);
    expect(gets()).toEqual([`GET /dreamweaver-media/${id}/scene-1-picture.svg`]);
    // A range of it comes from memory too.
    const range = await fetch(app.url + pictureUrl, { headers: { range: 'bytes=5-9' } });
    expect(range.status).toBe(206);
    expect(Buffer.from(await range.arrayBuffer())).toEqual(picture.subarray(5, 10));
    expect(gets()).toHaveLength(1);
  });

  it('stream a large object through from its one GET, and ask for a range only when one is wanted', async () => {
    const { id, audioUrl } = await storyWithMedia(true);
    seen.length = 0;
    const whole = await fetch(app.url + audioUrl);
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(oldWav)).toBe(true);
    // What <audio> asks first, the whole file as a range: the same one GET.
    const fromStart = await fetch(app.url + audioUrl, { headers: { range: 'bytes=0-' } });
    expect(fromStart.status).toBe(206);
    expect(Buffer.from(await fromStart.arrayBuffer()).equals(oldWav)).toBe(true);
    expect(heads()).toEqual([]);
    expect(gets()).toEqual([
      `GET /dreamweaver-media/${id}/scene-2-narration.wav`,
      `GET /dreamweaver-media/${id}/scene-2-narration.wav`,
    ]);
    const middle = await fetch(app.url + audioUrl, { headers: { range: 'bytes=1000-1999' } });
    expect(middle.status).toBe(206);
    expect(Buffer.from(await middle.arrayBuffer())).toEqual(oldWav.subarray(1000, 2000));
    expect(gets().at(-1)).toBe(`GET /dreamweaver-media/${id}/scene-2-narration.wav bytes=1000-1999`);
  });

  it('let go of a GET whose body is not sent (304), so the connections to S3 are not used up', async () => {
    const { audioUrl } = await storyWithMedia(true);
    const etag = (await fetch(app.url + audioUrl, { method: 'HEAD' })).headers.get('etag')!;
    // More conditional requests than the SDK has sockets (50): a body held open would stall them.
    for (let i = 0; i < 60; i++) {
      const answer = await rawRequest(app.url, 'GET', audioUrl, { headers: { 'if-none-match': etag } });
      expect(answer.status).toBe(304);
    }
    expect((await fetch(app.url + audioUrl)).status).toBe(200);
  });

  it('still check the paywall on every request, cached or not', async () => {
    const { id, pictureUrl, audioUrl } = await storyWithMedia(true);
    const scene2Picture = `${id}/scene-2-picture.svg`;
    await app.context.media.put(scene2Picture, picture);
    await app.db.knex('scenes').where({ storyId: id, sceneNumber: 2 }).update({ imageKey: scene2Picture });
    const lockedPicture = pictureUrl.replace('/scenes/1/image/scene-1-', '/scenes/2/image/scene-2-');
    expect((await fetch(app.url + lockedPicture)).status).toBe(200);
    expect((await fetch(app.url + audioUrl)).status).toBe(200);
    // Refunded: the picture is in the process's cache, and is refused all the same.
    await app.db.knex('stories').where({ id }).update({ isPaid: false });
    expect((await fetch(app.url + lockedPicture)).status).toBe(403);
    expect((await fetch(app.url + audioUrl)).status).toBe(403);
    expect((await fetch(app.url + pictureUrl)).status).toBe(200);
  });
});
