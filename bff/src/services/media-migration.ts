import fs from 'node:fs/promises';
import path from 'node:path';
import { isValidMediaKey } from './media-store.ts';
import { describeS3Error, md5Hex, sha256Hex, type S3MediaStore, type S3ObjectHead } from './s3-media-store.ts';

// `storyctl media migrate --to s3`: the media folder of DATA_DIR copied into the bucket, file by
// file. Safe to stop and run again: a file whose object is already there with the same checksum
// is skipped, and every copy is checked against the bucket's own account of what it received.

export interface MediaMigrationReport {
  folder: string;
  bucket: string;
  /** Files found in the folder (half-written `.tmp` files are not media). */
  total: number;
  copied: number;
  /** Already in the bucket with the same checksum: skipped. */
  alreadyThere: number;
  failed: { key: string; reason: string }[];
  bytesTotal: number;
  bytesCopied: number;
}

export type MediaMigrationProgress = Omit<MediaMigrationReport, 'failed' | 'folder' | 'bucket'> & {
  done: number;
  failed: number;
};

const plainMd5 = /^[0-9a-f]{32}$/;

/** The same bytes? By the SHA-256 the bff records, else by an ETag that is an MD5 (one-part upload). */
function sameContent(head: S3ObjectHead, size: number, md5: string, sha256: string): boolean {
  if (head.size !== size) return false;
  if (head.sha256) return head.sha256 === sha256;
  return plainMd5.test(head.etag) && head.etag === md5;
}

/** Every file under the folder as a media key (`storyId/file`), in a stable order. */
async function listMediaFiles(folder: string): Promise<{ key: string; file: string }[]> {
  const found: { key: string; file: string }[] = [];
  async function walk(dir: string) {
    let entries;
    try {
      entries = await fs.readdir(dir, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(file);
      else if (entry.isFile() && !entry.name.endsWith('.tmp'))
        found.push({ key: path.relative(folder, file).split(path.sep).join('/'), file });
    }
  }
  await walk(folder);
  return found.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

export async function migrateMediaToS3(
  folder: string,
  target: S3MediaStore,
  {
    concurrency = 4,
    onProgress,
  }: { concurrency?: number; onProgress?: (progress: MediaMigrationProgress) => void } = {},
): Promise<MediaMigrationReport> {
  const files = await listMediaFiles(folder);
  const report: MediaMigrationReport = {
    folder,
    bucket: target.bucket,
    total: files.length,
    copied: 0,
    alreadyThere: 0,
    failed: [],
    bytesTotal: 0,
    bytesCopied: 0,
  };
  let done = 0;

  async function migrateOne({ key, file }: { key: string; file: string }) {
    if (!isValidMediaKey(key)) {
      report.failed.push({ key, reason: 'not a media file name the bff would store' });
      return;
    }
    const data = await fs.readFile(file);
    report.bytesTotal += data.length;
    const md5 = md5Hex(data);
    const sha256 = sha256Hex(data);
    const present = await target.head(key);
    if (present && sameContent(present, data.length, md5, sha256)) {
      report.alreadyThere++;
      return;
    }
    await target.put(key, data);
    // Checked against what the bucket says it holds, not what was sent: its ETag is the MD5 of
    // the bytes it received; where it is not (some servers' encryption), the object is read back.
    const stored = await target.head(key);
    const verified =
      stored !== undefined &&
      stored.size === data.length &&
      (stored.sha256 === undefined || stored.sha256 === sha256) &&
      (plainMd5.test(stored.etag) ? stored.etag === md5 : (await target.sha256Of(key)) === sha256);
    if (!verified) {
      report.failed.push({ key, reason: 'the copy in the bucket does not match the file (checksum)' });
      return;
    }
    report.copied++;
    report.bytesCopied += data.length;
  }

  let next = 0;
  async function lane() {
    while (next < files.length) {
      const item = files[next++];
      await migrateOne(item).catch((error: unknown) => {
        report.failed.push({ key: item.key, reason: describeS3Error(error) });
      });
      done++;
      onProgress?.({ ...report, failed: report.failed.length, done });
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, files.length)) }, lane));
  report.failed.sort((a, b) => (a.key < b.key ? -1 : 1));
  return report;
}
