// Every theme, in the order they are tried: the more specific before the more general
// (a new sibling before patience with a sibling, brushing teeth before food).
import type { Theme } from '../types.ts';
import { newFood, teeth } from './body.ts';
import { dark, ownBed } from './night.ts';
import { kindergarten, school } from './starting.ts';
import { newSibling, sharing, siblingPatience, sorry } from './together.ts';

export const THEMES: readonly Theme[] = [
  newSibling,
  siblingPatience,
  sharing,
  sorry,
  ownBed,
  dark,
  kindergarten,
  school,
  teeth,
  newFood,
];
