import type { PlanDetail, PlanPerson, ThemeId } from '@dreamweaver/contracts';
import { describe, expect, it } from 'vitest';
import {
  AGES,
  allText,
  carePlan,
  detail,
  expectNothingBanned,
  LANGUAGES,
  type Language,
  type Pronoun,
  PRONOUNS,
  person,
  pet,
  SEEDS,
  sentences,
  tell,
} from './care-story-checks.ts';

// What the child used to do with the one a care story is about ("go fishing together" with Grandpa,
// „zusammen Tomaten gepflanzt“ with Opa): told in the memory, with that one, in the past; not told
// when the parent said nothing of it, and never as done with them when it was only the child's own.

const THE_ACTIVITY: Record<Language, RegExp> = { en: /\bfishing\b/u, de: /\bAngeln\b/u };
const WITH_GRANDPA: Record<Language, RegExp> = { en: /fishing with Grandpa/u, de: /Angeln mit Opa/u };
const AT_THE_LAKE: Record<Language, RegExp> = { en: /the lake/u, de: /am See/u };
/** A sentence that tells the shared activity is a memory: past tense or a word of remembering. */
const MEMORY: Record<Language, RegExp> = {
  en: /\b(?:remember\w*|had|spent|did|was|were|always|used to)\b/u,
  de: /(?:hatten|hatte|waren|war|immer|denkt an|dachte an|erzählte|gemacht|verbracht)/u,
};

const fishing = (owner: string | null) => detail('d1', 'activity', 'go fishing together', 'fishing', { owner });
const lake = (language: Language) => detail('d2', 'place', language === 'en' ? 'the lake' : 'am See', null);

function deathPlan(language: Language, age: number, pronoun: Pronoun, details: PlanDetail[]) {
  return carePlan({
    theme: 'death-person',
    language,
    age,
    pronoun,
    people: [person('p1', 'grandpa', 'remembered')],
    details,
    about: 'p1',
  });
}

describe('care arcs: the memory shared with the one who died', () => {
  for (const language of LANGUAGES)
    for (const age of AGES)
      it(`${language}, age ${age}: fishing with Grandpa is told, as a memory`, () => {
        for (const pronoun of PRONOUNS)
          for (const seed of SEEDS) {
            const { settled, told } = tell(deathPlan(language, age, pronoun, [fishing('p1')]), seed);
            const text = allText(told);
            expectNothingBanned(text, language);
            expect(text).toMatch(WITH_GRANDPA[language]);
            for (const sentence of sentences(text).filter((one) => THE_ACTIVITY[language].test(one)))
              expect(sentence, 'the shared activity is remembered, in the past').toMatch(MEMORY[language]);
            expect(settled.details.find((d) => d.id === 'd1')?.used).toBe(true);
          }
      });

  for (const language of LANGUAGES)
    for (const age of AGES)
      it(`${language}, age ${age}: with the place they shared, both are told`, () => {
        for (const seed of SEEDS) {
          const { settled, told } = tell(deathPlan(language, age, 'she', [fishing('p1'), lake(language)]), seed);
          const text = allText(told);
          expect(text).toMatch(THE_ACTIVITY[language]);
          expect(text).toMatch(AT_THE_LAKE[language]);
          expect(settled.details.every((d) => d.used)).toBe(true);
        }
      });

  for (const language of LANGUAGES)
    it(`${language}: not told when the parent said nothing of it, nor with Grandpa when it was the child's own`, () => {
      for (const age of AGES)
        for (const seed of SEEDS) {
          const none = allText(tell(deathPlan(language, age, 'he', []), seed).told);
          expect(none).not.toMatch(THE_ACTIVITY[language]);
          const own = allText(tell(deathPlan(language, age, 'he', [fishing(null)]), seed).told);
          expect(own).not.toMatch(WITH_GRANDPA[language]);
        }
    });
});

// Someone away or ill is alive: what the child misses doing with them is told, in their own words.
const FOOTBALL: Record<Language, RegExp> = {
  en: /playing football with (?:him|Daddy)/u,
  de: /Fußballspielen/u,
};
const AWAY_OR_ILL: { theme: ThemeId; status: 'away' | 'here'; health: PlanPerson['health'] }[] = [
  { theme: 'parent-away', status: 'away', health: 'well' },
  { theme: 'someone-ill', status: 'here', health: 'ill' },
];

describe('care arcs: what the child misses doing with the one away or ill', () => {
  for (const { theme, status, health } of AWAY_OR_ILL)
    for (const language of LANGUAGES)
      for (const age of AGES)
        it(`${theme}, ${language}, age ${age}`, () => {
          for (const seed of SEEDS) {
            const dad = person('p1', 'dad', status, { health });
            const football = detail('d1', 'activity', 'playing football with Daddy', 'football', { owner: 'p1' });
            const plan = carePlan({
              theme,
              language,
              age,
              pronoun: 'he',
              people: [dad],
              details: [football],
              about: 'p1',
            });
            const { settled, told } = tell(plan, seed);
            const text = allText(told);
            expectNothingBanned(text, language);
            expect(text).toMatch(FOOTBALL[language]);
            expect(settled.details[0].used).toBe(true);
            const without = allText(tell({ ...plan, details: [] }, seed).told);
            expect(without).not.toMatch(FOOTBALL[language]);
          }
        });
});

// A pet that died („Jonas hat jeden Morgen mit ihm im Garten gespielt“): what the child did with it,
// and where, told as a memory in the death arcs of every age, beside the pet's own habit; a place
// that was not theirs is never told as where they did it.
const PLAYING: Record<Language, RegExp> = { en: /\bplaying\b/u, de: /\bSpielen\b/u };
const IN_THE_GARDEN: Record<Language, RegExp> = { en: /in the garden/u, de: /im Garten/u };
const REMEMBERED: Record<Language, RegExp> = {
  en: /\b(?:remember\w*|thought of|thinks of|told|used to)\b/u,
  de: /(?:denkt an|dachte an|erzählte|früher|erinner)/u,
};

const playing = detail('d1', 'activity', 'mit ihm gespielt', 'playing', { owner: 'pet1' });
const garden = (language: Language, owner: string | null) =>
  detail('d2', 'place', language === 'en' ? 'in the garden' : 'im Garten', 'home', { owner });
const waited = (language: Language) =>
  detail('d3', 'habit', language === 'en' ? 'always used to wait by the door' : 'hat immer an der Tür gewartet', null, {
    owner: 'pet1',
  });

function petPlan(language: Language, age: number, pronoun: Pronoun, details: PlanDetail[]) {
  return carePlan({
    theme: 'death-pet',
    language,
    age,
    pronoun,
    pets: [pet('pet1', 'dog', 'remembered', 'Bello')],
    details,
    about: 'pet1',
  });
}

describe('care arcs: what the child did with a pet that died', () => {
  for (const language of LANGUAGES)
    for (const age of AGES)
      it(`${language}, age ${age}: playing with Bello in the garden is remembered, with the habit or without`, () => {
        for (const pronoun of PRONOUNS)
          for (const seed of SEEDS)
            for (const details of [
              [playing, garden(language, 'pet1')],
              [playing, garden(language, 'pet1'), waited(language)],
            ]) {
              const { settled, told } = tell(petPlan(language, age, pronoun, details), seed);
              const text = allText(told);
              expectNothingBanned(text, language);
              expect(settled.details.filter((d) => !d.used)).toEqual([]);
              const remembered = sentences(text).filter((one) => PLAYING[language].test(one));
              expect(remembered.length, text).toBeGreaterThan(0);
              for (const sentence of remembered) {
                expect(sentence, 'the doing is remembered').toMatch(REMEMBERED[language]);
                expect(sentence, 'and where it was').toMatch(IN_THE_GARDEN[language]);
              }
            }
      });

  for (const language of LANGUAGES)
    it(`${language}: a place that was not theirs is not told as where they played`, () => {
      for (const age of AGES)
        for (const seed of SEEDS) {
          const { settled, told } = tell(petPlan(language, age, 'she', [playing, garden(language, null)]), seed);
          expect(settled.details.find((d) => d.id === 'd1')?.used).toBe(true);
          for (const sentence of sentences(allText(told)).filter((one) => PLAYING[language].test(one)))
            expect(sentence).not.toMatch(IN_THE_GARDEN[language]);
        }
    });
});
