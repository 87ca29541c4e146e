import type { StoryPlan } from '@dreamweaver/contracts';
import { describe, expect, it } from 'vitest';
import { planFacts } from '../src/slots/plan-facts.ts';
import { planOf } from './reader-order.ts';

// "Noah and Max used to go to the beach every Saturday": the child and the dog who died, together.
// The memory is the place they went to (no doing but the going), Max's and Noah's, said where it is
// ("at the beach", „am Meer“); never Max's own habit, as if he had gone alone.

const remembered = (plan: StoryPlan) => [...plan.people, ...plan.pets].find((w) => w.status === 'remembered')!;

describe('reader: a place the child went to with the one who died', () => {
  it('reads "Noah and Max used to go to the beach every Saturday" as their place, not Max’s habit', () => {
    const plan = planOf('Noah and Max used to go to the beach every Saturday. Noah’s dad is sad too.', {
      name: 'Noah',
      goal: 'our dog Max died last week',
    });
    const max = remembered(plan);
    expect(plan.details.map((d) => ({ kind: d.kind, lexeme: d.lexeme, owner: d.owner }))).toEqual([
      { kind: 'place', lexeme: 'seaside', owner: max.id },
    ]);
    expect(planFacts(plan).sharedPlace?.words).toBe('at the beach');
  });

  it('reads „Mia und Bello sind jeden Samstag ans Meer gefahren“ as theirs, told „am Meer“', () => {
    const plan = planOf('Mia und Bello sind jeden Samstag ans Meer gefahren.', {
      language: 'de',
      name: 'Mia',
      goal: 'Unser Hund Bello ist gestorben',
    });
    expect(plan.details).toEqual([expect.objectContaining({ kind: 'place', owner: remembered(plan).id })]);
    expect(planFacts(plan).sharedPlace?.words).toBe('am Meer');
  });

  it('keeps "Max used to go to the beach" Max’s own habit', () => {
    const plan = planOf('Max used to go to the beach every Saturday.', { name: 'Noah', goal: 'our dog Max died' });
    expect(plan.details).toContainEqual(expect.objectContaining({ kind: 'habit', owner: remembered(plan).id }));
  });
});
