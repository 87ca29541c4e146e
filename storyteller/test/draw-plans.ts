import type { PlanDetail, PlanPerson, StoryPlan } from '@dreamweaver/contracts';
import type { Composition } from '../src/arcs/types.ts';
import type { Landscape } from '../src/lexicon/settings/types.ts';
import type { ScenePicture } from '../src/teller/told.ts';
import { buildPlan } from './plan-builder.ts';

// Plans and picture specs the drawing tests share: a family with someone remembered and someone
// away, every landscape and every composition.

export const LANDSCAPES: readonly Landscape[] = [
  'forest',
  'castle',
  'sea',
  'space',
  'dinosaurs',
  'village',
  'farm',
  'seaside',
  'snow',
  'mountains',
  'jungle',
  'home',
];

export const VIEWS: readonly Pick<ScenePicture, 'composition' | 'where' | 'asleep'>[] = [
  { composition: 'interior', where: 'bedroom', asleep: false },
  { composition: 'interior', where: 'bedroom', asleep: true },
  { composition: 'interior', where: 'home', asleep: false },
  { composition: 'journey', where: 'setting', asleep: false },
  { composition: 'close-up', where: 'setting', asleep: false },
  { composition: 'wide', where: 'setting', asleep: false },
  { composition: 'sky', where: 'setting', asleep: false },
  { composition: 'sky', where: 'sky', asleep: false },
  { composition: 'wide', where: 'garden', asleep: false },
];

export function picture(
  composition: Composition,
  where: ScenePicture['where'],
  changes: Partial<ScenePicture> = {},
): ScenePicture {
  return {
    composition,
    where,
    landscape: 'forest',
    night: 0.5,
    asleep: false,
    cast: ['grownups', 'siblings', 'guide', 'creature', 'homePet', 'friend', 'baby'],
    things: ['toy', 'food', 'keepsake', 'lantern', 'star', 'prop', 'aid', 'boxes'],
    ...changes,
  };
}

const detail = (
  id: string,
  kind: PlanDetail['kind'],
  lexeme: string,
  colour: string | null = null,
  owner: string | null = null,
): PlanDetail => ({
  id,
  kind,
  words: owner ? `Grandpa Heinz's ${lexeme}` : lexeme,
  lexeme,
  colour,
  owner,
  wanted: true,
  used: false,
  where: null,
  why: null,
});

export const person = (
  id: string,
  relation: PlanPerson['relation'],
  status: PlanPerson['status'],
  name: string | null = null,
  livesWithChild = status === 'here',
): PlanPerson => ({
  id,
  name,
  relation,
  calls: null,
  status,
  away: status === 'away' ? 'work' : null,
  health: 'well',
  livesWithChild,
});

/** Mum is here; Dad is away; Grandpa Heinz died (his hat is kept); the cat Minka died too. */
export function familyPlan(changes: Parameters<typeof buildPlan>[0] = {}): StoryPlan {
  return buildPlan({
    hero: { name: 'Mia', age: 6, pronoun: 'she' },
    companion: { name: 'Pip', kind: 'fox', toy: false, own: false },
    people: [
      person('mum', 'mum', 'here', 'Sarah'),
      person('dad', 'dad', 'away', 'Jonas', true),
      person('opa', 'grandpa', 'remembered', 'Heinz', true),
    ],
    pets: [
      { id: 'minka', name: 'Minka', kind: 'cat', status: 'remembered' },
      { id: 'bruno', name: 'Bruno', kind: 'dog', status: 'here' },
    ],
    siblings: [{ id: 'tom', name: 'Tom', age: 9, pronoun: 'he', role: 'helper' }],
    theme: { id: 'death-person', sensitive: true, words: null, about: 'opa' },
    details: [
      detail('col', 'colour', 'purple'),
      detail('toy', 'toy', 'scooter', 'red'),
      detail('food', 'food', 'pancakes'),
      detail('hat', 'clothing', 'hat', 'green', 'opa'),
    ],
    ...changes,
  });
}
