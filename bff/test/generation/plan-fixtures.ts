import { storyPlanSchema, type CreateStoryRequest, type PlanPerson, type StoryPlan } from '@dreamweaver/contracts';
import type { StoryBrief } from '../../src/generation/engine.ts';

// Settled story plans for the AI path's tests, as the reader and settlePlan make them (shapes taken
// from the reader's answers to such orders): someone who died, a separation, two mums, details, a
// series episode. Each passes the contract's schema.

export function planFor(name: string, changes: Partial<StoryPlan> = {}): StoryPlan {
  const plan: StoryPlan = {
    version: 1,
    language: 'en',
    hero: {
      name,
      age: 5,
      pronoun: 'she',
      look: { hairColour: 'red', hairStyle: 'curly', skinTone: 'light', pyjamas: 'stars', freckles: true },
      aids: [],
    },
    companion: { name: 'Pip', kind: 'fox', toy: false, own: false },
    setting: { id: 'seaside', words: null },
    people: [],
    pets: [],
    family: { shape: 'not-said', twoHomes: false },
    siblings: [],
    theme: { id: 'adventure', sensitive: false, words: null, about: null },
    care: { afterlife: 'leave-out', practise: false, wishes: [], sadIsOk: false },
    achievement: null,
    details: [],
    series: null,
    story: { arc: 'lost-treasure', scenes: 6 },
    ...changes,
  };
  return storyPlanSchema().parse(plan);
}

export function person(id: string, fields: Partial<PlanPerson> & Pick<PlanPerson, 'relation'>): PlanPerson {
  return { id, name: null, calls: null, status: 'here', away: null, health: 'well', livesWithChild: false, ...fields };
}

/** "Grandpa Joe died last month. She misses fishing with him and his green fishing hat. Her best friend Ella lives next door." */
export function deathPlan(hero: string): StoryPlan {
  return planFor(hero, {
    people: [
      person('p1', { name: 'Joe', relation: 'grandpa', calls: 'Grandpa Joe', status: 'remembered' }),
      person('p2', { name: 'Ella', relation: 'friend' }),
    ],
    theme: { id: 'death-person', sensitive: true, words: 'Grandpa Joe died last month', about: 'p1' },
    care: { afterlife: 'leave-out', practise: false, wishes: ['no heaven please'], sadIsOk: true },
    details: [
      {
        id: 'd1',
        kind: 'clothing',
        words: 'green fishing hat',
        lexeme: 'hat',
        colour: 'green',
        owner: 'p1',
        wanted: true,
        used: true,
        where: 'In scene 2.',
        why: null,
      },
    ],
    story: { arc: 'remembering-stone', scenes: 6 },
  });
}

/** "Mummy and Papa are separating. Tom will live in two homes." */
export function separationPlan(hero: string): StoryPlan {
  return planFor(hero, {
    hero: { ...planFor(hero).hero, pronoun: 'he' },
    people: [
      person('p1', { relation: 'mum', calls: 'Mummy', livesWithChild: true }),
      person('p2', { relation: 'dad', calls: 'Papa', livesWithChild: true }),
    ],
    family: { shape: 'mum-and-dad', twoHomes: true },
    theme: { id: 'separation', sensitive: true, words: 'Mummy and Papa are separating', about: null },
  });
}

/** "Lena has two mums, Mama Jo and Mami Sam. She loves yellow wellies and pancakes." */
export function twoMumsPlan(hero: string): StoryPlan {
  const detail = { lexeme: null, colour: null, owner: null, used: true, where: 'In scene 1.', why: null };
  return planFor(hero, {
    people: [
      person('p1', { name: 'Jo', relation: 'mum', calls: 'Mama Jo', livesWithChild: true }),
      person('p2', { name: 'Sam', relation: 'mum', calls: 'Mami Sam', livesWithChild: true }),
    ],
    family: { shape: 'two-mums', twoHomes: false },
    details: [
      { ...detail, id: 'd1', kind: 'clothing', words: 'yellow wellies', wanted: true },
      { ...detail, id: 'd2', kind: 'food', words: 'pancakes', wanted: true },
      { ...detail, id: 'd3', kind: 'food', words: 'broccoli soup', wanted: false, used: false },
    ],
  });
}

/** Episode 3 of a series whose last episode found a lost treasure at the seaside. */
export function seriesPlan(hero: string): StoryPlan {
  return planFor(hero, {
    series: { episode: 3, previous: { arc: 'lost-treasure', setting: 'seaside', thread: 'shell' } },
  });
}

export const orderOf = (name: string, changes: Partial<CreateStoryRequest> = {}): CreateStoryRequest => ({
  audience: 'child',
  storyType: 'custom',
  language: 'en',
  recipientDetails: { name, age: 5 },
  ...changes,
});

export const briefOf = (plan: StoryPlan, changes: Partial<CreateStoryRequest> = {}): StoryBrief => ({
  ...orderOf(plan.hero.name, changes),
  plan,
});

/** A plan reading that found nothing: the shape of generation/openai/plan-format.ts. */
export const emptyPlanReading = JSON.stringify({
  hero: {
    age: null,
    pronoun: 'they',
    look: { hairColour: null, hairStyle: null, skinTone: null, pyjamas: null, freckles: false },
    aids: [],
  },
  companion: { name: 'Pip', kind: 'fox', toy: false, own: false },
  setting: { id: 'magical-forest', words: null },
  people: [],
  pets: [],
  family: { shape: 'not-said', twoHomes: false },
  theme: { id: 'adventure', words: null, about: null },
  care: { afterlife: 'leave-out', practise: false, wishes: [], sadIsOk: false },
  achievement: null,
  details: [],
});
