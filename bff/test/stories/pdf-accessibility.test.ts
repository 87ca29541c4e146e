import { execFileSync, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translator, type Language } from '@dreamweaver/contracts';
import type { StoryBrief } from '../../src/generation/engine.ts';
import { illustrateOfflineScene } from '../../src/generation/offline/offline-engine.ts';
import { writeOfflineStory } from '../../src/generation/offline/offline-engine.ts';
import type { LoadedBook } from '../../src/services/ebook/book-media.ts';
import { buildPdf } from '../../src/services/ebook/pdf.ts';
import { svgTextToOutlines } from '../../src/services/ebook/svg-text-outlines.ts';

// The PDF picture book for a screen reader and for any PDF reader: tagged (a structure tree in
// reading order, alt text on every picture, the document's language), every font embedded, and the
// letters drawn inside a picture (the offline illustrator's "z z z") kept out of the text layer.
// Checked with poppler-utils (pdfinfo, pdffonts, pdftotext) and qpdf, which CI installs.

const onPath = (tool: string) => spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0;
const tools = ['pdfinfo', 'pdffonts', 'pdftotext', 'qpdf'].every(onPath);
const words = (text: string) => text.replace(/\s+/g, ' ').trim();

let tmp: string;
const books = new Map<Language, { file: string; book: LoadedBook; svgs: string[] }>();
const previews = new Map<Language, { file: string; book: LoadedBook }>();
const PREVIEW_LINK = 'https://dreamweaver.example/story/abc123XYZ';

async function makeBook(language: Language) {
  const name = language === 'de' ? 'Jörg' : 'Mia';
  const brief: StoryBrief = {
    audience: 'child',
    storyType: 'classic',
    language,
    recipientDetails: { name, age: 4, favoriteAnimal: 'owl' },
  };
  const written = writeOfflineStory(brief);
  const pictures = written.scenes.map((_, i) => illustrateOfflineScene(brief, i + 1, written));
  const svgs = pictures.map((picture) => picture.data.toString('utf8'));
  const book: LoadedBook = {
    id: `book-${language}`,
    title: written.title,
    name,
    language,
    pages: written.scenes.map((scene, i) => ({
      sceneNumber: i + 1,
      text: scene.text,
      picture: { data: Buffer.from(svgs[i], 'utf8'), type: 'image/svg+xml', extension: 'svg' },
      // The last picture as one made before descriptions were kept: it falls back to "Illustration for scene N".
      pictureDescription: i < written.scenes.length - 1 ? pictures[i].description : undefined,
    })),
  };
  const file = path.join(tmp, `book-${language}.pdf`);
  await fs.writeFile(file, await buildPdf(book));
  books.set(language, { file, book, svgs });
  // The free preview: its first scene, and a last page with the link to the whole story.
  const preview: LoadedBook = { ...book, pages: book.pages.slice(0, 1), previewLink: PREVIEW_LINK };
  const previewFile = path.join(tmp, `preview-${language}.pdf`);
  await fs.writeFile(previewFile, await buildPdf(preview));
  previews.set(language, { file: previewFile, book: preview });
}

/** Every dictionary of the file, from qpdf's JSON (version 2: every object as { "obj:N 0 R": { value } }). */
function pdfDictionaries(file: string): Record<string, unknown>[] {
  const json = JSON.parse(
    execFileSync('qpdf', ['--json=2', '--json-key=qpdf', file], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }),
  ) as { qpdf: [unknown, Record<string, { value?: unknown }>] };
  return Object.values(json.qpdf[1])
    .map((object) => object.value)
    .filter(
      (value): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value),
    );
}

beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'pdf-accessibility-'));
  await makeBook('en');
  await makeBook('de');
}, 120_000);
afterAll(async () => {
  if (tmp) await fs.rm(tmp, { recursive: true, force: true });
});

/** Every page's content stream, uncompressed (qpdf's QDF form). */
function pageContents(file: string): string[] {
  const qdf = `${file}.qdf`;
  execFileSync('qpdf', ['--qdf', '--object-streams=disable', file, qdf]);
  const text = execFileSync('cat', [qdf], { encoding: 'latin1', maxBuffer: 64 * 1024 * 1024 });
  const pages: string[] = [];
  for (const match of text.matchAll(
    /%% Contents for page (\d+)\n(?:%%[^\n]*\n)*\d+ 0 obj\n<<[\s\S]*?>>\nstream\n([\s\S]*?)\nendstream/g,
  )) {
    pages[Number(match[1]) - 1] = (pages[Number(match[1]) - 1] ?? '') + match[2];
  }
  return pages;
}

/** The operators that put marks on a page, each with how deep in marked content it stands. */
function paintingDepths(content: string): { operator: string; depth: number }[] {
  // Strings, hex strings, dictionaries and arrays are operands; drop them so only operators and numbers remain.
  const bare = content
    .replace(/\((?:\\.|[^\\)])*\)/g, ' ')
    .replace(/<<[\s\S]*?>>/g, ' ')
    .replace(/<[0-9a-fA-F\s]*>/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ');
  const painting = new Set(['f', 'F', 'f*', 'B', 'B*', 'b', 'b*', 'S', 's', 'Tj', 'TJ', "'", '"', 'Do', 'sh']);
  let depth = 0;
  const found: { operator: string; depth: number }[] = [];
  for (const token of bare.split(/\s+/)) {
    if (token === 'BDC' || token === 'BMC') depth++;
    else if (token === 'EMC') depth--;
    else if (painting.has(token)) found.push({ operator: token, depth });
  }
  return found;
}

describe.skipIf(!tools)('the PDF picture book, for screen readers and any reader', () => {
  it.each(['en', 'de'] as const)('is a tagged PDF (%s) with its language and title', (language) => {
    const { file, book } = books.get(language)!;
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    expect(info).toMatch(/^Tagged:\s+yes$/m);
    expect(info.match(/^Title:\s+(.*)$/m)?.[1]).toBe(book.title);
    // qpdf's JSON (version 2): every object of the file as { "obj:N 0 R": { value } }.
    const json = JSON.parse(
      execFileSync('qpdf', ['--json=2', '--json-key=qpdf', file], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }),
    ) as {
      qpdf: [unknown, Record<string, { value?: unknown }>];
    };
    const dictionaries = Object.values(json.qpdf[1])
      .map((object) => object.value)
      .filter(
        (value): value is Record<string, unknown> =>
          typeof value === 'object' && value !== null && !Array.isArray(value),
      );
    const catalog = dictionaries.find((object) => object['/Type'] === '/Catalog')!;
    expect(catalog['/Lang']).toBe(`u:${language}`);
    expect(catalog['/StructTreeRoot']).toBeDefined();
    expect(catalog['/ViewerPreferences']).toBeDefined();
    // The structure: a Document, a section per page, a heading per scene, and every picture a Figure with alt text.
    const elements = dictionaries.filter((object) => typeof object['/S'] === 'string' && object['/P'] !== undefined);
    const ofType = (type: string) => elements.filter((object) => object['/S'] === `/${type}`);
    expect(ofType('Document')).toHaveLength(1);
    expect(ofType('H1')).toHaveLength(1);
    expect(ofType('H2')).toHaveLength(book.pages.length);
    expect(ofType('Sect')).toHaveLength(book.pages.length + 2);
    const t = translator(language);
    const alts = ofType('Figure').map((figure) => figure['/Alt']);
    // The cover shows the first scene's picture, then one per scene: each described in the book's
    // language, the one without a description as "Illustration for scene N".
    const described = book.pages.map(
      (page) => page.pictureDescription ?? t('viewer.scene.imageAlt', { number: page.sceneNumber }),
    );
    expect(alts).toEqual([described[0], ...described].map((alt) => `u:${alt}`));
    expect(described[0]).toContain(book.name);
    expect(described.at(-1)).toBe(t('viewer.scene.imageAlt', { number: book.pages.length }));
    expect(ofType('P').length).toBeGreaterThanOrEqual(book.pages.length + 2);
  });

  it.each(['en', 'de'] as const)(
    'ends the free preview (%s) with a page that says so and links the whole story, tagged',
    (language) => {
      const { file, book } = previews.get(language)!;
      const t = translator(language);
      // Cover, the free scene, the preview's last page (no "Sweet dreams": the story is not over).
      expect(pageContents(file)).toHaveLength(3);
      const last = words(
        execFileSync('pdftotext', ['-enc', 'UTF-8', '-f', '3', '-l', '3', file, '-'], { encoding: 'utf8' }),
      );
      expect(last).toBe(words(`${t('ebook.previewEndTitle')} ${t('ebook.previewEnd', { link: PREVIEW_LINK })}`));
      expect(last).toContain(
        language === 'de'
          ? `Das war die kostenlose erste Szene. Die ganze Geschichte: ${PREVIEW_LINK}`
          : `This was the free first scene. The whole story: ${PREVIEW_LINK}`,
      );
      const all = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
      expect(all).not.toContain(t('ebook.sweetDreams', { name: book.name }));
      // The link is a URI annotation inside a Link structure element, and every mark stays tagged.
      const dictionaries = pdfDictionaries(file);
      const annotation = dictionaries.find((object) => object['/Subtype'] === '/Link')!;
      expect(annotation).toBeDefined();
      expect(annotation['/StructParent']).toBeDefined();
      const action = dictionaries.find((object) => object['/S'] === '/URI');
      expect(action?.['/URI']).toBe(`u:${PREVIEW_LINK}`);
      expect(dictionaries.filter((object) => object['/S'] === '/Link' && object['/P'] !== undefined)).toHaveLength(1);
      for (const content of pageContents(file))
        expect(paintingDepths(content).filter((mark) => mark.depth < 1)).toEqual([]);
      // The paid book has no such page.
      const paid = execFileSync('pdftotext', ['-enc', 'UTF-8', books.get(language)!.file, '-'], { encoding: 'utf8' });
      expect(paid).not.toContain(t('ebook.previewEndTitle'));
    },
  );

  it.each(['en', 'de'] as const)(
    'puts every mark on a page (%s) inside a tagged element: nothing is untagged',
    (language) => {
      const { file, book } = books.get(language)!;
      const pages = pageContents(file);
      expect(pages).toHaveLength(book.pages.length + 2);
      pages.forEach((content, i) => {
        const marks = paintingDepths(content);
        expect(marks.length, `page ${i + 1}`).toBeGreaterThan(0);
        expect(
          marks.filter((mark) => mark.depth < 1),
          `page ${i + 1}`,
        ).toEqual([]);
      });
    },
  );

  it.each(['en', 'de'] as const)('embeds every font it uses (%s)', (language) => {
    const { file } = books.get(language)!;
    const rows = execFileSync('pdffonts', [file], { encoding: 'utf8' })
      .split('\n')
      .slice(2)
      .filter((line) => line.trim());
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      // name type encoding emb sub uni object ID: the three yes/no columns before the object number.
      const [, embedded] = row.match(/\s(yes|no)\s+(?:yes|no)\s+(?:yes|no)\s+\d+\s+\d+\s*$/) ?? [];
      expect(embedded, row).toBe('yes');
      expect(row).not.toMatch(/Times|Helvetica|Courier/);
    }
  });

  it.each(['en', 'de'] as const)(
    'keeps the letters drawn in a picture out of the text (%s): a page reads as its heading and its scene',
    (language) => {
      const { file, book, svgs } = books.get(language)!;
      // The last scene's picture has drawn letters (the "z z z" over the sleeping child).
      expect(svgs.at(-1)).toMatch(/<text\b[^>]*>z z z<\/text>/);
      const t = translator(language);
      book.pages.forEach((page, i) => {
        const pageNumber = String(i + 2);
        const text = words(
          execFileSync('pdftotext', ['-enc', 'UTF-8', '-f', pageNumber, '-l', pageNumber, file, '-'], {
            encoding: 'utf8',
          }),
        );
        expect(text).toBe(words(`${t('viewer.download.sceneHeading', { number: page.sceneNumber })} ${page.text}`));
      });
      const all = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
      expect(all).not.toMatch(/z z z/);
    },
  );
});

describe('letters in a picture become outlines', () => {
  const fontDir = path.join(
    path.dirname(createRequire(import.meta.url).resolve('@fontsource/nunito/LICENSE')),
    'files',
  );
  const fonts = {
    regular: path.join(fontDir, 'nunito-latin-400-normal.woff'),
    bold: path.join(fontDir, 'nunito-latin-800-normal.woff'),
  };

  it('replaces each <text> with a path of the same paint, and keeps the rest of the drawing as it was', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 50"><rect width="100" height="50" fill="#123"/>' +
      '<text x="10" y="30" font-family="serif" font-size="20" fill="#fffbe6" opacity="0.9">z z z</text>' +
      '<g transform="translate(5 5)"><text x="50" y="20" text-anchor="middle" font-weight="bold" font-size="10">A &amp; B</text></g></svg>';
    const out = svgTextToOutlines(svg, fonts);
    expect(out).not.toMatch(/<text\b/);
    expect(out).toContain('<rect width="100" height="50" fill="#123"/>');
    const paths = [...out.matchAll(/<path d="([^"]+)"([^>]*)\/>/g)];
    expect(paths).toHaveLength(2);
    expect(paths[0][2]).toBe(' fill="#fffbe6" opacity="0.9"');
    expect(paths[1][2]).toBe('');
    // The letters sit where the text stood: from x=10 rightwards, on the baseline y=30.
    const numbers = (d: string) => [...d.matchAll(/-?\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));
    const xs = numbers(paths[0][1]).filter((_, i) => i % 2 === 0);
    const ys = numbers(paths[0][1]).filter((_, i) => i % 2 === 1);
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(10);
    expect(Math.max(...xs)).toBeLessThan(10 + 20 * 3);
    expect(Math.max(...ys)).toBeLessThanOrEqual(30.5);
    expect(Math.min(...ys)).toBeGreaterThan(30 - 20);
    // Anchored in the middle: the outline is centred on x=50.
    const centred = numbers(paths[1][1]).filter((_, i) => i % 2 === 0);
    expect(Math.abs((Math.min(...centred) + Math.max(...centred)) / 2 - 50)).toBeLessThan(2);
  });

  it('drops an empty <text> and leaves a drawing without letters unchanged', () => {
    const plain = '<svg viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>';
    expect(svgTextToOutlines(plain, fonts)).toBe(plain);
    expect(svgTextToOutlines('<svg><text x="1" y="2"> </text><text/></svg>', fonts)).toBe('<svg></svg>');
  });
});
