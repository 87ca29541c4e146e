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

// Two homes, settled: the routines, what travels (the cuddly toy), being loved in both homes, and
// missing the other home, which is allowed.

const MISSING: Record<Language, RegExp> = { en: /\bmiss/iu, de: /vermiss/iu };
const LOVE: Record<Language, RegExp> = { en: /\blov(?:e|es|ed)\b/iu, de: /lieb/iu };
const ROUTINE: Record<Language, RegExp> = { en: /toothbrush|\bbed\b/iu, de: /Zahnbürste|Bett/u };
const REUNION: Record<Language, RegExp> = { en: /back together|live together again/iu, de: /wieder zusammen/u };

const CASES: { label: string; people: PlanPerson[]; names: Record<Language, [string, string]> | null }[] = [
  {
    label: 'mum and dad',
    people: [person('p1', 'dad', 'here'), person('p2', 'mum', 'here')],
    names: { en: ['Daddy', 'Mummy'], de: ['Papa', 'Mama'] },
  },
  {
    label: 'two dads named Ben and Sam',
    people: [person('p1', 'dad', 'here', { name: 'Ben' }), person('p2', 'dad', 'here', { name: 'Sam' })],
    names: { en: ['Ben', 'Sam'], de: ['Ben', 'Sam'] },
  },
  { label: 'nobody named', people: [], names: null },
];

describe('care arcs: two homes', () => {
  for (const c of CASES) {
    describe(c.label, () => {
      for (const language of LANGUAGES)
        for (const age of AGES)
          it(`${language}, age ${age}`, () => {
            for (const pronoun of PRONOUNS)
              for (const seed of SEEDS)
                for (const toy of [true, false]) {
                  const plan = carePlan({
                    theme: 'two-homes',
                    language,
                    age,
                    pronoun,
                    people: c.people,
                    details: toy ? [detail('d1', 'toy', 'red scooter', 'scooter', { colour: 'red' })] : [],
                    companion: toy ? {} : { name: 'Bobo', kind: 'elephant', toy: true, own: true },
                  });
                  const { settled, told } = tell(plan, seed);
                  expect(arcsOf('two-homes')).toContain(told.arc);
                  expectPicturesCalm(told);
                  for (const scene of told.scenes) expect(scene.picture.cast).not.toContain('grownups');
                  const text = allText(told);
                  expectNothingBanned(`${told.title} ${told.summary} ${text}`, language);
                  expect(text).toMatch(MISSING[language]);
                  expect(text).toMatch(LOVE[language]);
                  expect(text).toMatch(ROUTINE[language]);
                  expect(text).not.toMatch(REUNION[language]);
                  if (toy) expect(settled.details[0].used, 'the toy that travels is told').toBe(true);
                  if (c.names)
                    for (const name of c.names[language])
                      expect(
                        sentences(text).some((s) => s.includes(name) && LOVE[language].test(s)),
                        `${name} is said to love the child`,
                      ).toBe(true);
                }
          });
    });
  }

  it('every passage has three variants for a big plan and two for a little one', () => {
    expect(thinPassages('two-homes', ['parents', 'grownups'])).toEqual([]);
    expect(thinPassages('two-homes', ['parents'])).toEqual([]);
  });
});
