import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/database.ts';
import { enqueueStoryJob } from '../../src/generation/job-queue.ts';
import { JOB_CHANNEL, supportsListen } from '../../src/generation/job-wakeup.ts';
import { createOfflineEngine } from '../../src/generation/offline/offline-engine.ts';
import { stopSpeech } from '@dreamweaver/storyteller/speech';
import { startGenerationWorker, type GenerationWorker } from '../../src/generation/worker.ts';
import { createLogger } from '../../src/logger.ts';
import { newRandomId } from '../../src/services/random-id.ts';
import { loadSettings } from '../../src/settings.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

// A job queued through one connection pool (another process, as far as the worker can tell: no
// in-process signal) wakes an idle worker at once on PostgreSQL, long before its safety-net poll.

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await stopSpeech();
  await db?.close();
});

async function queueStoryElsewhere(other: Database): Promise<string> {
  const id = newRandomId();
  await other.knex.transaction(async (trx) => {
    await trx('stories').insert({
      id,
      language: 'en',
      audience: 'child',
      storyType: 'classic',
      details: JSON.stringify({
        recipientDetails: { name: 'Ada', age: '5' },
        language: 'en',
        audience: 'child',
        storyType: 'classic',
        storySetting: 'magical-forest',
      }),
      generationStatus: 'creating_story',
      progress: 0,
      currentStep: 1,
    });
    await enqueueStoryJob(trx, id);
  });
  return id;
}

describe.skipIf(!process.env.DATABASE_URL)('job wake-up on PostgreSQL', () => {
  let other: Database;
  let worker: GenerationWorker | undefined;
  beforeAll(async () => {
    other = await openDatabase({ databaseUrl: db.databaseUrl, dataDir: db.dataDir, migrate: false });
  });
  afterAll(async () => {
    await worker?.stop();
    await other?.close();
  });

  it('sends the notification only when the queueing transaction commits', async () => {
    const listener = new pg.Client({ connectionString: db.databaseUrl });
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', (message) => heard.push(message.channel));
    try {
      await listener.query(`LISTEN ${JOB_CHANNEL}`);
      await expect(
        other.knex.transaction(async (trx) => {
          await enqueueStoryJob(trx, 'not-a-story-id-00000000');
        }),
      ).rejects.toThrow(); // no such story: the insert fails and nothing is sent
      const id = await queueStoryElsewhere(other);
      const deadline = Date.now() + 20_000;
      while (heard.length === 0 && Date.now() < deadline) await sleep(20);
      expect(heard).toEqual([JOB_CHANNEL]);
      await db.knex('generation_jobs').where({ storyId: id }).update({ state: 'done' });
    } finally {
      await listener.end();
    }
  });

  it('wakes an idle worker in another process at once, long before its safety-net poll', async () => {
    const settings = loadSettings({ DATA_DIR: db.dataDir, LOG_LEVEL: 'silent' });
    // maxAttempts 0: each job is given up at once, so the worker is idle again right after it.
    worker = startGenerationWorker({
      db: db.knex,
      settings,
      logger: createLogger('silent'),
      engine: createOfflineEngine(),
      slowPollMs: 600_000,
      maxAttempts: 0,
    });
    expect(await worker.listening()).toBe(true);
    const claimed = async (id: string) => {
      const deadline = Date.now() + 60_000;
      for (;;) {
        const job = await db.knex('generation_jobs').select('attempts', 'state').where({ storyId: id }).first();
        if (job.attempts > 0 && job.state !== 'running') return;
        if (Date.now() > deadline) throw new Error('the worker did not pick the job up within 60 s');
        await sleep(20);
      }
    };
    // The first may be found by the worker's first look; after it the worker sleeps on its 10-minute poll.
    await claimed(await queueStoryElsewhere(other));
    await claimed(await queueStoryElsewhere(other));
    await claimed(await queueStoryElsewhere(other));
  });
});

describe.skipIf(Boolean(process.env.DATABASE_URL))('job wake-up on the embedded database', () => {
  it('does not LISTEN (PGlite has one session behind its socket) and still works by polling', async () => {
    expect(supportsListen(db.knex)).toBe(false);
    const settings = loadSettings({ DATA_DIR: db.dataDir, LOG_LEVEL: 'silent' });
    const worker = startGenerationWorker({
      db: db.knex,
      settings,
      logger: createLogger('silent'),
      engine: createOfflineEngine(),
      pollIntervalMs: 100,
    });
    try {
      expect(await worker.listening()).toBe(false);
      const id = await queueStoryElsewhere(db);
      const deadline = Date.now() + 60_000;
      while ((await db.knex('generation_jobs').select('attempts').where({ storyId: id }).first()).attempts === 0) {
        if (Date.now() > deadline) throw new Error('the polling worker did not pick the job up within 60 s');
        await sleep(50);
      }
    } finally {
      await worker.stop();
    }
  });
});
