import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CreateStoryRequest } from '@dreamweaver/contracts';
import { createOpenAiEngine } from '../../src/generation/openai/openai-engine.ts';
import { startGenerationWorker, type GenerationWorker } from '../../src/generation/worker.ts';
import { createLogger } from '../../src/logger.ts';
import { mediaStoreFor } from '../../src/services/media-store.ts';
import { createStory } from '../../src/services/story-service.ts';
import { loadSettings } from '../../src/settings.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { defaultDraft, startFakeOpenAiServer, type FakeOpenAiServer, type StoryDraft } from './fake-openai-server.ts';
import { deathPlan, seriesPlan } from './plan-fixtures.ts';

// The pipeline with the OpenAI engine against a local fake server: the story's text is streamed,
// scene 1 is stored, drawn and narrated as soon as it is written, and the other scenes are stored only whole.

let database: TestDatabase;
let fake: FakeOpenAiServer;
const media = () => mediaStoreFor(database.dataDir);
const request: CreateStoryRequest = {
  audience: 'child',
  storyType: 'custom',
  language: 'en',
  recipientDetails: { name: 'Zephyrine', favoriteAnimal: 'fox', personalization: 'Zephyrine loves meadows' },
};

beforeAll(async () => {
  database = await createTestDatabase();
  fake = await startFakeOpenAiServer();
});
afterAll(async () => {
  await fake.close();
  await database.close();
});
beforeEach(() => fake.reset());

function worker(): GenerationWorker {
  const server = { baseURL: fake.baseURL, apiKey: 'test-key' };
  return startGenerationWorker({
    db: database.knex,
    settings: loadSettings({ DATA_DIR: database.dataDir }),
    logger: createLogger('silent'),
    engine: createOpenAiEngine({
      text: { ...server, model: 'test-text', moderation: true },
      image: { ...server, model: 'gpt-image-1', size: '1024x1024' },
      speech: { ...server, model: 'test-tts', voice: 'nova' },
    }),
    media: media(),
    mediaConcurrency: 3,
    pollIntervalMs: 20,
    retry: { attempts: 3, baseDelayMs: 5 },
  });
}

async function until<T>(look: () => Promise<T | undefined>): Promise<T> {
  for (;;) {
    const found = await look();
    if (found !== undefined) return found;
    await sleep(10);
  }
}

const settled = (storyId: string) =>
  until(async () => {
    const row = await database.knex('stories').where({ id: storyId }).first();
    return ['completed', 'failed'].includes(row.generationStatus) ? row : undefined;
  });

const scenesOf = (storyId: string) => database.knex('scenes').where({ storyId }).orderBy('sceneNumber');

function expectNoNameSent() {
  expect(fake.requests.length).toBeGreaterThan(0);
  for (const sent of fake.requests) expect(sent.body.toLowerCase()).not.toContain('zephyrine');
}

describe('pipeline with a streamed story text', () => {
  it('stores scene 1 with its picture before the text stream ends; the other scenes are stored whole', async () => {
    fake.setMode('chat', 'hold-after-opening', { times: 1 });
    const { id } = await createStory(database.knex, request, null);
    const w = worker();
    try {
      await fake.waitForRequests('images', 1);
      const pictureKey = `${id}/scene-1-picture.png`;
      await until(async () => ((await scenesOf(id))[0]?.imageKey ? true : undefined));
      // The stream is still open: only scene 1 is stored, from the opening, with its picture (the
      // child may read it); the rest is stored whole.
      expect((await scenesOf(id)).map((scene) => [scene.sceneNumber, scene.text, scene.imageKey])).toEqual([
        [1, 'Scene 1: Zephyrine smiled at the fox.', pictureKey],
      ]);
      expect(await media().get(pictureKey)).toBeDefined();
      expect((await database.knex('stories').where({ id }).first()).title).toBeTruthy();
      // Scene 1's picture, drawn from the plan, went beside the text; the moderation came before the text.
      const textRequests = fake.requests.map((r) => r.path).filter((path) => path !== '/v1/images/generations');
      expect(textRequests.slice(0, 2)).toEqual(['/v1/moderations', '/v1/chat/completions']);
      fake.release();
      const story = await settled(id);
      expect(story.generationStatus).toBe('completed');
      const scenes = await scenesOf(id);
      expect(scenes).toHaveLength(5);
      expect(scenes[0].imageKey).toBe(pictureKey);
      expect(scenes[0].text).toBe('Scene 1: Zephyrine smiled at the fox.');
      // Scene 1's picture is the plan's (first-picture.ts): stored with the plan's prompt and description.
      expect(scenes[0].imagePrompt).toMatch(/^A child .* and a small fox are in /);
      expect(scenes[0].imageDescription).toMatch(/^Zephyrine and (?:her|his|their) fox /);
      expect(scenes[1].imageDescription).toBe('Zephyrine in the picture of scene 2.');
      // Scene 1 is drawn once: its early picture is the one kept.
      expect(fake.requestsTo('images')).toHaveLength(5);
      expectNoNameSent();
    } finally {
      await w.stop();
    }
  });

  it.each(['stream-break', 'stream-malformed'] as const)(
    "a stream that ends in %s after scene 1 is written again whole; scene 1's picture, the plan's, is kept",
    async (mode) => {
      fake.setMode('chat', mode, { times: 1 });
      const second: StoryDraft = {
        ...defaultDraft,
        characterDescription: 'a child in a green scarf',
        scenes: defaultDraft.scenes.map((_, i) => ({
          text: `Again ${i + 1}: {{HERO}} waved.`,
          imagePrompt: `a second meadow, scene ${i + 1}`,
          pictureDescription: `{{HERO}} in the second story, scene ${i + 1}.`,
        })),
      };
      const { id } = await createStory(database.knex, request, null);
      const w = worker();
      try {
        await fake.waitForRequests('chat', 1);
        fake.setDraft(second);
        const story = await settled(id);
        expect(story.generationStatus).toBe('completed');
        const scenes = await scenesOf(id);
        expect(scenes.map((scene) => scene.text)).toEqual(
          second.scenes.map((_, i) => `Again ${i + 1}: Zephyrine waved.`),
        );
        expect(scenes[1].imageDescription).toBe('Zephyrine in the second story, scene 2.');
        expect(fake.requestsTo('chat')).toHaveLength(2);
        // Scene 1 was drawn once, from the plan; every other scene from the second story's words.
        const prompts = fake.requestsTo('images').map((sent) => JSON.parse(sent.body).prompt as string);
        expect(prompts).toHaveLength(5);
        expect(prompts.filter((prompt) => !prompt.includes('As this story describes them'))).toHaveLength(1);
        expect(prompts.filter((prompt) => /green scarf[\s\S]*a second meadow, scene [2-5]$/.test(prompt))).toHaveLength(
          4,
        );
        expectNoNameSent();
      } finally {
        await w.stop();
      }
    },
  );

  it('a story ordered with a plan is written from it: care in the streamed request, nobody remembered drawn', async () => {
    fake.setDraft({
      ...defaultDraft,
      scenes: defaultDraft.scenes.map((scene, i) => ({
        ...scene,
        imagePrompt: i === 0 ? "{{HERO}} on Grandpa Joe's lap" : scene.imagePrompt,
      })),
    });
    const { id } = await createStory(database.knex, { ...request, plan: deathPlan('Zephyrine') }, null);
    const w = worker();
    try {
      expect((await settled(id)).generationStatus).toBe('completed');
      const chat = JSON.parse(fake.requestsTo('chat')[0].body);
      expect(chat.stream).toBe(true);
      expect(chat.messages[0].content).toContain('Care guidance:');
      expect(chat.messages[0].content).not.toMatch(/nothing scary or sad/i);
      expect(chat.messages[1].content).toContain('- Remembered: the hero\'s grandpa, called "Grandpa Joe", who died.');
      const scenes = await scenesOf(id);
      expect(scenes[0].imagePrompt).not.toMatch(/grandpa|joe/i);
      for (const sent of fake.requestsTo('images')) expect(sent.body).not.toMatch(/grandpa|joe/i);
      expectNoNameSent();
    } finally {
      await w.stop();
    }
  });

  it("a series episode whose plan knows the last one opens with the model's recap, not with a second one", async () => {
    const { id } = await createStory(database.knex, request, null);
    await database
      .knex('stories')
      .where({ id })
      .update({ recap: 'Last time, in "The Shell": a stored recap.', plan: JSON.stringify(seriesPlan('Zephyrine')) });
    const w = worker();
    try {
      expect((await settled(id)).generationStatus).toBe('completed');
      expect(JSON.parse(fake.requestsTo('chat')[0].body).messages[1].content).toMatch(
        /short recap of the last episode/,
      );
      expect((await scenesOf(id))[0].text).toBe('Scene 1: Zephyrine smiled at the fox.');
    } finally {
      await w.stop();
    }
  });
});
