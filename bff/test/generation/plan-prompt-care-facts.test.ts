import { describe, expect, it } from 'vitest';
import { planLines } from '../../src/generation/openai/plan-prompt.ts';
import { planWithoutNames } from '../../src/generation/plan-without-names.ts';
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

  it('tells a stay in hospital as the parent told it, and who looks after the hero meanwhile', () => {
    const mum = person('p1', { relation: 'mum', health: 'ill' });
    const jo = person('p2', { relation: 'aunt', name: 'Jo', livesWithChild: false });
    const plan = planFor('Lily', {
      people: [
        { ...mum, hospital: { when: 'next-week', days: 5, operation: true } },
        { ...jo, looksAfterChild: true },
      ],
    });
    const text = planLines(plan).join('\n');
    expect(text).toContain('going into hospital next week, for a planned operation, for 5 days, then coming home');
    expect(text).toContain('never say nobody knows when');
    expect(text).toContain('looks after the hero meanwhile');
    const now = planFor('Lola', {
      people: [{ ...mum, status: 'away', away: 'hospital', hospital: { when: 'now', days: null, operation: false } }],
    });
    expect(planLines(now).join('\n')).toContain('in hospital now, coming home when the doctors say');
  });

  it('lets a stay in hospital and who looks after the hero through the name-privacy seam', () => {
    const mum = person('p1', { relation: 'mum', health: 'ill' });
    const plan = planFor('Lily', {
      people: [
        { ...mum, hospital: { when: 'next-week', days: 5, operation: true } },
        { ...person('p2', { relation: 'aunt', name: 'Jo' }), looksAfterChild: true },
      ],
    });
    const children = { siblings: [], friends: [], planSibling: [], person: new Map<string, number>() };
    const seen = planWithoutNames(plan, children, (text) => text);
    expect(seen.people[0].hospital).toEqual({ when: 'next-week', days: 5, operation: true });
    expect(seen.people[1].looksAfterChild).toBe(true);
  });

  it('tells when the hero talks with someone away, and lets it through the seam', () => {
    const papa = person('p1', { relation: 'dad', calls: 'Papa', status: 'away', away: 'forces', callsEvery: 'sunday' });
    const plan = planFor('Finn', { people: [papa] });
    expect(planLines(plan).join('\n')).toContain('talks with the hero on the phone every Sunday');
    const children = { siblings: [], friends: [], planSibling: [], person: new Map<string, number>() };
    expect(planWithoutNames(plan, children, (text) => text).people[0].callsEvery).toBe('sunday');
  });
});
