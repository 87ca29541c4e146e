import type { Language, StorySetting } from '@dreamweaver/contracts';
import type { PlotId, BeatId, ToddlerBeatId } from './plots/index.ts';

// The shapes every phrasebook fills in. A phrasebook is typed against the plot library, so a new
// plot, beat or setting makes the compiler ask each language for its words.

/** A noun phrase in the cases a sentence needs (English: the same text in every case). */
export interface Cases {
  nom: string;
  acc: string;
  dat: string;
}

/** A noun with its article forms: "the little hedgehog"/"der kleine Igel", "a little hedgehog", and its pronoun. */
export interface Noun {
  the: Cases;
  a: Cases;
  it: Cases;
}

type AgeGroup = 'toddler' | 'preschool' | 'school';

/** Everything a line may say, already in the story's language and declined where German needs it. */
export interface Words {
  language: Language;
  ageGroup: AgeGroup;
  magic: boolean;
  name: string;
  /** "Mia's" / "Mias" */
  poss: string;
  /** The child's pronouns: he/him/his, she/her/her, or the name when the parent gave none (de: er/ihn, sie/sie). */
  he: string;
  him: string;
  /** English possessive before a noun: his / her / their; German lines use `poss`. */
  his: string;
  age?: number;
  /** The companion's own name ("Pip", "Bobo"). */
  pet: string;
  /** The companion's species noun: "the little fox"/"der kleine Fuchs", "a little fox"… */
  species: Noun;
  /** The bare species word: "fox" / "Fuchs". */
  speciesWord: string;
  /** The named companion's subject pronoun: he/she (en), er/sie (de; never the neuter of a species like „Einhorn“). */
  petHe: string;
  /** The companion is a bird: it may leave a feather behind (a hedgehog may not). */
  feathered?: boolean;
  /** A limb that fits the species, with its article: "a paw"/"eine Pfote" (accusative), and the plural "paws"/"Pfoten". */
  limb: { a: string; many: string /** The plural after „mit den“ (dative): Flügeln, Hufen. */; withMany: string };
  /** How the companion came: the child's own pet, a toy come alive, or a new friend. */
  companionKind: 'pet' | 'toy' | 'friend';
  /** The colour as an adjective stem: "green" / "grün" (German lines add the ending). */
  colour: string;
  colourGiven: boolean;
  place: SettingWords;
  /** The setting's guide was met in an earlier scene (only then may a line name the guide as known). */
  metGuide: boolean;
  /** "Teddy Mo", "his doll Rosie" (English) / "Teddy Mo", "die Puppe Rosi" (German, nominative). */
  toy?: string;
  /** The toy as an object, declined: „ihren Kuschelhasen Flocke“ (English: the same as `toy`). */
  toyAcc?: string;
  /** The child's own named pet when it is not the companion, named in full ("his dog Biscuit", „sein Hund Bello“): it stays at home. */
  homePet?: string;
  /** That pet's name alone ("Biscuit"). */
  homePetName?: string;
  /** The pet at home snores and sighs in its sleep: not a goldfish, a turtle or a lizard. */
  homePetSighs?: boolean;
  /** Interests as the language says them after "loves"/"liebt". */
  interests: string[];
  /** The same, as the child tells of them: with whom, when the parent said so ("baking with Dad", „das Backen mit Papa“). */
  interestsTold: string[];
  activity?: string;
  food?: string;
  fear?: string;
  home?: string;
  /** The parent's goal, told by the themes library; `themeId` when a bedtime theme was recognised. */
  /** A sister, brother or cousin from the free text, with the possessive ("her big sister Ella", „ihre große Schwester Ella“, nominative). */
  relative?: string;
  /** The word that shows the relative was told: the name, else "sister"/„Schwester“. */
  relativeWord?: string;
  /** German: the relative in the dative („ihrer großen Schwester“, „Oma Rosi“); English: as `relative`. */
  relativeDat?: string;
  /** How the child calls a grandparent, aunt or uncle: "Grandma Rose", "Grandma", „Oma Rosi“, „Oma“. */
  relativeCalled?: string;
  /** A relative who lives elsewhere (a grandparent, aunt, uncle or cousin not said to live with the child): thought of at bedtime, never asleep next door. */
  relativeAway?: boolean;
  /** The relative is a baby: carried along in a basket, smiling rather than speaking. */
  relativeBaby?: boolean;
  /** The goal names the relative ("sharing toys with her cousin"): they are there for the challenge and the mastery. */
  relativeInGoal?: boolean;
  goal?: { themeId?: string; challenge: string[]; mastery: string[] };
  memory?: string[];
  /** The memory is of something that happened to the child (a lost tooth), not a deed: nobody says "I knew you could". */
  memoryHappened?: boolean;
  /** The story's soft night song (no final stop), heard in the first scene and again as the child falls asleep. */
  song?: string;
}

export type Line = (w: Words) => string | false | undefined;
/**
 * A toddler's refrain. `bed`: how a refrain of walking comes back in the bed scene, its sound words
 * kept but the steps over ("Step, step, step, Pip goes on." → "Step, step, step, and now Pip rests.").
 */
export interface Refrain {
  line: Line;
  bed?: Line;
}
/** One slot of a scene: the assembler tells one of its lines (or none when every line is empty). */
export type Slot = Line[];

/** The words of one setting in one language. */
/** What a farm tells differently from the Animal Village. */
export type FarmWords = Pick<
  SettingWords,
  | 'way'
  | 'guide'
  | 'guideName'
  | 'greeting'
  | 'guideSpecies'
  | 'otherGuide'
  | 'sights'
  | 'creatureHome'
  | 'treasure'
  | 'shadow'
  | 'riddle'
  | 'parade'
>;

export interface SettingWords {
  in: string;
  /** A shorter way to say where once the place has been named twice: "in the forest" / „im Wald“. */
  again: string;
  into: string;
  dreamOf: string;
  /** The way there, as a subject: "a narrow path of glowing mushrooms". */
  way: string;
  guide: string;
  guideName: string;
  greeting: (name: string) => string;
  /** The guide's kind ("owl"), and who guides instead when the child's companion is of that kind (no owl meeting an owl). */
  guideSpecies?: string;
  otherGuide?: Pick<SettingWords, 'guide' | 'guideName' | 'greeting'>;
  sights: string[];
  /** A small creature who lives here (helped home, rescued, visited). */
  creature: Noun;
  /** Where that creature lives, a plain place after "to"/"zu"/"bei" (dative, no clause of its own, so a separable verb can follow): "its nest under the old roots" / "seinem Blätternest unter den alten Wurzeln". */
  creatureHome: string;
  /** What the creature is caught in, after "in" (de: dative): "a tangle of brambles" / „einem Gewirr aus Brombeerranken“. */
  snag: string;
  /** A small treasure someone here can lose. */
  treasure: Noun;
  /** Something that looks frightening and its harmless truth (a sentence each). */
  shadow: string;
  shadowTruth: string;
  riddle: { question: string; answer: string };
  /** Weather coming and going here (a sentence each). */
  weatherComes: string;
  weatherGoes: string;
  /** Who marches in this setting's night parade (a subject phrase). */
  parade: string;
  /** Three things to count here, from one to three (whole phrases: "one sleepy owl"). */
  count: [string, string, string];
  /** A gift to make here (a noun), by snipping, folding and tying („basteln“): never food. */
  gift: Noun;
  /**
   * What a wish is made on here when it is not a falling star (under the sea there is no sky): the
   * two ways it appears (sentences) and what alone may hear the wish ("the bubble" / „die Blase“).
   */
  wishOn?: { appears: (pet: string) => string; comesLoose: (name: string, pet: string) => string; hears: string };
}

export interface Phrasebook {
  titles: Record<PlotId, Line[]>;
  /** A title told with the story's place ("Isla to the Rescue in the Animal Village"); undefined when it names the place already. */
  titleWhere: (title: string, w: Words) => string | undefined;
  /** Preschool and school register (past tense). */
  beats: Record<BeatId, Slot[]>;
  /** Toddler register (present tense, short, sound words). */
  little: Record<ToddlerBeatId, Slot[]>;
  /** A refrain for toddlers, told in every middle scene and once more in the last (a walking one in its `bed` form). */
  refrains: Refrain[];
  /**
   * The soft night song of an older child's story (issue 28): `songs` are its words (no final stop),
   * `first` tells it at the end of the first scene, `again` brings it back as the child falls asleep.
   */
  lullaby: { songs: string[]; first: Line[]; again: Line[] };
  /** Dialogue and detail for school children, told in the plot beats whose `extra` names the kind (plots/index.ts). */
  schoolExtras: { notice: Slot; search: Slot; chat: Slot };
  /** One line of the story's tone, told in the first scene of the plot: magic (custom stories) or calm (classic). */
  tones: { magic: Slot; calm: Slot };
  summary: (w: Words, plot: PlotId) => string;
  /**
   * Lines for the goodnight scene that keep a detail the story has not told yet: the colour, and
   * the sister, brother or cousin from the free text (past tense; `little`: present, for toddlers).
   */
  keepers: { colour: Slot; relative: Slot; littleColour: Slot; littleRelative: Slot };
  settings: Record<StorySetting, SettingWords>;
  /** Endings that join a wonder of the setting to the child's own moment: ", and Mia held her breath." */
  sightTails: Line[];
  /** Openings for a wonder that already joins two clauses (it takes no tail): "Pip saw it first: " (the wonder follows, its first letter as the language needs it). */
  sightHeads: Line[];
  /**
   * Light variation of a told sentence (e.g. a connector before the child's name), or the sentence as it is.
   * `opensScene`: the sentence is the first of a scene after the first; only such a sentence may get a
   * connector ("After a while, …"), never one inside a scene, which is often an immediate reaction.
   */
  vary: (sentence: string, w: Words, random: () => number, opensScene: boolean) => string;
  /**
   * The sentence told again with the place (`w.place.in`) said another way, once the story has named
   * it twice: `again` after "Then," / „Dann,“, "here" inside dialogue, else `again` or "there" in turn.
   */
  placeAgain: (sentence: string, w: Words, nth: number) => string;
  /** A setting the parent typed (not one of the six). */
  dreamland: (text: string) => SettingWords;
  /** A typed farm („Opas Bauernhof“) is the Animal Village's creatures with a barn and a hen house instead of a bakery and a town hall. */
  farm: FarmWords;
}

export type Phrasebooks = Record<Language, Phrasebook>;
