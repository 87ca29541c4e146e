import type { Language, PlanPerson, PlanSibling, StoryPlan, ThemeId } from '@dreamweaver/contracts';
import { describe, expect, it } from 'vitest';
import { themeBeats } from '../src/arcs/index.ts';
import type { AgeBand, Passage, Variant } from '../src/arcs/types.ts';
import { SlotsContext } from '../src/slots/context.ts';
import { englishSlots } from '../src/slots/english.ts';
import { germanSlots } from '../src/slots/german.ts';
import { filledSlots, planFacts } from '../src/slots/plan-facts.ts';
import { settlePlan } from '../src/teller/settle.ts';
import { ageBandOf, tellStory } from '../src/teller/tell.ts';
import { SeededRandom } from '../src/teller/seeded-random.ts';
import { buildPlan } from './plan-builder.ts';

// The everyday themes of the everyday-a set: each is told at an adventure's theme moments for
// either language, age band, pronoun and people (a sibling, a friend, nobody), with enough variants
// for each age; the themes mastered in a hush have no shout after them.

const THEMES: readonly ThemeId[] = [
  'dark',
  'own-bed',
  'bad-dreams',
  'bedtime',
  'thunderstorm',
  'big-dogs',
  'bees-and-spiders',
  'being-brave',
  'trying-again',
  'believing-in-yourself',
  'being-different',
  'calming-down',
  'sad-is-ok',
  'missing-someone',
  'saying-goodbye',
  'losing-a-game',
  'sharing',
  'waiting-your-turn',
  'sibling-patience',
  'being-kind',
  'making-friends',
  'saying-sorry',
  'telling-the-truth',
  'please-and-thank-you',
  'listening',
  'letting-others-choose',
];
const HUSHED: readonly ThemeId[] = [
  'own-bed',
  'bad-dreams',
  'bedtime',
  'sad-is-ok',
  'missing-someone',
  'saying-goodbye',
];

const person = (id: string, relation: PlanPerson['relation'], name: string | null, status: PlanPerson['status']) =>
  ({
    id,
    name,
    relation,
    calls: null,
    status,
    away: status === 'away' ? 'elsewhere' : null,
    health: 'well',
    livesWithChild: relation === 'mum',
  }) satisfies PlanPerson;
const sibling = (age: number): PlanSibling => ({ id: 's1', name: 'Mia', age, pronoun: 'she', role: 'helper' });

type People = 'nobody' | 'sibling' | 'friend';

function planFor(
  theme: ThemeId,
  language: Language,
  age: number,
  pronoun: 'he' | 'she' | 'they',
  people: People,
): StoryPlan {
  return buildPlan({
    language,
    hero: { name: 'Noa', age, pronoun },
    theme: { id: theme, sensitive: false, words: null, about: null },
    siblings: people === 'sibling' ? [sibling(age - 2)] : [],
    people: people === 'friend' ? [person('f1', 'friend', 'Ben', 'here')] : [],
  });
}

function fits(variant: Variant<never>, filled: ReadonlySet<string>, age: AgeBand): boolean {
  if (variant.ages && !variant.ages.includes(age)) return false;
  if (variant.unless?.some((slot) => filled.has(slot))) return false;
  return variant.needs.every((slot) => filled.has(slot));
}

/** Every variant of a passage the plan could be told, filled in with the plan's slots. */
function renderings(passage: Passage, plan: StoryPlan): string[] {
  const facts = planFacts(plan);
  const filled = filledSlots(plan, facts);
  const context = new SlotsContext(new SeededRandom('test'));
  const slots = plan.language === 'en' ? englishSlots(plan, facts, context) : germanSlots(plan, facts, context);
  const variants = (plan.language === 'en' ? passage.en : passage.de) as readonly Variant<never>[];
  return variants
    .filter((variant) => fits(variant, filled, ageBandOf(plan)))
    .map((variant) => (variant.text as (s: typeof slots) => string)(slots).trim());
}

const CASES = THEMES.flatMap((theme) =>
  (['en', 'de'] as const).flatMap((language) =>
    [3, 7].flatMap((age) =>
      (['he', 'she', 'they'] as const).flatMap((pronoun) =>
        (['nobody', 'sibling', 'friend'] as const).map((people) => ({ theme, language, age, pronoun, people })),
      ),
    ),
  ),
);

describe('the everyday themes of set a', () => {
  it('are all in the catalogue', () => {
    for (const theme of THEMES) expect(themeBeats(theme), theme).toBeDefined();
  });

  it('say for every variant which age band it is for (a little child never hears a big one)', () => {
    for (const theme of THEMES) {
      const beats = themeBeats(theme)!;
      for (const passage of [beats.challenge, beats.mastery])
        for (const variant of [...passage.en, ...passage.de]) expect(variant.ages?.length, theme).toBe(1);
    }
  });

  it('have at least three big and two little variants of each beat, in each language, that need nobody', () => {
    for (const theme of THEMES) {
      const beats = themeBeats(theme)!;
      for (const passage of [beats.challenge, beats.mastery])
        for (const variants of [passage.en, passage.de] as (readonly Variant<never>[])[]) {
          const plain = variants.filter((variant) => variant.needs.length === 0);
          const big = plain.filter((variant) => !variant.ages || variant.ages.includes('big'));
          const little = plain.filter((variant) => !variant.ages || variant.ages.includes('little'));
          expect(big.length, theme).toBeGreaterThanOrEqual(3);
          expect(little.length, theme).toBeGreaterThanOrEqual(2);
        }
    }
  });

  it('fill every variant with everyone a plan can have (a sibling, a friend, a mum, someone far away)', () => {
    const everyone = [person('m1', 'mum', null, 'here'), person('f1', 'friend', 'Ben', 'here')];
    const away = person('g1', 'grandma', 'Rosa', 'away');
    for (const theme of THEMES)
      for (const language of ['en', 'de'] as const)
        for (const age of [3, 7])
          for (const pronoun of ['he', 'she', 'they'] as const)
            for (const siblings of [[], [sibling(age + 2)]]) {
              const plan = buildPlan({
                language,
                hero: { name: 'Noa', age, pronoun },
                theme: { id: theme, sensitive: false, words: null, about: null },
                siblings,
                people: [...everyone, away],
              });
              const beats = themeBeats(theme)!;
              for (const line of [...renderings(beats.challenge, plan), ...renderings(beats.mastery, plan)])
                expect(line, theme).not.toMatch(/undefined|null|\[object|NaN| {2}| [,.!?]/);
            }
  });

  it.each(CASES)(
    'tells $theme in $language at $age for $pronoun with $people',
    ({ theme, language, age, pronoun, people }) => {
      const plan = settlePlan(planFor(theme, language, age, pronoun, people), { seed: `${theme}-${age}` });
      const told = tellStory(plan, { seed: `${theme}-${age}` });
      const text = told.scenes.map((scene) => scene.text).join('\n');
      const beats = themeBeats(theme)!;
      const challenges = renderings(beats.challenge, plan);
      const masteries = renderings(beats.mastery, plan);
      const challenge = challenges.find((line) => text.includes(line));
      const mastery = masteries.find((line) => text.includes(line));
      expect(challenge, 'the challenge is told').toBeDefined();
      expect(mastery, 'the mastery is told').toBeDefined();
      expect(text.indexOf(challenge!)).toBeLessThan(text.indexOf(mastery!));
      expect(text).not.toMatch(/undefined|null|\[object|NaN| {2}| [,.!?]/);
      if (language === 'en' && pronoun === 'they')
        expect(`${challenge} ${mastery}`).not.toMatch(/\bthey (was|is|has|does)\b/i);
      if (HUSHED.includes(theme)) {
        const after = text.slice(text.indexOf(mastery!));
        expect(after).not.toMatch(/you did it|geschafft!|hooray|hurra/i);
      }
    },
  );
});
