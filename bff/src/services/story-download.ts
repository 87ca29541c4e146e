import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { buildStoryHtml, storyFileName, translator, type DownloadFormat } from '@dreamweaver/contracts';
import { AppError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { mediaTypeOfExtension } from '../media-types.ts';
import type { BookFormat } from './ebook/book-build.ts';
import { readBookSource } from './ebook/book-media.ts';
import { bookPool } from './ebook/book-pool.ts';
import type { MediaStore } from './media-store.ts';
import { getStoryBook, type StoryBook } from './story-book.ts';

// The story to take home: a web page (HTML), an e-book with read-along narration (EPUB 3 with
// media overlays) or a printable picture book (PDF), through the viewer's paywall (getStoryBook).
// Each file is built once per story, language and paywall state and kept in the media store
// under a key that names the story's version, so a changed story is built anew.
//
// The web page is built at once (it is text and the pictures inlined). The books take seconds of
// CPU each: they are built in the process's pool of book threads (ebook/book-pool.ts), never on
// the request's path. They are started ahead (prepareStoryBooks): the free preview's (scene 1) as
// soon as scene 1 is ready, long before the story completes, and the whole story's as soon as it
// completes or is paid. A download that comes while its book is being built waits a moment for
// it; one that comes before its book is ready is answered "preparing" (the route's 202 with
// Retry-After) and asks again.

/** Bumped when what the builders write changes, so files built by an older version are not served. */
const BUILD_VERSION = 3;

/** The origin the books link to when no PUBLIC_URL is set (the tests; a local installation passes its own). */
const LOCAL_ORIGIN = 'http://localhost:3000';

/**
 * The product's public origin for the links inside a download: PUBLIC_URL, else the local address
 * on the configured port. From the settings, never from a request's Host header, which a client writes.
 */
export function downloadOrigin(settings: { PUBLIC_URL?: string; PORT: number }): string {
  return settings.PUBLIC_URL ? settings.PUBLIC_URL.replace(/\/+$/, '') : `http://localhost:${settings.PORT}`;
}

/** The free preview's link to the whole story, on `origin`; a paid story's download has none. */
function previewLink(book: StoryBook, origin: string): string | undefined {
  if (book.story.isPaid) return undefined;
  return `${origin.replace(/\/+$/, '')}/story/${encodeURIComponent(book.story.id)}`;
}

const BOOK_FORMATS: readonly BookFormat[] = ['epub', 'pdf'];

export interface StoryDownload {
  data: Buffer;
  contentType: string;
  fileName: string;
  /** Where it is kept in the media store. */
  key: string;
  /** Whether it came from the store rather than being built for this request. */
  cached: boolean;
}

/** A book not built yet: its build is under way, ask again in `retryAfterSeconds`. */
export interface PreparingDownload {
  preparing: true;
  retryAfterSeconds: number;
}

/** The part of the story a download shows: any change to it is a new version. */
function versionOf(book: StoryBook, origin: string): string {
  const { story } = book;
  const content = JSON.stringify([
    BUILD_VERSION,
    story.title,
    story.summary,
    story.language,
    story.isPaid,
    book.name,
    book.scenes,
    previewLink(book, origin),
  ]);
  return createHash('sha256').update(content).digest('hex').slice(0, 16);
}

/** Where the file of `book` in `format` is kept in the media store. */
export function downloadKey(book: StoryBook, format: DownloadFormat, origin: string): string {
  const { story } = book;
  return `downloads/${story.id}/${story.language}-${story.isPaid ? 'paid' : 'preview'}-${versionOf(book, origin)}.${format}`;
}

async function buildHtml(media: MediaStore, book: StoryBook, origin: string): Promise<Buffer> {
  const pictures = new Map(book.scenes.map((scene) => [scene.sceneNumber, scene.imageKey]));
  // The HTML builder asks for the scenes' picture URLs; it gets them from the store as data URLs.
  const urlToKey = new Map(
    book.story.scenes
      .filter((scene) => scene.imageUrl)
      .map((scene) => [scene.imageUrl!, pictures.get(scene.sceneNumber) ?? null]),
  );
  const html = await buildStoryHtml(
    book.story,
    async (url) => {
      const key = urlToKey.get(url);
      const stored = key ? await media.get(key) : undefined;
      return stored ? `data:${stored.contentType};base64,${stored.data.toString('base64')}` : null;
    },
    { storyUrl: previewLink(book, origin) },
  );
  return Buffer.from(html, 'utf8');
}

const titleOf = (book: StoryBook) => book.story.title || translator(book.story.language)('viewer.untitled');

/** Builds in progress, by media key, so a file is built once however many ask for it. */
const building = new Map<string, Promise<void>>();
/** Builds of a key that failed in a row (a success clears it): the second is told to the download asking, once. */
const failed = new Map<string, { error: Error; times: number }>();

/** Starts building a book of the story as it stands (once per key) and keeps it in the media store. */
function startBook(media: MediaStore, book: StoryBook, format: BookFormat, origin: string): Promise<void> {
  const key = downloadKey(book, format, origin);
  let pending = building.get(key);
  if (!pending) {
    pending = (async () => {
      // Kept already (by another process, or an earlier build): nothing to do. open() reads no bytes.
      if (await media.open(key)) return;
      const source = await readBookSource(media, book, titleOf(book), {
        withAudio: format === 'epub',
        previewLink: previewLink(book, origin),
      });
      await media.put(key, await bookPool().build(format, source));
    })();
    const settled = pending.then(
      () => failed.delete(key),
      (error: unknown) =>
        failed.set(key, {
          error: error instanceof Error ? error : new Error(String(error)),
          times: (failed.get(key)?.times ?? 0) + 1,
        }),
    );
    building.set(key, pending);
    void settled.finally(() => building.delete(key));
  }
  return pending;
}

/** Resolves once the book being built under `key` in this process, if any, is kept or has failed. */
export async function bookBuildSettled(key: string): Promise<void> {
  await building.get(key)?.catch(() => undefined);
}

const BUILD_WAIT_MS = 2000;

/** Whether `build` succeeded within `ms`. */
async function finishedWithin(build: Promise<void>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(resolve, ms, false);
  });
  try {
    const succeeded = build.then(
      () => true,
      () => false,
    );
    return await Promise.race([succeeded, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Seconds until a waiting download should ask again: about one build per book ahead of it. */
function retryAfterSeconds(): number {
  const pool = bookPool();
  return Math.min(30, 2 + Math.ceil((2 * pool.waiting) / pool.threads));
}

/** Where a download's links point (downloadOrigin) and where its failures are told. */
export interface DownloadOptions {
  origin?: string;
  logger?: Logger;
  /** The book as this download tells it (read in a recorded voice: services/voice/voice-book.ts). */
  adaptBook?: (book: StoryBook) => Promise<StoryBook>;
  /** How long a download waits for its book's build already under way before it answers "preparing". Default 2 s. */
  buildWaitMs?: number;
}

/**
 * The story's file for a download: the web page at once; a book from the media store when it is
 * built, or else "preparing" while its build runs (started here if nothing started it yet).
 */
export async function getStoryDownload(
  db: Knex,
  media: MediaStore,
  id: string,
  format: DownloadFormat,
  { origin = LOCAL_ORIGIN, logger, adaptBook, buildWaitMs = BUILD_WAIT_MS }: DownloadOptions = {},
): Promise<StoryDownload | PreparingDownload> {
  const asStored = await getStoryBook(db, id);
  const book = adaptBook ? await adaptBook(asStored) : asStored;
  const key = downloadKey(book, format, origin);
  const fileName = storyFileName(book.story.title, book.story.id, format);
  const contentType = mediaTypeOfExtension(format)!;
  const stored = await media.get(key);
  if (stored) return { data: stored.data, contentType, fileName, key, cached: true };
  if (format === 'html') {
    const data = await buildHtml(media, book, origin);
    await media.put(key, data);
    return { data, contentType, fileName, key, cached: false };
  }
  const underWay = building.get(key);
  if (underWay) {
    // Asked right after completion: the build started then is usually nearly done, and a short
    // wait beats a 202 and a retry seconds later.
    const kept = await finishedWithin(underWay, buildWaitMs).then((done) => (done ? media.get(key) : undefined));
    if (kept) return { data: kept.data, contentType, fileName, key, cached: true };
  }
  const failure = building.has(key) ? undefined : failed.get(key);
  if (failure && failure.times >= 2) {
    // A build that failed twice in a row is said once (and logged); the next request builds it again.
    failed.delete(key);
    logger?.error('a book could not be built', { storyId: id, format, error: failure.error });
    throw new AppError(503, 'story.errors.downloadFailed', {}, { retryAfterSeconds: 5 });
  }
  void startBook(media, book, format, origin).catch(() => undefined);
  return { preparing: true, retryAfterSeconds: retryAfterSeconds() };
}

/**
 * Whether the story's books can be built as the paywall stands now: a completed story's always; an
 * unpaid one's (the free preview) as soon as its open scenes have their pictures.
 */
function readyForBooks(book: StoryBook): boolean {
  const { story } = book;
  if (story.generationStatus === 'completed') return true;
  if (story.isPaid || story.generationStatus === 'failed') return false;
  return book.scenes.length > 0 && book.scenes.every((scene) => scene.imageKey);
}

/**
 * The story's file in `format` as its owner's download gives it, waiting for a book's build
 * (in the book threads) rather than answering "preparing"; undefined when the story has no
 * book yet (still being made, or failed). For the account export (services/account-export.ts),
 * which is itself built off the request's path.
 */
export async function buildStoryFile(
  db: Knex,
  media: MediaStore,
  storyId: string,
  format: DownloadFormat,
  { origin = LOCAL_ORIGIN }: DownloadOptions = {},
): Promise<StoryDownload | undefined> {
  const book = await getStoryBook(db, storyId);
  if (!readyForBooks(book)) return undefined;
  const key = downloadKey(book, format, origin);
  const fileName = storyFileName(book.story.title, book.story.id, format);
  const contentType = mediaTypeOfExtension(format)!;
  if (format === 'html') {
    const stored = await media.get(key);
    const data = stored?.data ?? (await buildHtml(media, book, origin));
    if (!stored) await media.put(key, data);
    return { data, contentType, fileName, key, cached: Boolean(stored) };
  }
  await startBook(media, book, format, origin);
  const kept = await media.get(key);
  return kept && { data: kept.data, contentType, fileName, key, cached: true };
}

/**
 * Builds both books of a story ahead, in its language and as the paywall stands now (the preview
 * for an unpaid story, all of it once paid), so a download finds them ready. Called when scene 1
 * is ready, when a story completes and when it is paid; resolves when both are kept, and never
 * rejects (failures are logged).
 */
export async function prepareStoryBooks(
  db: Knex,
  media: MediaStore,
  storyId: string,
  { origin = LOCAL_ORIGIN, logger }: DownloadOptions = {},
): Promise<void> {
  try {
    const book = await getStoryBook(db, storyId);
    if (!readyForBooks(book)) {
      // A paid story completes later: its thread is started now, so that build does not wait for one.
      if (book.story.generationStatus !== 'failed') bookPool().warm();
      return;
    }
    const results = await Promise.allSettled(BOOK_FORMATS.map((format) => startBook(media, book, format, origin)));
    for (const [i, result] of results.entries()) {
      if (result.status === 'rejected')
        logger?.warn('a book could not be built ahead', { storyId, format: BOOK_FORMATS[i], error: result.reason });
    }
  } catch (error) {
    logger?.warn('the books could not be built ahead', { storyId, error });
  }
}

/**
 * Content-Disposition for a download: the UTF-8 name (RFC 6266 filename*) and a plain ASCII one
 * for old clients: German letters spelled out (ä as ae, ß as ss), other accents dropped, anything else a dash.
 */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName
    .replace(/[äöüÄÖÜß]/g, (c) => ({ ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue', ß: 'ss' })[c]!)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** What the generation worker calls when scene 1 or the whole story is ready (main.ts, worker-main.ts): its books are built ahead. */
export function buildBooksAhead(db: Knex, media: MediaStore, options: DownloadOptions = {}): (storyId: string) => void {
  return (storyId) => void prepareStoryBooks(db, media, storyId, options);
}

/**
 * What the generation worker calls when it starts a story: the book threads start loading their
 * builders now (a second or more on a busy machine), so the preview's books are not kept waiting.
 */
export function warmBookThreads(): void {
  bookPool().warm();
}
