import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3MediaStore, type S3MediaStore } from '@dreamweaver/bff';
import { md5Hex, sha256Hex } from '../../bff/test/support/data.ts';
import { startS3Server, type TestS3Server } from '../../bff/test/support/s3-server.ts';
import { stderrLines, storyctl, storyctlProcess } from './run-storyctl.ts';

// `storyctl media migrate --to s3` copying the media folder of DATA_DIR into a real (local) S3
// server, and safe to run again. The first copy runs the real binary, as the admin does (a process
// that ends once its S3 connections are closed); the other runs go through the same entry in this process.

let s3: TestS3Server;
let bucket: S3MediaStore;
let dataDir: string;
let env: Record<string, string>;
const files = new Map<string, Buffer>();

const fileBytes = (i: number) => Buffer.from(Array.from({ length: 200 + i * 37 }, (_, n) => (n * 13 + i) % 256));

beforeAll(async () => {
  s3 = await startS3Server('migrated-media');
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dw-migrate-'));
  for (let i = 0; i < 30; i++) {
    const key = `story${Math.floor(i / 5)}/scene-${(i % 5) + 1}-${i % 2 ? 'narration.mp3' : 'picture.svg'}`;
    files.set(key, fileBytes(i));
    fs.mkdirSync(path.join(dataDir, 'media', path.dirname(key)), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'media', key), fileBytes(i));
  }
  // A write the bff had not finished (it writes then renames): not media.
  fs.writeFileSync(path.join(dataDir, 'media', 'story0', 'scene-9-picture.svg.a1b2c3.tmp'), 'half');
  env = { DATA_DIR: dataDir, ...s3.env };
  bucket = createS3MediaStore({
    bucket: s3.bucket,
    endpoint: s3.endpoint,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
});
afterAll(async () => {
  bucket?.close();
  await s3?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function expectBucketHoldsEveryFile() {
  for (const [key, data] of files) {
    const stored = await bucket.get(key);
    expect(stored?.data.equals(data), key).toBe(true);
    expect(await bucket.head(key)).toMatchObject({ etag: md5Hex(data), sha256: sha256Hex(data) });
  }
}

// The first test starts a storyctl process (several seconds on a busy 2-core machine).
describe('storyctl media migrate --to s3', { timeout: 180_000 }, () => {
  it('copies every media file into the bucket, verified, with progress on stderr and a summary', async () => {
    const result = await storyctlProcess(['media', 'migrate', '--to', 's3'], env);
    expect(result.code, result.stderr).toBe(0);
    expect(stderrLines(result)).toEqual(['25/30 files: 25 copied, 0 already there, 0 failed']);
    const bytes = [...files.values()].reduce((sum, data) => sum + data.length, 0);
    expect(result.stdout).toBe(
      `Media from ${path.join(dataDir, 'media')} to bucket migrated-media:\n` +
        `30 files (${(bytes / 1e6).toFixed(1)} MB): 30 copied and verified (${(bytes / 1e6).toFixed(1)} MB), 0 already there with the same checksum, 0 failed.\n`,
    );
    await expectBucketHoldsEveryFile();
    expect(await bucket.head('story0/scene-9-picture.svg.a1b2c3.tmp')).toBeUndefined();
  });

  it('run again after an interruption, copies only what is missing or different', async () => {
    // As if the first run had stopped early, and one object in the bucket had gone bad.
    await bucket.delete('story1/scene-1-narration.mp3');
    await bucket.delete('story5/scene-5-narration.mp3');
    await bucket.put('story2/scene-3-picture.svg', Buffer.from('<svg>not the same picture</svg>'));
    const result = await storyctl(['media', 'migrate', '--to', 's3', '--json'], env);
    expect(result.code, result.stderr).toBe(0);
    const report = JSON.parse(result.stdout);
    expect(report).toMatchObject({ total: 30, copied: 3, alreadyThere: 27, failed: [], bucket: 'migrated-media' });
    await expectBucketHoldsEveryFile();

    const third = await storyctl(['media', 'migrate', '--to', 's3', '--json'], env);
    expect(JSON.parse(third.stdout)).toMatchObject({ total: 30, copied: 0, alreadyThere: 30, bytesCopied: 0 });
  });

  it('names a file it cannot copy, copies the rest, and exits 1', async () => {
    fs.writeFileSync(path.join(dataDir, 'media', 'story0', 'not a media name.png'), 'x');
    fs.writeFileSync(path.join(dataDir, 'media', 'story0', 'scene-6-picture.svg'), '<svg>new</svg>');
    try {
      const result = await storyctl(['media', 'migrate', '--to', 's3'], env);
      expect(result.code).toBe(1);
      expect(result.stdout).toContain('32 files');
      expect(result.stdout).toContain('1 copied and verified');
      expect(result.stdout).toContain(
        '  failed: story0/not a media name.png: not a media file name the bff would store',
      );
      expect(stderrLines(result).at(-1)).toBe(
        'error: 1 of 32 media files were not copied; run the command again to retry them',
      );
      expect((await bucket.get('story0/scene-6-picture.svg'))?.data.toString()).toBe('<svg>new</svg>');
    } finally {
      fs.rmSync(path.join(dataDir, 'media', 'story0', 'not a media name.png'));
    }
  });

  it('refuses without a bucket, or to anywhere but s3', async () => {
    const [noBucket, elsewhere, nowhere] = await Promise.all([
      storyctl(['media', 'migrate', '--to', 's3'], { DATA_DIR: dataDir }),
      storyctl(['media', 'migrate', '--to', 'gcs'], env),
      storyctl(['media', 'migrate'], env),
    ]);
    expect(noBucket.code).toBe(1);
    expect(stderrLines(noBucket)).toEqual([
      'error: S3_BUCKET is not set: set the S3_* settings of the bucket to copy the media to',
    ]);
    expect(elsewhere.code).toBe(2);
    expect(elsewhere.stderr).toContain("argument 'gcs' is invalid");
    expect(nowhere.code).toBe(2);
  });

  it('fails every copy with the wrong secret key, and says so', async () => {
    const result = await storyctl(['media', 'migrate', '--to', 's3'], { ...env, S3_SECRET_ACCESS_KEY: 'wrong-secret' });
    expect(result.code).toBe(1);
    const [, total, failed] =
      /^(\d+) files .*: 0 copied and verified \(0\.0 MB\), 0 already there with the same checksum, (\d+) failed\.$/m.exec(
        result.stdout,
      )!;
    expect(failed).toBe(total);
    expect(result.stdout).toContain(
      'failed: story0/scene-1-picture.svg: the S3 server refused access (HTTP 403): check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    );
  });
});
