import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileMediaStore, type MediaStore } from '../../src/services/media-store.ts';
import { createS3MediaStore, md5Hex, sha256Hex, type S3MediaStore } from '../../src/services/s3-media-store.ts';
import { startS3Server, type TestS3Server } from '../support/s3-server.ts';

// One contract, two backends: whatever the pipeline stores, the routes read back the same way
// from the folder in DATA_DIR and from an S3-compatible bucket (a real local S3 server).

let s3Server: TestS3Server;
let folder: string;
const stores: Record<'folder' | 's3', () => MediaStore> = {
  folder: () => createFileMediaStore(folder),
  s3: () =>
    createS3MediaStore({
      bucket: s3Server.bucket,
      endpoint: s3Server.endpoint,
      region: 'us-east-1',
      accessKeyId: s3Server.env.S3_ACCESS_KEY_ID,
      secretAccessKey: s3Server.env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: true,
    }),
};

beforeAll(async () => {
  s3Server = await startS3Server();
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'dw-media-'));
});
afterAll(async () => {
  await s3Server?.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const bytes = (length: number, seed = 0) => Buffer.from(Array.from({ length }, (_, i) => (i * 7 + seed) % 256));

async function bodyOf(read: Buffer | Readable): Promise<Buffer> {
  if (Buffer.isBuffer(read)) return read;
  const chunks: Buffer[] = [];
  for await (const chunk of read) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

describe.each(['folder', 's3'] as const)('the %s media store', (kind) => {
  let store: MediaStore;
  beforeAll(() => {
    store = stores[kind]();
  });

  it('gives back exactly the bytes stored, with the type of the file name', async () => {
    const data = bytes(70_000);
    await store.put('story1/scene-1-picture.png', data);
    const stored = await store.get('story1/scene-1-picture.png');
    expect(stored?.data.equals(data)).toBe(true);
    expect(stored?.contentType).toBe('image/png');
    expect(stored?.modifiedAt).toBeInstanceOf(Date);
    expect(store.kind).toBe(kind);
  });

  it('opens media with size and validators first, and reads any range of them', async () => {
    const data = bytes(5000, 3);
    await store.put('story1/scene-2-narration.mp3', data);
    const opened = (await store.open('story1/scene-2-narration.mp3'))!;
    expect(opened).toMatchObject({ size: 5000, contentType: 'audio/mpeg' });
    expect(opened.etag).toMatch(/^"[^"]+"$/);
    expect(opened.modifiedAt).toBeInstanceOf(Date);
    expect((await bodyOf(await opened.read())).equals(data)).toBe(true);
    for (const [start, end] of [
      [0, 0],
      [10, 19],
      [4000, 4999],
    ]) {
      expect(
        (await bodyOf(await opened.read({ start, end }))).equals(data.subarray(start, end + 1)),
        `${start}-${end}`,
      ).toBe(true);
    }
  });

  it('answers undefined for media it does not have', async () => {
    expect(await store.get('story1/nothing-here.png')).toBeUndefined();
    expect(await store.open('nostory/scene-1-picture.svg')).toBeUndefined();
  });

  it('replaces media stored again under the same key, and the validator follows the bytes', async () => {
    await store.put('story2/scene-1-picture.svg', Buffer.from('<svg>first</svg>'));
    const first = (await store.open('story2/scene-1-picture.svg'))!;
    await store.put('story2/scene-1-picture.svg', Buffer.from('<svg>second one</svg>'));
    const second = (await store.open('story2/scene-1-picture.svg'))!;
    expect(second.size).toBe('<svg>second one</svg>'.length);
    expect(second.etag).not.toBe(first.etag);
    expect((await store.get('story2/scene-1-picture.svg'))!.data.toString()).toBe('<svg>second one</svg>');
    await store.put('story2/copy.svg', Buffer.from('<svg>second one</svg>'));
    expect((await store.open('story2/copy.svg'))!.etag).toBe(second.etag);
  });

  it('deletes media (a deleted voice leaves no file), and deleting what is not there is no error', async () => {
    await store.put('story4/voices/1/scene-1-take.mp3', bytes(300));
    await store.delete('story4/voices/1/scene-1-take.mp3');
    expect(await store.get('story4/voices/1/scene-1-take.mp3')).toBeUndefined();
    await expect(store.delete('story4/voices/1/scene-1-take.mp3')).resolves.toBeUndefined();
  });

  it('deletes a folder of keys whole (a deleted story), its subfolders too, and nothing beside it', async () => {
    const keys = Array.from({ length: 30 }, (_, i) => `story9/voices/1/scene-${i}.mp3`);
    await Promise.all(keys.map((key) => store.put(key, bytes(3))));
    await store.put('story9/scene-1-picture.svg', bytes(10));
    await store.put('story90/scene-1-picture.svg', bytes(10));
    await store.deleteFolder('story9/');
    expect(await store.get('story9/scene-1-picture.svg')).toBeUndefined();
    expect(await store.get(keys[29])).toBeUndefined();
    expect(await store.get('story90/scene-1-picture.svg')).toBeDefined();
    await expect(store.deleteFolder('story9/')).resolves.toBeUndefined();
  });

  it('refuses a folder that is not a story folder: never the whole store, never outside it', async () => {
    for (const folder of ['', '/', '../', 'story9', 'a/../../'])
      await expect(store.deleteFolder(folder)).rejects.toThrow();
  });

  it('keeps an empty file', async () => {
    await store.put('story3/empty.wav', Buffer.alloc(0));
    expect((await store.open('story3/empty.wav'))!.size).toBe(0);
    expect((await store.get('story3/empty.wav'))!.data.length).toBe(0);
  });

  it('stores many media at once', async () => {
    const keys = Array.from({ length: 12 }, (_, i) => `story4/scene-${i + 1}-picture.png`);
    await Promise.all(keys.map((key, i) => store.put(key, bytes(1000 + i, i))));
    const read = await Promise.all(keys.map((key) => store.get(key)));
    read.forEach((stored, i) => {
      expect(stored!.data.equals(bytes(1000 + i, i)), keys[i]).toBe(true);
    });
  });

  it.each(['../outside.png', 'story/../../etc/passwd', '/absolute.png', 'story/a b.png', 'story//x.png', ''])(
    'refuses the key %j',
    async (key) => {
      await expect(store.put(key, Buffer.from('x'))).rejects.toThrow(/Invalid media key/);
      await expect(store.get(key)).rejects.toThrow(/Invalid media key/);
      await expect(store.open(key)).rejects.toThrow(/Invalid media key/);
    },
  );
});

describe('the S3 media store in particular', () => {
  it('records checksums a migration can compare: the MD5 ETag and a SHA-256 in the metadata', async () => {
    const store = stores.s3() as S3MediaStore;
    const data = bytes(3000, 9);
    await store.put('story5/scene-1-picture.png', data);
    expect(await store.head('story5/scene-1-picture.png')).toMatchObject({
      size: 3000,
      etag: md5Hex(data),
      sha256: sha256Hex(data),
    });
    expect(await store.sha256Of('story5/scene-1-picture.png')).toBe(sha256Hex(data));
    await store.delete('story5/scene-1-picture.png');
    expect(await store.head('story5/scene-1-picture.png')).toBeUndefined();
  });

  it('fails with the wrong secret key, as S3 would', async () => {
    const store = createS3MediaStore({
      bucket: s3Server.bucket,
      endpoint: s3Server.endpoint,
      region: 'us-east-1',
      accessKeyId: s3Server.env.S3_ACCESS_KEY_ID,
      secretAccessKey: 'not-the-secret',
      forcePathStyle: true,
    });
    await expect(store.put('story6/x.png', Buffer.from('x'))).rejects.toThrow(/signature/i);
  });
});
