import { setTimeout as sleep } from 'node:timers/promises';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { storyctl } from '../../../cli/test/run-storyctl.ts';
import { createOpenAiEngine } from '../../src/generation/openai/openai-engine.ts';
import { runNarrationRetry, runStoryPipeline } from '../../src/generation/pipeline.ts';
import { startGenerationWorker, type GenerationWorker } from '../../src/generation/worker.ts';
import { createLogger } from '../../src/logger.ts';
import { mediaStoreFor } from '../../src/services/media-store.ts';
import { loadSettings } from '../../src/settings.ts';
import { startServerProcess, startWorkerProcess, type ServerProcess } from '../support/server-process.ts';
import { startTestApp, TestClient, type TestApp } from '../support/test-app.ts';
import { quickStoryRequest } from '../support/story-requests.ts';
import { startFakeOpenAiServer, type FakeOpenAiServer } from './fake-openai-server.ts';

// The child's name never reaches a remote AI server, on every path a story takes to one: the
// worker `npm start` runs beside the web server (main.ts), `npm run worker` in its own process
// (worker-main.ts), an engine handed to startGenerationWorker, a story resumed from its stored
// text (which holds the name), the background re-narration of missing audio (runNarrationRetry, as the
// worker's narration phase runs it), and a failed story
// queued again with `storyctl stories retry`. Books are built from stored media and call no
// engine. The remote engine is the OpenAI engine talking to a local fake that records every body.

const NAME = /lott/i;
const logger = createLogger('silent');
const STORY_WAIT_MS = 120_000;

let app: TestApp;
let fake: FakeOpenAiServer;
let remoteEnv: Record<string, string>;
const processes: ServerProcess[] = [];
const workers: GenerationWorker[] = [];
const dirs: string[] = [];

beforeAll(async () => {
  fake = await startFakeOpenAiServer();
  // Moderation on too: its requests carry the parent's text.
  remoteEnv = { OPENAI_BASE_URL: fake.baseURL, OPENAI_API_KEY: 'sk-test-name-paths', OPENAI_MODERATION: 'on' };
  app = await startTestApp(remoteEnv);
});
afterAll(async () => {
  await Promise.all(workers.map((w) => w.stop()));
  await Promise.all(processes.map((p) => p.stop('SIGKILL')));
  await app?.close();
  await fake?.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  fake.reset();
  // More stories than one address may order in an hour.
  await app.db.knex('rate_limits').where('key', 'like', 'stories:%').delete();
});

/** A German story for Lotte, whose parent wrote her name into every free text. */
const lotteRequest = () =>
  quickStoryRequest(
    { language: 'de', storyType: 'custom', storyGoal: 'Lottes Mut', storySetting: 'LOTTES Garten' },
    {
      name: 'Lotte',
      personalization: 'Lottes Kuscheltier heißt Bo. LOTTCHEN schläft gern, lotte lacht.',
      favoriteAnimal: 'Lottes Fuchs',
    },
  );

async function order(client: TestClient = app.client()): Promise<string> {
  const created = await client.post('/api/stories', lotteRequest());
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id;
}

const storyRow = (id: string) => app.db.knex('stories').where({ id }).first();

async function until(id: string, status: 'completed' | 'failed', timeoutMs = STORY_WAIT_MS) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await storyRow(id);
    if (row.generationStatus === status) return row;
    if (status === 'completed') expect(row.generationStatus, row.failureReason ?? '').not.toBe('failed');
    if (Date.now() > deadline) throw new Error(`story ${id} still ${row.generationStatus}`);
    await sleep(100);
  }
}

/** Every body the remote server was sent holds no form of the name, and there were some. */
function expectNoNameSent(
  endpoints: string[] = ['/v1/chat/completions', '/v1/images/generations', '/v1/audio/speech', '/v1/moderations'],
) {
  for (const endpoint of endpoints)
    expect(fake.requests.filter((r) => r.path === endpoint).length, endpoint).toBeGreaterThan(0);
  // latin1: every byte of a multipart upload (a scene drawn from the reference sheet) as one character.
  for (const request of fake.requests) expect(request.raw.toString('latin1'), request.path).not.toMatch(NAME);
}

/** The story as stored holds the name: the engine really had something to hide. */
async function expectNameInStory(id: string) {
  const row = await storyRow(id);
  const scenes = await app.db.knex('scenes').where({ storyId: id });
  expect(JSON.stringify([row.title, row.summary, scenes.map((s: { text: string }) => s.text)])).toMatch(/Lotte/);
}

const remoteEngine = () => {
  const server = { baseURL: fake.baseURL, apiKey: 'k' };
  return createOpenAiEngine({
    text: { ...server, model: 'test-text', moderation: true },
    image: { ...server, model: 'gpt-image-1', size: '1024x1024' },
    speech: { ...server, model: 'test-tts', voice: 'nova' },
  });
};

const pipelineDeps = (engine = remoteEngine()) => ({
  db: app.db.knex,
  engine,
  media: mediaStoreFor(app.db.dataDir),
  logger,
  concurrency: 2,
  retry: { attempts: 2, baseDelayMs: 1 },
});

function inProcessWorker(options: Partial<Parameters<typeof startGenerationWorker>[0]> = {}) {
  const worker = startGenerationWorker({
    db: app.db.knex,
    settings: loadSettings({ DATA_DIR: app.db.dataDir, ...remoteEnv }),
    logger,
    media: mediaStoreFor(app.db.dataDir),
    pollIntervalMs: 50,
    ...options,
  });
  workers.push(worker);
  return worker;
}

async function stopWorkers() {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
}

/** What a separate process needs to reach this test's database. */
function databaseEnv(): Record<string, string> {
  if (app.db.databaseUrl) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dw-name-paths-'));
    dirs.push(dir);
    return { DATABASE_URL: app.db.databaseUrl, DATA_DIR: dir };
  }
  // The embedded database: the process joins this test's (the owner's) socket.
  return { DATA_DIR: app.db.dataDir };
}

describe("the child's name on every path to a remote engine", { timeout: 300_000 }, () => {
  it('the worker as npm start and npm run worker build it from the settings', async () => {
    inProcessWorker();
    const id = await order();
    await until(id, 'completed');
    await stopWorkers();
    // gpt-image-1 draws from the story's reference sheet: its scenes are multipart edits.
    expectNoNameSent([
      '/v1/chat/completions',
      '/v1/images/generations',
      '/v1/images/edits',
      '/v1/audio/speech',
      '/v1/moderations',
    ]);
    await expectNameInStory(id);
  });

  it('an engine handed to startGenerationWorker goes through the seam too', async () => {
    inProcessWorker({ engine: remoteEngine() });
    const id = await order();
    await until(id, 'completed');
    await stopWorkers();
    expectNoNameSent();
    await expectNameInStory(id);
  });

  it('a story resumed from its stored text, which holds the name, and its re-narration', async () => {
    const id = await order();
    // Another worker (the offline engine, before the settings changed) wrote the text and died.
    await app.db.knex('scenes').insert(
      [1, 2, 3].map((sceneNumber) => ({
        storyId: id,
        sceneNumber,
        text: `Lottes Fuchs gähnte, und LOTTE lachte (${sceneNumber}).`,
        imagePrompt: `Lotte und Lottes Fuchs, Bild ${sceneNumber}`,
      })),
    );
    await app.db
      .knex('stories')
      .where({ id })
      .update({ title: 'Lottes Traum', summary: 'Lotte schläft ein.', generationStatus: 'generating_images' });
    await app.db
      .knex('generation_jobs')
      .where({ storyId: id })
      .update({ characterDescription: 'Lotte im gelben Regenmantel' });
    // Every narration fails here: the story completes without audio.
    fake.setMode('speech', 'server-error');
    await runStoryPipeline(id, pipelineDeps());
    expect((await storyRow(id)).generationStatus).toBe('completed');
    expectNoNameSent(['/v1/images/generations', '/v1/audio/speech']);
    expect(fake.requestsTo('chat')).toHaveLength(0);

    // The background retry narrates the stored text.
    fake.reset();
    // (Whether the fake's few bytes pass as whole narration does not matter here: what was sent does.)
    await runNarrationRetry(id, pipelineDeps());
    expect(fake.requestsTo('speech').length).toBeGreaterThanOrEqual(3);
    expectNoNameSent(['/v1/audio/speech']);
    await app.db.knex('generation_jobs').where({ storyId: id }).delete();
  });

  it('the worker npm start runs (main.ts), in its own process', async () => {
    const server = await startServerProcess({ ...databaseEnv(), ...remoteEnv, WORKER: 'on' }, 150_000);
    processes.push(server);
    const id = await order(new TestClient(server.url));
    await until(id, 'completed');
    await server.stop();
    expectNoNameSent();
    await expectNameInStory(id);
  });

  it('npm run worker (worker-main.ts) in its own process, and a failed story queued again by storyctl', async () => {
    const worker = await startWorkerProcess({ ...databaseEnv(), ...remoteEnv }, 150_000);
    processes.push(worker);
    const id = await order();
    await until(id, 'completed');
    expectNoNameSent();
    await expectNameInStory(id);

    // A story the model refuses to write fails; the admin queues it again.
    fake.reset();
    fake.setMode('chat', 'bad-request');
    const failing = await order();
    await until(failing, 'failed');
    fake.reset();
    const retried = await storyctl(['stories', 'retry', failing], databaseEnv());
    expect(retried.code, retried.stderr).toBe(0);
    await until(failing, 'completed');
    await worker.stop();
    // The reference sheet may have been drawn and kept before the text failed: then it is not drawn again.
    expectNoNameSent(['/v1/chat/completions', '/v1/images/edits', '/v1/audio/speech', '/v1/moderations']);
    await expectNameInStory(failing);
  });
});
