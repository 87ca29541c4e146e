import type { Language } from '@dreamweaver/contracts';
import type { AgeBand, DeVariant, EnVariant, Passage, Variant } from '../arcs/types.ts';
import type { OptionalSlot } from '../slots/types.ts';
import type { SeededRandom } from './seeded-random.ts';

// Which variant of a passage is told: one the plan can fill, for the child's age, not told before in
// this story. Among those, one that tells a detail of the parent's not yet told comes first; the
// favourite colour, and a keepsake, are said at most twice.

/** A detail said more than twice is a label, not a thread: the favourite colour, and a keepsake (each of its variants names it). */
const SAID_AT_MOST: Partial<Record<OptionalSlot, number>> = { colour: 2, keepsake: 2 };
/** Slots that carry a detail the parent typed: a variant using one not yet told is preferred (the family too: nobody vanishes). */
const DETAIL_SLOTS: readonly OptionalSlot[] = [
  'grownups',
  'colour',
  'toy',
  'clothing',
  'food',
  'activity',
  'creature',
  'also',
  'alsoThing',
  'together',
  'thing',
  'memory',
  'friend',
  'homePet',
  'keepsake',
  'shared',
  'sharedPlace',
  'habit',
  'ritual',
  // Not details, but the parent's facts the story must show: a drawing or a message sent instead of a
  // visit; who looks after the child; how long a stay in hospital is; when the child talks with them.
  'noVisits',
  'carer',
  'stayDays',
  'callDay',
  'place',
];
/** The family the child lives with: a variant that brings one of them in, not yet in this story, comes before any unheard one. */
const FAMILY_SLOTS: readonly OptionalSlot[] = ['grownups', 'sibling', 'siblings'];

export class VariantChooser {
  private readonly told = new Set<unknown>();
  private readonly slotsTold = new Map<OptionalSlot, number>();

  constructor(
    private readonly random: SeededRandom,
    private readonly filled: ReadonlySet<OptionalSlot>,
    private readonly age: AgeBand,
    /** Variants the child heard in earlier stories, with when (0 the longest ago): told again only when nothing else fits, the one heard longest ago first. */
    private readonly heard: ReadonlyMap<object, number> = new Map(),
  ) {}

  /** 10 for a variant not heard before; for one heard, less than 1, more the longer ago it was heard. */
  private freshness(variant: object): number {
    const when = this.heard.get(variant);
    return when === undefined ? 10 : 1 / (when + 2);
  }

  /** Every variant told so far, in telling order. */
  get variants(): object[] {
    return [...this.told] as object[];
  }

  private fits(variant: Variant<never>): boolean {
    if (this.told.has(variant)) return false;
    if (variant.ages && !variant.ages.includes(this.age)) return false;
    if (variant.unless?.some((slot) => this.filled.has(slot))) return false;
    if (variant.untold?.some((slot) => this.slotsTold.has(slot))) return false;
    if (!variant.needs.every((slot) => this.filled.has(slot))) return false;
    return !variant.needs.some((slot) => (this.slotsTold.get(slot) ?? 0) >= (SAID_AT_MOST[slot] ?? Infinity));
  }

  /** A series episode opens with last time's recap whenever a passage can tell it. */
  private recap(variant: Variant<never>): number {
    return variant.needs.includes('series') && !this.slotsTold.has('series') ? 1 : 0;
  }

  /** Whether a variant brings in the child's family, not yet in this story: nobody vanishes, in the tenth episode neither. */
  private freshFamily(variant: Variant<never>): number {
    return variant.needs.some((slot) => FAMILY_SLOTS.includes(slot) && !this.slotsTold.has(slot)) ? 1 : 0;
  }

  /** How many of the parent's details, not yet told in this story, a variant tells. */
  private freshDetails(variant: Variant<never>): number {
    return variant.needs.filter((slot) => DETAIL_SLOTS.includes(slot) && !this.slotsTold.has(slot)).length;
  }

  choose(passage: Passage, language: Language): EnVariant | DeVariant | undefined {
    const variants = passage[language] as readonly Variant<never>[];
    const fitting = this.random.shuffle(variants.filter((variant) => this.fits(variant)));
    if (fitting.length === 0) return undefined;
    // Last time's recap first (a series episode opens with it), then the family not yet named, then a
    // variant the child has not heard in an earlier story (else the one heard longest ago), then one that
    // tells a detail of the parent's not yet told.
    const score = (variant: Variant<never>) =>
      this.recap(variant) * 100 + this.freshFamily(variant) * 20 + this.freshness(variant) + this.freshDetails(variant);
    const best = Math.max(...fitting.map(score));
    const chosen = fitting.find((variant) => score(variant) === best)!;
    this.told.add(chosen);
    for (const slot of chosen.needs) this.slotsTold.set(slot, (this.slotsTold.get(slot) ?? 0) + 1);
    return chosen as EnVariant | DeVariant;
  }
}
