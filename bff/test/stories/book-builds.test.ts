import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { de, en } from '@dreamweaver/contracts';
import { encodeWav16 } from '@dreamweaver/storyteller/speech';
import { type GenerationWorkerOptions, startGenerationWorker } from '../../src/generation/worker.ts';
import { BookPool, bookPool } from '../../src/services/ebook/book-pool.ts';
import { readBookSource, type BookSource } from '../../src/services/ebook/book-media.ts';
import { mediaStoreFor } from '../../src/services/media-store.ts';
import { buildBooksAhead, getStoryDownload, prepareStoryBooks } from '../../src/services/story-download.ts';
import { getStory } from '../../src/services/story-service.ts';
import { getStoryBook } from '../../src/services/story-book.ts';
import { createStory } from '../admin/admin-fixtures.ts';
import { latencyEngine } from '../generation/latency-engine.ts';
import { formActionOf, submitSandboxForm, waitFor } from '../payments/payment-test-support.ts';
import { quickStoryRequest } from '../support/story-requests.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// Books (EPUB, PDF) are built in a bounded pool of threads, off the server's event loop, started
// when a story completes or is paid; a download that comes first is told "preparing" (202).

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const media = () => mediaStoreFor(app.context.settings.dataDir);

/** Asks the URL every 100 ms, one request at a time, and prints "sentAt ms status" per answer. */
const PROBE = `
const url = process.argv[1];
for (;;) {
  const sentAt = Date.now();
  const started = performance.now();
  const status = await fetch(url).then((r) => r.status, () => 0);
  process.stdout.write(sentAt + ' ' + (performance.now() - started).toFixed(1) + ' ' + status + '\\n');
  await new Promise((resolve) => setTimeout(resolve, 100));
}
`;

/** `seconds` of 16-bit PCM at 22.05 kHz, a wandering tone with some noise: real work for the MP3 encoder. */
function narration(seconds: number): Buffer {
  const sampleRate = 22050;
  const samples = Int16Array.from({ length: seconds * sampleRate }, (_, i) =>
    Math.round(6000 * Math.sin((2 * Math.PI * (180 + (i % 5000) / 40) * i) / sampleRate) + 800 * (Math.random() - 0.5)),
  );
  return encodeWav16({ samples, sampleRate });
}

const svg = (n: number) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 30"><rect width="40" height="30" fill="#446"/><circle cx="${10 + n}" cy="15" r="8" fill="#fd5"/></svg>`,
  );

/** A completed story with `scenes` scenes, each with a picture and, with `audioSeconds`, a narration that long. */
async function storyWithMedia({ scenes = 2, audioSeconds = 0, isPaid = true } = {}): Promise<string> {
  const story = await createStory(app, { title: 'The owl and the moon', isPaid });
  await app.db
    .knex('stories')
    .where({ id: story.id })
    .update({
      details: JSON.stringify({
        audience: 'child',
        storyType: 'classic',
        language: 'en',
        recipientDetails: { name: 'Mia', age: 5 },
      }),
    });
  const store = media();
  for (let n = 1; n <= scenes; n++) {
    const imageKey = `${story.id}/scene-${n}-picture.svg`;
    await store.put(imageKey, svg(n));
    let audioKey: string | null = null;
    if (audioSeconds > 0) {
      audioKey = `${story.id}/scene-${n}-narration.wav`;
      await store.put(audioKey, narration(audioSeconds));
    }
    await app.db.knex('scenes').insert({
      storyId: story.id,
      sceneNumber: n,
      text: `Scene ${n}: the owl hooted softly, and Mia smiled at the moon.`,
      imageKey,
      audioKey,
    });
  }
  return story.id;
}

async function askOnce(id: string, format: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${app.url}/api/stories/${id}/download?format=${format}`, { headers });
  return { status: response.status, headers: response.headers, data: Buffer.from(await response.arrayBuffer()) };
}

/** The files kept for a story's downloads, by name (not the store's half-written temporary files). */
async function keptFiles(id: string): Promise<string[]> {
  const names = await fs.readdir(path.join(app.context.settings.dataDir, 'media', 'downloads', id)).catch(() => []);
  return names.filter((name) => !name.endsWith('.tmp'));
}

/** The story's two books (EPUB and PDF names, sorted) once both are kept. */
const bothBooksKept = (id: string) =>
  waitFor(async () => {
    const files = await keptFiles(id);
    return files.length === 2 ? files.sort() : undefined;
  }, 120_000);

/** The names of a story's two books in `language`, as the paywall stood (`preview` or `paid`). */
const bookNames = (language: string, paywall: 'preview' | 'paid') =>
  ['epub', 'pdf'].map((format) =>
    expect.stringMatching(new RegExp(`^${language}-${paywall}-[0-9a-f]{16}\\.${format}$`)),
  );

/** A generation worker on the test app's database and media with `engine`, and a book hook as main.ts wires it. */
const startWorker = (
  engine: GenerationWorkerOptions['engine'],
  hooks: Pick<GenerationWorkerOptions, 'onPreviewReady' | 'onStoryReady'>,
) =>
  startGenerationWorker({
    db: app.db.knex,
    settings: app.context.settings,
    logger: app.context.logger,
    engine,
    media: media(),
    pollIntervalMs: 50,
    ...hooks,
  });

/** Counts the builds running in `pool` at once. */
function countBuilds(pool: BookPool) {
  let running = 0;
  const counts = { peak: 0, started: 0, ended: 0 };
  const start = () => {
    counts.started++;
    counts.peak = Math.max(counts.peak, ++running);
  };
  const end = () => {
    counts.ended++;
    running--;
  };
  pool.on('start', start).on('end', end);
  return { counts, stop: () => pool.off('start', start).off('end', end) };
}

describe('book builds', () => {
  it('answers a download during the build 202 with Retry-After and a message, then 200 with the file', async () => {
    const id = await storyWithMedia({ scenes: 3, audioSeconds: 4 });
    for (const format of ['pdf', 'epub'] as const) {
      const first = await askOnce(id, format);
      expect(first.status).toBe(202);
      expect(Number(first.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(first.headers.get('content-type')).toMatch(/^application\/json/);
      expect(JSON.parse(first.data.toString('utf8'))).toEqual({ message: en['story.download.preparing'] });
      const german = await askOnce(id, format, { 'accept-language': 'de' });
      // Still building (or just built): never held until the book is done.
      if (german.status === 202)
        expect(JSON.parse(german.data.toString('utf8'))).toEqual({ message: de['story.download.preparing'] });
      const done = await waitFor(async () => {
        const answer = await askOnce(id, format);
        return answer.status === 200 ? answer : undefined;
      }, 120_000);
      expect(done.headers.get('content-type')).toBe(format === 'pdf' ? 'application/pdf' : 'application/epub+zip');
      expect(done.headers.get('content-disposition')).toMatch(
        new RegExp(`^attachment; filename="the-owl-and-the-moon\\.${format}"`),
      );
      if (format === 'pdf') {
        expect(done.data.toString('latin1', 0, 5)).toBe('%PDF-');
        expect(done.data.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(3 + 2);
      } else {
        const zip = await JSZip.loadAsync(done.data);
        expect(await zip.file('mimetype')!.async('string')).toBe('application/epub+zip');
        // The narration went in as MP3, encoded inside the build.
        for (let n = 1; n <= 3; n++)
          expect((await zip.file(`EPUB/audio/scene-${n}.mp3`)!.async('nodebuffer')).length).toBeGreaterThan(1000);
      }
    }
    // Built once: both kept.
    expect((await keptFiles(id)).sort()).toEqual([
      expect.stringMatching(/^en-paid-[0-9a-f]{16}\.epub$/),
      expect.stringMatching(/^en-paid-[0-9a-f]{16}\.pdf$/),
    ]);
  }, 240_000);

  it('keeps /healthz fast while a book builds', async () => {
    // Three long narrations: encoding each to MP3 is a second or more of CPU in one piece, so the
    // build outlasts a few probes even on a quiet machine.
    const id = await storyWithMedia({ scenes: 3, audioSeconds: 60 });
    const pool = bookPool();
    const build: { startAt?: number; endAt?: number } = {};
    const onStart = () => (build.startAt ??= Date.now());
    const onEnd = () => (build.endAt = Date.now());
    pool.on('start', onStart).on('end', onEnd);
    // The probe runs in a process of its own: a client in this process would share the event loop it measures.
    const probe = spawn(process.execPath, ['--input-type=module', '-e', PROBE, `${app.url}/healthz`], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    probe.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    try {
      await waitFor(() => output.includes('\n'), 30_000); // probing
      expect((await askOnce(id, 'epub')).status).toBe(202);
      await waitFor(async () => ((await keptFiles(id)).length > 0 ? true : undefined), 240_000);
    } finally {
      probe.kill();
      pool.off('start', onStart).off('end', onEnd);
    }
    const probes = output
      .trim()
      .split('\n')
      .map((line) => line.split(' ').map(Number) as [number, number, number]);
    expect(
      probes.filter(([, , status]) => status !== 200),
      output,
    ).toEqual([]);
    const during = probes.filter(([sentAt]) => sentAt >= build.startAt! && sentAt <= build.endAt!).map(([, ms]) => ms);
    // The build took a while, and the server answered all along.
    expect(during.length, `${during.length} probes during the build`).toBeGreaterThanOrEqual(5);
    expect(Math.max(...during), during.map(Math.round).join(' ')).toBeLessThan(500);
  }, 300_000);

  it('runs at most one build at a time in the process, narration encoding included', async () => {
    const pool = bookPool();
    expect(pool.threads).toBe(1);
    const ids = await Promise.all([1, 2, 3].map(() => storyWithMedia({ scenes: 2, audioSeconds: 3 })));
    const { counts, stop } = countBuilds(pool);
    try {
      await Promise.all(ids.map((id) => prepareStoryBooks(app.db.knex, media(), id)));
    } finally {
      stop();
    }
    expect(counts).toEqual({ peak: 1, started: 6, ended: 6 });
    for (const id of ids) expect(await keptFiles(id)).toHaveLength(2);
  }, 300_000);

  it('bounds a pool to its threads: no more builds run at once, and they do run side by side', async () => {
    const pool = new BookPool({ threads: 2, idleMs: 1000 });
    const { counts, stop } = countBuilds(pool);
    try {
      const id = await storyWithMedia({ scenes: 2, audioSeconds: 2 });
      const source = await readBookSource(media(), await getStoryBook(app.db.knex, id), 'Five at once', {
        withAudio: true,
      });
      const books = await Promise.all(Array.from({ length: 5 }, (_, i) => pool.build(i % 2 ? 'pdf' : 'epub', source)));
      expect(books.map((book) => book.toString('latin1', 0, 2))).toEqual(['PK', '%P', 'PK', '%P', 'PK']);
    } finally {
      stop();
      await pool.close();
    }
    expect(counts).toEqual({ peak: 2, started: 5, ended: 5 });
  }, 300_000);

  it('refuses a build that fails, and goes on building the next', async () => {
    const pool = new BookPool({ threads: 1, idleMs: 1000 });
    try {
      const broken = { id: 'x', title: 'Broken', name: '', language: 'en', pages: null } as unknown as BookSource;
      await expect(pool.build('pdf', broken)).rejects.toThrow(/the book could not be built/);
      const fine = await pool.build('pdf', {
        id: 'y',
        title: 'Fine',
        name: 'Mia',
        language: 'en',
        pages: [{ sceneNumber: 1, text: 'Good night.' }],
      });
      expect(fine.toString('latin1', 0, 5)).toBe('%PDF-');
      expect(pool.running).toBe(0);
    } finally {
      await pool.close();
    }
  }, 120_000);

  it('tries a failed build again, and says so (503) once it failed twice in a row', async () => {
    const id = await storyWithMedia({ scenes: 1 });
    // The picture cannot be read: where its file should be is a folder.
    const imageKey = `${id}/broken/picture.svg`;
    await fs.mkdir(path.join(app.context.settings.dataDir, 'media', imageKey), { recursive: true });
    await app.db.knex('scenes').where({ storyId: id }).update({ imageKey });
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof askOnce>> | undefined;
    for (let i = 0; i < 200 && !refused; i++) {
      const answer = await askOnce(id, 'pdf');
      statuses.push(answer.status);
      if (answer.status === 503) refused = answer;
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(refused, statuses.join(' ')).toBeDefined();
    expect(JSON.parse(refused!.data.toString('utf8'))).toEqual({ message: en['story.errors.downloadFailed'] });
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(new Set(statuses.slice(0, -1))).toEqual(new Set([202]));
    // Said once: the next request builds again.
    expect((await askOnce(id, 'pdf')).status).toBe(202);
  }, 120_000);

  it('serves a download that comes during a build started ahead once that build is done, not "preparing"', async () => {
    const id = await storyWithMedia({ scenes: 2, audioSeconds: 2 });
    const started = new Promise((resolve) => bookPool().once('start', resolve));
    const ahead = prepareStoryBooks(app.db.knex, media(), id);
    await started;
    // A generous wait, so a slow machine cannot turn the answer into "preparing".
    const download = await getStoryDownload(app.db.knex, media(), id, 'epub', { buildWaitMs: 120_000 });
    expect('preparing' in download).toBe(false);
    if (!('preparing' in download)) expect(download.data.toString('latin1', 0, 2)).toBe('PK');
    await ahead;
    // Nothing under way for a story asked first: "preparing" at once, however long it might wait.
    const other = await storyWithMedia({ scenes: 1 });
    expect(await getStoryDownload(app.db.knex, media(), other, 'pdf', { buildWaitMs: 120_000 })).toMatchObject({
      preparing: true,
    });
  }, 240_000);

  it('builds the free preview’s books as soon as scene 1 is ready, before the story completes', async () => {
    const fake = latencyEngine({ text: 5, picture: 5, speech: 5, scenes: 3 });
    let releasePictures!: () => void;
    const picturesHeld = new Promise<void>((resolve) => {
      releasePictures = resolve;
    });
    // Scene 1 is drawn; the other pictures wait until the preview's books are kept.
    fake.hooks.beforePicture = (sceneNumber) => (sceneNumber > 1 ? picturesHeld : undefined);
    const worker = startWorker(fake.engine, {
      onPreviewReady: buildBooksAhead(app.db.knex, media(), { logger: app.context.logger }),
    });
    try {
      const created = await app.client().post('/api/stories', quickStoryRequest({ language: 'de' }));
      expect(created.status).toBe(201);
      const id: string = created.body.id;
      const kept = await bothBooksKept(id);
      expect(kept).toEqual(bookNames('de', 'preview'));
      expect((await getStory(app.db.knex, id)).generationStatus).not.toBe('completed');
      releasePictures();
      await waitFor(
        async () => ((await getStory(app.db.knex, id)).generationStatus === 'completed' ? true : undefined),
        60_000,
      );
      // The preview did not change on completion: the first download gets the book built ahead.
      expect((await askOnce(id, 'epub')).status).toBe(200);
      expect((await askOnce(id, 'pdf')).status).toBe(200);
    } finally {
      releasePictures();
      await worker.stop();
    }
  }, 180_000);

  it('builds a story’s books as soon as it is paid, without anyone asking', async () => {
    const id = await storyWithMedia({ scenes: 3, isPaid: false });
    const checkout = await app.client().post('/api/payments/create-checkout-session', {
      storyId: id,
      successUrl: `${app.url}/story/${id}`,
      cancelUrl: `${app.url}/story/${id}`,
    });
    expect(checkout.status).toBe(200);
    const html = await (await fetch(checkout.body.url)).text();
    const paid = await submitSandboxForm(app.url, formActionOf(html), {
      cardNumber: '4242 4242 4242 4242',
      expiry: '12 / 34',
      cvc: '123',
      email: '',
    });
    expect(paid.status).toBe(303);
    const kept = await bothBooksKept(id);
    expect(kept).toEqual(bookNames('en', 'paid'));
    // And the first download gets it at once.
    const pdf = await askOnce(id, 'pdf');
    expect(pdf.status).toBe(200);
    expect(pdf.data.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(3 + 2);
  }, 180_000);

  it('builds a story’s books, in its language, as soon as the worker completes it', async () => {
    const fake = latencyEngine({ text: 5, picture: 5, speech: 5, scenes: 2 });
    const worker = startWorker(fake.engine, {
      onStoryReady: buildBooksAhead(app.db.knex, media(), { logger: app.context.logger }),
    });
    try {
      const created = await app.client().post('/api/stories', quickStoryRequest({ language: 'de' }));
      expect(created.status).toBe(201);
      const id: string = created.body.id;
      const kept = await bothBooksKept(id);
      expect(kept).toEqual(bookNames('de', 'preview'));
      expect((await askOnce(id, 'epub')).status).toBe(200);
    } finally {
      await worker.stop();
    }
  }, 180_000);
});
