import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_PREVIEW_SCENES, type CreateStoryRequest } from '@dreamweaver/contracts';
import type { StoryEngine } from '../../src/generation/engine.ts';
import { createOfflineEngine } from '../../src/generation/offline/offline-engine.ts';
import { startGenerationWorker } from '../../src/generation/worker.ts';
import { createLogger } from '../../src/logger.ts';
import { mediaStoreFor } from '../../src/services/media-store.ts';
import { createStory, getStory } from '../../src/services/story-service.ts';
import { loadSettings } from '../../src/settings.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { toneWav } from './fake-audio.ts';
import { PNG_BYTES } from './fake-openai-server.ts';

// The pipeline keeps each picture's description with its scene (scenes.image_description), and
// the story's JSON gives it to the viewer for the unlocked scenes only, as their alt text.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** The offline writer and illustrator, with a tone for narration (speaking is not what is tested). */
function offlineWithTone(): StoryEngine {
  const offline = createOfflineEngine();
  return {
    ...offline,
    async narrateScene({ text }) {
      return { contentType: 'audio/wav', extension: 'wav', data: toneWav(text) };
    },
  };
}

async function makeStory(language: 'en' | 'de', name: string, engine = offlineWithTone()): Promise<string> {
  const request: CreateStoryRequest = {
    audience: 'child',
    storyType: 'classic',
    language,
    recipientDetails: { name, age: 5, favoriteAnimal: language === 'de' ? 'Fuchs' : 'fox' },
  };
  const { id } = await createStory(database.knex, request, null);
  const worker = startGenerationWorker({
    db: database.knex,
    settings: loadSettings({ DATA_DIR: database.dataDir }),
    logger: createLogger('silent'),
    engine,
    media: mediaStoreFor(database.dataDir),
    pollIntervalMs: 20,
  });
  try {
    const deadline = Date.now() + 120_000;
    for (;;) {
      const row = await database.knex('stories').where({ id }).first();
      if (row.generationStatus === 'completed' || row.generationStatus === 'failed') {
        expect(row.generationStatus).toBe('completed');
        break;
      }
      if (Date.now() > deadline) throw new Error(`story stayed ${row.generationStatus}`);
      await sleep(50);
    }
  } finally {
    await worker.stop();
  }
  return id;
}

describe('picture descriptions kept with the scenes', () => {
  it.each([
    ['en', 'Mia', / and (?:her|his|their) fox /],
    ['de', 'Jörg', / und (?:ihr|sein|der) Fuchs /],
  ] as const)('are stored for every picture and given for the unlocked scenes (%s)', async (language, name, words) => {
    const id = await makeStory(language, name);
    const rows = await database
      .knex('scenes')
      .select('sceneNumber', 'imageKey', 'imageDescription')
      .where({ storyId: id })
      .orderBy('sceneNumber');
    expect(rows.length).toBeGreaterThan(3);
    for (const row of rows) {
      expect(row.imageKey).toBeTruthy();
      expect(row.imageDescription).toContain(name);
      expect(row.imageDescription).toMatch(/\.$/);
    }
    expect(rows.some((row) => words.test(row.imageDescription))).toBe(true);

    const story = await getStory(database.knex, id);
    for (const scene of story.scenes) {
      if (scene.sceneNumber <= FREE_PREVIEW_SCENES) expect(scene.imageDescription).toBe(rows[0].imageDescription);
      else expect(scene.imageDescription).toBeUndefined();
    }
    await database.knex('stories').where({ id }).update({ isPaid: true });
    const paid = await getStory(database.knex, id);
    expect(paid.scenes.map((scene) => scene.imageDescription)).toEqual(rows.map((row) => row.imageDescription));

    // A picture made before descriptions were kept has none: the viewer falls back to "Illustration for scene N".
    await database.knex('scenes').where({ storyId: id }).update({ imageDescription: null });
    expect((await getStory(database.knex, id)).scenes.every((scene) => !('imageDescription' in scene))).toBe(true);
  });

  it('from a writer on an AI server are its own words in the story language, with the name put back here (de)', async () => {
    const seen: string[] = [];
    const remote: StoryEngine = {
      ...offlineWithTone(),
      name: 'remote',
      runsLocally: false,
      async writeStory(brief) {
        seen.push(JSON.stringify(brief));
        return {
          title: '{{HERO}}s Wiese',
          summary: '{{HERO}} schläft ein.',
          characterDescription: 'ein Kind im gelben Schlafanzug',
          scenes: Array.from({ length: 5 }, (_, i) => ({
            text: `{{HERO}} und der Fuchs gähnten (${i + 1}).`,
            imagePrompt: `the hero and a fox in a meadow ${i + 1}`,
            pictureDescription: `{{HERO}}s Fuchs schläft auf der Wiese (${i + 1})`,
          })),
        };
      },
      async illustrateScene(input) {
        seen.push(JSON.stringify(input));
        return { contentType: 'image/png', extension: 'png', data: PNG_BYTES, description: 'the hero' };
      },
    };
    const id = await makeStory('de', 'Lotte', remote);
    const rows = await database.knex('scenes').select('imageDescription').where({ storyId: id }).orderBy('sceneNumber');
    expect(rows.map((row) => row.imageDescription)).toEqual(
      Array.from({ length: 5 }, (_, i) => `Lottes Fuchs schläft auf der Wiese (${i + 1}).`),
    );
    for (const request of seen) expect(request).not.toMatch(/lotte/i);
  });
});
