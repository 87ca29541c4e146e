import type { Language, PlanSetting, ThemeId } from '@dreamweaver/contracts';
import type { DeOptional, DeSlots, EnOptional, EnSlots, OptionalSlot } from '../slots/types.ts';

// How a story is written: an arc is whole scenes, authored, with typed slots. Each beat of a scene is
// a passage with several variants written whole, or a moment that a shared passage fills (a food
// shared, a memory, the goodnight). The teller picks the variants; it never edits a sentence.

/** little: 2 to 4 years (short sentences, present tense), big: 5 and over. */
export type AgeBand = 'little' | 'big';

export interface Variant<S> {
  needs: readonly OptionalSlot[];
  /** Never told to the other age band. */
  ages?: readonly AgeBand[];
  /** Never told when the plan has any of these (a cheerful line that must not follow a loss). */
  unless?: readonly OptionalSlot[];
  /** Told only while these slots are not yet told in the story (a moment that makes sure a detail is told once). */
  untold?: readonly OptionalSlot[];
  text: (s: S) => string;
}
export type EnVariant = Variant<EnSlots & EnOptional>;
export type DeVariant = Variant<DeSlots & DeOptional>;

interface VariantOptions<K extends OptionalSlot> {
  needs?: readonly K[];
  ages?: readonly AgeBand[];
  unless?: readonly OptionalSlot[];
  untold?: readonly OptionalSlot[];
}

/** An English variant; `needs` makes those slots present in `s` (and the variant is told only when they are). */
export function en<K extends OptionalSlot = never>(
  text: (s: EnSlots & Pick<EnOptional, K>) => string,
  options: VariantOptions<K> = {},
): EnVariant {
  return { needs: options.needs ?? [], ages: options.ages, unless: options.unless, untold: options.untold, text };
}

export function de<K extends OptionalSlot = never>(
  text: (s: DeSlots & Pick<DeOptional, K>) => string,
  options: VariantOptions<K> = {},
): DeVariant {
  return { needs: options.needs ?? [], ages: options.ages, unless: options.unless, untold: options.untold, text };
}

/** "Silver Acorn": an English title's words with capitals (formatting only, never a decision). */
export function titleCase(words: string): string {
  return words.replace(/(^|\s)(\p{Ll})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());
}

/** The slots of each language: a language the product adds must be added here, and then to every passage. */
interface SlotsOf {
  en: EnSlots & EnOptional;
  de: DeSlots & DeOptional;
}

/**
 * One beat told in every language, each with its own alternatives (they need not match one to one).
 * Keyed by the product's languages, so a language added to the contracts is a compile error in every
 * passage until it is written.
 */
export type Passage = { readonly [L in Language]: readonly Variant<SlotsOf[L]>[] };

/** Shared passages an arc asks for by name; each kind is a file of arcs/moments. */
export type MomentKind =
  | 'home-evening'
  | 'arrival'
  | 'siblings-join'
  | 'theme-challenge'
  | 'theme-mastery'
  | 'food'
  | 'activity'
  | 'creature'
  | 'memory'
  | 'friend'
  | 'thing'
  | 'colour'
  | 'place'
  | 'goodnight'
  | 'recap';

export type Beat = Passage | { moment: MomentKind };

export type Composition = 'interior' | 'journey' | 'close-up' | 'wide' | 'sky';

/** Who is drawn besides the hero and the companion; a role the plan has nobody for is left out (`carer`: who looks after the child meanwhile). */
export type CastRole = 'siblings' | 'grownups' | 'carer' | 'creature' | 'guide' | 'homePet' | 'friend' | 'baby';
/** What is drawn in the scene, when the plan has it. */
export type ThingRole = 'toy' | 'food' | 'keepsake' | 'lantern' | 'star' | 'prop' | 'aid' | 'boxes';

export interface PictureSpec {
  composition: Composition;
  where: 'bedroom' | 'home' | 'garden' | 'setting' | 'sky';
  cast?: readonly CastRole[];
  things?: readonly ThingRole[];
  /** The hero asleep in bed (the last scene). */
  asleep?: boolean;
}

export interface SceneSpec {
  picture: PictureSpec;
  beats: readonly Beat[];
  /** Told only to this age band (a little child's story has fewer scenes). */
  ages?: readonly AgeBand[];
}

export interface Arc {
  id: string;
  kind: 'adventure' | 'care';
  /** A care arc tells these sensitive themes; an adventure tells any everyday theme through its moments. */
  themes: readonly ThemeId[];
  ages: readonly AgeBand[];
  /** Where an adventure can be told; a care arc is told at home and a place the plan names. */
  settings?: readonly PlanSetting[];
  /** The plan must have these slots for the arc to be chosen (a care arc about someone remembered needs them). */
  needs?: readonly OptionalSlot[];
  /** Never chosen for a plan with any of these slots: another arc tells it whole (a stay in hospital). */
  unless?: readonly OptionalSlot[];
  title: Passage;
  summary: Passage;
  /** What happened, in the past perfect, for the next episode's opening. */
  recap: Passage;
  scenes: readonly SceneSpec[];
}

/** An everyday theme: the goal acted out at an adventure's `theme-challenge` and `theme-mastery` moments. */
export interface ThemeBeats {
  id: ThemeId;
  challenge: Passage;
  mastery: Passage;
  /** Mastered in a hush (a whisper voice, falling asleep): nobody cheers after it. */
  hushed?: boolean;
}
