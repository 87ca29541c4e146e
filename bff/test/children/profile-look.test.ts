import { PYJAMAS, type Language } from '@dreamweaver/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoryEngine } from '../../src/generation/engine.ts';
import { illustrateOfflineScene, writeOfflineStory } from '../../src/generation/offline/offline-engine.ts';
import { runStoryPipeline } from '../../src/generation/pipeline.ts';
import { createLogger } from '../../src/logger.ts';
import { mediaStoreFor } from '../../src/services/media-store.ts';
import { createAccount, signedIn } from '../admin/admin-fixtures.ts';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.ts';

// A story made from a child's profile wears the profile's pyjamas: the pattern the parent chose is
// a fact of the plan (not of the description's sentences, which may say nothing of it), and the
// offline illustrator draws it on the hero in the bedroom, each pattern its own, plain piping when
// none was chosen.

let app: TestApp;
let parent: TestClient;

/** The offline storyteller's text and pictures; the narration faked (only the pictures matter here). */
const engine: StoryEngine = {
  name: 'offline-pictures',
  runsLocally: true,
  async writeStory(brief) {
    return writeOfflineStory(brief);
  },
  async illustrateScene({ brief, story, sceneNumber }) {
    return illustrateOfflineScene(brief, sceneNumber, story);
  },
  async narrateScene() {
    return { contentType: 'audio/wav', extension: 'wav', data: Buffer.from('RIFF') };
  },
};

beforeAll(async () => {
  app = await startTestApp();
  await createAccount(app, 'pyjamas-parent');
  parent = await signedIn(app, 'pyjamas-parent');
});
afterAll(() => app?.close());

/** The hero's own figure in an SVG: from its group up to the next figure's. */
function heroOf(svg: string): string {
  const start = svg.indexOf('<g data-cast="hero"');
  expect(start).toBeGreaterThan(-1);
  const next = svg.slice(start + 1).search(/<g data-(?:cast|sibling|species)=/);
  return next < 0 ? svg.slice(start) : svg.slice(start, start + 1 + next);
}

/** A story made from the profile, through the API and the pipeline; its pictures the API serves. */
async function pictures(childId: string, language: Language): Promise<string[]> {
  await app.db.knex('rate_limits').where('key', 'like', 'stories:%').delete();
  const made = await parent.post('/api/stories', {
    audience: 'child',
    storyType: 'classic',
    language,
    childId,
    recipientDetails: {
      name: 'Ida',
      age: 5,
      personalization: language === 'en' ? 'Ida loves the sea.' : 'Ida liebt das Meer.',
    },
  });
  expect(made.status).toBe(201);
  await runStoryPipeline(made.body.id, {
    db: app.db.knex,
    engine,
    media: mediaStoreFor(app.db.dataDir),
    logger: createLogger('silent'),
    concurrency: 1,
    retry: { attempts: 1, baseDelayMs: 1 },
  });
  const story = (await parent.get(`/api/stories/${made.body.id}`)).body;
  expect(story.generationStatus).toBe('completed');
  // An unpaid story shows its first scene (the bedroom, at nightfall); the others are locked.
  const shown = story.scenes.filter((scene: { imageUrl: string | null }) => scene.imageUrl !== null);
  expect(shown.length).toBeGreaterThan(0);
  return Promise.all(shown.map(async (scene: { imageUrl: string }) => (await parent.get(scene.imageUrl)).text));
}

describe("a profile's pyjamas", () => {
  it.each([...PYJAMAS, null].map((pyjamas, i) => [pyjamas, i % 2 === 0 ? 'en' : 'de'] as const))(
    'are drawn on the hero: %s, in a story in %s',
    async (pyjamas, language) => {
      const { body: profile } = await parent.post('/api/children', { name: 'Ida', age: 5, look: { pyjamas } });
      const svgs = await pictures(profile.id, language);
      // The hero in pyjamas: awake at home, at the start or the end of the night.
      const inPyjamas = svgs.map(heroOf).filter((hero) => hero.includes('data-part="pyjamas-'));
      expect(inPyjamas.length).toBeGreaterThan(0);
      for (const hero of inPyjamas) {
        const patterns = [...hero.matchAll(/data-part="pyjamas-([a-z]+)"/g)].map((m) => m[1]);
        expect(new Set(patterns)).toEqual(new Set([pyjamas ?? 'plain']));
      }
    },
  );
});
