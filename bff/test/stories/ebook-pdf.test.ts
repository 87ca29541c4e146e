import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPdf } from '../../src/services/ebook/pdf.ts';
import type { LoadedBook } from '../../src/services/ebook/book-media.ts';

// The picture book's text is never cut: long text gets smaller, and text too long even then goes
// on over further pages. Checked with poppler's pdftotext and qpdf where they are installed.

const onPath = (tool: string) => spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0;
const words = (text: string) => text.replace(/\s+/g, ' ').trim();
let tmp: string;
beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'ebook-pdf-'));
});
afterAll(() => fs.rm(tmp, { recursive: true, force: true }));

const sentence = (i: number) =>
  `Sentence number ${i} tells of the quiet owl and the sleepy fox, who walked home under the silver moon.`;

function book(texts: string[]): LoadedBook {
  return {
    id: 'pdftest',
    title: 'Über den Mond',
    name: 'Ölf',
    language: 'de',
    pages: texts.map((text, i) => ({ sceneNumber: i + 1, text })),
  };
}

async function pagesAndText(pdf: Buffer): Promise<{ pages: number; text?: string }> {
  const file = path.join(tmp, `${Math.random().toString(36).slice(2)}.pdf`);
  await fs.writeFile(file, pdf);
  const pages = onPath('qpdf')
    ? Number(execFileSync('qpdf', ['--show-npages', file], { encoding: 'utf8' }))
    : (pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0);
  const text = onPath('pdftotext')
    ? words(execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }))
    : undefined;
  return { pages, text };
}

describe('the PDF picture book', () => {
  it('keeps a long scene on its page, smaller', async () => {
    const long = Array.from({ length: 9 }, (_, i) => sentence(i + 1)).join(' ');
    const { pages, text } = await pagesAndText(await buildPdf(book(['Kurz.', long])));
    expect(pages).toBe(2 + 2);
    if (text !== undefined) {
      expect(text).toContain(words(long));
      expect(text).toContain('Süße Träume, Ölf');
    }
  });

  it('continues a scene too long for one page on the next, without losing a word', async () => {
    const huge = Array.from({ length: 60 }, (_, i) => sentence(i + 1)).join(' ');
    const { pages, text } = await pagesAndText(await buildPdf(book([huge])));
    expect(pages).toBeGreaterThan(1 + 2);
    if (text !== undefined) for (let i = 1; i <= 60; i++) expect(text).toContain(words(sentence(i)));
  });
});
