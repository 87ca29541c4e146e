// Every theme, in the order they are tried: the more specific before the more general
// (the dentist before brushing teeth, a new sibling before patience with one, goodbye at
// drop-off before kindergarten, a fear of water before being brave in general).
import type { Theme } from '../types.ts';
import { newFood, teeth } from './body.ts';
import {
  dentist,
  doctor,
  dressing,
  dryNights,
  dummy,
  glasses,
  hairdresser,
  nailBiting,
  potty,
  wobblyTooth,
} from './care.ts';
import { goodbye, missing, moving, petLoss } from './changes.ts';
import {
  anger,
  badDreams,
  beingDifferent,
  brave,
  crawlies,
  dogs,
  losingGames,
  selfBelief,
  thunder,
  tryAgain,
} from './feelings.ts';
import {
  friends,
  gentleAnimals,
  gratitude,
  helping,
  kindness,
  listening,
  manners,
  tidying,
  truth,
  waiting,
} from './manners.ts';
import { bedtime, independence, screens, twoHomes } from './home.ts';
import { dark, ownBed } from './night.ts';
import { cycling, readingTheme, swimming } from './skills.ts';
import { kindergarten, school } from './starting.ts';
import { newSibling, sharing, siblingPatience, sorry } from './together.ts';
import { someoneIll } from './someone-ill.ts';
import { curious } from './curious.ts';
import { parentAway } from './parent-away.ts';
import { sadIsOk } from './sad-is-ok.ts';
import { speakingUp } from './speaking-up.ts';
import { lettingOthersChoose } from './letting-others-choose.ts';
import { quietVoice } from './quiet-voice.ts';

export const THEMES: readonly Theme[] = [
  dentist,
  hairdresser,
  wobblyTooth,
  teeth,
  someoneIll,
  glasses,
  doctor,
  petLoss,
  newSibling,
  dummy,
  nailBiting,
  sharing,
  siblingPatience,
  twoHomes,
  parentAway,
  goodbye,
  badDreams,
  thunder,
  dogs,
  crawlies,
  ownBed,
  dark,
  dryNights,
  potty,
  dressing,
  bedtime,
  screens,
  moving,
  missing,
  speakingUp,
  kindergarten,
  school,
  swimming,
  cycling,
  readingTheme,
  sorry,
  truth,
  gratitude,
  manners,
  losingGames,
  lettingOthersChoose,
  quietVoice,
  tryAgain,
  anger,
  tidying,
  listening,
  helping,
  gentleAnimals,
  kindness,
  friends,
  waiting,
  independence,
  newFood,
  selfBelief,
  beingDifferent,
  sadIsOk,
  brave,
  curious,
];
