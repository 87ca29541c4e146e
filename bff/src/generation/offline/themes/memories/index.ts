// Every recognised achievement, in the order they are tried (a lost tooth before brushing,
// a concert before reading, a poem before the kindergarten it was said at, a skill before a general win).
import type { Memory } from '../types.ts';
import {
  becameBigSibling,
  braveCheckUp,
  firstKindergartenDay,
  firstSchoolDay,
  lostTooth,
  potty,
  sleptAlone,
} from './milestones.ts';
import { bike, climbing, drawing, dressing, reading, shoelaces, swim, writing } from './skills.ts';
import { concert, poem, show, sport } from './stage.ts';

export const MEMORIES: readonly Memory[] = [
  lostTooth,
  concert,
  show,
  poem,
  swim,
  bike,
  shoelaces,
  dressing,
  sleptAlone,
  potty,
  braveCheckUp,
  becameBigSibling,
  firstKindergartenDay,
  firstSchoolDay,
  writing,
  drawing,
  climbing,
  reading,
  sport,
];
