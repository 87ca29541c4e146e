import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

// Where pictures and narration live. Files under DATA_DIR/media by default; the interface lets an
// S3-compatible store replace it later.

export interface StoredMedia {
  data: Buffer;
  contentType: string;
  modifiedAt?: Date;
}

export interface MediaStore {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<StoredMedia | undefined>;
}

const contentTypes: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
};

export function contentTypeOfKey(key: string): string {
  return contentTypes[path.extname(key).slice(1).toLowerCase()] ?? 'application/octet-stream';
}

const safeKey = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/;

export function createFileMediaStore(root: string): MediaStore {
  const fileOf = (key: string) => {
    if (!safeKey.test(key) || key.includes('..')) throw new Error(`Invalid media key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader (or a crash) never sees half a file.
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await fs.writeFile(temporary, data);
      await fs.rename(temporary, file);
    },
    async get(key) {
      try {
        const file = fileOf(key);
        const [data, stat] = await Promise.all([fs.readFile(file), fs.stat(file)]);
        return { data, contentType: contentTypeOfKey(key), modifiedAt: stat.mtime };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
  };
}

export function mediaStoreFor(dataDir: string): MediaStore {
  return createFileMediaStore(path.join(dataDir, 'media'));
}
