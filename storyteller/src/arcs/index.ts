import type { ThemeId } from '@dreamweaver/contracts';
import { bigShadow } from './adventures/big-shadow.ts';
import { birthdayParcel } from './adventures/birthday-parcel.ts';
import { littleLostOne } from './adventures/little-lost-one.ts';
import { lostTreasure } from './adventures/lost-treasure.ts';
import { nightParade } from './adventures/night-parade.ts';
import { quietSong } from './adventures/quiet-song.ts';
import { riddleQuest } from './adventures/riddle-quest.ts';
import { snuggleHouse } from './adventures/snuggle-house.ts';
import { wildWeather } from './adventures/wild-weather.ts';
import { wishingNightArc } from './adventures/wishing-night.ts';
import { arrival } from './moments/arrival.ts';
import { homeEvening } from './moments/evening.ts';
import { activity, creature, food } from './moments/favourites.ts';
import { goodnight } from './moments/goodnight.ts';
import { memory } from './moments/memory.ts';
import { friend, siblingsJoin, thing } from './moments/people.ts';
import { dark } from './themes/night.ts';
import type { Arc, MomentKind, Passage, ThemeBeats } from './types.ts';

// Every authored arc, moment and theme, by id: the teller's only source of text.

export const ARCS: readonly Arc[] = [
  lostTreasure,
  littleLostOne,
  nightParade,
  riddleQuest,
  quietSong,
  birthdayParcel,
  wishingNightArc,
  bigShadow,
  wildWeather,
  snuggleHouse,
];

const THEMES: readonly ThemeBeats[] = [dark];

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
