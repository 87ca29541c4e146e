import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CreateStoryRequest } from '@dreamweaver/contracts';
import { costOf, DEFAULT_PRICES, priceTable } from '../../src/generation/cost/prices.ts';
import { dollars, storyUsage, usageRecorder } from '../../src/generation/cost/spend.ts';
import { createPlanReader } from '../../src/generation/openai/plan-reader.ts';
import { createOpenAiEngine } from '../../src/generation/openai/openai-engine.ts';
import { startGenerationWorker } from '../../src/generation/worker.ts';
import { createLogger } from '../../src/logger.ts';
import { mediaStoreFor } from '../../src/services/media-store.ts';
import { createStory } from '../../src/services/story-service.ts';
import { loadSettings } from '../../src/settings.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { FAKE_PICTURE_OUTPUT_TOKENS } from './fake-openai-usage.ts';
import { startFakeOpenAiServer, type FakeOpenAiServer } from './fake-openai-server.ts';

// What a story's AI calls used and cost (generation/cost/): each answered call is written down as
// it completes, from the usage the server answers (the streamed story text's last chunk, the
// picture's tokens, the characters read aloud), and priced from the prices setting.

describe('the prices', () => {
  it("price the default models from OpenAI's published table", () => {
    expect(costOf({ model: 'gpt-4.1-mini', inputTokens: 1_000_000, outputTokens: 1_000_000 }, DEFAULT_PRICES)).toBe(2);
    const picture = costOf(
      { model: 'gpt-image-1', inputTokens: 100, outputTokens: 4160, pictures: 1, size: '1024x1024', quality: 'high' },
      DEFAULT_PRICES,
    );
    expect(picture).toBeCloseTo(0.1669, 4);
    // Without tokens a picture is priced by its size and quality.
    expect(costOf({ model: 'gpt-image-1', pictures: 2, size: '1536x1024', quality: 'medium' }, DEFAULT_PRICES)).toBe(
      0.126,
    );
    expect(costOf({ model: 'dall-e-3', pictures: 1, size: '1024x1024' }, DEFAULT_PRICES)).toBe(0.04);
    expect(costOf({ model: 'gpt-4o-mini-tts', characters: 1000 }, DEFAULT_PRICES)).toBeCloseTo(0.015, 6);
    expect(costOf({ model: 'omni-moderation-latest', characters: 500 }, DEFAULT_PRICES)).toBe(0);
  });

  it('never price a call silently at $0: an unknown model, or a call without counts, is unknown', () => {
    expect(costOf({ model: 'llama3.1', inputTokens: 10, outputTokens: 10 }, DEFAULT_PRICES)).toBeNull();
    expect(costOf({ model: 'gpt-4.1-mini' }, DEFAULT_PRICES)).toBeNull();
    expect(costOf({ model: 'gpt-image-1', pictures: 1, size: '640x480' }, DEFAULT_PRICES)).toBeNull();
    expect(costOf({ model: 'toString', inputTokens: 1 }, DEFAULT_PRICES)).toBeNull();
  });

  it('AI_PRICES prices more models over the defaults; a bad value stops the start with one clear line', () => {
    const prices = loadSettings({
      AI_PRICES: '{"llama3.1": {"free": true}, "gpt-4.1-mini": {"inputPerMillionTokens": 1}}',
    }).AI_PRICES;
    expect(costOf({ model: 'llama3.1', inputTokens: 10 }, prices)).toBe(0);
    expect(costOf({ model: 'gpt-4.1-mini', inputTokens: 1_000_000 }, prices)).toBe(1);
    expect(priceTable('')).toBe(DEFAULT_PRICES);
    expect(() => loadSettings({ AI_PRICES: '{nope' })).toThrow(/^Invalid setting AI_PRICES: must be JSON/);
    expect(() => loadSettings({ AI_PRICES: '{"m": {"perMillionTokens": 1}}' })).toThrow(
      /^Invalid setting AI_PRICES: m: Unrecognized key/,
    );
    expect(() => loadSettings({ AI_PRICES: '{"m": {"outputPerMillionTokens": -1}}' })).toThrow(
      /^Invalid setting AI_PRICES: m.outputPerMillionTokens/,
    );
    expect(() => loadSettings({ AI_DAILY_BUDGET_USD: 'ten' })).toThrow(/^Invalid setting AI_DAILY_BUDGET_USD/);
    expect(() => loadSettings({ AI_BUDGET_EXCEEDED: 'stop' })).toThrow(/^Invalid setting AI_BUDGET_EXCEEDED/);
  });
});

let database: TestDatabase;
let fake: FakeOpenAiServer;
const goodnightMp3 = fs.readFileSync(new URL('./fixtures/goodnight.mp3', import.meta.url));
const request: CreateStoryRequest = {
  audience: 'child',
  storyType: 'custom',
  language: 'en',
  recipientDetails: { name: 'Zephyrine', favoriteAnimal: 'fox', personalization: 'Zephyrine loves meadows' },
};

beforeAll(async () => {
  database = await createTestDatabase();
  fake = await startFakeOpenAiServer({ speechAudio: goodnightMp3 });
});
afterAll(async () => {
  await fake?.close();
  await database?.close();
});
beforeEach(() => fake.reset());

async function makeStory(textModel = 'gpt-4.1-mini'): Promise<string> {
  const server = { baseURL: fake.baseURL, apiKey: 'test-key' };
  const worker = startGenerationWorker({
    db: database.knex,
    settings: loadSettings({ DATA_DIR: database.dataDir }),
    logger: createLogger('silent'),
    engine: createOpenAiEngine({
      text: { ...server, model: textModel, moderation: true },
      image: { ...server, model: 'gpt-image-1', size: '1024x1024' },
      speech: { ...server, model: 'gpt-4o-mini-tts', voice: 'nova' },
    }),
    media: mediaStoreFor(database.dataDir),
    pollIntervalMs: 20,
    retry: { attempts: 3, baseDelayMs: 5 },
  });
  try {
    const { id } = await createStory(database.knex, request, null);
    for (;;) {
      const row = await database.knex('stories').where({ id }).first();
      if (['completed', 'failed'].includes(row.generationStatus)) {
        expect(row.generationStatus).toBe('completed');
        return id;
      }
      await sleep(20);
    }
  } finally {
    await worker.stop();
  }
}

const rowsOf = (storyId: string) => database.knex('ai_usage').where({ storyId }).orderBy('id');

describe("a story's usage", { timeout: 120_000 }, () => {
  it('is written down call by call: moderation, the streamed text, each picture and each narration', async () => {
    const id = await makeStory();
    const chat = fake.requestsTo('chat');
    expect(JSON.parse(chat[0].body).stream_options).toEqual({ include_usage: true });
    const rows = await rowsOf(id);
    const of = (service: string) => rows.filter((row) => row.service === service);
    expect(of('moderation')).toHaveLength(1);
    const [text] = of('text');
    expect(of('text')).toHaveLength(1);
    expect(text).toMatchObject({ model: 'gpt-4.1-mini', server: new URL(fake.baseURL).host });
    expect(text.inputTokens).toBeGreaterThan(100);
    expect(text.outputTokens).toBeGreaterThan(50);
    const pictures = of('picture');
    expect(pictures).toHaveLength(fake.requestsTo('images').length);
    for (const picture of pictures) {
      expect(picture).toMatchObject({ pictures: 1, size: '1024x1024', quality: 'high' });
      expect(picture.outputTokens).toBe(FAKE_PICTURE_OUTPUT_TOKENS);
    }
    const spoken = fake.requestsTo('speech').map((sent) => JSON.parse(sent.body).input as string);
    expect(of('speech').map((row) => row.characters)).toEqual(spoken.map((input) => input.length));
    expect(new Set(pictures.map((row) => row.sceneNumber))).toEqual(new Set([1, 2, 3, 4, 5]));

    const usage = await storyUsage(database.knex, DEFAULT_PRICES, id);
    expect(usage.unknownCalls).toBe(0);
    const pictureLine = usage.lines.find((line) => line.service === 'picture')!;
    expect(pictureLine.costUsd).toBeCloseTo(pictureLine.pictures * 0.1664 + (pictureLine.inputTokens * 5) / 1e6, 6);
    expect(usage.costUsd).toBeGreaterThan(pictureLine.costUsd!);
    // The note's table: one story on the default models.
    console.info(
      [
        ...usage.lines.map(
          (l) =>
            `${l.service}\t${l.model}\t${l.calls} calls\tin ${l.inputTokens}\tout ${l.outputTokens}\tpictures ${l.pictures}\tchars ${l.characters}\t${dollars(l.costUsd ?? 0)}`,
        ),
        `total\t${dollars(usage.costUsd)}`,
      ].join('\n'),
    );
  });

  it('counts a billed answer that failed and was asked again; a model without a price is unknown, not $0', async () => {
    fake.setMode('chat', 'truncated', { times: 1 });
    const id = await makeStory('my-own-model');
    const rows = await rowsOf(id);
    expect(rows.filter((row) => row.service === 'text')).toHaveLength(2);
    const usage = await storyUsage(database.knex, DEFAULT_PRICES, id);
    const text = usage.lines.find((line) => line.service === 'text')!;
    expect(text).toMatchObject({ model: 'my-own-model', calls: 2, costUsd: null });
    expect(usage.unknownCalls).toBe(2);
    expect(usage.costUsd).toBeGreaterThan(0);
  });

  it('a plan reading is counted too, before its story exists', async () => {
    const reader = createPlanReader({ baseURL: fake.baseURL, apiKey: 'test-key', model: 'gpt-4.1-mini' });
    const read = await reader.readPlan(
      { language: 'en', lines: ['Age: 5'] },
      undefined,
      undefined,
      usageRecorder(database.knex, null),
    );
    expect('reading' in read).toBe(true);
    const rows = await database.knex('ai_usage').where({ service: 'plan' });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ storyId: null, model: 'gpt-4.1-mini' });
    expect(rows[0].inputTokens).toBeGreaterThan(100);
    expect(rows[0].outputTokens).toBeGreaterThan(10);
  });

  it('the offline engine writes no usage', async () => {
    const worker = startGenerationWorker({
      db: database.knex,
      settings: loadSettings({ DATA_DIR: database.dataDir, SPEECH_WARM_UP: 'off' }),
      logger: createLogger('silent'),
      media: mediaStoreFor(database.dataDir),
      pollIntervalMs: 20,
    });
    try {
      const { id } = await createStory(database.knex, request, null);
      for (;;) {
        const row = await database.knex('stories').where({ id }).first();
        if (['completed', 'failed'].includes(row.generationStatus)) break;
        await sleep(50);
      }
      expect(await rowsOf(id)).toEqual([]);
      expect(fake.requests).toEqual([]);
    } finally {
      await worker.stop();
    }
  });
});
