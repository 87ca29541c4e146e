import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StoryBrief, StoryEngine } from '../../src/generation/engine.ts';
import { writeOfflineStory } from '../../src/generation/offline/write-story.ts';
import { runStoryPipeline } from '../../src/generation/pipeline.ts';
import { createLogger } from '../../src/logger.ts';
import { mediaStoreFor } from '../../src/services/media-store.ts';
import { createAccount, signedIn } from '../admin/admin-fixtures.ts';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.ts';

// A child profile's series: five "next episode" stories written by the offline storyteller. Each
// carries its number and the series' title, opens (from the second on) with a line about the last
// episode, repeats no plot or title of the earlier ones, and draws the same hero.

let app: TestApp;
let parent: TestClient;
const logger = createLogger('silent');
const briefs: StoryBrief[] = [];

/** The offline storyteller's text; pictures and narration faked (only the text and the hero matter here). */
const engine: StoryEngine = {
  name: 'offline-text',
  runsLocally: true,
  async writeStory(brief) {
    briefs.push(brief);
    return writeOfflineStory(brief);
  },
  async illustrateScene({ sceneNumber }) {
    return {
      contentType: 'image/svg+xml',
      extension: 'svg',
      data: Buffer.from(`<svg><title>${sceneNumber}</title></svg>`),
    };
  },
  async narrateScene() {
    return { contentType: 'audio/wav', extension: 'wav', data: Buffer.from('RIFF') };
  },
};

beforeAll(async () => {
  app = await startTestApp();
  await createAccount(app, 'series-parent');
  parent = await signedIn(app, 'series-parent');
});
afterAll(() => app?.close());
beforeEach(() => app.db.knex('rate_limits').where('key', 'like', 'stories:addr:%').delete());

const episodeRequest = (childId: string, language: 'en' | 'de' = 'en') => ({
  audience: 'child',
  storyType: 'classic',
  language,
  childId,
  series: true,
  recipientDetails: {
    name: 'Ida',
    age: 5,
    // As Tonight's story writes it for a profile with a companion (mf-story's profile-draft.ts).
    personalization: 'Ida has curly red hair. She wears glasses. Ida has a dog called Pepper.',
  },
});

async function writtenEpisode(childId: string) {
  const made = await parent.post('/api/stories', episodeRequest(childId));
  expect(made.status).toBe(201);
  await runStoryPipeline(made.body.id, {
    db: app.db.knex,
    engine,
    media: mediaStoreFor(app.db.dataDir),
    logger,
    concurrency: 1,
    retry: { attempts: 1, baseDelayMs: 1 },
  });
  const story = (await parent.get(`/api/stories/${made.body.id}`)).body;
  const job = await app.db.knex('generation_jobs').where({ story_id: made.body.id }).first();
  const row = await app.db.knex('stories').where({ id: made.body.id }).first();
  return { story, plot: row.plot as string, look: job.character_description as string };
}

describe("a profile's series", () => {
  it('numbers five episodes, opens each with a recap of the last, repeats no plot or title and keeps the hero', async () => {
    const { body: profile } = await parent.post('/api/children', { name: 'Ida', age: 5, pronoun: 'she' });
    const episodes = [];
    for (let i = 0; i < 5; i += 1) episodes.push(await writtenEpisode(profile.id));

    expect(episodes.map((e) => e.story.series)).toEqual(
      [1, 2, 3, 4, 5].map((episode) => ({ episode, title: 'The Adventures of Ida' })),
    );
    expect(episodes[0].story.scenes[0].text.startsWith('Last time')).toBe(false);
    for (let i = 1; i < 5; i += 1) {
      const before = episodes[i - 1].story;
      expect(episodes[i].story.scenes[0].text.startsWith(`Last time, in "${before.title}": `)).toBe(true);
    }
    expect(new Set(episodes.map((e) => e.plot)).size).toBe(5);
    expect(new Set(episodes.map((e) => e.story.title)).size).toBe(5);
    expect(new Set(episodes.map((e) => e.look)).size).toBe(1);
    // The same companion in every episode: the profile's dog Pepper.
    for (const { story } of episodes)
      expect(story.scenes.map((s: { text: string }) => s.text).join(' ')).toContain('Pepper');
    // The recap is added after the engine wrote the text: no engine was told it.
    expect(JSON.stringify(briefs)).not.toContain('Last time');
    const mine = (await parent.get('/api/stories/user')).body as { series?: { episode: number } }[];
    expect(mine.map((s) => s.series?.episode)).toEqual([5, 4, 3, 2, 1]);
  });

  it('is German in a German story, and needs a profile', async () => {
    const { body: profile } = await parent.post('/api/children', { name: 'Noor' });
    const made = await parent.post('/api/stories', episodeRequest(profile.id, 'de'));
    expect(made.body.series).toEqual({ episode: 1, title: 'Die Abenteuer von Noor' });
    const { childId: _, ...withoutProfile } = episodeRequest(profile.id);
    const refused = await parent.post('/api/stories', withoutProfile);
    expect(refused).toMatchObject({
      status: 400,
      body: { message: "A series continues a child's profile: choose the profile first." },
    });
  });
});
