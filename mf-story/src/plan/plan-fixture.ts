import type { StoryPlan } from '@dreamweaver/contracts';

// A plan as the server sends it, for the plan screen's unit tests: Theo (he), his fox Pip, Grandpa
// who died, Mum at home, a cat, and two details (one told, one not).

export function theosPlan(overrides: Partial<StoryPlan> = {}): StoryPlan {
  return {
    version: 1,
    language: 'en',
    hero: {
      name: 'Theo',
      age: 6,
      pronoun: 'he',
      look: { hairColour: null, hairStyle: null, skinTone: null, pyjamas: null, freckles: false },
      aids: [],
    },
    companion: { name: 'Pip', kind: 'fox', toy: false, own: true },
    setting: { id: 'magical-forest', words: null },
    people: [
      {
        id: 'p1',
        name: null,
        relation: 'grandpa',
        calls: null,
        status: 'remembered',
        away: null,
        health: 'well',
        livesWithChild: false,
      },
      {
        id: 'p2',
        name: null,
        relation: 'mum',
        calls: 'Mama',
        status: 'here',
        away: null,
        health: 'well',
        livesWithChild: true,
      },
    ],
    pets: [{ id: 'q1', name: null, kind: 'cat', status: 'here' }],
    family: { shape: 'not-said', twoHomes: false },
    siblings: [],
    theme: { id: 'death-person', sensitive: true, words: null, about: 'p1' },
    care: { afterlife: 'leave-out', practise: false, wishes: [], sadIsOk: true },
    achievement: null,
    details: [
      {
        id: 'd1',
        kind: 'clothing',
        words: "Grandpa's green fishing hat",
        lexeme: 'hat',
        colour: 'green',
        owner: 'p1',
        wanted: true,
        used: true,
        where: 'In scene 2.',
        why: null,
      },
      {
        id: 'd2',
        kind: 'toy',
        words: 'the red bike',
        lexeme: 'bike',
        colour: 'red',
        owner: null,
        wanted: true,
        used: false,
        where: null,
        why: "It did not find a natural place in tonight's story.",
      },
    ],
    series: null,
    story: { arc: 'death-person-big', scenes: 6 },
    ...overrides,
  };
}
