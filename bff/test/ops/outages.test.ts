import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import knex, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateStoryRequest } from '@dreamweaver/contracts';
import { createAppContext } from '../../src/app-context.ts';
import { createApp } from '../../src/app.ts';
import { isLostDatabaseConnection, isMediaStoreFailure } from '../../src/db/lost-connection.ts';
import { startGenerationWorker } from '../../src/generation/worker.ts';
import { createLogger, type Logger } from '../../src/logger.ts';
import { createFileMediaStore, MediaStoreError } from '../../src/services/media-store.ts';
import { createS3MediaStore } from '../../src/services/s3-media-store.ts';
import { createStory as createStoryRow } from '../../src/services/story-service.ts';
import { loadSettings } from '../../src/settings.ts';
import { createStory } from '../admin/admin-fixtures.ts';
import { latencyEngine } from '../generation/latency-engine.ts';
import { startS3Server, type TestS3Server } from '../support/s3-server.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// An outage of the database or of the media store answers 503 with Retry-After and a message a
// person can act on, never a 500; and an S3 failure is never taken for a lost database connection.

function recordingLogger() {
  const lines: { level: string; message: string; fields?: Record<string, unknown> }[] = [];
  const logger: Logger = {
    error: (m, f) => lines.push({ level: 'error', message: m, fields: f }),
    warn: (m, f) => lines.push({ level: 'warn', message: m, fields: f }),
    info: (m, f) => lines.push({ level: 'info', message: m, fields: f }),
    debug: () => {},
    child: () => logger,
  };
  return { logger, lines };
}

async function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

describe('a database outage', () => {
  let db: Knex;
  let server: http.Server;
  let url: string;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dw-outage-'));
    // PostgreSQL is down: nothing listens where DATABASE_URL points.
    db = knex({
      client: 'pg',
      connection: `postgres://postgres@127.0.0.1:${await closedPort()}/dreamweaver`,
      pool: { min: 0, max: 2 },
      acquireConnectionTimeout: 3000,
    });
    const settings = loadSettings({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SCRYPT_LOG_N: '12' });
    const context = createAppContext({
      db,
      settings,
      logger: createLogger('silent'),
      sessionSecret: 'test-secret-that-is-long-enough-to-sign-cookies',
    });
    server = http.createServer(createApp(context).callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await db?.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers an API route 503 with Retry-After and a message, in the request language', async () => {
    const response = await fetch(`${url}/api/stories/story123abc`);
    expect(response.status).toBe(503);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await response.json()).toEqual({
      message: 'Our storage is briefly unavailable. Please try again in a minute; nothing you entered was lost.',
    });
    const german = await fetch(`${url}/api/stories/story123abc`, { headers: { 'accept-language': 'de' } });
    expect(german.status).toBe(503);
    expect((await german.json()).message).toMatch(/^Unser Speicher ist gerade kurz nicht erreichbar/);
  });
});

describe('an S3 outage', () => {
  let s3: TestS3Server;
  let app: TestApp;
  let s3Closed = false;
  beforeAll(async () => {
    s3 = await startS3Server();
    app = await startTestApp(s3.env);
  });
  afterAll(async () => {
    await app?.close();
    if (!s3Closed) await s3?.close();
  });

  it('answers media 503 with Retry-After and a message', async () => {
    const story = await createStory(app, { title: 'The Moon Owl', isPaid: true });
    const key = `${story.id}/1/audio/narration.wav`;
    await app.context.media.put(key, Buffer.from('RIFF....WAVE'));
    const unread = `${story.id}/2/audio/narration.wav`;
    await app.context.media.put(unread, Buffer.from('RIFF....WAVE'));
    await app.db.knex('scenes').insert([
      { storyId: story.id, sceneNumber: 1, text: 'One.', audioKey: key },
      { storyId: story.id, sceneNumber: 2, text: 'Two.', audioKey: unread },
    ]);
    const mediaUrl = `/api/stories/${story.id}/scenes/1/audio/narration.wav`;
    expect((await app.client().get(mediaUrl)).status).toBe(200);

    await s3.close();
    s3Closed = true;
    // What the process has just read it still answers from memory; the bucket is needed for the rest.
    expect((await app.client().get(mediaUrl)).status).toBe(200);
    const response = await app.client().get(`/api/stories/${story.id}/scenes/2/audio/narration.wav`);
    expect(response.status).toBe(503);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(response.body).toEqual({ message: expect.stringContaining('try again') });
  });

  it('makes the generation worker log a media error, not a database one, and put the story back in the queue', async () => {
    const database: TestDatabase = await createTestDatabase();
    const { logger, lines } = recordingLogger();
    if (!s3Closed) await s3.close();
    s3Closed = true;
    // The stopped S3 server of the test before.
    const media = createS3MediaStore({
      bucket: s3.bucket,
      endpoint: s3.endpoint,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
    const { engine } = latencyEngine({ text: 1, picture: 1, speech: 1, scenes: 3 });
    const request: CreateStoryRequest = {
      audience: 'child',
      storyType: 'classic',
      language: 'en',
      recipientDetails: { name: 'Ada' },
    };
    const worker = startGenerationWorker({
      db: database.knex,
      settings: loadSettings({ DATA_DIR: database.dataDir }),
      logger,
      engine,
      media,
      pollIntervalMs: 20,
      retry: { attempts: 2, baseDelayMs: 5 },
    });
    try {
      const { id } = await createStoryRow(database.knex, request, null);
      const until = Date.now() + 30_000;
      while (!lines.some((l) => l.message.includes('could not store its media')) && Date.now() < until)
        await new Promise((r) => setTimeout(r, 50));
      const line = lines.find((l) => l.message.includes('could not store its media'));
      expect(line).toMatchObject({ level: 'warn', fields: { storyId: id } });
      expect(lines.filter((l) => /database/i.test(l.message))).toEqual([]);
      const job = await database.knex('generation_jobs').where({ storyId: id }).first();
      expect(job.state).toBe('queued');
      expect((await database.knex('stories').where({ id }).first()).generationStatus).not.toBe('failed');
    } finally {
      await worker.stop();
      media.close();
      await database.close();
    }
  });
});

describe('telling a media outage from a lost database connection', () => {
  const refused = () =>
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9000'), { code: 'ECONNREFUSED', syscall: 'connect' });

  it('takes a refused connection of the database driver for a lost database connection', () => {
    expect(isLostDatabaseConnection(refused())).toBe(true);
    expect(isMediaStoreFailure(refused())).toBe(false);
  });

  it('never takes an S3 failure for one, wrapped by the store or straight from the SDK', () => {
    const wrapped = new MediaStoreError('S3 could not store x', { cause: refused() });
    const fromSdk = Object.assign(refused(), { $metadata: { attempts: 3 } });
    for (const error of [wrapped, fromSdk]) {
      expect(isLostDatabaseConnection(error)).toBe(false);
      expect(isMediaStoreFailure(error)).toBe(true);
    }
  });
});

describe('a failed write to the media folder', () => {
  let root: string;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'dw-media-fail-'));
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('leaves no .tmp file behind and fails as the media store', async () => {
    const store = createFileMediaStore(root);
    // Where the file should go there is a directory that is not empty: the rename fails.
    fs.mkdirSync(path.join(root, 'story1', 'picture.png'), { recursive: true });
    fs.writeFileSync(path.join(root, 'story1', 'picture.png', 'keep'), 'x');
    const failure = await store.put('story1/picture.png', Buffer.from('png bytes')).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MediaStoreError);
    expect(fs.readdirSync(path.join(root, 'story1')).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    await store.put('story1/other.png', Buffer.from('fine'));
    expect(fs.readdirSync(path.join(root, 'story1')).sort()).toEqual(['other.png', 'picture.png']);
  });
});
