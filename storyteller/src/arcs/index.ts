import type { ThemeId } from '@dreamweaver/contracts';
import { bigShadow } from './adventures/big-shadow.ts';
import { birthdayParcel } from './adventures/birthday-parcel.ts';
import { littleLostOne } from './adventures/little-lost-one.ts';
import { lostTreasure } from './adventures/lost-treasure.ts';
import { parentAwayBig } from './care/parent-away-big.ts';
import { parentAwayLittle } from './care/parent-away-little.ts';
import { someoneIllBig } from './care/someone-ill-big.ts';
import { someoneIllLittle } from './care/someone-ill-little.ts';
import { someoneIllHospitalBig } from './care/someone-ill-hospital-big.ts';
import { someoneIllHospitalLittle } from './care/someone-ill-hospital-little.ts';
import { newSiblingBig } from './care/new-sibling-big.ts';
import { newSiblingLittle } from './care/new-sibling-little.ts';
import { movingHouseBig } from './care/moving-house-big.ts';
import { movingHouseLittle } from './care/moving-house-little.ts';
import { aidLittleOneHome } from './care/aid-big.ts';
import { aidLittleHelper } from './care/aid-little.ts';
import { bigChangeNewPath } from './care/big-change-big.ts';
import { bigChangeSameMoon } from './care/big-change-little.ts';
import { loudNoisesQuietPlace } from './care/loud-noises-big.ts';
import { loudNoisesSoftSong } from './care/loud-noises-little.ts';
import { speechListeningCircle } from './care/speech-big.ts';
import { speechMyTurn } from './care/speech-little.ts';
import { deathPersonBig } from './care/death-person-big.ts';
import { deathPersonLittle } from './care/death-person-little.ts';
import { deathPetBig } from './care/death-pet-big.ts';
import { deathPetLittle } from './care/death-pet-little.ts';
import { separationBig } from './care/separation-big.ts';
import { separationLittle } from './care/separation-little.ts';
import { twoHomesBig } from './care/two-homes-big.ts';
import { twoHomesLittle } from './care/two-homes-little.ts';
import { BODY_THEMES } from './themes/body.ts';
import { BY_MYSELF_THEMES } from './themes/by-myself.ts';
import { GENTLE_THEMES } from './themes/gentle-ways.ts';
import { GROWING_THEMES } from './themes/growing.ts';
import { HOME_JOB_THEMES } from './themes/home-jobs.ts';
import { LEARNING_THEMES } from './themes/learning.ts';
import { SCHOOL_DAY_THEMES } from './themes/school-days.ts';
import { VISIT_THEMES } from './themes/visits.ts';
import { WHAT_IS_HERE_THEMES } from './themes/what-is-here.ts';
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
import { recap } from './moments/recap.ts';
import { colourMoment, placeMoment } from './moments/treasured.ts';
import type { Arc, MomentKind, Passage, ThemeBeats } from './types.ts';

// Every authored arc, moment and theme, by id: the teller's only source of text.

export const ARCS: readonly Arc[] = [
  lostTreasure,
  parentAwayBig,
  parentAwayLittle,
  someoneIllBig,
  someoneIllLittle,
  someoneIllHospitalBig,
  someoneIllHospitalLittle,
  newSiblingBig,
  newSiblingLittle,
  movingHouseBig,
  movingHouseLittle,
  speechListeningCircle,
  speechMyTurn,
  aidLittleOneHome,
  aidLittleHelper,
  loudNoisesQuietPlace,
  loudNoisesSoftSong,
  bigChangeNewPath,
  bigChangeSameMoon,
  deathPersonBig,
  deathPersonLittle,
  deathPetBig,
  deathPetLittle,
  separationBig,
  separationLittle,
  twoHomesBig,
  twoHomesLittle,
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

const THEMES: readonly ThemeBeats[] = [
  ...VISIT_THEMES,
  ...BODY_THEMES,
  ...GROWING_THEMES,
  ...HOME_JOB_THEMES,
  ...BY_MYSELF_THEMES,
  ...GENTLE_THEMES,
  ...WHAT_IS_HERE_THEMES,
  ...SCHOOL_DAY_THEMES,
  ...LEARNING_THEMES,
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
  colour: colourMoment,
  place: placeMoment,
  goodnight,
  recap,
};

const arcs = new Map(ARCS.map((arc) => [arc.id, arc]));
const themes = new Map(THEMES.map((theme) => [theme.id, theme]));

export function arcById(id: string): Arc | undefined {
  return arcs.get(id);
}

export function themeBeats(id: ThemeId): ThemeBeats | undefined {
  return themes.get(id);
}
