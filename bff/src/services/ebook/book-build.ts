import type { BookPage, BookPicture, BookSource, LoadedBook } from './book-media.ts';
import { buildEpub } from './epub.ts';
import { bookAudio } from './mp3.ts';
import { buildPdf } from './pdf.ts';
import { webpToPng } from './webp.ts';

// One book built from its source: everything here is CPU work (MP3 encoding, WebP decoding, the
// zip, the PDF), so it runs in a book thread (book-worker.mjs, started by book-pool.ts).

export type BookFormat = 'epub' | 'pdf';

/** Bytes that crossed to a thread arrive as a plain Uint8Array: the builders want Buffers. */
const asBuffer = (data: Uint8Array) =>
  Buffer.isBuffer(data) ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength);

async function bookPicture(
  picture: NonNullable<BookSource['pages'][number]['picture']>,
): Promise<BookPicture | undefined> {
  const data = asBuffer(picture.data);
  if (picture.type !== 'image/webp') return { data, type: picture.type, extension: picture.extension };
  try {
    return {
      data,
      type: picture.type,
      extension: 'webp',
      fallback: { data: await webpToPng(data), type: 'image/png', extension: 'png' },
    };
  } catch {
    // A damaged WebP leaves its place empty, like any picture a book cannot hold; the text is still there.
    return undefined;
  }
}

/** The source's pages as the builders take them: pictures readable by both books, narration as MP3 (the EPUB only). */
async function prepareBook(format: BookFormat, source: BookSource): Promise<LoadedBook> {
  const pages: BookPage[] = [];
  for (const page of source.pages) {
    const prepared: BookPage = {
      sceneNumber: page.sceneNumber,
      text: page.text,
      sentenceStarts: page.sentenceStarts,
      pictureDescription: page.pictureDescription,
    };
    if (page.picture) prepared.picture = await bookPicture(page.picture);
    if (page.audio && format === 'epub') prepared.audio = bookAudio(asBuffer(page.audio.data), page.audio.extension);
    pages.push(prepared);
  }
  return {
    id: source.id,
    title: source.title,
    name: source.name,
    language: source.language,
    pages,
    previewLink: source.previewLink,
  };
}

export async function buildBook(format: BookFormat, source: BookSource): Promise<Buffer> {
  const book = await prepareBook(format, source);
  return format === 'epub' ? buildEpub(book) : buildPdf(book);
}
