import type { Language } from '@dreamweaver/contracts';
import type { DrawnSpecies, DrawnThing } from './drawn-species.ts';

// The shapes of the lexicon: every word the storyteller tells, with its forms in each language.
// An entry is a Record over the languages, so a word without its German forms does not compile.

export type Gender = 'm' | 'f' | 'n';

export interface EnNounForms {
  /** Singular ("fox"), or the plural for a word that is only plural ("wellies"). */
  noun: string;
  /** The plural when it is not noun + "s" ("foxes", "mice"). */
  plural?: string;
  /** The word names a pair or a plural thing: "wellies", "pancakes" (takes "them", no "a"). */
  pluralOnly?: boolean;
  /** A mass noun without "a": "porridge", "spaghetti". */
  mass?: boolean;
  /** Words after the noun, unchanged: "of autumn leaves". */
  after?: string;
}

export interface DeNounForms {
  noun: string;
  gender: Gender;
  /** The plural ("Füchse"); for a plural-only word the same as `noun`. */
  plural?: string;
  /** A weak noun's form outside the nominative singular (Hase → Hasen, Bär → Bären). */
  oblique?: string;
  pluralOnly?: boolean;
  mass?: boolean;
  /** Words after the noun, unchanged in every case: „aus Herbstblättern“. */
  after?: string;
}

interface NounFormsOf {
  en: EnNounForms;
  de: DeNounForms;
}
/** A noun in every language of the product: a language added to the contracts must be given here. */
type NounForms = { [L in Language]: NounFormsOf[L] };

/** What the parent may type for a word, lower case, per language: the reader's only patterns for it. */
export type Spellings = Record<Language, readonly string[]>;

export interface NounEntry {
  id: string;
  forms: NounForms;
  spellings: Spellings;
}

export interface ColourEntry {
  id: string;
  /** How it is drawn. */
  hex: string;
  forms: {
    en: { adjective: string };
    /**
     * The adjective stem ("gelb"); `invariable` for „lila“, „rosa“, which take no ending; `noun` is the
     * colour's name, capitalised as German writes it: „Orange“ (alles in Orange, ihre Lieblingsfarbe ist Orange).
     */
    de: { stem: string; invariable?: boolean; noun: string };
  };
  spellings: Spellings;
}

/** How a creature touches things: a whale has fins and no paws. */
export type BodyKind =
  | 'paw'
  | 'wing'
  | 'fin'
  | 'hoof'
  | 'hand'
  | 'tentacle'
  | 'flipper'
  | 'claw'
  /** A snail's, a caterpillar's or a beetle's feelers. */
  | 'feeler'
  /** A snake or a worm, which has nothing else to touch with. */
  | 'tail';

/** Where a creature lives. `anywhere` is met in every place, under the sea and in space too: no real animal is. */
type Habitat = 'land' | 'water' | 'air' | 'anywhere';

export interface AnimalEntry extends NounEntry {
  body: BodyKind;
  /** The key of its drawing (draw/animals), one of DRAWN_SPECIES; the closest drawing when it has none of its own. */
  drawing: DrawnSpecies;
  /** Where it can live: a creature of the sea is met under the sea or at the seaside only. */
  lives: Habitat;
  /** Its pronoun in German follows the noun's gender; in English a companion is "he" or "she" by its name, else "it". */
}

export interface ToyEntry extends NounEntry {
  /** Hugged in bed (a teddy, a doll, a comfort blanket); a scooter or a ball is not. */
  cuddly: boolean;
}

export interface FoodEntry extends NounEntry {
  /** Eaten warm ("still warm" may be said), or crumbly ("crumbs" may be said). */
  warm?: boolean;
  crumbs?: boolean;
}

interface ActivityForms {
  en: {
    /** "painting", "building dens" */
    ing: string;
    /** "painted", "built dens" (he painted) */
    past: string;
    /** "paint", "build dens" (to paint) */
    base: string;
  };
  de: {
    /** „malen“, „Höhlen bauen“ */
    infinitive: string;
    /**
     * „malte“, „baute Höhlen“, „malte aus“: the third person past. Its first word is always the
     * finite verb and the rest (an object, a separable part) follows, so a sentence that puts the
     * subject after the verb splits it at the first space: „dann spielte er Fußball“.
     */
    past: string;
    /** „das Malen“ */
    noun: string;
  };
}

export interface ActivityEntry {
  id: string;
  forms: ActivityForms;
  spellings: Spellings;
  /** A quiet activity (reading, drawing) is done for a long, happy while, not until out of breath. */
  quiet: boolean;
  /** A thing to draw beside the child while they do it: one of DRAWN_THINGS. */
  prop?: DrawnThing;
}

export interface RelationForms {
  en: { /** "grandpa": in "his grandpa" */ noun: string /** "Grandpa": how a child calls them */; calls: string };
  de: {
    noun: string;
    gender: Gender;
    calls: string;
    /** The noun for a man and for a woman where German has both (Freund, Freundin; Cousin, Cousine). */
    byGender?: { m: string; f: string };
    /** The plural when it is not the noun with -s (Tanten, Onkel): „beide Tanten“. */
    plural?: string;
  };
  /** What a child with two of them may call each (two mums: "Mummy" and "Mama"), offered when the parent named neither. */
  pairs?: Record<'en' | 'de', readonly (readonly [string, string])[]>;
  /** What the parent may type for them, lower case: the reader's only patterns for a relation. */
  spellings: Spellings;
}
