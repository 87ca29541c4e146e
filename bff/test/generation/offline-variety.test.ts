import { STORY_SETTINGS } from '@dreamweaver/contracts';
import { describe, expect, it } from 'vitest';
import type { StoryBrief } from '../../src/generation/engine.ts';
import { splitSentences, wordCount } from '../../src/generation/offline/compose.ts';
import { companionNames, planStory } from '../../src/generation/offline/story-plan.ts';
import { writeOfflineStory } from '../../src/generation/offline/write-story.ts';

// Variety and age fit of the offline writer, measured over many generated stories.

const names = [
  'Ada',
  'Ben',
  'Cleo',
  'Dan',
  'Eva',
  'Finn',
  'Gus',
  'Hana',
  'Ivo',
  'Jule',
  'Kai',
  'Lia',
  'Mo',
  'Nele',
  'Otto',
  'Pia',
  'Quinn',
  'Rosa',
  'Sami',
  'Tara',
  'Ugo',
  'Vera',
  'Wim',
  'Xenia',
  'Yusuf',
];
const freeTexts = {
  en: [
    '',
    'loves trains and football',
    'our cat Pebble, afraid of the dark',
    'lives by the sea and loves shells',
    'just learned to ride a bike, her teddy Mo',
    'loves ballet, dinosaurs and space',
  ],
  de: [
    '',
    'liebt Züge und Fußball',
    'unsere Katze Pebble, hat Angst im Dunkeln',
    'wohnt am Meer und liebt Muscheln',
    'hat gerade Fahrrad fahren gelernt, ihr Teddy Mo',
    'liebt Ballett, Dinosaurier und den Weltraum',
  ],
};
const ages = [undefined, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12];

function brief(
  i: number,
  language: 'en' | 'de',
  storyType: 'classic' | 'custom',
  overrides: Partial<StoryBrief['recipientDetails']> = {},
): StoryBrief {
  return {
    audience: 'child',
    storyType,
    language,
    storySetting: i % 7 === 6 ? undefined : STORY_SETTINGS[i % 6],
    variety: { seed: `variety-${language}-${storyType}-${i}`, recentPlots: [], recentTitles: [] },
    recipientDetails: {
      name:
        names[i % names.length] +
        (i >= names.length ? ` ${String.fromCharCode(65 + Math.floor(i / names.length))}.` : ''),
      age: ages[i % ages.length],
      personalization: freeTexts[language][i % 6] || undefined,
      favoriteFood: i % 5 === 0 ? (language === 'en' ? 'pancakes' : 'Pfannkuchen') : undefined,
      ...overrides,
    },
  };
}

/** 50 stories for each language and type: 200 in all. */
const cases = (['en', 'de'] as const).flatMap((language) =>
  (['classic', 'custom'] as const).flatMap((storyType) =>
    Array.from({ length: 50 }, (_, i) => ({ language, storyType, brief: brief(i, language, storyType) })),
  ),
);
const written = cases.map((c) => ({ ...c, plan: planStory(c.brief), story: writeOfflineStory(c.brief) }));

/** Replaces the child's and the companion's names and the colour, so only the wording is compared. */
function mask(text: string, plan: ReturnType<typeof planStory>): string {
  const f = plan.facts;
  let out = text;
  for (const [word, token] of [
    [f.name, 'NAME'],
    [f.petName, 'PET'],
    [f.colour.en, 'COLOUR'],
    [f.colour.de, 'COLOUR'],
    [f.place.en.in, 'PLACE'],
    [f.place.de.in, 'PLACE'],
  ] as const) {
    out = out.split(word).join(token);
  }
  return out.replace(/NAME(s|’|'s|')/g, 'NAME');
}

describe.each(['en', 'de'] as const)('offline variety in %s', (language) => {
  it.each(['classic', 'custom'] as const)(
    'has at least 8 title patterns and 8 openings for %s stories',
    (storyType) => {
      const mine = written.filter((w) => w.language === language && w.storyType === storyType);
      const titles = new Set(mine.map((w) => mask(w.story.title, w.plan)));
      expect(titles.size).toBeGreaterThanOrEqual(8);
      const opening = (w: (typeof mine)[number]) => mask(splitSentences(w.story.scenes[0].text)[0], w.plan);
      expect(new Set(mine.filter((w) => w.plan.facts.ageGroup !== 'toddler').map(opening)).size).toBeGreaterThanOrEqual(
        8,
      );
      expect(new Set(mine.filter((w) => w.plan.facts.ageGroup === 'toddler').map(opening)).size).toBeGreaterThanOrEqual(
        4,
      );
    },
  );

  it('draws companions from at least 20 names, none in more than one story in eight', () => {
    expect(new Set(companionNames[language]).size).toBeGreaterThanOrEqual(20);
    const mine = written.filter((w) => w.language === language && !w.plan.facts.companionIsPet);
    const counts = new Map<string, number>();
    for (const w of mine) counts.set(w.plan.facts.petName, (counts.get(w.plan.facts.petName) ?? 0) + 1);
    expect(counts.size).toBeGreaterThanOrEqual(15);
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(mine.length / 8);
  });

  it('differs in most sentences for two children in the same setting', () => {
    for (const storyType of ['classic', 'custom'] as const) {
      for (const [i, setting] of STORY_SETTINGS.entries()) {
        for (const age of [2, 5, 9]) {
          // Each order has its own seed, as in the product.
          const a = {
            ...brief(i, language, storyType, { name: 'Lotta', age, personalization: undefined, storySetting: setting }),
            variety: { seed: `a-${i}-${age}`, recentPlots: [], recentTitles: [] },
          };
          const b = {
            ...brief(i, language, storyType, { name: 'Jonas', age, personalization: undefined, storySetting: setting }),
            variety: { seed: `b-${i}-${age}`, recentPlots: [], recentTitles: [] },
          };
          const sentences = (x: StoryBrief, masked: boolean) => {
            const plan = planStory(x);
            return writeOfflineStory(x).scenes.flatMap((s) => splitSentences(masked ? mask(s.text, plan) : s.text));
          };
          const shared = (masked: boolean) => {
            const first = sentences(a, masked);
            const second = new Set(sentences(b, masked));
            return first.filter((s) => second.has(s)).length / first.length;
          };
          // As written, most sentences differ; even with the names blanked out, the wording differs in a good part.
          expect(shared(false), `${storyType} ${setting} age ${age}`).toBeLessThan(0.5);
          expect(shared(true), `${storyType} ${setting} age ${age}, names masked`).toBeLessThan(0.8);
        }
      }
    }
  });
});

describe('offline stories over 200 briefs', () => {
  it("never tell the same sentence twice in one story (a toddler's refrain apart)", () => {
    expect(written.length).toBe(200);
    for (const { story, plan } of written) {
      const sentences = story.scenes.flatMap((s) => splitSentences(s.text));
      const refrain = (s: string) =>
        plan.facts.ageGroup === 'toddler' &&
        /^(Tip, tap|Hush, hush|Twinkle, twinkle|Step, step|Tipp, tapp|Still, still|Funkel, funkel|Schritt, Schritt)/.test(
          s,
        );
      const repeated = sentences.filter((s, i) => sentences.indexOf(s) !== i && !refrain(s));
      expect(repeated, story.title).toEqual([]);
    }
  });

  it('stay well-formed: 5 to 10 scenes, each with text and a picture prompt, ending asleep', () => {
    for (const { story, language } of written) {
      expect(story.scenes.length).toBeGreaterThanOrEqual(5);
      expect(story.scenes.length).toBeLessThanOrEqual(10);
      for (const scene of story.scenes) {
        expect(scene.text).toMatch(/^["„“A-ZÄÖÜ]/);
        expect(scene.text).toMatch(/[.!?“"]$/);
        expect(scene.text).not.toMatch(/\s[,.!?]|undefined|\s{2}/);
        expect(scene.imagePrompt.length).toBeGreaterThan(10);
      }
      expect(story.scenes.at(-1)!.text).toMatch(language === 'en' ? /asleep/ : /schläft|schlief/);
    }
  });

  it.each(['en', 'de'] as const)(
    'fit the age in %s: short sound-word sentences for toddlers, more plot for school children',
    (language) => {
      const groups = { toddler: [] as number[], preschool: [] as number[], school: [] as number[] };
      const longWords = { toddler: 0, school: 0 };
      const allWords = { toddler: 0, school: 0 };
      const sentenceCounts = { toddler: [] as number[], preschool: [] as number[], school: [] as number[] };
      for (const w of written.filter((x) => x.language === language)) {
        const sentences = w.story.scenes.flatMap((s) => splitSentences(s.text));
        const average = sentences.reduce((sum, s) => sum + wordCount(s), 0) / sentences.length;
        const group = w.plan.facts.ageGroup;
        groups[group].push(average);
        sentenceCounts[group].push(sentences.length);
        if (group !== 'preschool') {
          const words = sentences
            .join(' ')
            .split(/[^\p{L}]+/u)
            .filter(Boolean);
          allWords[group] += words.length;
          longWords[group] += words.filter((word) => word.length >= 8).length;
        }
        // Toddlers hear sound words and repetition: "Tap, tap", "Yawn, yawn", "Klopf, klopf".
        if (group === 'toddler') expect(sentences.join(' '), w.story.title).toMatch(/\b(\p{L}+), \1\b/iu);
      }
      for (const group of Object.values(groups)) expect(group.length).toBeGreaterThanOrEqual(10);
      for (const average of groups.toddler) expect(average).toBeLessThanOrEqual(7.5);
      for (const average of groups.preschool) {
        expect(average).toBeGreaterThanOrEqual(9);
        expect(average).toBeLessThanOrEqual(17);
      }
      // School children get more plot (the twist, more dialogue), not padded sentences: more sentences per story, not shorter ones.
      const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
      for (const average of groups.school) expect(average).toBeGreaterThanOrEqual(9);
      expect(mean(groups.school)).toBeGreaterThanOrEqual(mean(groups.preschool) - 0.5);
      expect(mean(sentenceCounts.school)).toBeGreaterThan(mean(sentenceCounts.preschool) * 1.15);
      expect(longWords.school / allWords.school).toBeGreaterThan(longWords.toddler / allWords.toddler);
    },
  );
});
