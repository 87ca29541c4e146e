import type { StoryPlan } from '@dreamweaver/contracts';
import { describe, expect, it } from 'vitest';
import {
  AGES,
  allText,
  arcsOf,
  carePlan,
  detail,
  expectNothingBanned,
  expectPicturesCalm,
  LANGUAGES,
  type Language,
  PRONOUNS,
  person,
  pet,
  SEEDS,
  sentences,
  tell,
  thinPassages,
} from './care-story-checks.ts';

// A pet that died (the cat Minka, a dog, a rabbit): remembered by its favourite spot, a thing it
// left, a story, a drawing; it never purrs, dozes or waits anywhere in the story's present.

const PRESENT: Record<Language, RegExp> = {
  en: /\b(?:purrs|purred|purring|dozes|dozed|dozing|sleeps|slept|sleeping|asleep|waits|waited|waiting|curled up|wags|wagged|sits|sat|comes|came|is here|was here|lies|lay)(?!\p{L})/iu,
  de: /(?<!\p{L})(?:schnurrt|schnurrte|döst|döste|schläft|schlief|wartet|wartete|rollte sich|wedelt|wedelte|sitzt|saß|kommt|kam|ist da|war da|liegt)(?!\p{L})/iu,
};
const REMEMBERING: Record<Language, RegExp> = {
  en: /\b(?:used to|always|remember\w*|thought of|thinks of|miss\w*|loved|died|can't come back|come back|coming home|first came|story|draw|favourite|the way)\b/iu,
  de: /(?:immer|früher|erinner|dachte an|denkt an|vermiss|hatte|gewesen|gestorben|wieder|gekommen war|Bild|malen|Lieblings)/u,
};
const DIED: Record<Language, RegExp> = { en: /\bdied\b/gu, de: /\bgestorben\b/gu };
const SAD: Record<Language, RegExp> = { en: /\bsad\b/iu, de: /traurig/iu };
const LOVE: Record<Language, RegExp> = { en: /\blov(?:e|ed)\b/iu, de: /lieb/iu };
const HEAVEN: Record<Language, RegExp> = { en: /heaven/iu, de: /Himmel/u };

const mum = person('p1', 'mum', 'here');
const dad = person('p2', 'dad', 'here');
const base = { theme: 'death-pet' as const, about: 'pet1' };

const CASES: {
  label: string;
  name: string;
  plan: (l: Language, age: number, p: (typeof PRONOUNS)[number]) => StoryPlan;
}[] = [
  {
    label: 'the cat Minka, with both parents',
    name: 'Minka',
    plan: (language, age, pronoun) =>
      carePlan({ ...base, language, age, pronoun, people: [mum, dad], pets: [pet('pet1', 'cat', 'remembered')] }),
  },
  {
    label: 'the dog Rex, nobody else, a favourite colour',
    name: 'Rex',
    plan: (language, age, pronoun) =>
      carePlan({
        ...base,
        language,
        age,
        pronoun,
        pets: [pet('pet1', 'dog', 'remembered', 'Rex')],
        details: [detail('d1', 'colour', 'blue', 'blue')],
      }),
  },
  {
    label: 'the rabbit Hoppel, a living dog at home, a star allowed',
    name: 'Hoppel',
    plan: (language, age, pronoun) =>
      carePlan({
        ...base,
        language,
        age,
        pronoun,
        people: [mum],
        pets: [pet('pet1', 'rabbit', 'remembered', 'Hoppel'), pet('pet2', 'dog', 'here', 'Bruno')],
        afterlife: 'star',
      }),
  },
  {
    label: 'the cat Minka, heaven allowed',
    name: 'Minka',
    plan: (language, age, pronoun) =>
      carePlan({
        ...base,
        language,
        age,
        pronoun,
        people: [dad],
        pets: [pet('pet1', 'cat', 'remembered')],
        afterlife: 'heaven',
      }),
  },
];

function expectRemembered(text: string, name: string, language: Language) {
  for (const sentence of sentences(text)) {
    if (!new RegExp(`(?<!\\p{L})${name}(?!\\p{L})`, 'u').test(sentence)) continue;
    if (REMEMBERING[language].test(sentence)) continue;
    expect(sentence, 'the pet that died is present in a scene').not.toMatch(PRESENT[language]);
  }
}

describe('care arcs: a pet that died', () => {
  for (const c of CASES) {
    describe(c.label, () => {
      for (const language of LANGUAGES)
        for (const age of AGES)
          it(`${language}, age ${age}`, () => {
            for (const pronoun of PRONOUNS)
              for (const seed of SEEDS) {
                const plan = c.plan(language, age, pronoun);
                const { settled, told } = tell(plan, seed);
                expect(arcsOf('death-pet')).toContain(told.arc);
                expect(settled.story?.arc).toBe(told.arc);
                expectPicturesCalm(told);
                const text = allText(told);
                expectNothingBanned(`${told.title} ${told.summary} ${text}`, language);
                expect(text).toMatch(SAD[language]);
                expect(text).toMatch(LOVE[language]);
                expect(text).toContain(c.name);
                const died = text.match(DIED[language])?.length ?? 0;
                expect(died).toBeGreaterThanOrEqual(1);
                expect(died).toBeLessThanOrEqual(2);
                if (plan.care.afterlife !== 'heaven') expect(text).not.toMatch(HEAVEN[language]);
                expectRemembered(text, c.name, language);
              }
          });
    });
  }

  it('the presence check catches a pet that died dozing by the bed', () => {
    expect(() => expectRemembered('Minka dozed at the end of the bed.', 'Minka', 'en')).toThrow();
    expect(() => expectRemembered('Minka schnurrte leise.', 'Minka', 'de')).toThrow();
  });

  it('every passage has three variants for a big plan and two for a little one', () => {
    expect(thinPassages('death-pet', ['lost'])).toEqual([]);
    expect(thinPassages('death-pet', ['lost', 'grownups'])).toEqual([]);
  });

  it('a plan with no pet named is still told', () => {
    for (const age of AGES)
      for (const language of LANGUAGES) {
        const { told } = tell(carePlan({ ...base, about: null, language, age, pronoun: 'he' }), '3');
        expect(told.scenes.every((scene) => scene.text.length > 40)).toBe(true);
      }
  });
});
