import { lexicon } from '../lexicon/index.ts';
import type { Landscape } from '../lexicon/settings/types.ts';
import { isDrawnSpecies } from './animals/index.ts';
import { isThing } from './objects/index.ts';

// Which drawing shows a word of the lexicon: an animal's own drawing key, and small tables from
// toys, foods and clothes to the things the art has. A word without a fitting drawing is not drawn
// (never a wrong thing in its place), and a thing that does not belong in a place is left out.

/** A drawing key for an animal kind: the lexicon's, or the kind itself when the art has it (a knight, a robot). */
export function animalDrawing(kind: string): string | undefined {
  const drawing = lexicon.animal(kind)?.drawing;
  if (drawing && isDrawnSpecies(drawing)) return drawing;
  return isDrawnSpecies(kind) ? kind : undefined;
}

/** A thing of the art, or a species drawing (the teddy is drawn as the sitting bear with its bow). */
export interface Drawing {
  key: string;
  species: boolean;
}

const object = (key: string): Drawing => ({ key, species: false });

const TOYS: Readonly<Record<string, Drawing>> = {
  teddy: { key: 'teddy', species: true },
  'toy-robot': { key: 'robot', species: true },
  'toy-dinosaur': { key: 'dinosaur', species: true },
  ball: object('ball'),
  football: object('ball'),
  book: object('book'),
  bike: object('bicycle'),
  'balance-bike': object('bicycle'),
  kite: object('kite'),
  blocks: object('blocks'),
  lego: object('blocks'),
  'train-set': object('train'),
  crayons: object('paint'),
  paintbox: object('paint'),
  'toy-boat': object('boat'),
  scooter: object('scooter'),
};

const FOODS: Readonly<Record<string, string>> = {
  pancakes: 'pancake',
  pizza: 'pizza',
  cake: 'cake',
  muffins: 'cake',
  biscuits: 'cookie',
  'ice-cream': 'ice-cream',
  honey: 'honey',
  'hot-chocolate': 'cocoa',
  apple: 'apple',
  banana: 'banana',
  strawberries: 'strawberry',
  spaghetti: 'pasta',
  pasta: 'pasta',
  bread: 'bread',
  'bread-rolls': 'bread',
};

const CLOTHES: Readonly<Record<string, string>> = { hat: 'hat', sunhat: 'hat', crown: 'crown' };

/** An activity's prop that is not itself a key of the art. */
const PROPS: Readonly<Record<string, string>> = { paintbox: 'paint' };

const hasKey = (table: Readonly<Record<string, unknown>>, id: string | null): id is string =>
  id !== null && Object.hasOwn(table, id);

export function toyDrawing(id: string | null): Drawing | undefined {
  return hasKey(TOYS, id) ? TOYS[id] : undefined;
}

export function foodDrawing(id: string | null): Drawing | undefined {
  return hasKey(FOODS, id) ? object(FOODS[id]) : undefined;
}

/** Something kept in memory of someone: a toy, a garment, or a thing the art draws. */
export function keepsakeDrawing(id: string | null, kind: string): Drawing | undefined {
  if (hasKey(CLOTHES, id)) return object(CLOTHES[id]);
  const toy = toyDrawing(id);
  if (toy) return toy;
  return kind === 'thing' && id !== null && isThing(id) ? object(id) : undefined;
}

export function propDrawing(activity: string | null): Drawing | undefined {
  const prop = activity ? lexicon.activity(activity)?.prop : undefined;
  if (!prop) return undefined;
  if (isThing(prop)) return object(prop);
  return hasKey(PROPS, prop) ? object(PROPS[prop]) : undefined;
}

/** Things that need open air and dry ground: no tree on the moon, no kite under the sea. */
const NEEDS_AIR = new Set([
  'tree',
  'flower',
  'kite',
  'stream',
  'pond',
  'swing',
  'footprints',
  'candle',
  'lantern',
  'rainbow',
]);
const NEEDS_GROUND = new Set([
  'tree',
  'flower',
  'stream',
  'pond',
  'swing',
  'bicycle',
  'scooter',
  'train',
  'mushroom',
  'fern',
]);

export function belongsIn(key: string, landscape: Landscape): boolean {
  if (landscape === 'sea') return !NEEDS_AIR.has(key);
  if (landscape === 'space') return !NEEDS_GROUND.has(key) && key !== 'kite' && key !== 'rainbow';
  return true;
}

/** Where a creature can be met: one of the water in the sea or at the seaside, no land animal under the sea. */
export function livesIn(lives: 'land' | 'water' | 'air' | 'anywhere', landscape: Landscape): boolean {
  if (lives === 'anywhere') return true;
  if (landscape === 'sea') return lives === 'water';
  if (lives === 'water') return landscape === 'seaside';
  return landscape !== 'space' || lives === 'land';
}
