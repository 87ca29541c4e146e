import type { Language, PlanDetail, PlanPerson, PlanSibling, StoryPlan } from '@dreamweaver/contracts';
import { buildPlan } from './plan-builder.ts';

// Fourteen children as an editor reads fourteen orders: different names, ages, companions, places,
// goals, families and favourite things, each with a seed of its own. The adventure tests tell them
// and measure how many sentences one child's story shares with another's.

export interface Child {
  plan: StoryPlan;
  seed: string;
}

export const detail = (
  id: string,
  kind: PlanDetail['kind'],
  words: string,
  lexeme: string | null,
  colour: string | null = null,
): PlanDetail => ({ id, kind, words, lexeme, colour, owner: null, wanted: true, used: false, where: null, why: null });

export const person = (id: string, relation: PlanPerson['relation'], name: string | null = null): PlanPerson => ({
  id,
  name,
  relation,
  calls: null,
  status: 'here',
  away: null,
  health: 'well',
  livesWithChild: relation !== 'friend',
});

const sibling = (name: string, age: number, pronoun: PlanSibling['pronoun'], role: PlanSibling['role']) => ({
  id: `s-${name}`,
  name,
  age,
  pronoun,
  role,
});

const achievement = (words: string, kind: string | null) => ({ words, kind, used: false, why: null });

type Profile = Omit<Parameters<typeof buildPlan>[0] & object, 'language'>;

const PROFILES: readonly Profile[] = [
  {
    hero: { name: 'Theo', age: 6, pronoun: 'he' },
    companion: { name: 'Pip', kind: 'fox' },
    setting: { id: 'magical-forest', words: null },
    theme: { id: 'dark', sensitive: false, words: null, about: null },
    people: [person('p1', 'mum'), person('p2', 'dad')],
    details: [detail('d1', 'food', 'pancakes', 'pancakes'), detail('d2', 'animal', 'hedgehogs', 'hedgehog')],
  },
  {
    hero: { name: 'Mia', age: 7, pronoun: 'she' },
    companion: { name: 'Bobo', kind: 'elephant', toy: true, own: true },
    setting: { id: 'underwater-kingdom', words: null },
    details: [detail('d1', 'colour', 'turquoise', 'turquoise'), detail('d2', 'activity', 'swimming', 'swimming')],
    achievement: achievement('swam 25 metres', 'swim'),
  },
  {
    hero: { name: 'Kim', age: 5, pronoun: 'they' },
    companion: { name: 'Sternchen', kind: 'owl' },
    setting: { id: 'space-adventure', words: null },
    siblings: [sibling('Lou', 9, 'she', 'helper')],
    details: [detail('d1', 'toy', 'toy robot', 'toy-robot'), detail('d2', 'thing', 'the Flying Scotsman', null)],
  },
  {
    hero: { name: 'Leo', age: 8, pronoun: 'he' },
    companion: { name: 'Funke', kind: 'dragon' },
    setting: { id: 'enchanted-castle', words: null },
    people: [person('p1', 'grandma', 'Rose'), person('p2', 'friend', 'Sami')],
    details: [detail('d1', 'clothing', 'red cape', 'cape', 'red'), detail('d2', 'food', 'chips', 'chips')],
    achievement: achievement('saved a penalty', 'penalty-save'),
  },
  {
    hero: { name: 'Ava', age: 4, pronoun: 'she' },
    companion: { name: 'Hoppel', kind: 'rabbit' },
    setting: { id: 'farm', words: null },
    pets: [{ id: 'pet1', name: 'Biscuit', kind: 'dog', status: 'here' }],
    details: [detail('d1', 'animal', 'lambs', 'lamb'), detail('d2', 'food', 'strawberries', 'strawberries')],
    achievement: achievement('used the potty', 'potty'),
  },
  {
    hero: { name: 'Noah', age: 6, pronoun: 'he' },
    companion: { name: 'Rex', kind: 'dinosaur' },
    setting: { id: 'dinosaur-land', words: null },
    theme: { id: 'dark', sensitive: false, words: null, about: null },
    siblings: [sibling('Ella', 1, 'she', 'comforter')],
    details: [detail('d1', 'activity', 'digging', 'sandcastles'), detail('d2', 'colour', 'green', 'green')],
  },
  {
    hero: { name: 'Lina', age: 9, pronoun: 'she' },
    companion: { name: 'Nuss', kind: 'squirrel' },
    setting: { id: 'snowy-forest', words: null },
    people: [person('p1', 'dad')],
    details: [detail('d1', 'activity', 'sledging', 'sledging'), detail('d2', 'food', 'hot chocolate', 'hot-chocolate')],
    achievement: achievement('read a whole book', 'reading'),
  },
  {
    hero: { name: 'Sam', age: 3, pronoun: 'he' },
    companion: { name: 'Teddy', kind: 'bear', toy: true, own: true },
    setting: { id: 'home', words: null },
    people: [person('p1', 'mum'), person('p2', 'mum')],
    details: [detail('d1', 'toy', 'teddy', 'teddy'), detail('d2', 'clothing', 'dinosaur pyjamas', 'pyjamas')],
  },
  {
    hero: { name: 'Emil', age: 7, pronoun: 'he' },
    companion: { name: 'Flitz', kind: 'monkey' },
    setting: { id: 'jungle', words: null },
    siblings: [sibling('Ida', 4, 'she', 'finder'), sibling('Ole', 10, 'he', 'helper')],
    details: [detail('d1', 'animal', 'tigers', 'tiger'), detail('d2', 'food', 'bananas', 'banana')],
    achievement: achievement('rode his bike', 'bike'),
  },
  {
    hero: { name: 'Zoe', age: 5, pronoun: 'she' },
    companion: { name: 'Wolke', kind: 'sheep' },
    setting: { id: 'mountains', words: null },
    pets: [{ id: 'pet1', name: 'Mimi', kind: 'cat', status: 'here' }],
    details: [detail('d1', 'activity', 'climbing', 'climbing'), detail('d2', 'clothing', 'yellow wellies', 'wellies')],
  },
  {
    hero: { name: 'Finn', age: 8, pronoun: 'he' },
    companion: { name: 'Salty', kind: 'seal' },
    setting: { id: 'seaside', words: null },
    people: [person('p1', 'dad', 'Tom'), person('p2', 'friend', 'Ben')],
    details: [detail('d1', 'food', 'ice cream', 'ice-cream'), detail('d2', 'toy', 'kite', 'kite')],
    achievement: achievement('scored a goal', 'goal'),
  },
  {
    hero: { name: 'Ronja', age: 4, pronoun: 'she' },
    companion: { name: 'Minka', kind: 'cat', own: true },
    setting: { id: 'animal-village', words: null },
    siblings: [sibling('Paul', 7, 'he', 'helper')],
    details: [detail('d1', 'colour', 'pink', 'pink'), detail('d2', 'food', 'pretzel', 'pretzel')],
  },
  {
    hero: { name: 'Jonas', age: 6, pronoun: 'they' },
    companion: { name: 'Brummel', kind: 'bear' },
    setting: { id: 'magical-forest', words: null },
    people: [person('p1', 'grandpa', 'Karl')],
    details: [detail('d1', 'activity', 'painting', 'painting'), detail('d2', 'animal', 'owls', 'owl')],
    achievement: achievement('lost a tooth', 'tooth'),
  },
  {
    hero: { name: 'Hanna', age: 7, pronoun: 'she' },
    companion: { name: 'Sprotte', kind: 'dolphin' },
    setting: { id: 'seaside', words: null },
    theme: { id: 'dark', sensitive: false, words: null, about: null },
    details: [detail('d1', 'toy', 'scooter', 'scooter', 'blue'), detail('d2', 'thing', 'die Dampflok', null)],
  },
];

/** A thing the lexicon does not know, as a parent of each language types it. */
const THINGS: Record<string, Record<Language, string>> = {
  'the Flying Scotsman': { en: 'the Flying Scotsman', de: 'der Flying Scotsman' },
  'die Dampflok': { en: 'the old steam train', de: 'die Dampflok' },
};

function inLanguage(details: readonly PlanDetail[] | undefined, language: Language): PlanDetail[] {
  return (details ?? []).map((d) => (d.kind === 'thing' ? { ...d, words: THINGS[d.words]?.[language] ?? d.words } : d));
}

/** The fourteen children in a language: the same families, so the two languages can be compared. */
export function fourteenChildren(language: Language, { age }: { age?: number } = {}): Child[] {
  return PROFILES.map((profile, i) => ({
    plan: buildPlan({
      ...profile,
      language,
      details: inLanguage(profile.details, language),
      hero: { ...profile.hero, ...(age === undefined ? {} : { age }) },
    }),
    seed: `child-${i}-${language}`,
  }));
}
