import { describe, expect, it } from 'vitest';
import { planLines } from '../../src/generation/openai/plan-prompt.ts';
import { planReadingFormat } from '../../src/generation/openai/plan-format.ts';
import { person, planFor } from './plan-fixtures.ts';

// The plan facts the offline storyteller learned (no visits yet, a ritual the child does now, two
// mums not named) reach the AI engine's plan prompt too, and its reading format asks for them.

describe('the plan prompt: visits, rituals and two unnamed parents', () => {
  it('says the hero may not visit someone yet, and shows the hero doing a ritual for them', () => {
    const dad = person('p1', { relation: 'dad', calls: 'Papa', status: 'away', away: 'hospital', health: 'ill' });
    const plan = planFor('Lina', {
      people: [{ ...dad, noVisits: true }],
      details: [
        {
          id: 'd1',
          kind: 'ritual',
          words: 'draws him a picture every evening',
          lexeme: 'drawing',
          colour: null,
          owner: 'p1',
          wanted: true,
          used: false,
          where: null,
          why: null,
        },
      ],
    });
    const text = planLines(plan).join('\n');
    expect(text).toContain(
      'the hero may not visit them yet: no scene at their side, the hero misses them and sends a drawing or a message instead',
    );
    expect(text).toContain(
      '- ritual: the hero "draws him a picture every evening" (for the hero\'s dad, called "Papa"), now, again and again: show the hero doing it in a scene',
    );
    expect(planLines(planFor('Lina', { people: [dad] })).join('\n')).not.toContain('may not visit');
  });

  it('tells a baby brother or sister not born yet as on the way, never held or drawn tonight', () => {
    const rosa = person('p1', { relation: 'sister', name: 'Rosa', status: 'expected', livesWithChild: false });
    expect(planLines(planFor('Ava', { people: [rosa] })).join('\n')).toContain(
      '- On the way: the hero\'s sister, called "Rosa", a baby not born yet. Waited for and got ready for; never held, seen, heard or drawn tonight.',
    );
  });

  it('tells two mums without names together, never "Mummy and Mummy"', () => {
    const mums = [person('p1', { relation: 'mum' }), person('p2', { relation: 'mum' })];
    expect(planLines(planFor('Nora', { people: mums })).join('\n')).toContain(
      'The two mums have no names yet: speak of them together ("both mums"), never join the same word with "and".',
    );
    const named = [person('p1', { relation: 'mum', calls: 'Mama' }), person('p2', { relation: 'mum', calls: 'Mum' })];
    expect(planLines(planFor('Nora', { people: named })).join('\n')).not.toContain('together');
  });

  it('asks the reading model whether a person may be visited', () => {
    const people = planReadingFormat.shape.people.element.shape;
    expect(Object.keys(people)).toContain('noVisits');
  });
});
