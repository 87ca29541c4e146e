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

// Someone who died: a grandparent, a parent, someone unnamed; with and without the keepsake, the
// place, the grown-ups, a star or heaven. The one who died is remembered, never present.

const PRESENT: Record<Language, RegExp> = {
  en: /\b(?:is here|was here|watch(?:es|ed|ing)?|smiles|smiled|sits|sat|walks|walked|sleeps|slept|sleeping|asleep|waits|waited|waiting|nods|nodded|came in|comes in|hugs|hugged|kissed|tucked)(?!\p{L})/iu,
  de: /(?<!\p{L})(?:ist da|war da|schaut zu|sah zu|lächelt|lächelte|sitzt|saß|geht|ging|schläft|schlief|wartet|wartete|nickt|nickte|deckte|umarmte|küsste)(?!\p{L})/iu,
};
const REMEMBERING: Record<Language, RegExp> = {
  en: /\b(?:used to|always|remember\w*|thought of|thinks of|think of|miss\w*|loved|died|can't come back|stories|story|photo|draw)\b/iu,
  de: /(?:immer|früher|erinner|dachte an|denkt an|vermiss|hatte|gewesen|gestorben|Foto|Bild|Lieblings|Geschichte|wiederkommen)/u,
};
const DIED: Record<Language, RegExp> = { en: /\bdied\b/gu, de: /\bgestorben\b/gu };
const SAD: Record<Language, RegExp> = { en: /\bsad\b/iu, de: /traurig/iu };
const OTHER_FEELINGS: Record<Language, RegExp> = {
  en: /\b(?:angry|cross|confused|muddled)\b/iu,
  de: /wütend|durcheinander/iu,
};
const LOVE: Record<Language, RegExp> = { en: /\blov(?:e|ed)\b/iu, de: /lieb/iu };
const LOOKED_AFTER: Record<Language, RegExp> = {
  en: /look(?:s|ed)? after/iu,
  de: /auf (?:mich|dich) auf|aufgepasst|aufpasst/iu,
};
const HEAVEN: Record<Language, RegExp> = { en: /heaven/iu, de: /Himmel/u };
const STAR: Record<Language, RegExp> = { en: /\bstar\b/iu, de: /\bStern\b/u };

interface Case {
  label: string;
  lostName: Record<Language, string> | null;
  plan: (language: Language, age: number, pronoun: (typeof PRONOUNS)[number]) => StoryPlan;
}

const grandpa = person('p1', 'grandpa', 'remembered');
const mum = person('p2', 'mum', 'here');
const dad = person('p3', 'dad', 'here');
const hat = detail('d1', 'clothing', "Grandpa's green fishing hat", 'hat', { colour: 'green', owner: 'p1' });
const lake = detail('d2', 'place', 'the lake', null, { owner: 'p1' });
const base = { theme: 'death-person' as const };

const CASES: Case[] = [
  {
    label: 'grandpa with his hat, the lake and both parents',
    lostName: { en: 'Grandpa', de: 'Opa' },
    plan: (language, age, pronoun) =>
      carePlan({ ...base, language, age, pronoun, people: [grandpa, mum, dad], details: [hat, lake], about: 'p1' }),
  },
  {
    label: 'grandpa, nobody else',
    lostName: { en: 'Grandpa', de: 'Opa' },
    plan: (language, age, pronoun) => carePlan({ ...base, language, age, pronoun, people: [grandpa], about: 'p1' }),
  },
  {
    label: 'a mum who died, with dad here',
    lostName: { en: 'Mummy', de: 'Mama' },
    plan: (language, age, pronoun) =>
      carePlan({ ...base, language, age, pronoun, people: [person('p4', 'mum', 'remembered'), dad], about: 'p4' }),
  },
  {
    label: 'a dad who died, nobody named at home, a cuddly toy companion',
    lostName: { en: 'Daddy', de: 'Papa' },
    plan: (language, age, pronoun) =>
      carePlan({
        ...base,
        language,
        age,
        pronoun,
        people: [person('p5', 'dad', 'remembered')],
        about: 'p5',
        companion: { name: 'Bobo', kind: 'elephant', toy: true, own: true },
      }),
  },
  {
    label: 'grandma with a star allowed, a dog at home and a teddy',
    lostName: { en: 'Grandma', de: 'Oma' },
    plan: (language, age, pronoun) =>
      carePlan({
        ...base,
        language,
        age,
        pronoun,
        people: [person('p6', 'grandma', 'remembered'), mum],
        pets: [pet('pet1', 'dog', 'here', 'Bruno')],
        details: [detail('d3', 'toy', 'teddy', 'teddy')],
        about: 'p6',
        afterlife: 'star',
      }),
  },
  {
    label: 'grandpa with heaven allowed',
    lostName: { en: 'Grandpa', de: 'Opa' },
    plan: (language, age, pronoun) =>
      carePlan({ ...base, language, age, pronoun, people: [grandpa, mum], about: 'p1', afterlife: 'heaven' }),
  },
  {
    label: 'nobody named as the one who died',
    lostName: null,
    plan: (language, age, pronoun) => carePlan({ ...base, language, age, pronoun, people: [mum] }),
  },
];

function expectRemembered(text: string, name: string, language: Language) {
  for (const sentence of sentences(text)) {
    if (!new RegExp(`(?<!\\p{L})${name}(?!\\p{L})`, 'u').test(sentence)) continue;
    if (REMEMBERING[language].test(sentence)) continue;
    expect(sentence, 'the one who died is present in a scene').not.toMatch(PRESENT[language]);
  }
}

describe('care arcs: someone who died', () => {
  for (const c of CASES) {
    describe(c.label, () => {
      for (const language of LANGUAGES)
        for (const age of AGES)
          it(`${language}, age ${age}`, () => {
            for (const pronoun of PRONOUNS)
              for (const seed of SEEDS) {
                const plan = c.plan(language, age, pronoun);
                const { settled, told } = tell(plan, seed);
                expect(arcsOf('death-person')).toContain(told.arc);
                expect(settled.story?.arc).toBe(told.arc);
                expectPicturesCalm(told);
                const text = allText(told);
                expectNothingBanned(`${told.title} ${told.summary} ${text}`, language);
                expect(text).toMatch(SAD[language]);
                expect(text).toMatch(LOVE[language]);
                if (age > 4) expect(text).toMatch(OTHER_FEELINGS[language]);
                const died = text.match(DIED[language])?.length ?? 0;
                expect(died).toBeGreaterThanOrEqual(1);
                expect(died).toBeLessThanOrEqual(2);
                if (plan.care.afterlife !== 'heaven') expect(text).not.toMatch(HEAVEN[language]);
                if (c.lostName) {
                  expectRemembered(text, c.lostName[language], language);
                  if (plan.care.afterlife !== 'star')
                    for (const sentence of sentences(text))
                      if (sentence.includes(c.lostName[language])) expect(sentence).not.toMatch(STAR[language]);
                }
                if (c.label.startsWith('a mum') || c.label.startsWith('a dad'))
                  expect(text, 'a child whose parent died hears they will be looked after').toMatch(
                    LOOKED_AFTER[language],
                  );
                const keepsake = settled.details.find((d) => d.id === 'd1');
                if (keepsake) expect(keepsake.used).toBe(true);
              }
          });
    });
  }

  it('the presence check is not empty: it catches someone who died acting in a scene', () => {
    expect(() => expectRemembered('Grandpa smiled at Theo from the door.', 'Grandpa', 'en')).toThrow();
    expect(() => expectRemembered('Opa saß neben Theo.', 'Opa', 'de')).toThrow();
    expect(() => expectRemembered('Theo remembered how Grandpa smiled.', 'Grandpa', 'en')).not.toThrow();
  });

  it('the keepsake is named at most twice, the title too: after that it is "it"', () => {
    const noun: Record<Language, RegExp> = { en: /\bhats?\b/giu, de: /\bHut\b/gu };
    for (const language of LANGUAGES)
      for (const age of AGES)
        for (const seed of [...SEEDS, '5', '6', '7', '8', '9', '10', '11', '12']) {
          const { told } = tell(CASES[0].plan(language, age, 'she'), seed);
          const said = `${told.title} ${allText(told)}`.match(noun[language])?.length ?? 0;
          expect(said, `${language} ${age} ${seed}`).toBeGreaterThanOrEqual(1);
          expect(said, `${language} ${age} ${seed}`).toBeLessThanOrEqual(2);
        }
  });

  it('the one who died is never drawn: no scene has a cast role for them', () => {
    const { told } = tell(CASES[0].plan('en', 7, 'he'), '1');
    for (const scene of told.scenes) expect(scene.picture.cast).not.toContain('lost');
  });

  it('every passage has three variants for a big plan and two for a little one', () => {
    expect(thinPassages('death-person', ['lost'])).toEqual([]);
    expect(thinPassages('death-person', ['lost', 'grownups'])).toEqual([]);
    expect(thinPassages('death-person', ['lost', 'lostParent'])).toEqual([]);
  });

  it('a plan with no named person is still told, with a fallback for every passage', () => {
    for (const band of [3, 7])
      for (const language of LANGUAGES) {
        const { told } = tell(carePlan({ ...base, language, age: band, pronoun: 'she' }), '5');
        expect(told.scenes.every((scene) => scene.text.length > 40)).toBe(true);
      }
  });
});
