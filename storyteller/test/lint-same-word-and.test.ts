import type { PlanPerson } from '@dreamweaver/contracts';
import { describe, expect, it } from 'vitest';
import { sameWordAnd } from '../src/lint/rules/same-word-and.ts';
import { buildPlan } from './plan-builder.ts';
import { subject } from './lint-subject.ts';

describe('same-word-and: the same word joined by "and"', () => {
  it('finds "Mummy and Mummy" and „Papa und Papa“', () => {
    const en = subject({ scenes: ['When Mummy and Mummy said goodnight, Nora was awake.', 'All was quiet.'] });
    const de = subject({
      plan: buildPlan({ language: 'de' }),
      scenes: ['Still war es.', 'Zu Hause warteten Papa und Papa schon.'],
    });
    expect(sameWordAnd(en).map((finding) => finding.scene)).toEqual([0]);
    expect(sameWordAnd(de).map((finding) => finding.message)).toEqual([
      'the same word joined by "and": "Papa und Papa" (who is who?)',
    ]);
  });

  it('passes two different words, a name of the plan of two words, and English sayings', () => {
    const jo: PlanPerson = {
      id: 'p1',
      name: 'Jo',
      relation: 'mum',
      calls: 'Mummy Jo',
      status: 'here',
      away: null,
      health: 'well',
      livesWithChild: true,
    };
    const told = subject({
      plan: buildPlan({ people: [jo] }),
      scenes: [
        'Mama and Mum said goodnight. Mummy and Mummy Jo waved.',
        'Again and again the owl called, round and round went the moth, on and on.',
        'Nora and Norah laughed.',
      ],
    });
    expect(sameWordAnd(told)).toEqual([]);
    // German nouns have capitals: „Mama und Mama Gute Nacht“ is still the same word joined.
    const de = subject({ plan: buildPlan({ language: 'de' }), scenes: ['Als Mama und Mama Gute Nacht sagten.'] });
    expect(sameWordAnd(de)).toHaveLength(1);
  });
});
