import { describe, expect, it } from 'vitest';
import type { PlanSibling, ThemeId } from '@dreamweaver/contracts';
import { allText, carePlan, person, pet, SEEDS, tell, type CarePlanOptions } from './care-story-checks.ts';

// A brother or sister who comes along is drawn in every picture (docs/children.md), so every care
// arc names them in its words too, at both ages and in both languages; a baby is carried.

const lou: PlanSibling = { id: 's1', name: 'Lou', age: 5, pronoun: 'she', role: 'helper' };
const baby: PlanSibling = { id: 's2', name: 'Ben', age: 1, pronoun: 'he', role: 'comforter' };
const twins: PlanSibling[] = [lou, { id: 's3', name: 'Kit', age: 8, pronoun: 'he', role: 'finder' }];

const THEMES: [ThemeId, Partial<CarePlanOptions>][] = [
  ['death-person', { about: 'p1', people: [person('p1', 'grandpa', 'remembered')] }],
  ['death-pet', { about: 'pet1', pets: [pet('pet1', 'cat', 'remembered')] }],
  ['separation', { people: [person('p1', 'mum', 'here'), person('p2', 'dad', 'here', { livesWithChild: false })] }],
  ['two-homes', { people: [person('p1', 'mum', 'here'), person('p2', 'dad', 'here', { livesWithChild: false })] }],
  ['parent-away', { about: 'p1', people: [person('p1', 'dad', 'away', { away: 'work' })] }],
  ['someone-ill', { about: 'p1', people: [person('p1', 'grandma', 'here', { health: 'ill', livesWithChild: false })] }],
  ['moving-house', {}],
  ['speech', {}],
  ['loud-noises', {}],
  ['big-change', {}],
];

describe('a brother or sister along in a care story', () => {
  for (const [theme, extra] of THEMES)
    for (const language of ['en', 'de'] as const)
      for (const age of [3, 7])
        it(`${theme}, ${language}, age ${age}: named in the words, each of them`, () => {
          for (const [siblings, seed] of [
            [[lou], SEEDS[0]],
            [[baby], SEEDS[1]],
            [twins, SEEDS[2]],
          ] as const) {
            const plan = { ...carePlan({ theme, language, age, pronoun: 'he', ...extra }), siblings: [...siblings] };
            const text = allText(tell(plan, seed).told);
            for (const sibling of siblings) expect(text, `${sibling.name}: ${text}`).toContain(sibling.name);
          }
        });
});
