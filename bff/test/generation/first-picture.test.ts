import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { wavToMp3 } from '../../src/generation/mp3-encoder.ts';
import { createOpenAiEngine } from '../../src/generation/openai/openai-engine.ts';
import type { TextFormat } from '../../src/generation/openai/text-format.ts';
import { startGenerationWorker, type GenerationWorker } from '../../src/generation/worker.ts';
import { createLogger } from '../../src/logger.ts';
import { mediaFolderOf, mediaStoreFor } from '../../src/services/media-store.ts';
import { createStory } from '../../src/services/story-service.ts';
import { loadSettings } from '../../src/settings.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { toneWav } from './fake-audio.ts';
import { defaultDraft, startFakeOpenAiServer, type FakeOpenAiServer, type StoryDraft } from './fake-openai-server.ts';
import { orderOf, planFor } from './plan-fixtures.ts';

// Scene 1's picture belongs to the plan (generation/opening-scene.ts, first-picture.ts): the OpenAI
// illustrator starts it from the plan's looks and opening when the story's run begins, while the
// text is still being written; the writer is told what it shows; and it is kept whatever words the
// writer comes back with.

const NAME = 'Zephyrine';
/** What the plan (planFor: a 5-year-old with curly red hair, Pip the fox, the lost-treasure arc) opens with. */
const OPENING =
  'A child of about 5 with curly red hair, light skin and freckles in pyjamas with stars and a small fox are in a cosy bedroom at dusk.';
const OPENING_PROMPT = [
  'A soft, warm, gentle storybook illustration for a bedtime story, child-friendly, no text or letters.',
  'The hero: a 5-year-old girl with curly red hair, light skin and freckles.',
  'Whenever the hero wears pyjamas, they have little yellow stars all over them.',
  "The hero's companion: a fox.",
  `The scene: ${OPENING}`,
].join('\n');

let database: TestDatabase;
let fake: FakeOpenAiServer;
const media = () => mediaStoreFor(database.dataDir);

beforeAll(async () => {
  database = await createTestDatabase();
  // A picture takes a while, its two partials come before it: long enough to be cut off or overtaken.
  fake = await startFakeOpenAiServer({
    latencies: { images: 600 },
    speechAudio: wavToMp3(toneWav('a'.repeat(120), { sampleRate: 16000 }))!.mp3,
  });
});
afterAll(async () => {
  await fake.close();
  await database.close();
});
beforeEach(async () => {
  fake.reset();
  // A story a failed test left unfinished is not taken up by the next test's worker.
  await database.knex('generation_jobs').delete();
});

function worker({ format = 'json_schema' }: { format?: TextFormat } = {}): GenerationWorker {
  const server = { baseURL: fake.baseURL, apiKey: 'test-key' };
  return startGenerationWorker({
    db: database.knex,
    settings: loadSettings({ DATA_DIR: database.dataDir }),
    logger: createLogger('silent'),
    engine: createOpenAiEngine({
      text: { ...server, model: 'test-text', moderation: false, format },
      image: { ...server, model: 'gpt-image-1', size: '1024x1024', references: false },
      speech: { ...server, model: 'test-tts', voice: 'nova' },
    }),
    media: media(),
    mediaConcurrency: 3,
    pollIntervalMs: 20,
    retry: { attempts: 3, baseDelayMs: 5 },
  });
}

const order = async () => (await createStory(database.knex, { ...orderOf(NAME), plan: planFor(NAME) }, null)).id;

/** Waits for what `look` finds, within a bound (so a test that misses it ends, and its worker stops). */
async function until<T>(look: () => Promise<T | undefined | false>, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = await look();
    if (found) return found;
    if (Date.now() > deadline) throw new Error('not there in time');
    await sleep(10);
  }
}

/** Waits for `what`, failing with `missing` if it has not come within a generous bound. */
async function within<T>(what: Promise<T>, missing: string, ms = 10_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(missing)), ms);
  });
  try {
    return await Promise.race([what, late]);
  } finally {
    clearTimeout(timer);
  }
}

const scenesOf = (storyId: string) => database.knex('scenes').where({ storyId }).orderBy('sceneNumber');
const sceneOne = async (storyId: string) => (await scenesOf(storyId))[0];
const settled = (storyId: string) =>
  until(async () => {
    const row = await database.knex('stories').where({ id: storyId }).first();
    return ['completed', 'failed'].includes(row.generationStatus) && row;
  });
/** The story's files in the media folder, whole (a file being written is a temporary one until renamed). */
const filesOf = (storyId: string) => {
  const folder = path.join(mediaFolderOf(database.dataDir), storyId);
  return fs.existsSync(folder)
    ? fs
        .readdirSync(folder)
        .filter((file) => !file.endsWith('.tmp'))
        .sort()
    : [];
};
const promptOf = (sent: { body: string }) => JSON.parse(sent.body).prompt as string;
const openingPictures = () => fake.requestsTo('images').filter((sent) => promptOf(sent) === OPENING_PROMPT);

function expectNoNameSent() {
  expect(fake.requests.length).toBeGreaterThan(0);
  for (const sent of fake.requests) expect(sent.body.toLowerCase()).not.toContain(NAME.toLowerCase());
}

/** A story whose scene 1 has other words than the default draft's. */
const otherWords: StoryDraft = {
  ...defaultDraft,
  characterDescription: 'a child in a green scarf',
  scenes: defaultDraft.scenes.map((_, i) => ({
    text: `Again ${i + 1}: {{HERO}} waved.`,
    imagePrompt: `a second meadow, scene ${i + 1}`,
    pictureDescription: `{{HERO}} in the second story, scene ${i + 1}.`,
  })),
};

describe("scene 1's picture from the plan", () => {
  it('is asked for before any of the text has come, with no name, and the writer is told what it shows', async () => {
    fake.setMode('chat', 'hold-before-opening', { times: 1 });
    fake.setMode('images', 'hold-after-partials', { times: 1 });
    const id = await order();
    const w = worker();
    try {
      await within(fake.waitForRequests('images', 1), "scene 1's picture was not asked for while the text was held");
      await fake.waitForRequests('chat', 1);
      // Nothing of the text has come: no scene is stored, and the picture is drawn from the plan alone.
      expect(await scenesOf(id)).toEqual([]);
      expect(fake.requestsTo('chat')).toHaveLength(1);
      expect(promptOf(fake.requestsTo('images')[0])).toBe(OPENING_PROMPT);
      expect(fake.requestsTo('images')[0].body).not.toMatch(/zephyrine|\bpip\b/i);
      const writer = JSON.parse(fake.requestsTo('chat')[0].body).messages[1].content as string;
      expect(writer).toContain(`Scene 1's picture is drawn from this plan while you write. It shows: ${OPENING}`);

      // Both its partials come before scene 1 is stored: the newest is shown as soon as scene 1 is.
      const partials = await until(async () => {
        const stored = filesOf(id).filter((file) => file.includes('picture-partial'));
        return stored.length === 2 && stored;
      });
      expect(partials[1]).toMatch(/^scene-1-picture-partial-[0-9a-f]{8}-1\.png$/);
      fake.release('chat');
      const shown = await until(async () => (await sceneOne(id))?.partialImageKey && (await sceneOne(id)));
      expect(shown.partialImageKey).toBe(`${id}/${partials[1]}`);
      expect(shown.imageKey).toBeNull();

      fake.release('images');
      expect((await settled(id)).generationStatus).toBe('completed');
      const first = await sceneOne(id);
      expect(first.text).toBe('Scene 1: Zephyrine smiled at the fox.');
      expect(first.imageKey).toBe(`${id}/scene-1-picture.png`);
      expect(first.partialImageKey).toBeNull();
      // Stored with the plan's prompt and the plan's description of it, named, in the story's language.
      expect(first.imagePrompt).toBe(OPENING);
      expect(first.imageDescription).toBe('Zephyrine and her fox Pip are in a cosy bedroom as evening falls.');
      expect(openingPictures()).toHaveLength(1);
      expect(fake.requestsTo('images')).toHaveLength(5);
      expect(filesOf(id).filter((file) => file.includes('partial'))).toEqual([]);
      expectNoNameSent();
    } finally {
      await w.stop();
    }
  });

  it('is kept when the story written has other words than its opening (the repair round)', async () => {
    // The first answer opens the story, then comes back with four scenes: not the story's shape, so
    // it is asked for again and the second answer, with other words, is the story.
    fake.setMode('chat', 'hold-after-opening', { times: 1 });
    fake.setDraft({ ...defaultDraft, scenes: defaultDraft.scenes.slice(0, 4) });
    const id = await order();
    const w = worker({ format: 'json_object' });
    try {
      const drawn = await until(async () => {
        const first = await sceneOne(id);
        return first?.imageKey && first.audioKey && first;
      });
      expect(drawn.text).toBe('Scene 1: Zephyrine smiled at the fox.');
      fake.setDraft(otherWords);
      fake.release();
      expect((await settled(id)).generationStatus).toBe('completed');
      expect(fake.requestsTo('chat')).toHaveLength(2);
      const first = await sceneOne(id);
      expect(first.text).toBe('Again 1: Zephyrine waved.');
      // The picture is the plan's: drawn once, kept; the narration of the other words is made again.
      expect(first.imageKey).toBe(drawn.imageKey);
      expect(first.imagePrompt).toBe(OPENING);
      expect(openingPictures()).toHaveLength(1);
      expect(fake.requestsTo('images')).toHaveLength(5);
      const spoken = fake.requestsTo('speech').map((sent) => JSON.parse(sent.body).input as string);
      expect(spoken.filter((text) => text.startsWith('Scene 1:'))).toHaveLength(1);
      expect(spoken.filter((text) => text.startsWith('Again 1:'))).toHaveLength(1);
      expectNoNameSent();
    } finally {
      await w.stop();
    }
  });

  it('is kept through an attempt at the text that breaks off after its opening', async () => {
    fake.setMode('chat', 'stream-break', { times: 1 });
    const id = await order();
    const w = worker();
    try {
      await fake.waitForRequests('chat', 1);
      fake.setDraft(otherWords);
      expect((await settled(id)).generationStatus).toBe('completed');
      expect(fake.requestsTo('chat')).toHaveLength(2);
      expect((await sceneOne(id)).text).toBe('Again 1: Zephyrine waved.');
      expect((await sceneOne(id)).imageKey).toBe(`${id}/scene-1-picture.png`);
      expect(openingPictures()).toHaveLength(1);
      expect(fake.requestsTo('images')).toHaveLength(5);
    } finally {
      await w.stop();
    }
  });

  it('of a resumed story is not drawn again when its opening is written again with other words', async () => {
    const id = await order();
    // A worker died after scene 1 was stored from an opening and drawn from the plan; the rest was not written.
    await media().put(`${id}/scene-1-picture.png`, Buffer.from('the picture a dead worker kept'));
    await database.knex('scenes').insert({
      storyId: id,
      sceneNumber: 1,
      text: 'Words the model wrote the first time.',
      imagePrompt: OPENING,
      imageKey: `${id}/scene-1-picture.png`,
    });
    const w = worker();
    try {
      expect((await settled(id)).generationStatus).toBe('completed');
      const first = await sceneOne(id);
      expect(first.text).toBe('Scene 1: Zephyrine smiled at the fox.');
      expect(first.imageKey).toBe(`${id}/scene-1-picture.png`);
      expect((await media().get(first.imageKey))?.data.toString()).toBe('the picture a dead worker kept');
      expect(fake.requestsTo('images')).toHaveLength(4);
      expect(openingPictures()).toEqual([]);
    } finally {
      await w.stop();
    }
  });

  it('cut off by the worker stopping, writes nothing afterwards', async () => {
    fake.setMode('chat', 'hold-before-opening', { times: 1 });
    fake.setMode('images', 'hold-after-partials', { times: 1 });
    const id = await order();
    const w = worker();
    try {
      await within(fake.waitForRequests('images', 1), "scene 1's picture was not asked for while the text was held");
      await until(async () => filesOf(id).some((file) => file.includes('picture-partial')));
    } finally {
      await w.stop();
    }
    const files = filesOf(id);
    // The server would answer now; nobody listens any more.
    fake.release();
    await sleep(1000);
    expect(filesOf(id)).toEqual(files);
    expect(files.filter((file) => !file.includes('picture-partial'))).toEqual([]);
    expect(await scenesOf(id)).toEqual([]);
    const story = await database.knex('stories').where({ id }).first();
    expect(story.generationStatus).toBe('creating_story');
    expect(fake.requestsTo('images')).toHaveLength(1);
  });
});
