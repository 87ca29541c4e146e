import { FARM_ANIMALS } from './animals/farm.ts';
import { TALE_CREATURES } from './animals/fantasy.ts';
import { FARAWAY_ANIMALS } from './animals/faraway.ts';
import { LITTLE_CREATURES } from './animals/little.ts';
import { PETS } from './animals/pets.ts';
import { SEA_CREATURES } from './animals/water.ts';
import { WOODLAND_ANIMALS } from './animals/woods.ts';
import type { AnimalEntry } from './types.ts';

// Animals: a companion, a favourite met on the way, a pet at home. Each with its German gender,
// plural and, for a weak noun, its other form (der Hase, den Hasen); the spellings a parent types;
// what it touches things with; where it lives; and the drawing that pictures it. The lists live in
// animals/, one file per kind of place.

export const ANIMALS: readonly AnimalEntry[] = [
  ...PETS,
  ...FARM_ANIMALS,
  ...WOODLAND_ANIMALS,
  ...LITTLE_CREATURES,
  ...FARAWAY_ANIMALS,
  ...SEA_CREATURES,
  ...TALE_CREATURES,
];
