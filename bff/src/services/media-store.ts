import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { mediaTypeOf } from '../media-types.ts';

// Where pictures and narration live: files under DATA_DIR/media (the embedded default, here), or an
// S3-compatible bucket when S3_BUCKET is set (s3-media-store.ts), so several bff hosts and workers
// share them; media-store-from-settings.ts picks one.
// Paywalled media never leave the store by a public URL: the bff checks the paywall and streams
// them itself, with byte ranges (http/send-media.ts).

interface StoredMedia {
  data: Buffer;
  contentType: string;
  modifiedAt?: Date;
}

/** What an HTTP answer needs before any byte is read: size and validators. */
export interface MediaInfo {
  size: number;
  contentType: string;
  /** A strong validator, quoted as in an ETag header; it changes whenever the bytes do. */
  etag: string;
  modifiedAt?: Date;
}

export interface ByteRange {
  start: number;
  /** Inclusive. */
  end: number;
}

export interface OpenedMedia extends MediaInfo {
  /** The bytes of `range` (inclusive) or the whole object. */
  read(range?: ByteRange): Promise<Buffer | Readable>;
  /** Lets go of what was fetched ahead and is not read (an answer of 304 or 416, a HEAD). */
  close?(): void;
}

export interface MediaStore {
  readonly kind: 'folder' | 's3';
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<StoredMedia | undefined>;
  /** Size and validators first, the bytes (or a range of them) when asked: what byte-range answers need. */
  open(key: string): Promise<OpenedMedia | undefined>;
  /** Removes the object; one that is not there is no error. */
  delete(key: string): Promise<void>;
  /** Removes every object under a folder of keys (`story-id/`): all a deleted story left. */
  deleteFolder(folder: string): Promise<void>;
}

/**
 * The media store failed (the bucket or the folder could not be read or written): an outage of
 * the store, not of the database and not a missing object. The HTTP layer answers 503, and the
 * generation worker puts the story back in the queue.
 */
export class MediaStoreError extends Error {
  constructor(message: string, options: { cause: unknown }) {
    super(message, options);
    this.name = 'MediaStoreError';
  }
}

export function contentTypeOfKey(key: string): string {
  return mediaTypeOf(key) ?? 'application/octet-stream';
}

const safeKey = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/;

/** The same keys in every backend: a story id, then file names; nothing that climbs out of the folder. */
export function isValidMediaKey(key: string): boolean {
  return safeKey.test(key) && !key.includes('..') && key.length <= 512;
}

export function checkedKey(key: string): string {
  if (!isValidMediaKey(key)) throw new Error(`Invalid media key: ${key}`);
  return key;
}

/** A folder of keys is a valid key with a slash after it: never the whole store, never `../`. */
export function checkedFolder(folder: string): string {
  if (!folder.endsWith('/') || !isValidMediaKey(folder.slice(0, -1)))
    throw new Error(`Invalid media folder: ${folder}`);
  return folder;
}

/** The folder store's validator: a hash of the bytes (the ETag the bff always sent for files). */
export function contentEtag(data: Buffer): string {
  return `"${createHash('sha1').update(data).digest('base64url')}"`;
}

export function createFileMediaStore(root: string): MediaStore {
  const fileOf = (key: string) => path.join(root, checkedKey(key));
  async function get(key: string): Promise<StoredMedia | undefined> {
    const file = fileOf(key);
    try {
      const [data, stat] = await Promise.all([fs.readFile(file), fs.stat(file)]);
      return { data, contentType: contentTypeOfKey(key), modifiedAt: stat.mtime };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw new MediaStoreError(`could not read media ${key}: ${(error as Error).message}`, { cause: error });
    }
  }
  return {
    kind: 'folder',
    async put(key, data) {
      const file = fileOf(key);
      // Write then rename, so a reader (or a crash) never sees half a file.
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await fs.mkdir(path.dirname(file), { recursive: true });
        await fs.writeFile(temporary, data);
        await fs.rename(temporary, file);
      } catch (error) {
        // A full disk or a failed rename leaves no half-written .tmp behind.
        await fs.rm(temporary, { force: true }).catch(() => {});
        throw new MediaStoreError(`could not write media ${key}: ${(error as Error).message}`, { cause: error });
      }
    },
    get,
    async delete(key) {
      try {
        await fs.rm(fileOf(key), { force: true });
      } catch (error) {
        throw new MediaStoreError(`could not delete media ${key}: ${(error as Error).message}`, { cause: error });
      }
    },
    async deleteFolder(folder) {
      try {
        await fs.rm(path.join(root, checkedFolder(folder)), { recursive: true, force: true });
      } catch (error) {
        throw new MediaStoreError(`could not delete media ${folder}: ${(error as Error).message}`, { cause: error });
      }
    },
    async open(key) {
      // Media files are small (a picture, a scene's narration): read once, validated by their hash.
      const stored = await get(key);
      if (!stored) return undefined;
      const { data } = stored;
      return {
        size: data.length,
        contentType: stored.contentType,
        etag: contentEtag(data),
        modifiedAt: stored.modifiedAt,
        read: async (range) => (range ? data.subarray(range.start, range.end + 1) : data),
      };
    },
  };
}

/** The folder under DATA_DIR: the embedded default, and the source of `storyctl media migrate`. */
export function mediaStoreFor(dataDir: string): MediaStore {
  return createFileMediaStore(mediaFolderOf(dataDir));
}

export function mediaFolderOf(dataDir: string): string {
  return path.join(dataDir, 'media');
}
