import type { ThemeId } from '@dreamweaver/contracts';
import { lostTreasure } from './adventures/lost-treasure.ts';
import { arrival, homeEvening } from './moments/evening.ts';
import { activity, creature, food } from './moments/favourites.ts';
import { goodnight } from './moments/goodnight.ts';
import { friend, memory, siblingsJoin, thing } from './moments/people.ts';
import { COURAGE_THEMES } from './themes/courage.ts';
import { FEAR_THEMES } from './themes/fears.ts';
import { FEELING_THEMES } from './themes/feelings.ts';
import { FRIENDSHIP_THEMES } from './themes/friendship.ts';
import { HONESTY_THEMES } from './themes/honesty.ts';
import { NIGHT_THEMES } from './themes/night.ts';
import { PARTING_THEMES } from './themes/partings.ts';
import { POLITENESS_THEMES } from './themes/politeness.ts';
import { SIBLING_THEMES } from './themes/siblings.ts';
import { TOGETHER_THEMES } from './themes/together.ts';
import type { Arc, MomentKind, Passage, ThemeBeats } from './types.ts';

// Every authored arc, moment and theme, by id: the teller's only source of text.

export const ARCS: readonly Arc[] = [lostTreasure];

const THEMES: readonly ThemeBeats[] = [
  ...NIGHT_THEMES,
  ...FEAR_THEMES,
  ...COURAGE_THEMES,
  ...FEELING_THEMES,
  ...PARTING_THEMES,
  ...TOGETHER_THEMES,
  ...SIBLING_THEMES,
  ...FRIENDSHIP_THEMES,
  ...HONESTY_THEMES,
  ...POLITENESS_THEMES,
];

type SharedMoment = Exclude<MomentKind, 'theme-challenge' | 'theme-mastery'>;
export const MOMENTS: Record<SharedMoment, Passage> = {
  'home-evening': homeEvening,
  arrival,
  'siblings-join': siblingsJoin,
  food,
  activity,
  creature,
  memory,
  friend,
  thing,
  goodnight,
};

const arcs = new Map(ARCS.map((arc) => [arc.id, arc]));
const themes = new Map(THEMES.map((theme) => [theme.id, theme]));

export function arcById(id: string): Arc | undefined {
  return arcs.get(id);
}

export function themeBeats(id: ThemeId): ThemeBeats | undefined {
  return themes.get(id);
}
