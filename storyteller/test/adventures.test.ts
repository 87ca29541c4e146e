import type { Language, StoryPlan } from '@dreamweaver/contracts';
import { describe, expect, it } from 'vitest';
import { ARCS, MOMENTS } from '../src/arcs/index.ts';
import { ACHIEVEMENT_KINDS } from '../src/arcs/moments/memory.ts';
import type { AgeBand, Arc, Passage, Variant } from '../src/arcs/types.ts';
import { repetitionAcrossChildren } from '../src/lint/measures.ts';
import { SlotsContext } from '../src/slots/context.ts';
import { englishSlots } from '../src/slots/english.ts';
import { germanSlots } from '../src/slots/german.ts';
import { filledSlots, planFacts } from '../src/slots/plan-facts.ts';
import { SeededRandom } from '../src/teller/seeded-random.ts';
import { settlePlan } from '../src/teller/settle.ts';
import { tellArc } from '../src/teller/tell.ts';
import { detail, fourteenChildren, person } from './adventure-plans.ts';
import { buildPlan } from './plan-builder.ts';

// The adventure arcs and the shared moments: every arc tells in both languages, both age bands and
// every pronoun, with the parent's details and without; every moment's variants render; and the
// fourteen children of adventure-plans.ts rarely hear the same sentence.

const ADVENTURES = ARCS.filter((arc) => arc.kind === 'adventure');
/** The first arc, the exemplar, keeps main's shape (six scenes, two variants) until it is rewritten. */
const EXEMPLAR = 'lost-treasure';
const LANGUAGES: Language[] = ['en', 'de'];
const PRONOUNS = ['he', 'she', 'they'] as const;

function richPlan(language: Language, overrides: Partial<StoryPlan> = {}): StoryPlan {
  return buildPlan({
    language,
    theme: { id: 'dark', sensitive: false, words: null, about: null },
    people: [person('p1', 'mum'), person('p2', 'dad'), person('p3', 'friend', 'Sami')],
    pets: [{ id: 'pet1', name: 'Biscuit', kind: 'dog', status: 'here' }],
    siblings: [{ id: 's1', name: 'Lou', age: 9, pronoun: 'she', role: 'finder' }],
    achievement: { words: 'swam 25 metres', kind: 'swim', used: false, why: null },
    details: [
      detail('d1', 'clothing', 'yellow wellies', 'wellies', 'yellow'),
      detail('d2', 'food', 'pancakes', 'pancakes'),
      detail('d3', 'activity', 'football', 'football'),
      detail('d4', 'toy', 'teddy', 'teddy'),
      detail('d5', 'colour', 'green', 'green'),
      detail('d6', 'animal', 'owls', 'owl'),
      detail('d7', 'thing', language === 'en' ? 'the Flying Scotsman' : 'der Flying Scotsman', null),
    ],
    ...overrides,
  });
}

const BROKEN = /undefined|null|NaN|\[object|\$\{|\s[,.!?]|\s{2}|\.\./;

function expectWellTold(arc: Arc, plan: StoryPlan, seed: string) {
  const told = tellArc(plan, arc, { seed });
  const band: AgeBand = (plan.hero.age ?? 6) <= 4 ? 'little' : 'big';
  if (arc.id !== EXEMPLAR) expect(told.scenes).toHaveLength(band === 'little' ? 5 : 7);
  for (const scene of told.scenes) {
    expect(scene.text.trim()).not.toBe('');
    expect(scene.text).not.toMatch(BROKEN);
  }
  expect(told.title).not.toMatch(BROKEN);
  expect(told.summary).not.toMatch(BROKEN);
  expect(told.scenes[0].picture.composition).toBe('interior');
  expect(told.scenes.at(-1)!.picture).toMatchObject({ composition: 'interior', asleep: true });
}

describe.each(ADVENTURES.map((arc) => [arc.id, arc] as const))('the adventure %s', (_id, arc) => {
  it('tells in both languages, both age bands and every pronoun, with the details and without', () => {
    for (const language of LANGUAGES)
      for (const age of [3, 7])
        for (const pronoun of PRONOUNS) {
          const seed = `${arc.id}-${language}-${age}-${pronoun}`;
          expectWellTold(arc, buildPlan({ language, hero: { age, pronoun } }), seed);
          expectWellTold(arc, richPlan(language, { hero: { ...richPlan(language).hero, age, pronoun } }), seed);
        }
  });

  it('has three titles, a summary and a recap in each language', () => {
    for (const language of LANGUAGES) {
      expect(arc.title[language].length).toBeGreaterThanOrEqual(3);
      expect(arc.summary[language].length).toBeGreaterThanOrEqual(1);
      expect(arc.recap[language].length).toBeGreaterThanOrEqual(1);
    }
  });

  it.skipIf(arc.id === EXEMPLAR)(
    'has seven scenes for a big child and five for a little one, first and last at home',
    () => {
      for (const band of ['big', 'little'] as const) {
        const scenes = arc.scenes.filter((scene) => !scene.ages || scene.ages.includes(band));
        expect(scenes).toHaveLength(band === 'big' ? 7 : 5);
        expect(scenes[0].beats).toEqual([{ moment: 'home-evening' }, { moment: 'arrival' }]);
        expect(scenes.at(-1)!.beats).toEqual([{ moment: 'goodnight' }]);
        const moments = scenes.flatMap((scene) => scene.beats).filter((beat) => 'moment' in beat);
        expect(moments).toContainEqual({ moment: 'theme-challenge' });
        expect(moments).toContainEqual({ moment: 'theme-mastery' });
      }
      const compositions = new Set(arc.scenes.map((scene) => scene.picture.composition));
      expect(compositions.size).toBeGreaterThanOrEqual(4);
    },
  );

  it.skipIf(arc.id === EXEMPLAR)(
    'writes three variants of each passage for a big child and two for a little one',
    () => {
      for (const band of ['big', 'little'] as const) {
        const passages = arc.scenes
          .filter((scene) => !scene.ages || scene.ages.includes(band))
          .flatMap((scene) => scene.beats)
          .filter((beat): beat is Passage => !('moment' in beat));
        for (const passage of passages)
          for (const language of LANGUAGES) {
            const told = (passage[language] as readonly Variant<never>[]).filter(
              (variant) => !variant.ages || variant.ages.includes(band),
            );
            expect(told.length).toBeGreaterThanOrEqual(band === 'big' ? 3 : 2);
          }
      }
    },
  );
});

/** Every variant of a passage the plan can fill, rendered directly with the plan's slots. */
function renderAll(passage: Passage, plan: StoryPlan, band: AgeBand): string[] {
  const facts = planFacts(plan);
  const filled = filledSlots(plan, facts);
  const context = new SlotsContext(new SeededRandom('moments'), () => 'Last time, a recap was told.');
  const slots = plan.language === 'en' ? englishSlots(plan, facts, context) : germanSlots(plan, facts, context);
  return (passage[plan.language] as readonly Variant<never>[])
    .filter((variant) => !variant.ages || variant.ages.includes(band))
    .filter((variant) => !variant.unless?.some((slot) => filled.has(slot)))
    .filter((variant) => variant.needs.every((slot) => filled.has(slot)))
    .map((variant) => (variant.text as (s: unknown) => string)(slots));
}

const series = { episode: 2, previous: { arc: 'lost-treasure', setting: 'magical-forest' as const, thread: null } };
const planShapes = (language: Language): StoryPlan[] => [
  buildPlan({ language }),
  richPlan(language),
  richPlan(language, { siblings: [{ id: 's1', name: 'Ella', age: 1, pronoun: 'she', role: 'comforter' }] }),
  richPlan(language, {
    siblings: [
      { id: 's1', name: 'Ida', age: 4, pronoun: 'she', role: 'helper' },
      { id: 's2', name: 'Ole', age: 10, pronoun: 'he', role: 'helper' },
    ],
    series,
    details: [detail('d4', 'toy', 'scooter', 'scooter', 'red')],
  }),
  richPlan(language, { companion: { name: 'Bobo', kind: 'elephant', toy: true, own: true } }),
  richPlan(language, { companion: { name: 'Minka', kind: 'cat', toy: false, own: true } }),
];

describe('the shared moments', () => {
  it('render every variant for every shape of plan, both bands and pronouns', () => {
    for (const language of LANGUAGES)
      for (const shape of planShapes(language))
        for (const pronoun of PRONOUNS)
          for (const age of [3, 7]) {
            const plan = { ...shape, hero: { ...shape.hero, pronoun, age } };
            for (const [kind, passage] of Object.entries(MOMENTS))
              for (const text of renderAll(passage, plan, age <= 4 ? 'little' : 'big'))
                expect(text, `${kind}: ${text}`).not.toMatch(BROKEN);
          }
  });

  it('have many whole variants for every story and a variant that needs nothing for the frame', () => {
    const most = { 'home-evening': 8, arrival: 6, goodnight: 8, food: 4, activity: 4, creature: 3, friend: 3 };
    for (const language of LANGUAGES) {
      for (const [kind, count] of Object.entries(most)) {
        const big = (MOMENTS[kind as keyof typeof MOMENTS][language] as readonly Variant<never>[]).filter(
          (variant) => !variant.ages || variant.ages.includes('big'),
        );
        expect(big.length, `${kind} ${language}`).toBeGreaterThanOrEqual(count);
      }
      for (const kind of ['home-evening', 'arrival', 'goodnight'] as const)
        for (const band of ['big', 'little'] as const) {
          const empty = buildPlan({ language, hero: { age: band === 'big' ? 7 : 3 } });
          expect(renderAll(MOMENTS[kind], empty, band).length, `${kind} ${band}`).toBeGreaterThanOrEqual(2);
        }
    }
  });

  it('tell every kind of achievement as a memory, and one of no known kind in general words', () => {
    for (const language of LANGUAGES)
      for (const kind of [...ACHIEVEMENT_KINDS, null, 'juggling'])
        for (const age of [3, 7]) {
          const plan = buildPlan({
            language,
            hero: { age },
            achievement: { words: 'x', kind, used: false, why: null },
          });
          const texts = renderAll(MOMENTS.memory, plan, age <= 4 ? 'little' : 'big');
          expect(texts.length).toBeGreaterThanOrEqual(2);
          for (const text of texts) {
            expect(text).not.toMatch(BROKEN);
            expect(text).not.toContain(' x ');
          }
        }
  });

  it('say a thing the lexicon does not know only in words the frames can hold', () => {
    const withThing = (language: Language, words: string) =>
      filledSlots(
        buildPlan({ language, details: [detail('d1', 'thing', words, null)] }),
        planFacts(buildPlan({ language, details: [detail('d1', 'thing', words, null)] })),
      ).has('thing');
    expect(withThing('en', 'the Flying Scotsman')).toBe(true);
    expect(withThing('en', 'dinosaur bones')).toBe(true);
    expect(withThing('en', 'my red train')).toBe(false);
    expect(withThing('de', 'die Dampflok')).toBe(true);
    // One noun alone is nominative as it stands („Dinosaurierknochen“, „Traktoren“); two words without an article are not.
    expect(withThing('de', 'Dinosaurierknochen')).toBe(true);
    expect(withThing('de', 'große Dinosaurierknochen')).toBe(false);
    expect(withThing('de', 'den Flying Scotsman')).toBe(false);
  });
});

describe('fourteen children', () => {
  it('rarely hear the same sentence, names masked', () => {
    for (const language of LANGUAGES) {
      const stories = fourteenChildren(language).map(({ plan, seed }, i) => {
        const settled = settlePlan(plan, { seed });
        const story = tellArc(settled, ARCS.find((arc) => arc.id === settled.story!.arc)!, { seed });
        const request = {
          audience: 'child' as const,
          storyType: 'classic' as const,
          language,
          recipientDetails: { name: plan.hero.name },
        };
        return { id: `child-${i}`, order: { request }, plan: settled, story };
      });
      const arcs = new Set(stories.map((one) => one.story.arc));
      expect(arcs.size).toBeGreaterThanOrEqual(5);
      // Measured with storyteller/scripts/repetition.ts; the goal is at most 10 %.
      expect(repetitionAcrossChildren(stories).mean!).toBeLessThan(0.3);
    }
  });
});
