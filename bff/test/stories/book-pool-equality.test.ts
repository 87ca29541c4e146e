import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import { afterAll, describe, expect, it } from 'vitest';
import { encodeWav16 } from '@dreamweaver/storyteller/speech';
import { buildBook } from '../../src/services/ebook/book-build.ts';
import type { BookSource } from '../../src/services/ebook/book-media.ts';
import { BookPool } from '../../src/services/ebook/book-pool.ts';
import { epubcheck } from '../support/epubcheck.ts';

// A book built in a book thread is the book the builders make on the spot: the thread changes
// where the work runs, never what it writes. Only the moment of the build differs (the EPUB's
// dcterms:modified and its zip entries' dates, the PDF's CreationDate).

const pool = new BookPool({ threads: 1, idleMs: 1000 });
afterAll(() => pool.close());

function tone(seconds: number): Buffer {
  const sampleRate = 22050;
  const samples = Int16Array.from({ length: seconds * sampleRate }, (_, i) =>
    Math.round(5000 * Math.sin((2 * Math.PI * 220 * i) / sampleRate)),
  );
  return encodeWav16({ samples, sampleRate });
}

const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 30"><rect width="40" height="30" fill="#446"/></svg>',
);

const source = (language: 'en' | 'de'): BookSource => ({
  id: `equal-${language}`,
  title: language === 'de' ? 'Mias Traumwiese' : "Mia's Dream Meadow",
  name: 'Mia',
  language,
  pages: [1, 2].map((sceneNumber) => ({
    sceneNumber,
    text: `Scene ${sceneNumber}. Mia smiled at the moon. The owl hooted softly.`,
    sentenceStarts: [0, 0.8, 1.6],
    pictureDescription: `Mia under the moon (${sceneNumber}).`,
    picture: { data: svg, type: 'image/svg+xml', extension: 'svg' },
    audio: { data: tone(3), extension: 'wav' },
  })),
});

/** Every entry of the EPUB with its bytes, the build's moment masked. */
async function epubEntries(epub: Buffer): Promise<Record<string, string>> {
  const zip = await JSZip.loadAsync(epub);
  const entries: Record<string, string> = {};
  for (const name of Object.keys(zip.files).sort()) {
    const text = (await zip.file(name)?.async('nodebuffer'))?.toString('base64') ?? '';
    entries[name] = name.endsWith('.opf')
      ? Buffer.from(text, 'base64')
          .toString('utf8')
          .replace(/<meta property="dcterms:modified">[^<]*<\/meta>/, '')
      : text;
  }
  return entries;
}

// The moment of building, wherever the PDF writes it (the info dictionary's date, whether inline or
// an object of its own, and the XMP packet's), and the file ID made from it: two builds a second
// apart differ there and nowhere else.
const masked = (pdf: Buffer) =>
  pdf
    .toString('latin1')
    .replace(/\(D:\d{14}Z?[^)]*\)/g, '(D:)')
    .replace(/<xmp:(Create|Modify|Metadata)Date>[^<]*<\/xmp:\1Date>/g, '')
    .replace(/\/ID \[<[0-9a-f]+> <[0-9a-f]+>\]/gi, '');

describe('a book built in the pool', () => {
  it.each(['en', 'de'] as const)(
    'is the EPUB built on the spot, and EPUBCheck finds nothing (%s)',
    async (language) => {
      const [pooled, inline] = await Promise.all([
        pool.build('epub', source(language)),
        buildBook('epub', source(language)),
      ]);
      expect(await epubEntries(pooled)).toEqual(await epubEntries(inline));
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dw-pool-book-'));
      try {
        const file = path.join(dir, 'pooled.epub');
        fs.writeFileSync(file, pooled);
        const run = await epubcheck(file);
        if (!run) return console.warn('epubcheck is not installed: the EPUB was not validated (CI installs it)');
        expect(run.output, run.output).toMatch(/No errors or warnings detected/);
        expect(run.status, run.output).toBe(0);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
    240_000,
  );

  it.each(['en', 'de'] as const)(
    'is the PDF built on the spot (%s)',
    async (language) => {
      const [pooled, inline] = await Promise.all([
        pool.build('pdf', source(language)),
        buildBook('pdf', source(language)),
      ]);
      expect(pooled.toString('latin1', 0, 5)).toBe('%PDF-');
      expect(masked(pooled)).toBe(masked(inline));
    },
    240_000,
  );
});
