import type { StoryPlan } from '@dreamweaver/contracts';
import { describe, expect, it } from 'vitest';
import { planFacts } from '../src/slots/plan-facts.ts';
import { planOf } from './reader-order.ts';

// German puts what comes first in a sentence before the verb, and the child after it: „Mit ihm hat
// Ben immer Drachen steigen lassen“, „Jeden Morgen hat Jonas mit ihm gespielt“, „Früher hat Mia …“.
// Such a sentence is still the child's memory of what they did with the one who died, and theirs.

const remembered = (plan: StoryPlan) => [...plan.people, ...plan.pets].find((w) => w.status === 'remembered')!;
const activities = (plan: StoryPlan) =>
  plan.details.filter((d) => d.kind === 'activity').map((d) => ({ lexeme: d.lexeme, owner: d.owner }));

describe('reader: a German memory with something put first and the child after the verb', () => {
  it('reads „Mit ihm hat Ben immer Drachen steigen lassen“ as flying kites with Opa Heinz', () => {
    const plan = planOf(
      'Opa Heinz ist im Oktober gestorben. Mit ihm hat Ben immer Drachen steigen lassen. Oma wohnt jetzt allein.',
      { language: 'de', name: 'Ben', goal: 'Opa ist gestorben' },
    );
    const opa = remembered(plan);
    expect(opa).toMatchObject({ name: 'Heinz', relation: 'grandpa' });
    expect(activities(plan)).toEqual([{ lexeme: 'kites', owner: opa.id }]);
    expect(planFacts(plan).shared?.lexeme).toBe('kites');
  });

  it('reads „Jeden Morgen hat Jonas mit ihm gespielt“ and „Früher hat Mia mit Opa …“', () => {
    const bello = planOf('Unser Hund Bello ist gestorben. Jeden Morgen hat Jonas mit ihm gespielt.', {
      language: 'de',
      name: 'Jonas',
    });
    expect(activities(bello)).toEqual([{ lexeme: 'playing', owner: remembered(bello).id }]);
    const opa = planOf('Opa ist gestorben. Früher hat Mia mit Opa Drachen steigen lassen.', {
      language: 'de',
      name: 'Mia',
    });
    expect(activities(opa)).toEqual([{ lexeme: 'kites', owner: remembered(opa).id }]);
  });

  it('finds the dog of „mit ihm“ in the goal when the text does not name him', () => {
    const plan = planOf('Jeden Morgen hat Jonas mit ihm gespielt.', {
      language: 'de',
      name: 'Jonas',
      goal: 'Unser Hund Bello ist gestorben',
    });
    expect(activities(plan)).toEqual([{ lexeme: 'playing', owner: remembered(plan).id }]);
  });

  it('reads „Jonas hat ihn jeden Morgen ausgeführt“ as walks with the dog', () => {
    const plan = planOf('Unser Hund Bello ist gestorben. Jonas hat ihn jeden Morgen ausgeführt.', {
      language: 'de',
      name: 'Jonas',
    });
    expect(activities(plan)).toEqual([{ lexeme: 'walks', owner: remembered(plan).id }]);
  });

  it('reads no memory of the child where someone else did it for the child („Oma hat Mia immer vorgelesen“)', () => {
    const plan = planOf('Oma ist gestorben. Abends hat Oma Mia immer vorgelesen.', { language: 'de', name: 'Mia' });
    expect(activities(plan)).toEqual([]);
  });
});
