import type { Language, PlanDetail, StoryPlan, ThemeId } from '@dreamweaver/contracts';
import { describe, expect, it } from 'vitest';
import { themeBeats } from '../src/arcs/index.ts';
import type { AgeBand, Passage, Variant } from '../src/arcs/types.ts';
import { lexicon } from '../src/lexicon/index.ts';
import { SlotsContext } from '../src/slots/context.ts';
import { englishSlots } from '../src/slots/english.ts';
import { germanSlots } from '../src/slots/german.ts';
import { filledSlots, planFacts } from '../src/slots/plan-facts.ts';
import { SeededRandom } from '../src/teller/seeded-random.ts';
import { settlePlan } from '../src/teller/settle.ts';
import { ageBandOf, tellStory } from '../src/teller/tell.ts';
import { buildPlan } from './plan-builder.ts';

// The everyday themes of the everyday-b set, told at an adventure's theme moments: for each theme,
// language, age band, pronoun and household, the story holds one of the theme's challenges and one
// of its masteries, every variant fills without a gap, and a theme mastered in a hush is not cheered.

const THEMES: readonly ThemeId[] = [
  'quiet-voice',
  'gentle-with-animals',
  'gratitude',
  'helping-at-home',
  'tidying-up',
  'doing-it-myself',
  'getting-dressed',
  'brushing-teeth',
  'new-food',
  'potty',
  'dry-nights',
  'giving-up-the-dummy',
  'nail-biting',
  'screen-time',
  'wobbly-tooth',
  'new-glasses',
  'doctor-visit',
  'dentist-visit',
  'hairdresser',
  'kindergarten',
  'school',
  'speaking-up',
  'learning-to-swim',
  'learning-to-ride-a-bike',
  'reading',
  'curious-learner',
];
const HUSHED: readonly ThemeId[] = ['quiet-voice', 'dry-nights', 'giving-up-the-dummy'];
const LANGUAGES: readonly Language[] = ['en', 'de'];
const PRONOUNS = ['he', 'she', 'they'] as const;
/** family: a big sister, a friend, Mummy and Daddy, a dog and yellow wellies, so every optional slot is filled. */
type Household = 'alone' | 'sibling' | 'friend' | 'family';
const HOUSEHOLDS: readonly Household[] = ['alone', 'sibling', 'friend', 'family'];
/** A cheer after the mastery of a theme mastered in a hush. */
const SHOUT = /did it!|geschafft!|hooray|hurra|well done|gut gemacht|ta-da|tadaa/i;

const wellies: PlanDetail = {
  id: 'd1',
  kind: 'clothing',
  words: 'yellow wellies',
  lexeme: 'wellies',
  colour: 'yellow',
  owner: null,
  wanted: true,
  used: false,
  where: null,
  why: null,
};

function planFor(
  theme: ThemeId,
  language: Language,
  age: number,
  pronoun: StoryPlan['hero']['pronoun'],
  household: Household,
) {
  const person = (id: string, relation: 'mum' | 'dad' | 'friend', name: string | null) => ({
    id,
    name,
    relation,
    calls: null,
    status: 'here' as const,
    away: null,
    health: 'well' as const,
    livesWithChild: relation !== 'friend',
  });
  return buildPlan({
    language,
    hero: { name: pronoun === 'they' ? 'Kim' : 'Theo', age, pronoun },
    theme: { id: theme, sensitive: false, words: null, about: null },
    siblings:
      household === 'sibling' || household === 'family'
        ? [{ id: 's1', name: 'Ruby', age: household === 'sibling' ? 2 : 9, pronoun: 'she', role: 'helper' }]
        : [],
    people:
      household === 'friend'
        ? [person('p1', 'friend', 'Mia')]
        : household === 'family'
          ? [person('p1', 'friend', 'Mia'), person('p2', 'mum', null), person('p3', 'dad', null)]
          : [],
    pets: household === 'family' ? [{ id: 'pet1', name: 'Bruno', kind: 'dog', status: 'here' }] : [],
    details: household === 'family' ? [wellies] : [],
  });
}

/** The plan's slots with the place's sights all told, so that a variant renders without its opening sight. */
function slotsOf(plan: StoryPlan) {
  const context = new SlotsContext(new SeededRandom('test'));
  const sights = lexicon.setting(plan.setting.id)[plan.language].sights;
  while (context.nextSight(sights) !== '') {}
  const facts = planFacts(plan);
  return plan.language === 'en' ? englishSlots(plan, facts, context) : germanSlots(plan, facts, context);
}

function variantsOf(passage: Passage, language: Language): readonly Variant<never>[] {
  return (language === 'en' ? passage.en : passage.de) as readonly Variant<never>[];
}

/** Every text the passage can tell for this plan (its fitting variants, rendered). */
function tellable(passage: Passage, plan: StoryPlan): string[] {
  const filled = filledSlots(plan, planFacts(plan));
  const age: AgeBand = ageBandOf(plan);
  const slots = slotsOf(plan) as never;
  return variantsOf(passage, plan.language)
    .filter(
      (variant) => (!variant.ages || variant.ages.includes(age)) && variant.needs.every((slot) => filled.has(slot)),
    )
    .map((variant) => variant.text(slots).trim());
}

function toldText(plan: StoryPlan, seed: string): string {
  const settled = settlePlan(plan, { seed });
  return tellStory(settled, { seed })
    .scenes.map((scene) => scene.text)
    .join('\n');
}

describe('the everyday-b themes', () => {
  it.each(THEMES)('%s has enough variants for both ages in both languages', (id) => {
    const beats = themeBeats(id);
    expect(beats, id).toBeDefined();
    expect(beats!.hushed === true).toBe(HUSHED.includes(id));
    for (const passage of [beats!.challenge, beats!.mastery])
      for (const language of LANGUAGES) {
        const variants = variantsOf(passage, language);
        const only = (band: AgeBand) =>
          variants.filter((variant) => variant.ages?.length === 1 && variant.ages[0] === band);
        expect(only('big').length, `${id} ${language} big`).toBeGreaterThanOrEqual(3);
        expect(only('little').length, `${id} ${language} little`).toBeGreaterThanOrEqual(2);
        expect(
          variants.every((variant) => variant.ages?.length === 1),
          `${id} ${language}: every variant names its age`,
        ).toBe(true);
      }
  });

  it.each(THEMES)('%s: every variant fills without a gap, for every pronoun', (id) => {
    const beats = themeBeats(id)!;
    for (const language of LANGUAGES)
      for (const pronoun of PRONOUNS)
        for (const passage of [beats.challenge, beats.mastery])
          for (const variant of variantsOf(passage, language)) {
            const plan = planFor(id, language, variant.ages?.includes('little') ? 3 : 7, pronoun, 'family');
            const text = variant.text(slotsOf(plan) as never).trim();
            expect(text, `${id} ${language} ${pronoun}`).not.toMatch(
              /\bundefined\b|\bnull\b|\[object|NaN|\s{2}|\s[,.!?]|^[a-zäöü]/,
            );
            expect(text, `${id} ${language} ${pronoun}`).toMatch(/[.!?…“"]$/);
          }
  });

  it.each(THEMES)('%s is told at the theme moments, challenge and mastery', (id) => {
    for (const language of LANGUAGES)
      for (const age of [3, 7])
        for (const pronoun of PRONOUNS)
          for (const household of HOUSEHOLDS) {
            const plan = planFor(id, language, age, pronoun, household);
            const label = `${id} ${language} age ${age} ${pronoun} ${household}`;
            const text = toldText(plan, `${id}/${household}`);
            const beats = themeBeats(id)!;
            const challenge = tellable(beats.challenge, plan).find((told) => text.includes(told));
            const mastery = tellable(beats.mastery, plan).find((told) => text.includes(told));
            expect(challenge, `${label}: challenge`).toBeDefined();
            expect(mastery, `${label}: mastery`).toBeDefined();
            expect(text.indexOf(challenge!), `${label}: challenge first`).toBeLessThan(text.indexOf(mastery!));
            if (HUSHED.includes(id)) expect(text.slice(text.indexOf(mastery!)), `${label}: hushed`).not.toMatch(SHOUT);
          }
  });

  it('tells a brother or sister, a friend and the grown-ups at home when the plan has them', () => {
    const told = (theme: ThemeId, household: Household, seed: string) =>
      toldText(planFor(theme, 'en', 7, 'he', household), seed);
    const seeds = Array.from({ length: 12 }, (_, i) => `s${i}`);
    expect(seeds.some((seed) => told('tidying-up', 'sibling', seed).includes('Theo and Ruby made it a game'))).toBe(
      true,
    );
    expect(seeds.some((seed) => told('kindergarten', 'friend', seed).includes('Theo thought of Mia'))).toBe(true);
    expect(seeds.some((seed) => told('gratitude', 'family', seed).includes('Mummy and Daddy at home'))).toBe(true);
    expect(
      seeds.some((seed) => told('gentle-with-animals', 'family', seed).includes('Theo thought of Bruno at home')),
    ).toBe(true);
    expect(told('getting-dressed', 'family', 's1')).toContain('yellow wellies');
  });
});
