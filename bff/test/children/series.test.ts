import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StoryBrief, StoryEngine, WrittenStory } from '../../src/generation/engine.ts';
import { drawScene } from '../../src/generation/offline/illustrate.ts';
import { planStory } from '../../src/generation/offline/story-plan.ts';
import { writeOfflineStory } from '../../src/generation/offline/write-story.ts';
import { runStoryPipeline } from '../../src/generation/pipeline.ts';
import { createLogger } from '../../src/logger.ts';
import { mediaStoreFor } from '../../src/services/media-store.ts';
import { createAccount, signedIn } from '../admin/admin-fixtures.ts';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.ts';

// A child profile's series: five "next episode" stories written by the offline storyteller. Each
// carries its number and the series' title, opens (from the second on) with a line about the last
// episode, repeats no plot, title or setting-and-plot pair of the earlier ones, and draws the same
// hero with the same companion, also when the profile leaves the colours and the companion open.

let app: TestApp;
let parent: TestClient;
const logger = createLogger('silent');
const briefs: StoryBrief[] = [];
/** What the engine wrote for each brief, to draw its pictures again with the offline illustrator. */
const written = new Map<StoryBrief, WrittenStory>();

/** The offline storyteller's text; pictures and narration faked (only the text and the hero matter here). */
const engine: StoryEngine = {
  name: 'offline-text',
  runsLocally: true,
  async writeStory(brief) {
    briefs.push(brief);
    const story = writeOfflineStory(brief);
    written.set(brief, story);
    return story;
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

// As Tonight's story writes it for a profile with a companion (mf-story's profile-draft.ts).
const IDA_DESCRIPTION = 'Ida has curly red hair. She wears glasses. Ida has a dog called Pepper.';

const episodeRequest = (childId: string, language: 'en' | 'de' = 'en', personalization = IDA_DESCRIPTION) => ({
  audience: 'child',
  storyType: 'classic',
  language,
  childId,
  series: true,
  recipientDetails: {
    name: 'Ida',
    age: 5,
    personalization,
  },
});

async function writtenEpisode(childId: string, personalization?: string) {
  const made = await parent.post('/api/stories', episodeRequest(childId, 'en', personalization));
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
  const row = await app.db.knex('stories').where({ id: made.body.id }).first();
  const brief = briefs.at(-1)!;
  const place = planStory(brief).facts.place;
  // Every picture drawn again by the offline illustrator, for the hero's and the companion's drawing.
  const drawings = written.get(brief)!.scenes.map((_, i) => drawScene(brief, i + 1, written.get(brief)).drawing);
  return {
    story,
    plot: row.plot as string,
    setting: place.typed ?? place.landscape,
    // The hero as every picture prompt describes them (the job forgets it once the story is done).
    look: written.get(brief)!.characterDescription,
    drawings,
  };
}

type Episode = Awaited<ReturnType<typeof writtenEpisode>>;

/** The same hero and companion in every picture of every episode: drawn from the same parameters. */
function expectSameHeroAndCompanion(episodes: Episode[]) {
  const pictures = episodes.flatMap((e) => e.drawings);
  // Pyjamas at home, day clothes outdoors: everything else about the hero is the same in every picture.
  const heroes = pictures.map(({ hero: { clothes: _, ...hero } }) => JSON.stringify(hero));
  expect(new Set(heroes).size).toBe(1);
  const bedtime = pictures.filter((d) => d.hero.clothes === 'pyjamas').map((d) => JSON.stringify(d.hero));
  expect(bedtime.length).toBeGreaterThanOrEqual(5);
  expect(new Set(bedtime).size).toBe(1);
  expect(new Set(pictures.map((d) => d.species[0])).size).toBe(1);
  // The picture prompt's hero (look, colours and the companion by name) is one and the same.
  expect(new Set(episodes.map((e) => e.look)).size).toBe(1);
}

/** Episodes 2 to 5 open with a line about the one before; none repeats a plot, title or setting-and-plot pair. */
function expectRecapsAndNoRepeats(episodes: Episode[]) {
  expect(episodes[0].story.scenes[0].text.startsWith('Last time')).toBe(false);
  for (let i = 1; i < episodes.length; i += 1) {
    const before = episodes[i - 1].story;
    expect(episodes[i].story.scenes[0].text.startsWith(`Last time, in "${before.title}": `)).toBe(true);
  }
  expect(new Set(episodes.map((e) => e.plot)).size).toBe(episodes.length);
  expect(new Set(episodes.map((e) => e.story.title)).size).toBe(episodes.length);
  expect(new Set(episodes.map((e) => `${e.setting}|${e.plot}`)).size).toBe(episodes.length);
}

describe("a profile's series", () => {
  it('numbers five episodes, opens each with a recap of the last, repeats no plot or title and keeps the hero', async () => {
    const { body: profile } = await parent.post('/api/children', { name: 'Ida', age: 5, pronoun: 'she' });
    const episodes = [];
    for (let i = 0; i < 5; i += 1) episodes.push(await writtenEpisode(profile.id));

    expect(episodes.map((e) => e.story.series)).toEqual(
      [1, 2, 3, 4, 5].map((episode) => ({ episode, title: 'The Adventures of Ida' })),
    );
    expectRecapsAndNoRepeats(episodes);
    expectSameHeroAndCompanion(episodes);
    expect(episodes[0].look).toContain('curly red hair and glasses');
    // The same companion in every episode: the profile's dog Pepper.
    for (const { story } of episodes)
      expect(story.scenes.map((s: { text: string }) => s.text).join(' ')).toContain('Pepper');
    // The recap is added after the engine wrote the text: no engine was told it.
    expect(JSON.stringify(briefs)).not.toContain('Last time');
    const mine = (await parent.get('/api/stories/user')).body as { series?: { episode: number } }[];
    expect(mine.map((s) => s.series?.episode)).toEqual([5, 4, 3, 2, 1]);
  });

  it('keeps the hero and a companion the profile left open the same in five episodes', async () => {
    // No favourite colour, animal or companion: the storyteller chooses them, once for the profile.
    const { body: profile } = await parent.post('/api/children', { name: 'Ida', age: 5, pronoun: 'she' });
    const episodes = [];
    for (let i = 0; i < 5; i += 1) episodes.push(await writtenEpisode(profile.id, 'Ida has short hair.'));

    expectRecapsAndNoRepeats(episodes);
    expectSameHeroAndCompanion(episodes);
    const companion = /named (\S+)/.exec(episodes[0].look)![1];
    for (const { story } of episodes)
      expect(story.scenes.map((s: { text: string }) => s.text).join(' ')).toContain(companion);
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
