// Shared shapes of the theme library: a theme is recognised from what a parent typed and told
// in the story's own words, with several variants per language so stories differ.
import type { Language } from '@dreamweaver/contracts';

export type Pronoun = 'he' | 'she' | 'they';

export interface HeroWords {
  name: string;
  pronoun: Pronoun;
  /** The companion's own name, e.g. "Pip". */
  companion: string;
  /** Localised, e.g. "fox" / "Fuchs". */
  companionSpecies: string;
  /** Where the story is told, as an adverbial: "in the Magical Forest" / „im Zauberwald“ (optional). */
  place?: string;
  /** The person the goal names, who is there when it is acted out ("sharing toys with his cousin"). */
  person?: GoalPerson;
}

/** The goal's person as the story calls them: "his cousin", "her big sister Ella"; German nominative „sein Cousin“, dative „seinem Cousin“. */
export interface GoalPerson {
  nom: string;
  dat: string;
  /** Already in the story from its start (a brother or sister of the order): not said to have come along. */
  present?: boolean;
  /** How they are brought in, when that is more than `nom` ("his friend Noah", then "Noah"). */
  intro?: string;
}

/** The words a theme's person variant is written with: the hero's, and the person's at a sentence start too. */
export interface PersonWords {
  /** "his cousin", „sein Cousin“ (nominative). */
  p: string;
  /** The same at a sentence's start: "His cousin", „Sein Cousin“. */
  P: string;
  /** German dative („seinem Cousin“); English as `p`. */
  pDat: string;
  /** The sentence that brings them in ("His friend Noah had come along too."), none when they are in the story already. */
  cameAlong: string[];
}

/** English words about the hero, agreeing with the pronoun; with none known, the name ("Sam was", "Sam's"). */
export interface EnWords {
  name: string;
  pal: string;
  species: string;
  /** Where the story is told: "in the Magical Forest", or "here" when not known. */
  where: string;
  he: string;
  He: string;
  him: string;
  his: string;
  His: string;
  self: string;
  /** "all by himself" / "all by herself"; "without any help" when no pronoun is known. */
  allBySelf: string;
  /** "proud of himself" / "proud of herself"; "so proud" when no pronoun is known. */
  proudOfSelf: string;
  was: string;
  /** `is` for present-tense narration. */
  is: string;
  doesnt: string;
  wasnt: string;
  /** "brother" / "sister" / "sibling" */
  sibling: string;
  /** Present tense third person of a verb: "feels". */
  s(verb: string): string;
}

/** German words about the hero. For the neutral pronoun the name is repeated, never er/sie. */
export interface DeWords {
  name: string;
  pal: string;
  species: string;
  /** Where the story is told: „im Zauberwald“, or „hier“ when not known. */
  where: string;
  /** Nominative: er / sie / the name. */
  er: string;
  Er: string;
  /** Accusative: ihn / sie / the name. */
  ihn: string;
  /** Dative: ihm / ihr / the name. */
  ihm: string;
  /** Genitive of the hero's and the companion's names: „Lenas“, „Max’“. */
  nameGen: string;
  palGen: string;
  /** „ein großer Bruder“ / „eine große Schwester“ / „ein großes Geschwisterkind“ */
  grosses: string;
  /**
   * Possessive with its ending ("e", "en", "em", "er", "" …): seine / ihre; for the neutral
   * pronoun the given definite article is used instead ("die Kekse").
   */
  sein(ending: string, article: string): string;
}

/** One told goal: the scene where the hero meets it and a later one where the hero masters it; the two belong together. */
export interface Scenes {
  challenge: string[];
  mastery: string[];
}

export interface Theme {
  id: string;
  /** Patterns tested against the folded text (lower case, ä→ae, ö→oe, ü→ue, ß→ss, words split by single spaces). */
  match: Record<Language, RegExp[]>;
  /** Patterns that hand the text on to a later theme although `match` found it ("goodbye to grandpa who moves away" is missing him, not a drop-off). */
  unless?: Record<Language, RegExp[]>;
  /** `said` is the folded goal, `typed` the goal as the parent typed it (cleaned), for words told as they were written. */
  en: ((w: EnWords, said: string, typed: string) => Scenes)[];
  de: ((w: DeWords, said: string, typed: string) => Scenes)[];
  /**
   * Told instead when the goal names a person who comes along ("share his toys with his cousin"): the
   * person asks for the turn and gets it, not the companion with the person standing by.
   */
  withPerson?: {
    en: ((w: EnWords & PersonWords, typed: string) => Scenes)[];
    de: ((w: DeWords & PersonWords, typed: string) => Scenes)[];
  };
}

/** A memory may take details from what the parent typed (folded): the instrument, the sport. */
type MemoryVariant<W> = (w: W, folded: string) => string[];

/** A recognised achievement (a concert, learning to swim): remembered proudly in the story's words. */
export interface Memory {
  id: string;
  /** Something that happened to the child (a tooth fell out, a baby was born), not something done: no "I knew you could". */
  happened?: true;
  match: Record<Language, RegExp[]>;
  /** Patterns that hand the text on to a later memory ("won a medal at the swimming gala" is a win, not learning to swim). */
  unless?: Record<Language, RegExp[]>;
  en: MemoryVariant<EnWords>[];
  de: MemoryVariant<DeWords>[];
}
