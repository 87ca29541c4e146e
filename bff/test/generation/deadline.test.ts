import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateStoryRequest } from '@dreamweaver/contracts';
import { TransientEngineError, type StoryEngine } from '../../src/generation/engine.ts';
import { UnsuitableBriefError } from '../../src/generation/openai/moderation.ts';
import { deadlineReason, retryFailedStory } from '../../src/generation/story-failure.ts';
import {
  startGenerationWorker,
  type GenerationWorker,
  type GenerationWorkerOptions,
} from '../../src/generation/worker.ts';
import { createLogger } from '../../src/logger.ts';
import { mediaStoreFor } from '../../src/services/media-store.ts';
import { createStory, getStory, getStoryProgress } from '../../src/services/story-service.ts';
import { loadSettings } from '../../src/settings.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { latencyEngine } from './latency-engine.ts';
import { STORY_PRICE_CENTS, STORY_PRICE_CURRENCY } from '@dreamweaver/contracts';

// Issue 12, items 3 and 4: every story ends within GENERATION_DEADLINE_SECONDS, a transient
// provider glitch is retried, and narration never fails a story.

let database: TestDatabase;
const logger = createLogger((process.env.LOG_LEVEL as 'silent' | undefined) ?? 'silent');
const request: CreateStoryRequest = {
  audience: 'child',
  storyType: 'classic',
  language: 'en',
  recipientDetails: { name: 'Ada' },
};
/** The deadline the deadline tests wait out; a story expected to complete gets a generous one, so a loaded machine cannot fail it. */
const SHORT_DEADLINE = 2;
const GENEROUS_DEADLINE = 120;
const settings = (deadlineSeconds = SHORT_DEADLINE) =>
  loadSettings({ DATA_DIR: database.dataDir, GENERATION_DEADLINE_SECONDS: String(deadlineSeconds) });
const workers: GenerationWorker[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(workers.map((w) => w.stop()));
  await database.close();
});

function worker(
  engine: StoryEngine,
  options: Partial<GenerationWorkerOptions> = {},
  deadlineSeconds = SHORT_DEADLINE,
): GenerationWorker {
  const started = startGenerationWorker({
    db: database.knex,
    settings: settings(deadlineSeconds),
    logger,
    engine,
    media: mediaStoreFor(database.dataDir),
    pollIntervalMs: 20,
    retry: { attempts: 3, baseDelayMs: 5 },
    callTimeoutMs: 400,
    sweepIntervalMs: 50,
    ...options,
  });
  workers.push(started);
  return started;
}

const newStory = async (deadlineSeconds = SHORT_DEADLINE) =>
  (await createStory(database.knex, request, null, { deadlineSeconds })).id;

async function waitFor<T>(probe: () => Promise<T | undefined | false>, timeoutMs = 20_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await sleep(20);
  }
}

const storyRow = (id: string) => database.knex('stories').where({ id }).first();
const finished = (id: string) =>
  waitFor(async () => {
    const row = await storyRow(id);
    return ['completed', 'failed'].includes(row.generationStatus) && row;
  });

/** Never answers, and ignores the abort signal too: only the pipeline's own deadline can end it. */
const never = () => new Promise<never>(() => {});

describe('the generation deadline', () => {
  it('fails a story whose engine call stalls, with the reason kept for the admin and nothing of it in the story JSON', async () => {
    const fake = latencyEngine({ text: 5, picture: 5, speech: 5, scenes: 3 });
    let textCalls = 0;
    const stalled: StoryEngine = {
      ...fake.engine,
      writeStory: () => {
        textCalls++;
        return never();
      },
    };
    const id = await newStory();
    const w = worker(stalled);
    const row = await finished(id);
    await w.stop();
    expect(row.generationStatus).toBe('failed');
    expect(row.failureReason.startsWith(deadlineReason(SHORT_DEADLINE))).toBe(true);
    // The stalled call was cut off by its own timeout and tried again until the deadline ended it.
    expect(textCalls).toBeGreaterThan(1);
    const job = await database.knex('generation_jobs').where({ storyId: id }).first();
    expect(job).toMatchObject({ state: 'failed', lastError: row.failureReason });
    const json = JSON.stringify(await getStory(database.knex, id));
    expect(json).toContain('"generationStatus":"failed"');
    expect(json).not.toMatch(/deadline|timed out|seconds/i);
    expect(await getStoryProgress(database.knex, id)).toMatchObject({
      status: 'failed',
      failure: 'unavailable',
      canRetry: false,
    });
  });

  it('tells the parent a refused brief is theirs to change (unsuitable), at once and without retries', async () => {
    const fake = latencyEngine({ text: 5, picture: 5, speech: 5, scenes: 3 });
    let textCalls = 0;
    const refusing: StoryEngine = {
      ...fake.engine,
      writeStory: async () => {
        textCalls++;
        throw new UnsuitableBriefError('story text: the details were flagged');
      },
    };
    const id = await newStory(GENEROUS_DEADLINE);
    const w = worker(refusing, {}, GENEROUS_DEADLINE);
    const row = await finished(id);
    await w.stop();
    expect(row).toMatchObject({ generationStatus: 'failed', failureKind: 'unsuitable' });
    expect(textCalls).toBe(1);
    expect(await getStoryProgress(database.knex, id)).toMatchObject({ status: 'failed', failure: 'unsuitable' });
  });

  it('fails a story stalled on a picture, passing the deadline signal into the engine call', async () => {
    const fake = latencyEngine({ text: 5, picture: 5, speech: 5, scenes: 3 });
    const signals: AbortSignal[] = [];
    const stalled: StoryEngine = {
      ...fake.engine,
      illustrateScene: (_input, options) => {
        signals.push(options!.signal!);
        return never();
      },
    };
    const id = await newStory();
    const w = worker(stalled, { callTimeoutMs: 60_000 });
    const row = await finished(id);
    await w.stop();
    expect(row.generationStatus).toBe('failed');
    expect(row.failureReason).toBe(deadlineReason(SHORT_DEADLINE));
    expect(signals.length).toBeGreaterThan(0);
    expect(signals.every((signal) => signal.aborted)).toBe(true);
  });

  it('fails a story whose worker died, when another worker or a reader finds it past its deadline', async () => {
    const fake = latencyEngine({ text: 5, picture: 5, speech: 5, scenes: 3 });
    const hanging: StoryEngine = { ...fake.engine, writeStory: () => never() };
    // The first worker claims the story and dies; its lease is long, so nobody takes the job over.
    const swept = await newStory();
    const dead = worker(hanging, { leaseMs: 60_000, workerId: 'dead-worker' });
    await waitFor(
      async () => (await database.knex('generation_jobs').where({ storyId: swept }).first()).state === 'running',
    );
    await dead.abandon();
    const sweeper = worker(fake.engine, { workerId: 'sweeper' });
    const row = await finished(swept);
    await sweeper.stop();
    expect(row.generationStatus).toBe('failed');
    expect(row.failureReason).toBe(deadlineReason(SHORT_DEADLINE));

    // No worker at all: reading the story's progress fails it once the deadline and its grace are over.
    const orphan = await newStory();
    const progress = await waitFor(async () => {
      const seen = await getStoryProgress(database.knex, orphan);
      return seen.status === 'failed' && seen;
    });
    expect(progress.status).toBe('failed');
    expect((await storyRow(orphan)).failureReason).toBe(deadlineReason(SHORT_DEADLINE));
  });
});

describe('transient provider errors', () => {
  it('retries a bad answer for the text and a missing picture, and completes the story', async () => {
    const fake = latencyEngine({ text: 5, picture: 5, speech: 5, scenes: 3 });
    let badText = 1;
    let missingPicture = 1;
    const flaky: StoryEngine = {
      ...fake.engine,
      writeStory: async (brief, options) => {
        if (badText-- > 0) throw new TransientEngineError('story text: the answer was not valid JSON');
        return fake.engine.writeStory(brief, options);
      },
      illustrateScene: async (input, options) => {
        if (input.sceneNumber === 2 && missingPicture-- > 0)
          throw new TransientEngineError('picture: the provider returned no image data');
        return fake.engine.illustrateScene(input, options);
      },
    };
    const id = await newStory(GENEROUS_DEADLINE);
    const w = worker(flaky, {}, GENEROUS_DEADLINE);
    const row = await finished(id);
    await w.stop();
    expect(row.generationStatus).toBe('completed');
    const scenes = await database.knex('scenes').where({ storyId: id });
    expect(scenes.every((s) => s.imageKey && s.audioKey)).toBe(true);
  });
});

describe('narration', () => {
  it('completes the story without audio when narration keeps failing, and adds the audio later in the background', async () => {
    const fake = latencyEngine({ text: 5, picture: 5, speech: 5, scenes: 3 });
    let voiceDown = true;
    const mute: StoryEngine = {
      ...fake.engine,
      narrateScene: async (input, options) => {
        if (voiceDown) throw new TransientEngineError('narration: provider answered 503');
        return fake.engine.narrateScene(input, options);
      },
    };
    const id = await newStory(GENEROUS_DEADLINE);
    const w = worker(mute, { narrationRetryDelayMs: 300 }, GENEROUS_DEADLINE);
    const row = await finished(id);
    expect(row.generationStatus).toBe('completed');
    const story = await getStory(database.knex, id);
    expect(story.scenes[0].imageUrl).toBeTruthy();
    expect(story.scenes[0].audioUrl).toBeNull();
    const job = await waitFor(async () => {
      const found = await database.knex('generation_jobs').where({ storyId: id }).first();
      return found.phase === 'narration' && found;
    });
    expect(['queued', 'running']).toContain(job.state);
    // The viewer keeps polling while the server still retries the narration.
    expect((await getStory(database.knex, id)).narrationPending).toBe(true);
    expect(job.lastError).toBe('narration missing for scene(s) 1, 2, 3');

    voiceDown = false;
    const scenes = await waitFor(async () => {
      const rows = await database.knex('scenes').where({ storyId: id }).orderBy('sceneNumber');
      return rows.every((s) => s.audioKey) && rows;
    });
    await w.stop();
    expect(scenes.map((s) => s.audioKey)).toEqual([1, 2, 3].map((n) => `${id}/scene-${n}-narration.wav`));
    const healed = await getStory(database.knex, id);
    expect(healed.scenes[0].audioUrl).toMatch(/scene-1-narration\.wav$/);
    expect(healed.narrationPending).toBeUndefined();
    expect(await database.knex('generation_jobs').where({ storyId: id }).first()).toMatchObject({ state: 'done' });
    expect((await storyRow(id)).generationStatus).toBe('completed');
  });
});

describe('a paid story that fails', () => {
  it('is retried with a new deadline, then failed and its payment flagged as needing a refund', async () => {
    const fake = latencyEngine({ text: 5, picture: 5, speech: 5, scenes: 3 });
    let pictureTwoCalls = 0;
    const broken: StoryEngine = {
      ...fake.engine,
      illustrateScene: async (input, options) => {
        if (input.sceneNumber === 2) {
          pictureTwoCalls++;
          throw new Error('content policy refused the picture');
        }
        return fake.engine.illustrateScene(input, options);
      },
    };
    const id = await newStory(GENEROUS_DEADLINE);
    await database.knex('stories').where({ id }).update({ isPaid: true, paidAt: new Date() });
    await database.knex('payments').insert({
      storyId: id,
      provider: 'sandbox',
      providerSessionId: `cs_sandbox_${id}`,
      status: 'paid',
      amountCents: STORY_PRICE_CENTS,
      currency: STORY_PRICE_CURRENCY,
    });
    const w = worker(broken, {}, GENEROUS_DEADLINE);
    const row = await waitFor(async () => {
      const r = await storyRow(id);
      return r.generationStatus === 'failed' && r;
    });
    await w.stop();
    expect(pictureTwoCalls).toBe(2);
    expect(row.failureReason).toBe('content policy refused the picture');
    expect(await database.knex('generation_jobs').where({ storyId: id }).first()).toMatchObject({
      state: 'failed',
      rescues: 1,
    });
    expect(await database.knex('payments').where({ storyId: id }).first()).toMatchObject({
      status: 'paid',
      refundStatus: 'needed',
    });

    // The admin retries it once the provider behaves: it completes, and no refund is owed any more.
    expect(await retryFailedStory(database.knex, id)).toBe(true);
    const healed = worker(fake.engine, {}, GENEROUS_DEADLINE);
    const done = await finished(id);
    await healed.stop();
    expect(done.generationStatus).toBe('completed');
    expect(done.failureReason).toBeNull();
    expect(await database.knex('payments').where({ storyId: id }).first()).toMatchObject({
      status: 'paid',
      refundStatus: null,
    });
  });
});
