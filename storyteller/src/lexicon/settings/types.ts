import type { PlanSetting } from '@dreamweaver/contracts';
import type { DeAdjective } from '../noun-phrase.ts';
import type { DePlace, EnPlace } from '../../slots/types.ts';
import type { DeNounForms, EnNounForms } from '../types.ts';

// A place a story can happen in: its words in each language, authored whole, and what its pictures
// draw. Adding a place is one file of this shape (docs/storyteller.md).

export interface EnNounSpec {
  forms: EnNounForms;
  adjective?: string;
}
export interface DeNounSpec {
  forms: DeNounForms;
  adjective?: DeAdjective;
}

type Nouns = 'creature' | 'treasure' | 'gift';
/** Told in many stories, so each is written several ways: a story takes one (slots/context.ts). */
type Several = 'way' | 'guide' | 'nightfall' | 'weatherComes' | 'weatherGoes';
/** A sentence that brings in the guide, by the name this story gives them. */
export type GuideLine = (guideName: string) => string;
/** Weather that comes to the place and goes again, told as a pair (the rain that starts is the rain that stops). */
export interface Weather {
  comes: string;
  goes: string;
}

/**
 * What a child of two to four hears of the place instead: told in the present tense, as the little
 * stories are, each line a breath long (at most fourteen words, slots/context.ts), written anew, not
 * the longer past-tense lines cut down. Several of each, so little stories vary too.
 */
export interface LittleLines {
  /** "Fireflies blink between the trees." */
  sights: readonly string[];
  /** "A wise old owl called Hazel blinks down from an oak." */
  guides: readonly GuideLine[];
  /** "The fireflies go dark, one by one." */
  nightfalls: readonly string[];
}

interface EnSettingText extends Omit<EnPlace, Nouns | Several> {
  creature: EnNounSpec;
  treasure: EnNounSpec;
  gift: EnNounSpec;
  /** Whole sentences, each a wonder of the place; a story tells a few of them, never one twice. */
  sights: readonly string[];
  /** Ways there, each a noun phrase: "a narrow path of glowing mushrooms". */
  ways: readonly string[];
  /** Sentences that bring in the guide, each given the guide's name (guide-name.ts). */
  guides: readonly GuideLine[];
  /** The guide's name when someone in the plan already has `guideName`. */
  otherGuideName: string;
  /** Sentences of the place settling down for the night. */
  nightfalls: readonly string[];
  /** The place's weather, each a pair of sentences: how it comes, and how it goes. */
  weathers: readonly Weather[];
  /** The sights, guides and nightfalls told to a child of two to four. */
  little: LittleLines;
}

interface DeSettingText extends Omit<DePlace, Nouns | Several> {
  creature: DeNounSpec;
  treasure: DeNounSpec;
  gift: DeNounSpec;
  sights: readonly string[];
  /** Wege dorthin, im Nominativ: „ein schmaler Pfad aus leuchtenden Pilzen“. */
  ways: readonly string[];
  guides: readonly GuideLine[];
  otherGuideName: string;
  nightfalls: readonly string[];
  weathers: readonly Weather[];
  /** Für Kinder von zwei bis vier: im Präsens, kurz. */
  little: LittleLines;
}

/** The drawings' landscapes (draw/scenery). */
export type Landscape =
  | 'forest'
  | 'castle'
  | 'sea'
  | 'space'
  | 'dinosaurs'
  | 'village'
  | 'farm'
  | 'seaside'
  | 'snow'
  | 'mountains'
  | 'jungle'
  | 'home';

export interface SettingEntry {
  id: PlanSetting;
  landscape: Landscape;
  /** Outdoors under a sky (a falling star can be seen); under the sea there is none. */
  sky: boolean;
  /** Creatures that live here: only animals with `lives` among these are met here. */
  lives: readonly ('land' | 'water' | 'air')[];
  en: EnSettingText;
  de: DeSettingText;
  /** What the parent may type for it, lower case: the reader's only patterns for a place. */
  spellings: { en: readonly string[]; de: readonly string[] };
}
