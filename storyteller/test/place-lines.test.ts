import { PLAN_SETTINGS, type StoryPlan } from '@dreamweaver/contracts';
import { describe, expect, it } from 'vitest';
import { lexicon } from '../src/lexicon/index.ts';
import { guideNameFor } from '../src/lexicon/settings/guide-name.ts';
import { LITTLE_WORDS, SlotsContext } from '../src/slots/context.ts';
import { englishSlots, LULLABIES_EN } from '../src/slots/english.ts';
import { germanSlots, LULLABIES_DE } from '../src/slots/german.ts';
import { planFacts } from '../src/slots/plan-facts.ts';
import { SeededRandom } from '../src/teller/seeded-random.ts';
import { settlePlan } from '../src/teller/settle.ts';
import { tellStory } from '../src/teller/tell.ts';
import type { EarlierStory } from '../src/teller/told.ts';
import { buildPlan } from './plan-builder.ts';

// The lines of a place that most stories tell (the way there, the guide's greeting, the nightfall)
// are written several ways, and each story takes one by its seed: two children in the Magical Forest
// seldom hear the same sentence, and a child who hears a story every night hears another one each
// night until every one was told, then the one heard longest ago.

const SEEDS = Array.from({ length: 48 }, (_, i) => `seed-${i}`);

function told(plan: StoryPlan, seed: string, earlier: EarlierStory[] = []) {
  const settled = settlePlan(plan, { seed, earlier });
  return { settled, story: tellStory(settled, { seed, earlier }) };
}

/** The guide's lines as told when nobody in the plan has the guide's name. */
const guideLines = (text: { guides: readonly ((name: string) => string)[]; guideName: string }) =>
  text.guides.map((line) => line(text.guideName));

/** The guide's lines for a child of two to four. */
const littleGuides = (text: { little: { guides: readonly ((name: string) => string)[] }; guideName: string }) =>
  text.little.guides.map((line) => line(text.guideName));

function placeLines(plan: StoryPlan): string[] {
  const text = lexicon.setting(plan.setting.id)[plan.language];
  return [...text.ways, ...guideLines(text), ...text.nightfalls];
}

describe('a place told many ways', () => {
  it.each(PLAN_SETTINGS)('%s: different seeds tell different guides and nightfalls, in both languages', (id) => {
    for (const language of ['en', 'de'] as const) {
      const plan = buildPlan({ language, setting: { id, words: null } });
      const text = lexicon.setting(id)[language];
      const heard = new Set(SEEDS.flatMap((seed) => told(plan, seed).story.lines));
      for (const lines of [text.ways, guideLines(text), text.nightfalls]) {
        const used = lines.filter((line) => heard.has(line));
        expect(used.length, `${id} ${language}: ${lines[0]}`).toBeGreaterThanOrEqual(Math.min(3, lines.length));
      }
    }
  });

  it('a child who hears a story every night hears a way, guide and nightfall not heard before while one is left', () => {
    for (const language of ['en', 'de'] as const) {
      const plan = buildPlan({ language });
      const all = new Set(placeLines(plan));
      const earlier: EarlierStory[] = [];
      const heard = new Set<string>();
      let count = 0;
      for (let night = 0; night < 6; night++) {
        const seed = `night-${night}`;
        const { settled, story } = told(plan, seed, earlier);
        const lines = story.lines.filter((line) => all.has(line));
        count += lines.length;
        for (const line of lines) expect(heard.has(line), `${language} night ${night}: ${line}`).toBe(false);
        for (const line of story.lines) heard.add(line);
        earlier.unshift({ plan: settled, seed });
      }
      expect(count, language).toBeGreaterThanOrEqual(5);
    }
  });

  it('takes a line not heard before, else the one heard longest ago, the same all through one story', () => {
    const lines = ['one', 'two', 'three'];
    for (let seed = 0; seed < 20; seed++) {
      const fresh = new SlotsContext(
        new SeededRandom(`${seed}`),
        undefined,
        new Map([
          ['one', 1],
          ['three', 0],
        ]),
      );
      expect(fresh.placeLine('guide', lines)).toBe('two');
      expect(fresh.placeLine('guide', lines)).toBe('two');
      const all = new SlotsContext(
        new SeededRandom(`${seed}`),
        undefined,
        new Map([
          ['one', 1],
          ['two', 2],
          ['three', 0],
        ]),
      );
      expect(all.placeLine('nightfall', lines)).toBe('three');
      expect(all.lines).toEqual(['three']);
    }
  });

  it("names the guide otherwise when someone in the plan has the guide's name, in the story and in its pictures", () => {
    const frieda = buildPlan({
      language: 'de',
      hero: { name: 'Frieda', pronoun: 'she' },
      setting: { id: 'seaside', words: null },
    });
    expect(guideNameFor(frieda)).toBe('Wilma');
    expect(guideNameFor(buildPlan({ language: 'de', setting: { id: 'seaside', words: null } }))).toBe('Frieda');
    // A sister, or a word of the guide's name (a companion called Badger), counts too.
    const hazel = buildPlan({ siblings: [{ id: 's1', name: 'hazel', age: 4, pronoun: 'she', role: 'finder' }] });
    expect(guideNameFor(hazel)).toBe('Thimble');
    const badger = buildPlan({ setting: { id: 'animal-village', words: null }, companion: { name: 'Badger' } });
    expect(guideNameFor(badger)).toBe('Mayor Brock');
    const told = SEEDS.slice(0, 12).map((seed) => tellStory(settlePlan(frieda, { seed }), { seed }));
    const text = told.map((story) => story.lines.join(' ')).join(' ');
    expect(text).toContain('Wilma');
    expect(text).not.toMatch(/Robbe Frieda|Frieda, eine graue Robbe|namens Frieda/);
  });

  it('a child of two to four hears a guide and a nightfall a breath long', () => {
    for (const setting of lexicon.settings())
      for (const text of [setting.en, setting.de])
        for (const kind of ['guide', 'nightfall'] as const) {
          const lines = kind === 'guide' ? littleGuides(text) : text.little.nightfalls;
          for (const line of lines) expect(line.split(/\s+/).length, line).toBeLessThanOrEqual(LITTLE_WORDS[kind]);
        }
  });

  it('the night songs are many, and each a breath long, so a child of two to four can follow one', () => {
    for (const songs of [LULLABIES_EN, LULLABIES_DE]) {
      expect(songs.length).toBeGreaterThanOrEqual(10);
      for (const song of songs) expect(song.split(/\s+/).length, song).toBeLessThanOrEqual(12);
    }
  });
});

// A story for a child of two to four is told in the present tense ("It is evening. The house is very
// quiet."), so the place's lines it tells are the place's own little ones, present tense too: never
// "A wise old owl called Hazel blinked down from a mossy oak." in the middle of a present-tense scene.

/** Verbs in the past tense that the longer lines of the places tell; a little line has none. */
const PAST = {
  en: /\b(was|were|had|sat|stood|lay|hung|came|went|swam|flew|blinked|waved|glowed|smiled|waited|looked|began|stopped|drifted|settled|curled|hopped|peeped|landed|bowed|trotted|popped|fluttered|rolled|stepped)\b/,
  de: /\b(war|waren|hatte|saß|stand|lag|hing|kam|ging|schwamm|flog|blinzelte|winkte|leuchtete|lächelte|wartete|schaute|begann|hörte|zog|rollte|hüpfte|landete|verbeugte|trabte|flatterte|trat|wurde)\b/,
};

function littleSlots(id: (typeof PLAN_SETTINGS)[number], language: 'en' | 'de', seed: string) {
  const plan = buildPlan({ language, hero: { age: 3 }, setting: { id, words: null } });
  const context = new SlotsContext(new SeededRandom(seed));
  const slots =
    language === 'en' ? englishSlots(plan, planFacts(plan), context) : germanSlots(plan, planFacts(plan), context);
  return { guide: slots.where.guide, nightfall: slots.where.nightfall, sight: slots.sight() };
}

describe('the place told to a child of two to four', () => {
  it.each(PLAN_SETTINGS)(
    '%s: has at least three little guides, nightfalls and sights in each language, present tense',
    (id) => {
      const setting = lexicon.setting(id);
      for (const language of ['en', 'de'] as const) {
        const text = setting[language];
        const { nightfalls, sights } = text.little;
        for (const lines of [littleGuides(text), nightfalls, sights]) {
          expect(lines.length, `${id} ${language}`).toBeGreaterThanOrEqual(3);
          expect(new Set(lines).size).toBe(lines.length);
          for (const line of lines) {
            expect(line, line).toMatch(/^\P{Ll}.*[.!?]$/u);
            expect(line.split(/\s+/).length, line).toBeLessThanOrEqual(14);
            expect(line, line).not.toMatch(PAST[language]);
          }
        }
        for (const guide of text.little.guides) expect(guide(text.otherGuideName)).toContain(text.otherGuideName);
      }
    },
  );

  it('the past-tense verbs the test looks for are the ones the longer lines tell', () => {
    for (const language of ['en', 'de'] as const) {
      const big = lexicon
        .settings()
        .flatMap((setting) => [...guideLines(setting[language]), ...setting[language].nightfalls]);
      expect(big.filter((line) => PAST[language].test(line)).length, language).toBeGreaterThan(big.length / 2);
    }
  });

  it.each(PLAN_SETTINGS)('%s: the slots tell a little child only the little lines', (id) => {
    for (const language of ['en', 'de'] as const) {
      const text = lexicon.setting(id)[language];
      const heard = SEEDS.slice(0, 16).map((seed) => littleSlots(id, language, seed));
      for (const { guide, nightfall, sight } of heard) {
        expect(littleGuides(text)).toContain(guide);
        expect(text.little.nightfalls).toContain(nightfall);
        expect(text.little.sights).toContain(sight);
      }
      // Several of each, so two little children in one place seldom hear the same line.
      expect(new Set(heard.map((told) => told.guide)).size, `${id} ${language}`).toBeGreaterThanOrEqual(3);
      expect(new Set(heard.map((told) => told.nightfall)).size, `${id} ${language}`).toBeGreaterThanOrEqual(3);
    }
  });

  it('a little story tells no line of the older children: "blinks down", never "blinked down"', () => {
    for (const id of PLAN_SETTINGS)
      for (const language of ['en', 'de'] as const) {
        const text = lexicon.setting(id)[language];
        const big = new Set([...guideLines(text), ...text.nightfalls, ...text.sights]);
        const little = new Set([...littleGuides(text), ...text.little.nightfalls, ...text.little.sights]);
        const plan = buildPlan({ language, hero: { age: 3 }, setting: { id, words: null } });
        const lines = SEEDS.slice(0, 6).flatMap((seed) => told(plan, seed).story.lines);
        expect(
          lines.filter((line) => big.has(line)),
          `${id} ${language}`,
        ).toEqual([]);
        expect(
          lines.some((line) => little.has(line)),
          `${id} ${language}`,
        ).toBe(true);
      }
  });
});
