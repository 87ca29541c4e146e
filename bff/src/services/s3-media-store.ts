import { createHash } from 'node:crypto';
import { PassThrough, type Readable } from 'node:stream';
import type { GetObjectCommandOutput, S3Client } from '@aws-sdk/client-s3';
import type { Settings } from '../settings.ts';
import { MediaCache, type CachedMedia, type MediaCacheOptions } from './media-cache.ts';
import {
  checkedFolder,
  checkedKey,
  contentTypeOfKey,
  type ByteRange,
  type MediaInfo,
  type MediaStore,
  MediaStoreError,
  type OpenedMedia,
} from './media-store.ts';

// The media in an S3-compatible bucket (S3_BUCKET), shared by several bff hosts and workers; its
// SDK is loaded only when a bucket is used.

export interface S3MediaOptions {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** The cache of small hot objects in this process; `false` for none (the bench compares both). */
  cache?: MediaCacheOptions | false;
}

/** One object as the bucket describes it: what `storyctl media migrate` compares with a file. */
export interface S3ObjectHead {
  size: number;
  /** The object's ETag without quotes: the MD5 of the bytes for an object stored in one part. */
  etag: string;
  /** The SHA-256 (hex) the bff records in the object's metadata when it stores it. */
  sha256?: string;
  contentType?: string;
  modifiedAt?: Date;
}

export interface S3MediaStore extends MediaStore {
  readonly kind: 's3';
  readonly bucket: string;
  head(key: string): Promise<S3ObjectHead | undefined>;
  /** The whole object's SHA-256, read back from the bucket (for objects whose ETag is no MD5). */
  sha256Of(key: string): Promise<string | undefined>;
  close(): void;
}

/** The SDK is loaded only by a process that uses a bucket: the folder default (and storyctl) start without it. */
let sdk: Promise<typeof import('@aws-sdk/client-s3')> | undefined;
const loadSdk = () => (sdk ??= import('@aws-sdk/client-s3'));

interface S3Failure extends Error {
  $metadata?: { httpStatusCode?: number };
}
const isS3Failure = (error: unknown): error is S3Failure => error instanceof Error && '$metadata' in error;

/** One line about a failed S3 call, for the admin: a HEAD answer has no body, so S3 names no error then. */
export function describeS3Error(error: unknown): string {
  if (error instanceof MediaStoreError && error.cause) return describeS3Error(error.cause);
  if (isS3Failure(error)) {
    const status = error.$metadata?.httpStatusCode;
    const named = !['Unknown', 'UnknownError', 'Forbidden', 'NotFound'].includes(error.name);
    if (status === 403)
      return `the S3 server refused access (HTTP 403${named ? `, ${error.name}` : ''}): check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY`;
    const message =
      named && error.message && error.message !== 'UnknownError' ? `: ${error.message.split('\n')[0]}` : '';
    return `${error.name}${message}${status ? ` (HTTP ${status})` : ''}`;
  }
  return error instanceof Error ? error.message.split('\n')[0] : String(error);
}

const isNotFound = (error: unknown) =>
  isS3Failure(error) &&
  (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata?.httpStatusCode === 404);

export const md5Hex = (data: Buffer) => createHash('md5').update(data).digest('hex');
export const sha256Hex = (data: Buffer) => createHash('sha256').update(data).digest('hex');

type S3Connection = { client: S3Client; commands: typeof import('@aws-sdk/client-s3') };

/** The S3 client for the bucket's server, once the SDK has loaded. */
function connectS3(options: S3MediaOptions): Promise<S3Connection> {
  // The pinned SDK runs on Node 20; it would warn on every start that releases after January
  // 2027 need Node 22 (README, dependencies). Said once there instead of in every log.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const ready = loadSdk().then((commands) => ({
    commands,
    client: withBucketPathUnslashed(
      options.bucket,
      new commands.S3Client({
        region: options.region,
        endpoint: options.endpoint,
        forcePathStyle: options.forcePathStyle,
        credentials:
          options.accessKeyId && options.secretAccessKey
            ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
            : undefined,
        // S3-compatible servers differ in the SDK's newer CRC checksums; every upload carries a
        // Content-MD5 of its own instead, which S3 and its look-alikes check.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        requestHandler: { connectionTimeout: 5000, requestTimeout: 60_000 },
      }),
    ),
  }));
  // Every call awaits it and meets its failure; this keeps an unused store from crashing the process.
  ready.catch(() => {});
  return ready;
}

/**
 * A call on the bucket itself (listing, deleting many) is sent to `/bucket` rather than the SDK's
 * `/bucket/` in path style. S3 takes either; some S3-compatible servers (the tests' s3rver among
 * them) check the signature of the first only.
 */
function withBucketPathUnslashed(bucket: string, client: S3Client): S3Client {
  client.middlewareStack.add(
    (next) => async (args) => {
      const request = args.request as { path?: string };
      if (request.path === `/${bucket}/`) request.path = `/${bucket}`;
      return next(args);
    },
    { step: 'build', name: 'bucketPathUnslashed' },
  );
  return client;
}

/** A failed call as a MediaStoreError (the SDK's own error is its cause). */
const failed = (action: string, key: string, error: unknown) =>
  new MediaStoreError(`S3 could not ${action} ${key}: ${describeS3Error(error)}`, { cause: error });

type S3Call = <T>(
  action: string,
  key: string,
  orMissing: boolean,
  run: (s3: S3Connection, Key: string) => Promise<T>,
) => Promise<T | undefined>;

/**
 * One call about `key` (checked first): any failure is thrown as a MediaStoreError saying what
 * could not be done, except that `orMissing` answers undefined for an object that is not there.
 */
function s3Caller(ready: Promise<S3Connection>): S3Call {
  return async (action, key, orMissing, run) => {
    const Key = checkedKey(key);
    try {
      return await run(await ready, Key);
    } catch (error) {
      if (orMissing && isNotFound(error)) return undefined;
      throw failed(action, key, error);
    }
  };
}

/** Stores `data` under `key` with its MD5 (checked by the server) and its SHA-256 (kept as metadata). */
async function putObject(call: S3Call, Bucket: string, key: string, data: Buffer): Promise<void> {
  await call('store', key, false, async ({ client, commands }, Key) => {
    await client.send(
      new commands.PutObjectCommand({
        Bucket,
        Key,
        Body: data,
        ContentLength: data.length,
        ContentType: contentTypeOfKey(key),
        ContentMD5: createHash('md5').update(data).digest('base64'),
        Metadata: { sha256: sha256Hex(data) },
      }),
    );
  });
}

export function createS3MediaStore(options: S3MediaOptions): S3MediaStore {
  const ready = connectS3(options);
  const Bucket = options.bucket;
  const cache = options.cache === false ? undefined : new MediaCache(options.cache);

  const call = s3Caller(ready);

  const head = (key: string): Promise<S3ObjectHead | undefined> =>
    call('describe', key, true, async ({ client, commands }, Key) => {
      const answer = await client.send(new commands.HeadObjectCommand({ Bucket, Key }));
      return {
        size: answer.ContentLength ?? 0,
        etag: (answer.ETag ?? '').replace(/"/g, ''),
        sha256: answer.Metadata?.sha256,
        contentType: answer.ContentType,
        modifiedAt: answer.LastModified,
      };
    });

  const getObject = (key: string, range?: ByteRange, ifMatch?: string) =>
    call('read', key, true, ({ client, commands }, Key) =>
      client.send(
        new commands.GetObjectCommand({
          Bucket,
          Key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          IfMatch: ifMatch,
        }),
      ),
    );

  return {
    kind: 's3',
    bucket: Bucket,
    head,
    async put(key, data) {
      cache?.forget(key);
      await putObject(call, Bucket, key, data);
      cache?.forget(key);
    },
    async get(key) {
      const answer = await getObject(key);
      if (!answer?.Body) return undefined;
      const data = Buffer.from(
        await answer.Body.transformToByteArray().catch((error) => Promise.reject(failed('read', key, error))),
      );
      return { data, contentType: contentTypeOfKey(key), modifiedAt: answer.LastModified };
    },
    open: (key) => openObject(key, getObject, cache),
    async delete(key) {
      cache?.forget(key);
      await call('delete', key, false, async ({ client, commands }, Key) => {
        await client.send(new commands.DeleteObjectCommand({ Bucket, Key }));
      });
    },
    async deleteFolder(folder) {
      const Prefix = checkedFolder(folder);
      cache?.forgetFolder(Prefix);
      try {
        await deleteS3Folder(await ready, Bucket, Prefix);
      } catch (error) {
        throw failed('delete', folder, error);
      }
    },
    async sha256Of(key) {
      const answer = await getObject(key);
      if (!answer?.Body) return undefined;
      return sha256Hex(Buffer.from(await answer.Body.transformToByteArray()));
    },
    close: () => void ready.then(({ client }) => client.destroy()).catch(() => {}),
  };
}

/** Lists the folder a page at a time and deletes each page in one call, until nothing is left. */
async function deleteS3Folder({ client, commands }: S3Connection, Bucket: string, Prefix: string): Promise<void> {
  for (;;) {
    const list = new commands.ListObjectsV2Command({ Bucket, Prefix, MaxKeys: 1000 });
    const listed = await client.send(list);
    const Objects = (listed.Contents ?? []).flatMap(({ Key }) => (Key ? [{ Key }] : []));
    if (Objects.length === 0) return;
    const remove = new commands.DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } });
    const answer = await client.send(remove);
    // An object the bucket refused to delete would be listed again: stop rather than loop.
    if (answer.Errors?.length)
      throw new Error(`${answer.Errors.length} objects not deleted: ${answer.Errors[0].Message}`);
  }
}

type GetObject = (key: string, range?: ByteRange, ifMatch?: string) => Promise<GetObjectCommandOutput | undefined>;

/** A medium held in memory, read whole or by a range without another trip. */
function inMemory(media: CachedMedia): OpenedMedia {
  const { data, ...info } = media;
  return { ...info, read: async (range) => (range ? data.subarray(range.start, range.end + 1) : data) };
}

/**
 * One GET for the whole object, its headers giving size and validators: a small object is read
 * into memory (and the cache) and answers any range from there; a large one (an old WAV) is
 * streamed through as it arrives, and only a range other than the whole costs a second, ranged GET.
 */
async function openObject(key: string, getObject: GetObject, cache?: MediaCache): Promise<OpenedMedia | undefined> {
  const hit = cache?.get(key);
  if (hit) return inMemory(hit);
  const answer = await getObject(key);
  if (!answer?.Body) return undefined;
  const info: MediaInfo = {
    size: answer.ContentLength ?? 0,
    contentType: contentTypeOfKey(key),
    etag: `"${(answer.ETag ?? '').replace(/"/g, '')}"`,
    modifiedAt: answer.LastModified,
  };
  if (cache?.fits(info.size)) {
    const bytes = await answer.Body.transformToByteArray().catch((error) => Promise.reject(failed('read', key, error)));
    const media = { ...info, data: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
    cache.set(key, media);
    return inMemory(media);
  }
  let ahead: Readable | undefined = answer.Body as Readable;
  return {
    ...info,
    async read(range) {
      const body = ahead;
      ahead = undefined;
      if (body && (!range || (range.start === 0 && range.end === info.size - 1))) return body;
      body?.destroy();
      return readRange(key, info.etag, getObject, range);
    },
    close() {
      ahead?.destroy();
      ahead = undefined;
    },
  };
}

/** The object or a range of it by a GET of its own; If-Match keeps the bytes from a newer object. */
async function readRange(key: string, etag: string, getObject: GetObject, range?: ByteRange) {
  const answer = await getObject(key, range, etag);
  if (!answer?.Body) throw new Error(`Media object vanished while being read: ${key}`);
  const body = answer.Body as Readable;
  if (!range) return body;
  // Some S3 look-alikes widen a range (s3rver answers bytes=0-0 with the whole object):
  // the client gets exactly the bytes its Content-Range promises, or an error.
  const answeredStart = Number(/^bytes (\d+)-/.exec(answer.ContentRange ?? '')?.[1] ?? 0);
  if (answeredStart !== range.start) {
    body.destroy();
    throw new Error(
      `The S3 server answered ${answer.ContentRange ?? 'no range'} for bytes=${range.start}-${range.end} of ${key}`,
    );
  }
  const wanted = range.end - range.start + 1;
  return (answer.ContentLength ?? wanted) > wanted ? firstBytes(body, wanted) : body;
}

/** The first `count` bytes of a stream; the rest of it is dropped. */
function firstBytes(source: Readable, count: number): Readable {
  let left = count;
  const limited = new PassThrough();
  source.on('data', (chunk: Buffer) => {
    if (left <= 0) return;
    const part = chunk.length > left ? chunk.subarray(0, left) : chunk;
    left -= part.length;
    limited.write(part);
    if (left <= 0) {
      limited.end();
      source.destroy();
    }
  });
  source.once('end', () => limited.end());
  source.once('error', (error) => limited.destroy(error));
  limited.once('close', () => source.destroy());
  return limited;
}

export function s3OptionsFrom(settings: Settings): S3MediaOptions | undefined {
  if (!settings.S3_BUCKET) return undefined;
  return {
    bucket: settings.S3_BUCKET,
    endpoint: settings.S3_ENDPOINT,
    region: settings.S3_REGION,
    accessKeyId: settings.S3_ACCESS_KEY_ID,
    secretAccessKey: settings.S3_SECRET_ACCESS_KEY,
    forcePathStyle: settings.S3_FORCE_PATH_STYLE === 'on',
  };
}
