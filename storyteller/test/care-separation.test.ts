import type { PlanPerson } from '@dreamweaver/contracts';
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
  SEEDS,
  sentences,
  tell,
  thinPassages,
} from './care-story-checks.ts';

// Parents who separated: "Is it my fault?" is asked and answered, both parents are named as the
// plan names them and both love the child, routines in both homes, and no promise of a reunion.

const ASKED: Record<Language, RegExp> = {
  en: /(?:my fault\?|because of me\?|something wrong\?|if I'd been better)/iu,
  de: /(?:meine Schuld\?|wegen mir\?|falsch gemacht\?|braver gewesen)/u,
};
const NOT_YOUR_FAULT: Record<Language, RegExp> = { en: /not your fault/iu, de: /nicht deine Schuld/u };
const LOVE: Record<Language, RegExp> = { en: /\blov(?:e|es|ed)\b/iu, de: /lieb/iu };
const ROUTINE: Record<Language, RegExp> = { en: /toothbrush/iu, de: /Zahnbürste/u };
const REUNION: Record<Language, RegExp> = {
  en: /(?:back together|live together again|get back)/iu,
  de: /(?:wieder zusammen|wieder zusammenziehen)/u,
};
const BLAME: Record<Language, RegExp> = {
  en: /(?:fault of|because (?:Mummy|Daddy)|blame)/iu,
  de: /(?:schuld daran ist|Mama ist schuld|Papa ist schuld)/u,
};

interface Case {
  label: string;
  people: PlanPerson[];
  names: Record<Language, [string, string]> | null;
}

const CASES: Case[] = [
  {
    label: 'mum and dad, dad living elsewhere',
    people: [person('p1', 'mum', 'here'), person('p2', 'dad', 'here', { livesWithChild: false })],
    names: { en: ['Mummy', 'Daddy'], de: ['Mama', 'Papa'] },
  },
  {
    label: 'two mums called Mama Jo and Mami',
    people: [
      person('p1', 'mum', 'here', { calls: 'Mama Jo' }),
      person('p2', 'mum', 'here', { calls: 'Mami', livesWithChild: false }),
    ],
    names: { en: ['Mama Jo', 'Mami'], de: ['Mama Jo', 'Mami'] },
  },
  { label: 'only mum named', people: [person('p1', 'mum', 'here')], names: null },
  { label: 'nobody named', people: [], names: null },
];

function expectBothLoved(text: string, names: [string, string], language: Language) {
  for (const name of names) {
    const loving = sentences(text).filter((sentence) => sentence.includes(name) && LOVE[language].test(sentence));
    expect(loving.length, `${name} is said to love the child`).toBeGreaterThan(0);
  }
}

describe('care arcs: parents separating', () => {
  for (const c of CASES) {
    describe(c.label, () => {
      for (const language of LANGUAGES)
        for (const age of AGES)
          it(`${language}, age ${age}`, () => {
            for (const pronoun of PRONOUNS)
              for (const seed of SEEDS) {
                const plan = carePlan({
                  theme: 'separation',
                  language,
                  age,
                  pronoun,
                  people: c.people,
                  details: [detail('d1', 'toy', 'teddy', 'teddy'), detail('d2', 'colour', 'green', 'green')],
                });
                const { settled, told } = tell(plan, seed);
                expect(arcsOf('separation')).toContain(told.arc);
                expect(settled.story?.arc).toBe(told.arc);
                expectPicturesCalm(told);
                for (const scene of told.scenes) expect(scene.picture.cast).not.toContain('grownups');
                const text = allText(told);
                expectNothingBanned(`${told.title} ${told.summary} ${text}`, language);
                expect(text, 'the child asks whether it is their fault').toMatch(ASKED[language]);
                expect(text).toMatch(NOT_YOUR_FAULT[language]);
                expect(text).toMatch(ROUTINE[language]);
                expect(text).toMatch(LOVE[language]);
                expect(text).not.toMatch(REUNION[language]);
                expect(text).not.toMatch(BLAME[language]);
                if (c.names) expectBothLoved(text, c.names[language], language);
                else expect(text).not.toMatch(language === 'en' ? /Daddy/u : /Papa/u);
              }
          });
    });
  }

  it('every passage has three variants for a big plan and two for a little one', () => {
    expect(thinPassages('separation', ['parents', 'grownups'])).toEqual([]);
    expect(thinPassages('separation', ['parents'])).toEqual([]);
  });
});
