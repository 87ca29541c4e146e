import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StoryBrief, StoryEngine, WrittenStory } from '../../src/generation/engine.ts';
import { translate, type Language } from '@dreamweaver/contracts';
import { tellStory } from '@dreamweaver/storyteller';
import { writeOfflineStory } from '../../src/generation/offline/offline-engine.ts';
import { runStoryPipeline } from '../../src/generation/pipeline.ts';
import { createLogger } from '../../src/logger.ts';
import { mediaStoreFor } from '../../src/services/media-store.ts';
import { createAccount, signedIn } from '../admin/admin-fixtures.ts';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.ts';

// A child profile's series: five "next episode" stories written by the offline storyteller. Each
// carries its number and the series' title, opens (from the second on) with the storyteller's recap
// of the last episode, repeats no arc or title of the earlier ones, and draws the same hero with the
// same companion (one plan's hero and companion), also when the profile leaves the companion open,
// and whichever language an episode is in: the companion's name is the profile's, or the first episode's.

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

async function writtenEpisode(childId: string, personalization?: string, language: 'en' | 'de' = 'en') {
  const made = await parent.post('/api/stories', episodeRequest(childId, language, personalization));
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
  const plan = brief.plan!;
  // Whether the first scene told last time's recap: the storyteller records which slot it used where.
  const told = tellStory(plan, {
    seed: brief.variety!.seed,
    recentTitles: brief.variety!.recentTitles,
    earlier: brief.earlier,
  });
  return {
    story,
    plan,
    plot: row.plot as string,
    recapInFirstScene: told.uses.some((use) => use.scene === 0 && use.slot === 'series'),
    // The hero as every picture prompt describes them (the job forgets it once the story is done).
    look: written.get(brief)!.characterDescription,
  };
}

type Episode = Awaited<ReturnType<typeof writtenEpisode>>;

/** The same hero and companion in every picture of every episode: drawn from the same plan. */
function expectSameHeroAndCompanion(episodes: Episode[]) {
  const { name: _, ...hero } = episodes[0].plan.hero;
  for (const { plan } of episodes) {
    expect(plan.hero).toEqual({ ...hero, name: plan.hero.name });
    expect(plan.companion).toEqual(episodes[0].plan.companion);
  }
  // The picture prompt's hero (look and companion) is one and the same.
  expect(new Set(episodes.map((e) => e.look)).size).toBe(1);
}

/** Episodes 2 to 5 open with the recap of the one before; none repeats an arc or a title. */
function expectRecapsAndNoRepeats(episodes: Episode[]) {
  expect(episodes[0].plan.series?.previous ?? null).toBeNull();
  expect(episodes[0].recapInFirstScene).toBe(false);
  for (let i = 1; i < episodes.length; i += 1) {
    expect(episodes[i].plan.series?.previous?.arc).toBe(episodes[i - 1].plot);
    expect(episodes[i].recapInFirstScene).toBe(true);
  }
  expect(new Set(episodes.map((e) => e.plot)).size).toBe(episodes.length);
  expect(new Set(episodes.map((e) => e.story.title)).size).toBe(episodes.length);
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
    expect(episodes[0].look).toContain('curly red hair');
    expect(episodes[0].plan.hero.aids).toContain('glasses');
    // The profile's dog Pepper is in every episode's plan and story.
    for (const { story, plan } of episodes) {
      expect([plan.companion.name, ...plan.pets.map((pet) => pet.name)]).toContain('Pepper');
      expect(story.scenes.map((s: { text: string }) => s.text).join(' ')).toContain('Pepper');
    }
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
    const companion = episodes[0].plan.companion.name;
    for (const { story } of episodes)
      expect(story.scenes.map((s: { text: string }) => s.text).join(' ')).toContain(companion);
  });

  // As Tonight's story writes a profile's companion, in the language of the page (profile-draft.ts).
  const companionSentence = (language: Language, { name, kind }: { name: string; kind?: string }) =>
    kind
      ? translate(language, 'children.draft.companion', { name: 'Ida', kind, companion: name })
      : translate(language, 'children.draft.companionNoKind', { name: 'Ida', companion: name });
  const DOG = { kind: 'dog', toy: false, own: true };

  // Biscuit is a word of the German lexicon (a food), so German words alone never read it as a name.
  it.each([
    ['English', 'German', ['en', 'en', 'de'], { name: 'Biscuit', kind: 'dog' }, DOG],
    ['German', 'English', ['de', 'de', 'en'], { name: 'Biscuit', kind: 'Hund' }, DOG],
    ['English', 'German', ['en', 'en', 'de'], { name: 'Momo' }, { kind: 'bear', toy: true, own: true }],
  ] as const)(
    "keeps the profile's companion's name when episodes 1-2 are %s and 3 is %s (%#)",
    async (_, __, languages, companion, is) => {
      const { body: profile } = await parent.post('/api/children', { name: 'Ida', age: 5, companions: [companion] });
      const episodes = [];
      for (const language of languages) {
        episodes.push(await writtenEpisode(profile.id, companionSentence(language, companion), language));
      }
      for (const [i, { plan, story }] of episodes.entries()) {
        expect(plan.language).toBe(languages[i]);
        expect(plan.companion).toEqual({ name: companion.name, ...is });
        expect(story.scenes.map((s: { text: string }) => s.text).join(' ')).toContain(companion.name);
      }
    },
  );

  it('keeps the companion the first episode chose, whichever language the next ones are in', async () => {
    for (const languages of [
      ['en', 'en', 'de'],
      ['de', 'de', 'en'],
    ] as const) {
      const { body: profile } = await parent.post('/api/children', { name: 'Ida', age: 5 });
      const episodes = [];
      for (const language of languages)
        episodes.push(await writtenEpisode(profile.id, 'Ida has short hair.', language));
      const companion = episodes[0].plan.companion;
      for (const { plan, story } of episodes) {
        expect(plan.companion).toEqual(companion);
        expect(story.scenes.map((s: { text: string }) => s.text).join(' ')).toContain(companion.name);
      }
    }
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
