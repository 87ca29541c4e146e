import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { buildStoryHtml, storyFileName, translator, type DownloadFormat } from '@dreamweaver/contracts';
import { loadBook } from './ebook/book-media.ts';
import { buildEpub } from './ebook/epub.ts';
import { buildPdf } from './ebook/pdf.ts';
import type { MediaStore } from './media-store.ts';
import { getStoryBook, type StoryBook } from './story-service.ts';

// The story to take home: a web page (HTML), an e-book with read-along narration (EPUB 3 with
// media overlays) or a printable picture book (PDF), through the viewer's paywall (getStoryBook).
// Each file is built once per story, language and paywall state and kept in the media store
// under a key that names the story's version, so a changed story is built anew.

const contentTypes: Record<DownloadFormat, string> = {
  html: 'text/html; charset=utf-8',
  epub: 'application/epub+zip',
  pdf: 'application/pdf',
};

/** Bumped when what the builders write changes, so files built by an older version are not served. */
const BUILD_VERSION = 1;

export interface StoryDownload {
  data: Buffer;
  contentType: string;
  fileName: string;
  /** Where it is kept in the media store. */
  key: string;
  /** Whether it came from the store rather than being built for this request. */
  cached: boolean;
}

/** The part of the story a download shows: any change to it is a new version. */
function versionOf(book: StoryBook): string {
  const { story } = book;
  const content = JSON.stringify([BUILD_VERSION, story.title, story.summary, story.language, story.isPaid, book.name, book.scenes]);
  return createHash('sha256').update(content).digest('hex').slice(0, 16);
}

export function downloadKey(book: StoryBook, format: DownloadFormat): string {
  const { story } = book;
  return `downloads/${story.id}/${story.language}-${story.isPaid ? 'paid' : 'preview'}-${versionOf(book)}.${format}`;
}

async function build(media: MediaStore, book: StoryBook, format: DownloadFormat): Promise<Buffer> {
  const t = translator(book.story.language);
  const title = book.story.title || t('viewer.untitled');
  if (format === 'html') {
    const pictures = new Map(book.scenes.map((scene) => [scene.sceneNumber, scene.imageKey]));
    // The HTML builder asks for the scenes' picture URLs; it gets them from the store as data URLs.
    const urlToKey = new Map(book.story.scenes.filter((scene) => scene.imageUrl).map((scene) => [scene.imageUrl!, pictures.get(scene.sceneNumber) ?? null]));
    const html = await buildStoryHtml(book.story, async (url) => {
      const key = urlToKey.get(url);
      const stored = key ? await media.get(key) : undefined;
      return stored ? `data:${stored.contentType};base64,${stored.data.toString('base64')}` : null;
    });
    return Buffer.from(html, 'utf8');
  }
  const loaded = await loadBook(media, book, title, { withAudio: format === 'epub' });
  return format === 'epub' ? buildEpub(loaded) : buildPdf(loaded);
}

/** Builds in progress, so two requests for the same new file build it once. */
const building = new Map<string, Promise<Buffer>>();

export async function getStoryDownload(db: Knex, media: MediaStore, id: string, format: DownloadFormat): Promise<StoryDownload> {
  const book = await getStoryBook(db, id);
  const key = downloadKey(book, format);
  const fileName = storyFileName(book.story.title, book.story.id, format);
  const contentType = contentTypes[format];
  const stored = await media.get(key);
  if (stored) return { data: stored.data, contentType, fileName, key, cached: true };
  let pending = building.get(key);
  if (!pending) {
    pending = build(media, book, format).then(async (data) => {
      await media.put(key, data);
      return data;
    });
    building.set(key, pending);
    pending.finally(() => building.delete(key)).catch(() => undefined);
  }
  return { data: await pending, contentType, fileName, key, cached: false };
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
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
