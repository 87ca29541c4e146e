import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateStoryRequest } from '@dreamweaver/contracts';
import { TransientEngineError } from '../../src/generation/engine.ts';
import { startGenerationWorker, type GenerationWorker } from '../../src/generation/worker.ts';
import { createLogger } from '../../src/logger.ts';
import { createStory } from '../../src/services/story-service.ts';
import { mediaStoreFor } from '../../src/services/media-store.ts';
import { loadSettings } from '../../src/settings.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { latencyEngine } from './latency-engine.ts';

let database: TestDatabase;
const logger = createLogger((process.env.LOG_LEVEL as 'silent' | undefined) ?? 'silent');
const request: CreateStoryRequest = {
  audience: 'child',
  storyType: 'classic',
  language: 'en',
  recipientDetails: { name: 'Ada' },
};

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

function worker(
  engine: ReturnType<typeof latencyEngine>['engine'],
  options: Partial<Parameters<typeof startGenerationWorker>[0]> = {},
): GenerationWorker {
  return startGenerationWorker({
    db: database.knex,
    settings: loadSettings({ DATA_DIR: database.dataDir }),
    logger,
    engine,
    media: mediaStoreFor(database.dataDir),
    pollIntervalMs: 20,
    retry: { attempts: 3, baseDelayMs: 5 },
    ...options,
  });
}

async function waitForStatus(storyId: string, statuses: string[], timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await database.knex('stories').where({ id: storyId }).first();
    if (statuses.includes(row.generationStatus)) return row;
    if (Date.now() > deadline) throw new Error(`story stayed ${row.generationStatus}`);
    await sleep(10);
  }
}

describe('generation pipeline', () => {
  it('makes the preview after scene 1 text and picture, then the rest in parallel within the bound', async () => {
    const fake = latencyEngine({ text: 40, picture: 120, speech: 60, scenes: 6 });
    const statusAtPicture = new Map<number, string>();
    const { id } = await createStory(database.knex, request, null);
    fake.hooks.beforePicture = async (sceneNumber) => {
      const row = await database.knex('stories').where({ id }).first();
      statusAtPicture.set(sceneNumber, row.generationStatus);
    };
    const progressSeen: number[] = [];
    const w = worker(fake.engine, { mediaConcurrency: 3 });
    let row;
    do {
      row = await database.knex('stories').where({ id }).first();
      progressSeen.push(row.progress);
      await sleep(15);
    } while (!['completed', 'failed'].includes(row.generationStatus));
    await w.stop();

    expect(row.generationStatus).toBe('completed');
    expect(row.progress).toBe(100);
    expect(row.currentStep).toBe(4);
    expect(statusAtPicture.get(1)).toBe('generating_images');
    for (let n = 2; n <= 6; n++) expect(['preview_ready', 'creating_narration']).toContain(statusAtPicture.get(n));

    const end = (kind: string, n: number) =>
      fake.events.find((e) => e.kind === kind && e.sceneNumber === n && e.phase === 'end')!.at;
    const start = (kind: string, n: number) =>
      fake.events.find((e) => e.kind === kind && e.sceneNumber === n && e.phase === 'start')!.at;
    expect(start('picture', 1)).toBeGreaterThanOrEqual(end('text', 0));
    for (let n = 2; n <= 6; n++) expect(start('picture', n)).toBeGreaterThanOrEqual(end('picture', 1));
    expect(start('narration', 1)).toBeLessThan(end('picture', 1));
    expect(fake.peak()).toBe(3);
    expect(progressSeen).toEqual([...progressSeen].sort((a, b) => a - b));
    expect(new Set(progressSeen).size).toBeGreaterThan(4);

    const scenes = await database.knex('scenes').where({ storyId: id }).orderBy('sceneNumber');
    expect(scenes.map((s) => s.sceneNumber)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const scene of scenes) {
      expect(scene.imageKey).toBe(`${id}/scene-${scene.sceneNumber}-picture.svg`);
      expect(scene.audioKey).toBe(`${id}/scene-${scene.sceneNumber}-narration.wav`);
    }
    const job = await database.knex('generation_jobs').where({ storyId: id }).first();
    expect(job.state).toBe('done');
  });

  it('starts the narrations beside the preview picture: narration 1 begins before any picture is finished', async () => {
    const fake = latencyEngine({ text: 10, picture: 30, speech: 30, scenes: 4 });
    const { id } = await createStory(database.knex, request, null);
    // Picture 1 is held until narration 1 has started (or 3 s passed, then the order below fails).
    fake.hooks.beforePicture = async (sceneNumber) => {
      if (sceneNumber !== 1) return;
      for (
        let waited = 0;
        waited < 3000 && !fake.events.some((e) => e.kind === 'narration' && e.sceneNumber === 1);
        waited += 5
      )
        await sleep(5);
    };
    const w = worker(fake.engine, { mediaConcurrency: 2 });
    const row = await waitForStatus(id, ['completed', 'failed']);
    await w.stop();
    expect(row.generationStatus).toBe('completed');
    const order = fake.events.map((e) => `${e.kind} ${e.sceneNumber} ${e.phase}`);
    const firstPictureEnd = order.findIndex((e) => e.startsWith('picture') && e.endsWith('end'));
    expect(order.indexOf('narration 1 start')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('narration 1 start')).toBeLessThan(firstPictureEnd);
    // The other pictures still wait for the preview.
    for (let n = 2; n <= 4; n++)
      expect(order.indexOf(`picture ${n} start`)).toBeGreaterThan(order.indexOf('picture 1 end'));
  });

  it('finishes a story whose worker died mid-way, without repeating work or duplicating scenes', async () => {
    const fake = latencyEngine({ text: 20, picture: 50, speech: 400, scenes: 5 });
    const { id } = await createStory(database.knex, request, null);
    // A lease long enough that a busy machine's late heartbeat does not lose it while the first worker lives.
    const first = worker(fake.engine, { leaseMs: 1000, mediaConcurrency: 2, workerId: 'first' });
    await waitForStatus(id, ['preview_ready', 'creating_narration']);
    await sleep(60);
    await first.abandon();
    const midway = await database.knex('generation_jobs').where({ storyId: id }).first();
    expect(midway).toMatchObject({ state: 'running', lockedBy: 'first' });

    const second = worker(fake.engine, { leaseMs: 1000, mediaConcurrency: 2, workerId: 'second' });
    const row = await waitForStatus(id, ['completed', 'failed']);
    await second.stop();
    expect(row.generationStatus).toBe('completed');
    expect(fake.count('text')).toBe(1);
    expect(fake.count('picture', 1)).toBe(1);
    const scenes = await database.knex('scenes').where({ storyId: id });
    expect(scenes).toHaveLength(5);
    expect(scenes.every((s) => s.imageKey && s.audioKey)).toBe(true);
    const job = await database.knex('generation_jobs').where({ storyId: id }).first();
    expect(job).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('retries transient provider errors, and fails the story with the reason on a real error', async () => {
    const fake = latencyEngine({ text: 5, picture: 5, speech: 5, scenes: 5 });
    let transientLeft = 2;
    const flaky = {
      ...fake.engine,
      illustrateScene: async (
        input: Parameters<typeof fake.engine.illustrateScene>[0],
        options?: { signal?: AbortSignal },
      ) => {
        if (input.sceneNumber === 1 && transientLeft-- > 0) throw new TransientEngineError('provider answered 429');
        return fake.engine.illustrateScene(input, options);
      },
    };
    const recovered = await createStory(database.knex, request, null);
    const w1 = worker(flaky);
    expect((await waitForStatus(recovered.id, ['completed', 'failed'])).generationStatus).toBe('completed');
    await w1.stop();

    const broken = {
      ...fake.engine,
      illustrateScene: async (input: Parameters<typeof fake.engine.illustrateScene>[0]) => {
        if (input.sceneNumber === 3) throw new Error('image model not found');
        return fake.engine.illustrateScene(input);
      },
    };
    const failing = await createStory(database.knex, request, null);
    const w2 = worker(broken);
    const row = await waitForStatus(failing.id, ['completed', 'failed']);
    await w2.stop();
    expect(row.generationStatus).toBe('failed');
    expect(row.failureReason).toBe('image model not found');
    const job = await database.knex('generation_jobs').where({ storyId: failing.id }).first();
    expect(job).toMatchObject({ state: 'failed', lastError: 'image model not found' });
  });
});
