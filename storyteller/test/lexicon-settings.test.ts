import { PLAN_SETTINGS, type PlanSetting } from '@dreamweaver/contracts';
import { describe, expect, it } from 'vitest';
import { DRAWN_SPECIES } from '../src/lexicon/drawn-species.ts';
import { lexicon } from '../src/lexicon/index.ts';

// Every setting of the plan has its own words in both languages: a guide the pictures can draw,
// at least five sights, a way there, and the spellings a parent types for it. Each is true to its
// world: no sky under the sea, nothing alive in space but what the story brings.

const SETTINGS = lexicon.settings();
const byTyped = (language: 'en' | 'de', typed: string): PlanSetting | undefined =>
  SETTINGS.find((setting) => setting.spellings[language].includes(typed))?.id;

describe('settings', () => {
  it('every plan setting has its own entry: none falls back to another', () => {
    expect(SETTINGS.map((setting) => setting.id).sort()).toEqual([...PLAN_SETTINGS].sort());
    for (const id of PLAN_SETTINGS) expect(lexicon.setting(id).id).toBe(id);
  });

  it.each(PLAN_SETTINGS)('%s: at least five whole-sentence sights in each language, none twice', (id) => {
    const setting = lexicon.setting(id);
    for (const text of [setting.en, setting.de]) {
      expect(text.sights.length).toBeGreaterThanOrEqual(5);
      expect(new Set(text.sights).size).toBe(text.sights.length);
      for (const sight of text.sights) expect(sight, sight).toMatch(/^\p{Lu}.*[.!?]$/u);
    }
  });

  it.each(PLAN_SETTINGS)('%s: a guide, named in the sentence that brings them in, and drawn', (id) => {
    const setting = lexicon.setting(id);
    for (const text of [setting.en, setting.de]) {
      expect(text.guideName.length).toBeGreaterThan(0);
      // The second name is told when someone in the plan has the first (guide-name.ts).
      expect(text.otherGuideName).not.toBe(text.guideName);
      for (const guide of text.guides) {
        expect(guide(text.guideName)).toContain(text.guideName);
        expect(guide(text.guideName)).toMatch(/[.!?]$/);
        expect(guide(text.otherGuideName)).toContain(text.otherGuideName);
        expect(guide(text.otherGuideName)).not.toContain(text.guideName);
      }
      expect(DRAWN_SPECIES).toContain(text.guideKind);
    }
    expect(setting.en.guideKind).toBe(setting.de.guideKind);
  });

  it.each(PLAN_SETTINGS)('%s: every phrase is there, and each piece of text has the shape its slot wants', (id) => {
    const { en, de } = lexicon.setting(id);
    for (const [key, value] of Object.entries({ ...en, ...de }))
      if (typeof value === 'string') expect(value.trim().length, key).toBeGreaterThan(0);
    for (const sentence of [
      en.shadow,
      en.shadowTruth,
      ...en.weathers.flatMap((w) => [w.comes, w.goes]),
      ...en.nightfalls,
    ])
      expect(sentence, sentence).toMatch(/^\p{Lu}.*[.!?]$/u);
    for (const sentence of [
      de.shadow,
      de.shadowTruth,
      ...de.weathers.flatMap((w) => [w.comes, w.goes]),
      ...de.nightfalls,
    ])
      expect(sentence, sentence).toMatch(/^\p{Lu}.*[.!?]$/u);
    // The way there is a noun phrase with its article, told in the middle of a sentence (German: the nominative).
    for (const way of en.ways) expect(way, way).toMatch(/^(a|an) \p{Ll}/u);
    for (const way of de.ways) expect(way, way).toMatch(/^(ein|eine) /);
    expect(en.riddle.question).toMatch(/^".*\?"$/);
    expect(de.riddle.question).toMatch(/^„.*\?“$/);
    // English: what something is caught in, a noun phrase ("rolled into a tangle of brambles");
    // German: where it lies, with its preposition („hatte in einem Gewirr aus Brombeerranken gelegen“).
    expect(en.snag).toMatch(/^(a|an|the) /);
    expect(de.snag).toMatch(/^(in|im|unter|zwischen|auf|an|hinter) /);
    expect(en.in).toMatch(/^\p{Ll}/u);
    expect(de.in).toMatch(/^\p{Ll}/u);
  });

  it.each(PLAN_SETTINGS)(
    '%s: the lines many stories tell (way, guide, nightfall, weather) are written several ways, none twice',
    (id) => {
      const { en, de } = lexicon.setting(id);
      const enGuides = en.guides.map((line) => line(en.guideName));
      const deGuides = de.guides.map((line) => line(de.guideName));
      for (const lines of [en.ways, enGuides, en.nightfalls, de.ways, deGuides, de.nightfalls]) {
        expect(lines.length, lines[0]).toBeGreaterThanOrEqual(4);
        expect(new Set(lines).size).toBe(lines.length);
      }
      expect(en.ways.length).toBe(de.ways.length);
      // The wild-weather story tells the place's weather coming and going: a pair of its own each story.
      for (const weathers of [en.weathers, de.weathers]) {
        expect(weathers.length).toBeGreaterThanOrEqual(2);
        expect(new Set(weathers.map((w) => w.comes)).size).toBe(weathers.length);
        expect(new Set(weathers.map((w) => w.goes)).size).toBe(weathers.length);
      }
    },
  );

  it('there is no sky under the sea: no falling star there, and only creatures of the water', () => {
    const sea = lexicon.setting('underwater-kingdom');
    expect(sea.sky).toBe(false);
    expect(sea.lives).toEqual(['water']);
    expect(sea.en.wishOn).not.toMatch(/star/);
    expect(sea.de.wishOn).not.toMatch(/Stern/);
    for (const setting of SETTINGS.filter((s) => s.id !== 'underwater-kingdom')) expect(setting.sky).toBe(true);
  });

  it('nothing lives in space, and no creature of the sea is met on land', () => {
    expect(lexicon.setting('space-adventure').lives).toEqual([]);
    for (const id of ['magical-forest', 'snowy-forest', 'mountains', 'home', 'farm'] as const)
      expect(lexicon.setting(id).lives).not.toContain('water');
  });

  it('no spelling names two settings', () => {
    for (const language of ['en', 'de'] as const) {
      const all = SETTINGS.flatMap((setting) => setting.spellings[language]);
      expect(all.length).toBe(new Set(all).size);
      for (const spelling of all) expect(spelling).toBe(spelling.toLowerCase().trim());
    }
  });

  it('the places a parent types are found', () => {
    expect(byTyped('en', "grandma's farm")).toBe('farm');
    expect(byTyped('de', 'auf dem bauernhof')).toBe('farm');
    expect(byTyped('de', 'opas hof')).toBe('farm');
    expect(byTyped('de', 'am meer')).toBe('seaside');
    expect(byTyped('en', 'the beach')).toBe('seaside');
    expect(byTyped('en', 'under the sea')).toBe('underwater-kingdom');
    expect(byTyped('en', 'a snowy forest')).toBe('snowy-forest');
    expect(byTyped('de', 'dschungel')).toBe('jungle');
    expect(byTyped('en', 'the mountains')).toBe('mountains');
    expect(byTyped('de', 'zu hause')).toBe('home');
    expect(byTyped('en', 'the garden')).toBe('home');
    expect(byTyped('de', 'weltraum')).toBe('space-adventure');
    expect(byTyped('de', 'schloss')).toBe('enchanted-castle');
    expect(byTyped('en', 'woods')).toBe('magical-forest');
  });
});
