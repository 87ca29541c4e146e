import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CreateStoryRequest } from '@dreamweaver/contracts';
import { budgetStatus } from '../../src/generation/cost/budget.ts';
import { startGenerationWorker, type GenerationWorker } from '../../src/generation/worker.ts';
import type { Logger } from '../../src/logger.ts';
import { mediaStoreFor } from '../../src/services/media-store.ts';
import { createStory, getStoryProgress } from '../../src/services/story-service.ts';
import { loadSettings } from '../../src/settings.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { startFakeOpenAiServer, type FakeOpenAiServer } from './fake-openai-server.ts';

// The daily budget (AI_DAILY_BUDGET_USD): once today's spend reaches it, a new story is not
// started on the paid engine. With AI_BUDGET_EXCEEDED=wait it stays in the queue, its progress
// says it waits, and its deadline does not run out while it waits; a higher budget lets it go.
// With `offline` the offline engine makes it. Each time the log says so at warn.

const request: CreateStoryRequest = {
  audience: 'child',
  storyType: 'classic',
  language: 'en',
  recipientDetails: { name: 'Ada' },
};

let database: TestDatabase;
let fake: FakeOpenAiServer;
const warnings: string[] = [];
const logger: Logger = {
  error() {},
  warn: (message) => void warnings.push(message),
  info() {},
  debug() {},
  child: () => logger,
};

beforeAll(async () => {
  database = await createTestDatabase();
  fake = await startFakeOpenAiServer();
  // Today's spend: one high-quality picture without tokens, $0.167.
  await database.knex('ai_usage').insert({
    service: 'picture',
    server: 'api.openai.com',
    model: 'gpt-image-1',
    pictures: 1,
    size: '1024x1024',
    quality: 'high',
  });
});
afterAll(async () => {
  await fake?.close();
  await database?.close();
});
beforeEach(() => {
  fake.reset();
  warnings.length = 0;
});

/** A worker whose engine follows the settings, as in production: OpenAI (the fake) for the parents' stories, offline for the samples. */
function worker(env: Record<string, string>): GenerationWorker {
  return startGenerationWorker({
    db: database.knex,
    settings: loadSettings({
      DATA_DIR: database.dataDir,
      SPEECH_WARM_UP: 'off',
      OPENAI_BASE_URL: fake.baseURL,
      OPENAI_API_KEY: 'test-key',
      OPENAI_MODERATION: 'off',
      ...env,
    }),
    logger,
    media: mediaStoreFor(database.dataDir),
    pollIntervalMs: 20,
    sweepIntervalMs: 50,
    retry: { attempts: 3, baseDelayMs: 5 },
  });
}

async function settled(id: string) {
  for (;;) {
    const row = await database.knex('stories').where({ id }).first();
    if (['completed', 'failed'].includes(row.generationStatus)) return row;
    await sleep(20);
  }
}

describe('past the daily budget', { timeout: 120_000 }, () => {
  it('a new story waits in the queue, says so, outlives its deadline, and starts when the budget is raised', async () => {
    const { id } = await createStory(database.knex, request, null, { deadlineSeconds: 1 });
    const { id: sample } = await createStory(database.knex, request, null);
    await database.knex('stories').where({ id: sample }).update({ isSample: true });
    const waiting = worker({ AI_DAILY_BUDGET_USD: '0.10' });
    try {
      // Well past the deadline and its grace, with the overdue sweep running all the while.
      await sleep(3500);
      expect(fake.requests).toEqual([]);
      const story = await database.knex('stories').where({ id }).first();
      expect(story.generationStatus).toBe('creating_story');
      expect(await getStoryProgress(database.knex, id)).toMatchObject({ status: 'creating_story', waiting: true });
      expect(warnings).toContain('AI daily budget reached: new stories wait in the queue until the budget allows them');
      expect(warnings).toContain('AI daily budget reached: new stories wait in the queue');
      const status = await budgetStatus(database.knex, loadSettings({ AI_DAILY_BUDGET_USD: '0.10' }));
      expect(status).toMatchObject({ exceeded: true, mode: 'wait', budgetUsd: 0.1, waitingStories: 1 });
      expect(status.spentTodayUsd).toBeCloseTo(0.167, 6);
      // A sample story is the offline engine's, free: it is not held.
      expect((await settled(sample)).generationStatus).toBe('completed');
    } finally {
      await waiting.stop();
    }
    warnings.length = 0;
    // Its whole deadline starts again when it is let go: a generous one, so a loaded machine cannot fail it.
    await database.knex('generation_jobs').where({ storyId: id }).update({ deadlineSeconds: 120 });
    const raised = worker({ AI_DAILY_BUDGET_USD: '100' });
    try {
      expect((await settled(id)).generationStatus).toBe('completed');
      expect(fake.requestsTo('chat')).toHaveLength(1);
      expect(warnings).toContain('AI daily budget allows new stories again');
      expect((await getStoryProgress(database.knex, id)).waiting).toBeUndefined();
    } finally {
      await raised.stop();
    }
  });

  it('with AI_BUDGET_EXCEEDED=offline a new story is made by the offline engine, and nothing is sent', async () => {
    const { id } = await createStory(database.knex, request, null);
    const offline = worker({ AI_DAILY_BUDGET_USD: '0.10', AI_BUDGET_EXCEEDED: 'offline' });
    try {
      expect((await settled(id)).generationStatus).toBe('completed');
      expect(fake.requests).toEqual([]);
      expect(await database.knex('ai_usage').where({ storyId: id })).toEqual([]);
      const engines = await database.knex('story_receipt_entries').where({ storyId: id }).distinct('engine');
      expect(engines.map((row) => row.engine)).toEqual(['offline']);
      expect(warnings).toContain('AI daily budget reached: new stories are made by the offline engine');
      expect(warnings).toContain('AI daily budget reached: this story is made by the offline engine');
    } finally {
      await offline.stop();
    }
  });

  it('under the budget, or with none set, a story is made on the paid engine', async () => {
    const { id } = await createStory(database.knex, request, null);
    const open = worker({ AI_DAILY_BUDGET_USD: '' });
    try {
      expect((await settled(id)).generationStatus).toBe('completed');
      expect(fake.requestsTo('chat')).toHaveLength(1);
      expect(warnings.filter((w) => w.includes('budget'))).toEqual([]);
    } finally {
      await open.stop();
    }
  });
});
