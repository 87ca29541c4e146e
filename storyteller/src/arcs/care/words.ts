import { capitalise } from '../../lexicon/noun-phrase.ts';
import type { DePerson } from '../../slots/types.ts';

// Small agreement helpers for the care arcs: a capital at a sentence's start, "is" or "are", the
// German article of a pet or person. Each reads a slot's own data (plural, gender), never told text.

export const cap = capitalise;

/** "is" or "are" after an English noun phrase ("the hat is", "the wellies are"). */
export const isAre = (thing: { plural: boolean }) => (thing.plural ? 'are' : 'is');

/** "it" or "they" as the subject for an English noun phrase. */
export const itThey = (thing: { plural: boolean }) => (thing.plural ? 'they' : 'it');

/** „mein“ / „meine“ before a German person's or pet's kind, nominative („meine Katze“, „mein Hund“). */
export const meinFor = (who: DePerson) => (who.er.nom === 'sie' ? 'meine' : 'mein');

/** „der“ / „die“ / „das“ before a German person's or pet's kind, nominative. */
export const derFor = (who: DePerson) => (who.er.nom === 'sie' ? 'die' : who.er.nom === 'er' ? 'der' : 'das');

/** „den“ / „die“ / „das“ standing for a German noun phrase in the accusative („Den darf er behalten“). */
export const demAcc = (thing: { er: { acc: string } }) =>
  ({ ihn: 'den', sie: 'die', es: 'das' })[thing.er.acc] ?? 'das';
