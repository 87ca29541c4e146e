import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { de, en, splitSentences, translator, type Language } from '@dreamweaver/contracts';
import type { StoryBrief } from '../../src/generation/engine.ts';
import { illustrateOfflineScene } from '../../src/generation/offline/offline-engine.ts';
import { stopSpeech, synthesiseSpeech } from '@dreamweaver/storyteller/speech';
import { writeOfflineStory } from '../../src/generation/offline/offline-engine.ts';
import { mediaStoreFor } from '../../src/services/media-store.ts';
import { createAccount, createStory, signedIn } from '../admin/admin-fixtures.ts';
import { epubcheck, onPath } from '../support/epubcheck.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { webpPicture } from '../support/webp.ts';

/** "0:01:02.500" in seconds. */
const toSeconds = (clock: string) => clock.split(':').reduce((sum, part) => sum * 60 + Number(part), 0);
/** Seconds as an EPUB media clock, h:mm:ss.fff. */
const clockOf = (seconds: number) => {
  const ms = Math.round(seconds * 1000);
  return `${Math.floor(ms / 3_600_000)}:${String(Math.floor((ms % 3_600_000) / 60_000)).padStart(2, '0')}:${((ms % 60_000) / 1000).toFixed(3).padStart(6, '0')}`;
};

// The downloads of a story, built from real offline-engine media: SVG pictures, WAV narration
// (turned into MP3 for the EPUB), plus one PNG and one WebP picture. Three scenes; scene 3 has no narration.

let app: TestApp;
const SCENES = 3;
const resultsDir = path.resolve(import.meta.dirname, '../../../test-results/ebook');

/** A small valid PNG (a vertical gradient), so a raster picture goes through the builders too. */
function png(width = 64, height = 48): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.concat(
    Array.from({ length: height }, (_, y) =>
      Buffer.from([0, ...Array.from({ length: width }, () => [40, 40 + y * 4, 160]).flat()]),
    ),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

interface MadeStory {
  id: string;
  texts: string[];
  /** Each picture's alt text as the downloads must write it (before escaping). */
  alts: string[];
}

/** The product's public origin in these tests: the downloads link there, never to the address a request came to. */
const PUBLIC_URL = 'http://stories.example/';

/** A description as an AI-drawn picture may have it (the prompt with the name put back in): markup characters and a control character in it. */
const hostileDescription = (name: string) => `${name} <b>&amp; "Pip" & 'Moon'\u0001 wave at a <script> owl.`;

/** A story of SCENES scenes; with `narrate`, scenes 1 and 2 have real WAV narration (the slow part of making one). */
async function makeStory(
  language: Language,
  isPaid: boolean,
  { userId = null, narrate = false }: { userId?: number | null; narrate?: boolean } = {},
): Promise<MadeStory> {
  const name = language === 'de' ? 'Jörg Müßig' : 'Mia';
  const brief: StoryBrief = {
    audience: 'child',
    storyType: 'classic',
    language,
    recipientDetails: { name, age: 5, favoriteAnimal: 'owl' },
  };
  const written = writeOfflineStory(brief);
  const story = await createStory(app, { title: written.title, isPaid, userId });
  await app.db
    .knex('stories')
    .where({ id: story.id })
    .update({ language, details: JSON.stringify(brief) });
  const media = mediaStoreFor(app.context.settings.dataDir);
  const texts = written.scenes.slice(0, SCENES).map((scene) => scene.text);
  const t = translator(language);
  const alts: string[] = [];
  for (let n = 1; n <= SCENES; n++) {
    // Scene 2 a PNG, scene 3 a WebP (with some transparency), as picture servers may answer.
    const picture =
      n === 2
        ? { extension: 'png', data: png() }
        : n === 3
          ? { extension: 'webp', data: await webpPicture(80, 60, { alpha: true }) }
          : illustrateOfflineScene(brief, n, written);
    const imageKey = `${story.id}/${n}/image/picture.${picture.extension}`;
    await media.put(imageKey, picture.data);
    let audioKey: string | null = null;
    if (narrate && n < 3) {
      audioKey = `${story.id}/${n}/audio/narration.wav`;
      await media.put(audioKey, await synthesiseSpeech(texts[n - 1], language));
    }
    // Scene 1 described by the offline illustrator, scene 2 by a prompt, scene 3 made before descriptions were kept.
    const imageDescription =
      n === 1 ? illustrateOfflineScene(brief, 1, written).description! : n === 2 ? hostileDescription(name) : null;
    alts.push(imageDescription?.replace('\u0001', '') ?? t('viewer.scene.imageAlt', { number: n }));
    await app.db
      .knex('scenes')
      .insert({ storyId: story.id, sceneNumber: n, text: texts[n - 1], imageKey, audioKey, imageDescription });
  }
  return { id: story.id, texts, alts };
}

async function askOnce(id: string, format: string, client = app.client()) {
  const response = await fetch(`${client.baseUrl}/api/stories/${id}/download?format=${format}`, {
    headers: client.cookies.size ? { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {},
  });
  return { status: response.status, headers: response.headers, data: Buffer.from(await response.arrayBuffer()) };
}

/** A download as the viewer makes it: while the book is being prepared (202), ask again after Retry-After. */
async function download(id: string, format: string, client = app.client()) {
  for (let tries = 0; ; tries++) {
    const response = await askOnce(id, format, client);
    if (response.status !== 202 || tries > 200) return response;
    const seconds = Number(response.headers.get('retry-after'));
    expect(seconds).toBeGreaterThanOrEqual(1);
    // Quicker than the header says: the test wants the file as soon as it is there.
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const words = (text: string) => text.replace(/\s+/g, ' ').trim();

/** pdftotext (poppler-utils) when present: the PDF's text, to check nothing was cut. */
function pdfText(pdf: string): string | undefined {
  if (!onPath('pdftotext')) return undefined;
  return words(execFileSync('pdftotext', ['-enc', 'UTF-8', pdf, '-'], { encoding: 'utf8' }));
}

/** A command run without blocking the event loop: its exit status and everything it wrote. */
function pdfPageCount(data: Buffer, file: string): number {
  if (onPath('qpdf')) {
    execFileSync('qpdf', ['--check', file]); // throws on a damaged file
    return Number(execFileSync('qpdf', ['--show-npages', file], { encoding: 'utf8' }).trim());
  }
  return data.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
}

/**
 * Runs Ace by DAISY's `ace-puppeteer` (when on the PATH, with the Chromium of PUPPETEER_EXECUTABLE_PATH
 * or /usr/bin/chromium) on an EPUB; returns its violations as 'file: rule (impact)', or undefined without Ace.
 */
async function aceCheck(file: string, outDir: string): Promise<string[] | undefined> {
  if (!onPath('ace-puppeteer')) return undefined;
  const env = {
    ...process.env,
    PUPPETEER_EXECUTABLE_PATH: process.env.PUPPETEER_EXECUTABLE_PATH ?? '/usr/bin/chromium',
  };
  const run = spawnSync('ace-puppeteer', ['-f', '-s', '-o', outDir, file], { encoding: 'utf8', env, timeout: 180_000 });
  expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
  type Assertion = {
    'earl:test'?: { 'dct:title': string; 'earl:impact': string };
    'earl:result': { 'earl:outcome': string };
    assertions?: Assertion[];
  };
  const report = JSON.parse(await fs.readFile(path.join(outDir, 'report.json'), 'utf8')) as {
    assertions: (Assertion & { 'earl:testSubject': { url: string } })[];
  };
  return report.assertions.flatMap((subject) =>
    (subject.assertions ?? [])
      .filter((assertion) => assertion['earl:result']['earl:outcome'] === 'fail')
      .map(
        (assertion) =>
          `${subject['earl:testSubject'].url}: ${assertion['earl:test']?.['dct:title']} (${assertion['earl:test']?.['earl:impact']})`,
      ),
  );
}

/** The figures' alt texts of a tagged PDF, in reading order (qpdf's JSON: every object as { "obj:N 0 R": { value } }). */
function pdfFigureAlts(file: string): string[] {
  const json = JSON.parse(
    execFileSync('qpdf', ['--json=2', '--json-key=qpdf', file], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }),
  ) as { qpdf: [unknown, Record<string, { value?: Record<string, unknown> }>] };
  return Object.values(json.qpdf[1])
    .map((object) => object.value)
    .filter((value) => value?.['/S'] === '/Figure')
    .map((figure) => String(figure!['/Alt']).replace(/^u:/, ''));
}

/** The free preview's last words with its link, as each download must say them. */
function previewEndLine(language: Language, id: string): string {
  const link = `${PUBLIC_URL.replace(/\/$/, '')}/story/${id}`;
  return language === 'de'
    ? `Das war die kostenlose erste Szene. Die ganze Geschichte: ${link}`
    : `This was the free first scene. The whole story: ${link}`;
}

let paidEn: MadeStory;
let paidDe: MadeStory;
let unpaid: MadeStory;
let unpaidDe: MadeStory;
let tmp: string;

beforeAll(async () => {
  app = await startTestApp({ PUBLIC_URL });
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'story-download-'));
  await fs.mkdir(resultsDir, { recursive: true });
  paidEn = await makeStory('en', true, { narrate: true });
  paidDe = await makeStory('de', true, { narrate: true });
  unpaid = await makeStory('en', false);
  unpaidDe = await makeStory('de', false);
}, 300_000);
afterAll(async () => {
  await stopSpeech();
  await app?.close();
  if (tmp) await fs.rm(tmp, { recursive: true, force: true });
});

describe('GET /api/stories/:id/download', () => {
  it('refuses an unknown format with a clear message in the reader’s language', async () => {
    for (const query of ['?format=docx', '', '?format=EPUB', '?format=epub&format=pdf']) {
      const response = await app.client().get(`/api/stories/${paidEn.id}/download${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.message).toBe(en['story.errors.downloadFormat']);
    }
    const german = await app
      .client()
      .get(`/api/stories/${paidEn.id}/download?format=mobi`, { 'accept-language': 'de' });
    expect(german.status).toBe(400);
    expect(german.body.message).toBe(de['story.errors.downloadFormat']);
    expect((await app.client().get('/api/stories/nosuchstory1234/download?format=pdf')).status).toBe(404);
  });

  it('gives a paid story whole as a web page, with every picture inlined', async () => {
    const response = await download(paidEn.id, 'html');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="[A-Za-z0-9-]+\.html"/);
    const html = response.data.toString('utf8');
    expect(html).toContain('<html lang="en">');
    for (const text of paidEn.texts)
      for (const paragraph of text.split(/\n{2,}/)) expect(html).toContain(escapeHtml(paragraph.trim()));
    expect(html.match(/<section class="scene">/g)).toHaveLength(SCENES);
    expect(html).toContain('src="data:image/svg+xml;base64,');
    expect(html).toContain('src="data:image/png;base64,');
    // Every picture's alt text is its description (escaped), or "Illustration for scene N" for one without.
    const alts = [...html.matchAll(/<img src="[^"]*" alt="([^"]*)">/g)].map((match) => match[1]);
    expect(alts).toEqual(paidEn.alts.map(escapeHtml));
    expect(paidEn.alts[0]).toMatch(/^Mia and their owl /);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('\u0001');
    // The whole story has no preview page.
    expect(html).not.toContain('class="preview-end"');
    expect(html).not.toContain('This was the free first scene');
  });

  it.each([
    ['en', () => paidEn],
    ['de', () => paidDe],
  ])(
    'gives a paid story (%s) as an EPUB 3 with read-along narration',
    async (language, story) => {
      const { id, texts } = story();
      const response = await download(id, 'epub');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/epub+zip');
      // The mimetype entry first, stored: its name and content sit at fixed places in the file.
      expect(response.data.toString('latin1', 30, 38)).toBe('mimetype');
      expect(response.data.toString('latin1', 38, 58)).toBe('application/epub+zip');
      const file = path.join(tmp, `${language}.epub`);
      await fs.writeFile(file, response.data);
      await fs.writeFile(path.join(resultsDir, `story-${language}.epub`), response.data);

      const zip = await JSZip.loadAsync(response.data);
      const opf = await zip.file('EPUB/package.opf')!.async('string');
      expect(opf).toContain(`<dc:language>${language}</dc:language>`);
      for (const property of [
        'dcterms:modified',
        'schema:accessibilitySummary',
        'media:active-class',
        'schema:accessModeSufficient',
      ])
        expect(opf).toContain(property);
      for (const mode of ['textual', 'visual', 'auditory'])
        expect(opf).toContain(`<meta property="schema:accessMode">${mode}</meta>`);
      expect(opf).toContain('<meta property="schema:accessibilityFeature">synchronizedAudioText</meta>');
      // The accessibility claim (EPUB Accessibility 1.1, WCAG 2.1 AA) and who made it; the structure has its ARIA roles.
      expect(opf).toContain('<meta property="dcterms:conformsTo">EPUB Accessibility 1.1 - WCAG 2.1 Level AA</meta>');
      expect(opf).toContain(
        `<meta property="a11y:certifiedBy">${language === 'de' ? de['app.title'] : en['app.title']}</meta>`,
      );
      expect(opf).toContain('<meta property="schema:accessibilityHazard">none</meta>');
      const nav = await zip.file('EPUB/nav.xhtml')!.async('string');
      expect(nav).toContain('<nav epub:type="toc" role="doc-toc"');
      expect(opf).toContain('properties="cover-image"');
      expect(opf).toContain('media-type="image/png"');
      // The WebP picture is listed as WebP, with a PNG of it as its manifest fallback (WebP is no core type in EPUB 3.2).
      expect(opf).toContain(
        '<item id="image-3" href="images/scene-3.webp" media-type="image/webp" fallback="image-3-fallback"/>',
      );
      expect(opf).toContain('<item id="image-3-fallback" href="images/scene-3-fallback.png" media-type="image/png"/>');
      expect((await zip.file('EPUB/images/scene-3.webp')!.async('nodebuffer')).toString('latin1', 8, 12)).toBe('WEBP');
      expect(
        (await zip.file('EPUB/images/scene-3-fallback.png')!.async('nodebuffer')).subarray(1, 4).toString('latin1'),
      ).toBe('PNG');
      expect(await zip.file('EPUB/scene-3.xhtml')!.async('string')).toContain('<img src="images/scene-3.webp"');
      expect(opf).not.toContain('audio/wav');
      const cover = await zip.file('EPUB/cover.xhtml')!.async('string');
      expect(cover).toContain(language === 'de' ? 'für Jörg Müßig' : 'for Mia');
      expect(cover).toContain(`<img src="images/scene-1.svg" alt="${escapeHtml(story().alts[0])}"/>`);
      // The pictures are described in the book's language: "Jörg Müßig und sein Eule …" is no German.
      expect(story().alts[0]).toMatch(language === 'de' ? /^Jörg Müßig und (?:ihre|seine|die) Eule / : /^Mia and /);
      expect(story().alts[2]).toBe(language === 'de' ? 'Illustration zu Szene 3' : 'Illustration for scene 3');
      expect(zip.file('EPUB/preview-end.xhtml')).toBeNull();

      let total = 0;
      for (let n = 1; n <= SCENES; n++) {
        const page = await zip.file(`EPUB/scene-${n}.xhtml`)!.async('string');
        expect(page).toContain(`<section id="scene-${n}" epub:type="chapter" role="doc-chapter"`);
        expect(page).toMatch(new RegExp(`<img src="images/scene-${n}\\.\\w+" alt="([^"]*)"/>`));
        expect(page.match(/ alt="([^"]*)"/)![1]).toBe(escapeHtml(story().alts[n - 1]));
        const sentences = splitSentences(texts[n - 1]);
        sentences.forEach((sentence, i) => {
          expect(page).toContain(`<span id="s${n}-${i + 1}">${escapeHtml(sentence)}</span>`);
        });
        const smil = await zip.file(`EPUB/scene-${n}.smil`)?.async('string');
        if (n === 3) {
          // No narration, no overlay.
          expect(smil).toBeUndefined();
          expect(opf).not.toContain('media-overlay="smil-3"');
          continue;
        }
        expect(opf).toContain(`media-overlay="smil-${n}"`);
        expect(zip.file(`EPUB/audio/scene-${n}.mp3`)).not.toBeNull();
        const clips = [
          ...smil!.matchAll(
            /<text src="scene-\d+\.xhtml#s\d+-(\d+)"\/><audio src="audio\/scene-\d+\.mp3" clipBegin="(\d+:\d\d:[\d.]+)" clipEnd="(\d+:\d\d:[\d.]+)"\/>/g,
          ),
          // A scene's narration may run past a minute: the clock is h:mm:ss.fff, told here in seconds.
        ].map((m) => [m[0], m[1], String(toSeconds(m[2])), String(toSeconds(m[3]))]);
        expect(clips).toHaveLength(sentences.length);
        // Back to back from 0 to the narration's end, each sentence in order, none empty.
        expect(Number(clips[0][2])).toBe(0);
        clips.forEach((clip, i) => {
          expect(Number(clip[1])).toBe(i + 1);
          expect(Number(clip[3])).toBeGreaterThan(Number(clip[2]));
          if (i > 0) expect(clip[2]).toBe(clips[i - 1][3]);
        });
        const seconds = Number(clips.at(-1)![3]);
        expect(opf).toContain(`<meta property="media:duration" refines="#smil-${n}">${clockOf(seconds)}</meta>`);
        total += seconds;
      }
      const whole = opf.match(/<meta property="media:duration">0:(\d\d):([\d.]+)<\/meta>/)!;
      expect(Number(whole[1]) * 60 + Number(whole[2])).toBeCloseTo(total, 2);

      const run = await epubcheck(file);
      if (run) {
        await fs.writeFile(path.join(resultsDir, `epubcheck-${language}.txt`), run.output);
        expect(run.output, run.output).toMatch(/No errors or warnings detected/);
        expect(run.status, run.output).toBe(0);
      } else {
        console.warn('epubcheck is not installed: the EPUB was not validated (CI installs it)');
      }

      // Ace by DAISY (accessibility), where it is installed: no violation of any impact.
      const aceViolations = await aceCheck(file, path.join(resultsDir, `ace-${language}`));
      if (aceViolations) expect(aceViolations).toEqual([]);
      else console.warn('Ace by DAISY (ace-puppeteer) is not installed: the EPUB was not checked for accessibility');
    },
    300_000,
  );

  it.each([
    ['en', () => paidEn],
    ['de', () => paidDe],
  ])(
    'gives a paid story (%s) as a PDF picture book: cover, a page per scene, the last page',
    async (language, story) => {
      const { id, texts } = story();
      const response = await download(id, 'pdf');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      const file = path.join(resultsDir, `story-${language}.pdf`);
      await fs.writeFile(file, response.data);
      expect(pdfPageCount(response.data, file)).toBe(SCENES + 2);
      // The font goes with the file.
      expect(response.data.toString('latin1')).toMatch(/\/FontFile2|\/FontFile3/);
      // Both raster pictures are in it: the PNG (64 x 48) and the WebP (80 x 60, drawn from its PNG).
      const images = response.data.toString('latin1').match(/<<[^>]*\/Subtype \/Image[^>]*>>/g) ?? [];
      const sized = (width: number, height: number) =>
        images.some((image) => image.includes(`/Width ${width}`) && image.includes(`/Height ${height}`));
      expect(sized(64, 48), images.join('\n')).toBe(true);
      expect(sized(80, 60), images.join('\n')).toBe(true);
      // The tagged PDF's figures carry the same alt texts: the cover's (scene 1's picture), then each scene's.
      if (onPath('qpdf')) expect(pdfFigureAlts(file)).toEqual([story().alts[0], ...story().alts]);
      const text = pdfText(file);
      if (text !== undefined) {
        expect(text).not.toContain(language === 'de' ? 'kostenlose erste Szene' : 'free first scene');
        for (const scene of texts) expect(text).toContain(words(scene));
        expect(text).toContain(language === 'de' ? 'Süße Träume, Jörg Müßig' : 'Sweet dreams, Mia');
        expect(text).toContain(language === 'de' ? 'für Jörg Müßig' : 'for Mia');
      }
      // Pages as pictures for a person to look at (test-results/ebook/).
      if (onPath('pdftoppm')) {
        execFileSync('pdftoppm', ['-png', '-r', '60', file, path.join(resultsDir, `page-${language}`)]);
        const pages = (await fs.readdir(resultsDir)).filter(
          (name) => name.startsWith(`page-${language}`) && name.endsWith('.png'),
        );
        expect(pages).toHaveLength(SCENES + 2);
      }
    },
    120_000,
  );

  it('gives an unpaid story’s free scene only, in every format, to anyone', async () => {
    const html = (await download(unpaid.id, 'html')).data.toString('utf8');
    expect(html.match(/<section class="scene">/g)).toHaveLength(1);
    expect(html).toContain(escapeHtml(unpaid.texts[0].split(/\n{2,}/)[0].trim()));
    expect(html).not.toContain(escapeHtml(splitSentences(unpaid.texts[1])[0]));

    const epub = await JSZip.loadAsync((await download(unpaid.id, 'epub')).data);
    expect(Object.keys(epub.files).filter((name) => /scene-\d+\.xhtml$/.test(name))).toEqual(['EPUB/scene-1.xhtml']);
    expect(epub.file('EPUB/audio/scene-2.mp3')).toBeNull();
    expect(epub.file('EPUB/images/scene-2.png')).toBeNull();

    const pdf = await download(unpaid.id, 'pdf');
    const file = path.join(tmp, 'preview.pdf');
    await fs.writeFile(file, pdf.data);
    expect(pdfPageCount(pdf.data, file)).toBe(1 + 2);
    const text = pdfText(file);
    if (text !== undefined) {
      expect(text).toContain(words(unpaid.texts[0]));
      expect(text).not.toContain(words(splitSentences(unpaid.texts[1])[0]));
    }
  }, 120_000);

  it.each([
    ['en', () => unpaid],
    ['de', () => unpaidDe],
  ] as const)(
    'ends the free preview (%s) with a last page that says so and links the whole story, in every format',
    async (language, story) => {
      const { id, alts } = story();
      const line = previewEndLine(language, id);
      const link = line.slice(line.lastIndexOf(' ') + 1);
      expect(link).toBe(`http://stories.example/story/${id}`);

      const html = (await download(id, 'html')).data.toString('utf8');
      const [before] = line.split(link);
      expect(html).toContain(`<p>${escapeHtml(before)}<a href="${link}">${link}</a></p>`);
      // After the free scene, before the footer; and the free scene's picture is described.
      expect(html.indexOf('class="preview-end"')).toBeGreaterThan(html.indexOf('<section class="scene">'));
      expect(html.indexOf('class="preview-end"')).toBeLessThan(html.indexOf('<footer>'));
      expect(html).toContain(`alt="${escapeHtml(alts[0])}"`);

      const data = (await download(id, 'epub')).data;
      const epub = await JSZip.loadAsync(data);
      const opf = await epub.file('EPUB/package.opf')!.async('string');
      // The last page of the reading order.
      expect(opf.match(/<itemref idref="([^"]+)"\/>/g)!.at(-1)).toBe('<itemref idref="preview-end"/>');
      const end = await epub.file('EPUB/preview-end.xhtml')!.async('string');
      expect(end).toContain(`<p class="text">${escapeHtml(before)}<a href="${link}">${link}</a></p>`);
      expect(end).toContain(`xml:lang="${language}"`);
      expect(await epub.file('EPUB/nav.xhtml')!.async('string')).toContain('<a href="preview-end.xhtml">');
      expect(await epub.file('EPUB/scene-1.xhtml')!.async('string')).toContain(`alt="${escapeHtml(alts[0])}"`);
      const previewFile = path.join(tmp, `preview-${language}.epub`);
      await fs.writeFile(previewFile, data);
      const run = await epubcheck(previewFile);
      if (run) {
        expect(run.output, run.output).toMatch(/No errors or warnings detected/);
        expect(run.status, run.output).toBe(0);
      }

      const pdf = await download(id, 'pdf');
      const file = path.join(tmp, `preview-${language}.pdf`);
      await fs.writeFile(file, pdf.data);
      expect(pdfPageCount(pdf.data, file)).toBe(3);
      if (onPath('qpdf')) expect(pdfFigureAlts(file)).toEqual([alts[0], alts[0]]);
      const lastPage = onPath('pdftotext')
        ? words(execFileSync('pdftotext', ['-enc', 'UTF-8', '-f', '3', '-l', '3', file, '-'], { encoding: 'utf8' }))
        : undefined;
      if (lastPage !== undefined) expect(lastPage).toContain(line);
      expect(pdf.data.toString('latin1')).toContain(`/URI (${link})`);
    },
    120_000,
  );

  it('keeps another user’s unpaid story to its free scene, and gives a paid one whole, as the viewer does', async () => {
    const owner = await createAccount(app, 'downloadowner');
    await createAccount(app, 'downloadother');
    const locked = await makeStory('en', false, { userId: owner.id });
    const other = await signedIn(app, 'downloadother');
    const viewed = await other.get(`/api/stories/${locked.id}`);
    expect(viewed.body.scenes.filter((scene: { locked: boolean }) => !scene.locked)).toHaveLength(1);
    const html = (await download(locked.id, 'html', other)).data.toString('utf8');
    expect(html.match(/<section class="scene">/g)).toHaveLength(1);
    // Its owner gets no more before paying: the paywall is the story's, not the reader's.
    const ownerHtml = (await download(locked.id, 'html', await signedIn(app, 'downloadowner'))).data.toString('utf8');
    expect(ownerHtml.match(/<section class="scene">/g)).toHaveLength(1);
    await app.db.knex('stories').where({ id: locked.id }).update({ isPaid: true });
    const paid = (await download(locked.id, 'html', other)).data.toString('utf8');
    expect(paid.match(/<section class="scene">/g)).toHaveLength(SCENES);
  }, 120_000);

  it('builds a file once, serves it from the media store after, and builds it anew when the story changes', async () => {
    const story = await makeStory('en', true);
    const dir = path.join(app.context.settings.dataDir, 'media', 'downloads', story.id);
    const first = await download(story.id, 'epub');
    expect(first.status).toBe(200);
    const stored = await fs.readdir(dir);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatch(/^en-paid-[0-9a-f]{16}\.epub$/);
    // Replace the kept file: the next answer must be exactly it, so it came from the store.
    const marker = Buffer.concat([first.data.subarray(0, 100), Buffer.from('kept-in-the-store')]);
    await fs.writeFile(path.join(dir, stored[0]), marker);
    expect((await download(story.id, 'epub')).data).toEqual(marker);

    await app.db
      .knex('scenes')
      .where({ storyId: story.id, sceneNumber: 3 })
      .update({ text: 'The moon hummed a brand new lullaby.' });
    const rebuilt = await download(story.id, 'epub');
    expect(rebuilt.data).not.toEqual(marker);
    const page = await (await JSZip.loadAsync(rebuilt.data)).file('EPUB/scene-3.xhtml')!.async('string');
    expect(page).toContain('The moon hummed a brand new lullaby.');
    expect(await fs.readdir(dir)).toHaveLength(2);
    // Paying is a change too: the preview's file is not the paid one's.
    await app.db.knex('stories').where({ id: story.id }).update({ isPaid: false });
    await download(story.id, 'epub');
    expect((await fs.readdir(dir)).filter((name) => name.startsWith('en-preview-'))).toHaveLength(1);
  }, 120_000);

  it('gives a story whose stored request no longer passes the contract without the child’s name', async () => {
    // createStory stores a bare { recipientDetails: { name: 'Mia' } }: no audience, story type or language.
    const story = await createStory(app, { title: 'Mia and the moon', isPaid: true });
    await app.db.knex('scenes').insert({ storyId: story.id, sceneNumber: 1, text: 'Good night, Mia.' });
    const response = await download(story.id, 'epub');
    expect(response.status).toBe(200);
    const epub = await JSZip.loadAsync(response.data);
    const pages = await Promise.all(
      Object.keys(epub.files)
        .filter((name) => name.endsWith('.xhtml'))
        .map((name) => epub.file(name)!.async('string')),
    );
    expect(pages.join('\n')).toContain('Good night, Mia.');
    expect(pages.join('\n')).not.toContain('class="for"');
  });

  it('names the file after the story, safely', async () => {
    const story = await createStory(app, { title: 'Mias "Reise" / zum Mond: Größer?', isPaid: true });
    await app.db.knex('scenes').insert({ storyId: story.id, sceneNumber: 1, text: 'Gute Nacht.' });
    const response = await download(story.id, 'pdf');
    expect(response.status).toBe(200);
    const disposition = response.headers.get('content-disposition')!;
    expect(disposition).toBe(
      `attachment; filename="mias-reise-zum-mond-groesser.pdf"; filename*=UTF-8''mias-reise-zum-mond-gr%C3%B6%C3%9Fer.pdf`,
    );
  });
});

if (!existsSync('/usr/bin/pdftoppm')) console.warn('poppler-utils is not installed: PDF pages were not rendered');
