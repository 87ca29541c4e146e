import type { Language } from '@dreamweaver/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { composeEngine, createStoryEngine } from '../../src/generation/create-engine.ts';
import type { StoryBrief, StoryEngine, WrittenStory } from '../../src/generation/engine.ts';
import { loadSettings } from '../../src/settings.ts';
import { withNamePrivacy } from '../../src/generation/name-privacy.ts';
import { createOpenAiEngine } from '../../src/generation/openai/openai-engine.ts';
import { spokenTextWithoutName, withoutName } from '../../src/generation/without-name.ts';
import { startFakeOpenAiServer, type FakeOpenAiServer, type StoryDraft } from './fake-openai-server.ts';

// Property: whatever the children are called (the hero and one or two brothers and sisters) and
// however the parent wrote the names (inflected in English or German, upper or lower case, with or
// without diacritics, one part of several), no form of any part of any of them is in any raw
// request body an AI server receives, wherever the names were written (the free text, the
// profile's story bible, the earlier episodes' summaries).
//
// What counts as a form (the definition the engine promises, name-forms.ts):
// - a part of 3+ letters: any word that begins with it;
// - a part of 2 letters: the part alone or with an inflection (s, es, ns, ens, n, chen, lein);
// compared case-insensitively and without diacritics (Zoë = Zoe, Jürgen = Jurgen = Juergen).
// Names that are themselves forms of the engine's own fixed words ("Sam" in "same", "Hero" in the
// placeholder) are not generated: the engine has to say those words and they reveal no name.

let fake: FakeOpenAiServer;
beforeAll(async () => {
  fake = await startFakeOpenAiServer();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

// --- the oracle -------------------------------------------------------------------------------

const special: Record<string, string> = {
  ß: 'ss',
  ẞ: 'ss',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  æ: 'ae',
  œ: 'oe',
  ı: 'i',
};
const fold = (s: string) =>
  s
    .normalize('NFC')
    .toLowerCase()
    .replace(/./gu, (c) => special[c] ?? c)
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
const foldGerman = (s: string) =>
  fold(s.normalize('NFC').toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue'));
const words = (s: string) => s.match(/[\p{L}\p{M}]+/gu) ?? [];
const wordSpellings = (w: string) => [fold(w), foldGerman(w), fold(w).replace(/([aou])e/g, '$1')];
const partSpellings = (p: string) => {
  const contracted = fold(p).replace(/([aou])e(?=\p{L})/gu, '$1');
  return [fold(p), foldGerman(p), ...(contracted.length >= 4 ? [contracted] : [])];
};
const shortInflections = ['', 's', 'es', 'ns', 'ens', 'n', 'chen', 'lein'];

function isForm(word: string, part: string): boolean {
  return wordSpellings(word).some((w) =>
    partSpellings(part).some((p) => (p.length >= 3 ? w.startsWith(p) : shortInflections.some((s) => w === p + s))),
  );
}

/** Every string of a JSON body, and the raw body itself. */
function textsOf(body: string): string[] {
  const found: string[] = [body];
  const walk = (value: unknown) => {
    if (typeof value === 'string') found.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  try {
    walk(JSON.parse(body));
  } catch {
    // not JSON: the raw body is checked as it is
  }
  return found;
}

function leaks(body: string, parts: string[]): string[] {
  return [
    ...new Set(textsOf(body).flatMap((text) => words(text).filter((word) => parts.some((part) => isForm(word, part))))),
  ];
}

const namePartsOf = (name: string) => words(name).filter((p) => [...p].length >= 2);

// --- the generators ---------------------------------------------------------------------------

const knownParts = [
  'Lotte',
  'Zoë',
  'Jürgen',
  'Juergen',
  'Jurgen',
  'Søren',
  'Chloé',
  'Björn',
  'Ödön',
  'Émile',
  'Łukasz',
  'Ayşe',
  'Ünal',
  'Niamh',
  'François',
  'Zephyrine',
  'Moon',
  'Müller',
  'Weiß',
  'Jo',
  'Al',
  'Bo',
  'Ed',
  'Li',
  'Ida',
  'Max',
  'Mia',
  'Leo',
  'Ben',
  'Finn',
  'Anna',
  'Lena',
  'Noah',
  'Joël',
  'Mathilda',
  'Hans',
  'Fritz',
  'Åsa',
  'Ole',
  'Inès',
];
const consonants = [...'bcdfghjklmnprstvwzß'];
const vowels = [...'aeiouyäöüéèëåø'];
const syllable = fc.tuple(fc.constantFrom(...consonants), fc.constantFrom(...vowels)).map(([c, v]) => c + v);
const inventedPart = fc
  .array(syllable, { minLength: 1, maxLength: 4 })
  .map((syllables) => syllables.join(''))
  .filter((p) => !p.startsWith('ß'))
  .map((p) => p[0].toUpperCase() + p.slice(1));
const namePart = fc.oneof(fc.constantFrom(...knownParts), inventedPart);
const childName = fc
  .tuple(fc.array(namePart, { minLength: 1, maxLength: 3 }), fc.constantFrom(' ', '-', '  '))
  .map(([parts, joiner]) => parts.join(joiner));

/** How a parent might write one part of the name. */
function spellingOf(part: string): fc.Arbitrary<string> {
  const variants = [
    part,
    part.toUpperCase(),
    part.toLowerCase(),
    part.normalize('NFD').replace(/\p{M}/gu, '').replace(/ø/g, 'o').replace(/Ø/g, 'O'),
    part
      .replace(/ä/g, 'ae')
      .replace(/ö/g, 'oe')
      .replace(/ü/g, 'ue')
      .replace(/Ü/g, 'Ue')
      .replace(/Ö/g, 'Oe')
      .replace(/Ä/g, 'Ae'),
    part.replace(/ae/g, 'ä').replace(/oe/g, 'ö').replace(/ue/g, 'ü'),
    // Jurgen written as Juergen: an umlaut's transliteration where the name has a plain vowel.
    part.replace(/([aouAOU])(?=[^aeiouäöüy\W])/u, '$1e'),
  ];
  return fc.constantFrom(...new Set(variants));
}

function inflectedForm(part: string, language: Language): fc.Arbitrary<string> {
  const inflections =
    language === 'de' ? ['', 's', 'es', 'ens', "'", 'chen', 'lein', '-Maus'] : ['', "'s", '’s', 's', "'", '!'];
  const anyLetters = fc.string({
    unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzäöüß'),
    minLength: 1,
    maxLength: 4,
  });
  const suffix =
    [...part].length >= 3 ? fc.oneof(fc.constantFrom(...inflections), anyLetters) : fc.constantFrom(...inflections);
  return fc.tuple(spellingOf(part), suffix).map(([spelling, s]) => spelling + s);
}

const fillers: Record<Language, string[]> = {
  en: [
    'loves',
    'the',
    'meadow',
    'and',
    'her',
    'little',
    'brother',
    'dog',
    'plays',
    'with',
    'friend',
    'at',
    'school',
    'teddy',
    'is',
    'called',
    'Bo.',
  ],
  de: [
    'liebt',
    'den',
    'Garten',
    'und',
    'ihr',
    'Kuscheltier',
    'heißt',
    'spielt',
    'mit',
    'Freundin',
    'Oma',
    'sagt',
    'immer',
    'Bo.',
    'schläft',
  ],
};

/** A parent's free text holding forms of every part of the name and of the whole name. */
function freeText(name: string, language: Language): fc.Arbitrary<string> {
  const parts = namePartsOf(name);
  const whole = fc
    .tuple(...parts.map((p) => spellingOf(p)))
    .map((spellings) => spellings.join(' ') + (language === 'de' ? 's' : "'s"));
  const token = fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...fillers[language]) },
    { weight: 2, arbitrary: fc.constantFrom(...parts).chain((p) => inflectedForm(p, language)) },
    { weight: 1, arbitrary: whole },
  );
  return fc.array(token, { minLength: 1, maxLength: 14 }).map((tokens) => tokens.join(' '));
}

const case_ = fc.constantFrom<Language>('en', 'de').chain((language) =>
  fc.tuple(childName, fc.array(childName, { minLength: 1, maxLength: 2 })).chain(([name, siblings]) =>
    fc.record({
      language: fc.constant(language),
      name: fc.constant(name),
      siblings: fc.constant(siblings),
      storyType: fc.constantFrom<'classic' | 'custom'>('classic', 'custom'),
      // Every text holds forms of every child's name.
      texts: fc.array(freeText([name, ...siblings].join(' '), language), { minLength: 7, maxLength: 7 }),
    }),
  ),
);

// --- the engine and what it sent --------------------------------------------------------------

const draft: StoryDraft = {
  title: "{{HERO}}'s night",
  summary: '{{HERO}}s Abend.',
  characterDescription: 'a small child in a purple raincoat',
  scenes: Array.from({ length: 5 }, (_, i) => ({
    text:
      i % 2
        ? `{{HERO}}s kleiner Fuchs gähnte, und {{HERO}} lachte mit {{CHILD2}} (${i}).`
        : `{{HERO}}'s fox yawned and {{HERO}} smiled at {{CHILD2}}'s lantern (${i}).`,
    imagePrompt: `{{HERO}} and {{HERO}}'s fox in a meadow with {{CHILD2}}, scene ${i}`,
  })),
};

function engine() {
  const server = { baseURL: fake.baseURL, apiKey: 'k' };
  // As the pipeline gets it: through the name-privacy seam every engine that runs elsewhere goes through.
  return withNamePrivacy(
    createOpenAiEngine({
      text: { ...server, model: 'test-text', moderation: true },
      image: { ...server, model: 'gpt-image-1', size: '1024x1024' },
      speech: { ...server, model: 'test-tts', voice: 'nova' },
    }),
  );
}

function briefFor(c: {
  language: Language;
  name: string;
  siblings: string[];
  storyType: 'classic' | 'custom';
  texts: string[];
}): StoryBrief {
  const [personalization, favoriteAnimal, favoriteActivity, recentAchievement, storyGoal, storySetting, favoriteFood] =
    c.texts;
  return {
    audience: 'child',
    storyType: c.storyType,
    language: c.language,
    storyGoal,
    storySetting,
    recipientDetails: {
      name: c.name,
      age: 5,
      personalization,
      favoriteAnimal,
      favoriteActivity,
      recentAchievement,
      favoriteFood,
      favoriteColor: 'blue',
      storyGoal,
      storySetting,
    },
    siblings: c.siblings.map((name, i) => ({ name, age: 3 + i * 4, pronoun: 'she', role: 'finder' })),
    // The child's last titles carry the name as the stories told it; so may a profile's bible and earlier episodes.
    variety: {
      seed: 'a-seed',
      recentPlots: ['lost-and-found'],
      recentTitles: [`${c.name} and the Lullaby Path`, personalization],
      bible: [favoriteAnimal, `${c.siblings[0]} is ${c.name}'s sister`],
      earlierEpisodes: [recentAchievement],
    },
  };
}

/** Every call the pipeline makes: the story, a picture and a narration of each scene. */
async function runStory(brief: StoryBrief, extraText: string): Promise<void> {
  fake.setDraft(draft);
  const e = engine();
  const written = await e.writeStory(brief);
  // Pictures and narration of the model's scenes, and of text holding the name the way the
  // offline writer or a copied free text would (another engine may have written the story).
  const foreign: WrittenStory = {
    ...written,
    characterDescription: `${extraText}, ${written.characterDescription}`,
    scenes: [...written.scenes, { text: extraText, imagePrompt: extraText }],
  };
  await e.illustrateScene({ brief, story: foreign, sceneNumber: 1 });
  await e.illustrateScene({ brief, story: foreign, sceneNumber: foreign.scenes.length });
  await e.narrateScene({ brief, text: written.scenes[1].text, sceneNumber: 2 });
  await e.narrateScene({ brief, text: extraText, sceneNumber: 6 });
}

/** The words the engine itself says whatever the name: prompts, schema, models, nickname. */
let ownWords: string[] = [];

describe("the child's name never reaches an AI server", () => {
  beforeAll(async () => {
    const neutral = 'Qxqxq';
    // The told brief's own words too: its keys and codes ("de" for German) are no name.
    const toldBriefs: string[] = [];
    for (const language of ['en', 'de'] as const) {
      for (const storyType of ['classic', 'custom'] as const) {
        const brief = briefFor({
          language,
          name: neutral,
          siblings: ['Wvwvw', 'Zkzkz'],
          storyType,
          texts: Array(7).fill('qxq'),
        });
        toldBriefs.push(JSON.stringify(withoutName(brief)));
        // The siblings too: their stand-ins' nicknames („Wölkchen“) are the engine's own words, not a name's form.
        await runStory(brief, `${neutral} ${neutral}s ${neutral}'s Wvwvw Zkzkz`);
      }
    }
    ownWords = [
      ...new Set([...fake.requests.map((r) => r.body), ...toldBriefs].flatMap((body) => textsOf(body).flatMap(words))),
    ];
    fake.reset();
  });

  it('in any form, in English and German, in every request body (property)', async () => {
    const isOwnWord = (part: string) => ownWords.some((word) => isForm(word, part));
    await fc.assert(
      fc.asyncProperty(
        case_.filter((c) => ![c.name, ...c.siblings].flatMap(namePartsOf).some(isOwnWord)),
        async (c) => {
          fake.reset();
          const brief = briefFor(c);
          await runStory(brief, c.texts[0]);
          expect(fake.requests).toHaveLength(6);
          const parts = [c.name, ...c.siblings].flatMap(namePartsOf);
          // Nor in the brief the engine's prompts are made from, whatever a later prompt reads of it.
          const told = withoutName(brief);
          expect(leaks(JSON.stringify(told), parts)).toEqual([]);
          expect(told.variety).toMatchObject({ seed: 'a-seed', recentPlots: ['lost-and-found'], recentTitles: [] });
          expect(told.siblings?.map((s) => s.name)).toEqual(['{{CHILD2}}', '{{CHILD3}}'].slice(0, c.siblings.length));
          for (const request of fake.requests)
            expect(leaks(request.body, parts), `${request.path}: ${request.body}`).toEqual([]);
          // And the engine really had something to hide: the free text held the name.
          expect(c.texts.some((text) => words(text).some((word) => parts.some((part) => isForm(word, part))))).toBe(
            true,
          );
        },
      ),
      { numRuns: 120, ...(process.env.FC_SEED ? { seed: Number(process.env.FC_SEED) } : {}) },
    );
    // 120 whole stories of up to three children through a real HTTP server: minutes on a busy machine.
  }, 300_000);

  it('the oracle catches what it should (it is not blind)', () => {
    expect(leaks(JSON.stringify({ input: ['Lottes Kuscheltier'] }), ['Lotte'])).toEqual(['Lottes']);
    expect(leaks(JSON.stringify({ input: 'JUERGENS Ball, Zoes Bett' }), ['Jürgen', 'Zoë'])).toEqual([
      'JUERGENS',
      'Zoes',
    ]);
    expect(leaks('{"input":"Jos Hund und alles"}', ['Jo'])).toEqual(['Jos']);
    expect(leaks('{"input":"Soren"}', ['Søren'])).toEqual(['Soren']);
  });

  it('speaks a nickname, inflected like the name, in place of every form', () => {
    expect(spokenTextWithoutName('Lottes kleiner Fuchs gähnte. LOTTE lachte. {{HERO}}s Bett.', 'Lotte', 'de')).toBe(
      'Sternchens kleiner Fuchs gähnte. Sternchen lachte. Sternchens Bett.',
    );
    expect(
      spokenTextWithoutName("Anna-Lena Schmidt's fox yawned at Anna-Lena and {{HERO}}.", 'Anna-Lena Schmidt', 'en'),
    ).toBe("Little Star's fox yawned at Little Star and Little Star.");
    expect(spokenTextWithoutName("Max' Hund und Juergens Ball", 'Max Jürgen', 'de')).toBe(
      'Sternchens Hund und Sternchens Ball',
    );
    // A soft hyphen or zero-width space pasted into the name does not hide it.
    expect(spokenTextWithoutName('Lot\u00ADtes Ball und Lot\u200Bte', 'Lotte', 'de')).toBe(
      'Sternchens Ball und Sternchen',
    );
  });
});

describe('the name-privacy seam every engine goes through (create-engine.ts)', () => {
  /** An engine that records every input it is given and writes with whatever name it was told. */
  function recordingEngine(runsLocally?: boolean) {
    const received: unknown[] = [];
    const engine: StoryEngine = {
      name: 'recorder',
      ...(runsLocally === undefined ? {} : { runsLocally }),
      async writeStory(brief) {
        received.push(brief);
        const name = brief.recipientDetails.name;
        return {
          title: `${name}s Traum`,
          summary: `${name} schläft ein.`,
          characterDescription: `${name} in a yellow raincoat`,
          scenes: [{ text: `${name}s Fuchs gähnte, und ${name} lachte.`, imagePrompt: `${name} and ${name}'s fox` }],
        };
      },
      async illustrateScene(input) {
        received.push(input);
        return { contentType: 'image/svg+xml', extension: 'svg', data: Buffer.from('<svg/>') };
      },
      async narrateScene(input) {
        received.push(input);
        return { contentType: 'audio/mpeg', extension: 'mp3', data: Buffer.from('mp3') };
      },
    };
    return { engine, received };
  }

  const lotte: StoryBrief = {
    audience: 'child',
    storyType: 'custom',
    language: 'de',
    storyGoal: 'Lottes Mut',
    storySetting: 'LOTTES Garten',
    recipientDetails: {
      name: 'Lotte',
      age: 4,
      personalization: 'Lottes Kuscheltier heißt Bo. LOTTCHEN schläft gern, lotte lacht.',
      favoriteAnimal: 'Lottes Fuchs',
    },
  };

  async function runThrough(engine: StoryEngine) {
    const written = await engine.writeStory(lotte);
    // The story as the pipeline stores it, with the name in every form, goes to the picture and the narration.
    const story: WrittenStory = {
      ...written,
      scenes: [...written.scenes, { text: 'Lottes Bett, LOTTE, lottchen.', imagePrompt: "Lotte's bed" }],
    };
    await engine.illustrateScene({ brief: lotte, story, sceneNumber: 2 });
    await engine.narrateScene({ brief: lotte, text: story.scenes[1].text, sceneNumber: 2 });
    return written;
  }

  it('tells an engine that does not run locally no form of the name, and puts the name back into its story', async () => {
    const { engine, received } = recordingEngine();
    const written = await runThrough(composeEngine({ text: engine, image: engine, speech: engine }));
    expect(received).toHaveLength(3);
    const everything = JSON.stringify(received);
    expect(everything).not.toMatch(/lott/i);
    expect(leaks(everything, ['Lotte'])).toEqual([]);
    // The brief holds the placeholder; the name comes back inflected the way the placeholder was.
    expect((received[0] as StoryBrief).recipientDetails.name).toBe('{{HERO}}');
    expect(written.title).toBe('Lottes Traum');
    expect(written.scenes[0].text).toBe('Lottes Fuchs gähnte, und Lotte lachte.');
    // What pictures are drawn from says "the hero"; the narration speaks the nickname.
    expect(written.characterDescription).toBe('the hero in a yellow raincoat');
    expect((received[2] as { text: string }).text).toBe('Sternchens Bett, Sternchen, Sternchen.');
  });

  it('describes a picture drawn elsewhere by its prompt with the name put back in locally, never sent', async () => {
    const { engine, received } = recordingEngine();
    // The server's own description (it only knows "the hero") is not kept.
    const describing: StoryEngine = {
      ...engine,
      illustrateScene: async (input) => ({ ...(await engine.illustrateScene(input)), description: 'the hero' }),
    };
    const composed = composeEngine({ text: describing, image: describing, speech: describing });
    const written = await composed.writeStory(lotte);
    const picture = await composed.illustrateScene({ brief: lotte, story: written, sceneNumber: 1 });
    expect(picture.description).toBe("Lotte and Lotte's fox.");
    expect(JSON.stringify(received)).not.toMatch(/lott/i);
  });

  it('does so for an engine that says outright it does not run locally', async () => {
    const { engine, received } = recordingEngine(false);
    await runThrough(composeEngine({ text: engine, image: engine, speech: engine }));
    expect(JSON.stringify(received)).not.toMatch(/lott/i);
  });

  it('tells the name only to an engine that runs on our own machine', async () => {
    const local = recordingEngine(true);
    const remote = recordingEngine();
    const composed = composeEngine({ text: local.engine, image: remote.engine, speech: local.engine });
    expect(composed.runsLocally).toBe(false);
    await runThrough(composed);
    expect((local.received[0] as StoryBrief).recipientDetails.name).toBe('Lotte');
    expect((local.received[1] as { text: string }).text).toBe('Lottes Bett, LOTTE, lottchen.');
    expect(JSON.stringify(remote.received)).not.toMatch(/lott/i);
    expect(createStoryEngine(loadSettings({})).runsLocally).toBe(true);
  });
});
