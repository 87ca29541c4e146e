import { describe, expect, it } from 'vitest';
import { planOf } from './reader-order.ts';

// The brothers and sisters who come along: the form's, or the ones the words name who live with the
// child; one boy said twice (the form's Jack, the goal's "little brother") is one boy.

const siblings = (...args: Parameters<typeof planOf>) =>
  planOf(...args).siblings.map(({ name, age, pronoun }) => ({ name, age, pronoun }));

describe('reader: brothers and sisters in the story', () => {
  it('brings a named brother or sister from the words along, with the age said beside the name', () => {
    expect(
      siblings(undefined, { language: 'de', age: 6, goal: 'mehr Geduld mit ihrem kleinen Bruder Mats (2)' }),
    ).toEqual([{ name: 'Mats', age: 2, pronoun: 'he' }]);
    expect(siblings('She adores her little sister Rosie.', { age: 5 })).toEqual([
      { name: 'Rosie', age: null, pronoun: 'she' },
    ]);
  });

  it('reads a name set apart by a comma, with its age in brackets: "a big sister, Ronja (8)"', () => {
    expect(siblings('Emil has a big sister, Ronja (8).', { age: 4 })).toEqual([
      { name: 'Ronja', age: 8, pronoun: 'she' },
    ]);
    expect(siblings('Emil hat eine große Schwester, Ronja (8).', { language: 'de', age: 4 })).toEqual([
      { name: 'Ronja', age: 8, pronoun: 'she' },
    ]);
  });

  it('makes a big sister older than the child, so no story calls her little', () => {
    expect(siblings('Her big sister Ava reads to her.', { age: 5 })).toEqual([{ name: 'Ava', age: 7, pronoun: 'she' }]);
  });

  it('brings no new baby, no one ill, nobody who died and no cousin along', () => {
    expect(siblings('His new baby sister Willow cries a lot.', { age: 5 })).toEqual([]);
    expect(siblings('Her brother Tom is in hospital.', { age: 5 })).toEqual([]);
    expect(siblings('Our cousin Mila comes at Easter.', { age: 5 })).toEqual([]);
  });

  it('takes the form’s brothers and sisters as given, and names the words’ unnamed one with them', () => {
    const plan = planOf(undefined, {
      age: 6,
      goal: 'being patient with her little brother',
      siblings: [{ name: 'Jack', age: 3, pronoun: 'he', role: 'finder' }],
    });
    expect(plan.siblings).toEqual([{ id: 's1', name: 'Jack', age: 3, pronoun: 'he', role: 'finder' }]);
    expect(plan.people.filter((p) => p.relation === 'brother').map((p) => p.name)).toEqual(['Jack']);
  });

  it('reads a name in brackets after the relation', () => {
    const plan = planOf(undefined, { age: 5, goal: 'getting used to having a new baby sister (Willow)' });
    expect(plan.people.find((p) => p.relation === 'sister')?.name).toBe('Willow');
  });
});
