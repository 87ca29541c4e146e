import type { DeOptional, EnOptional } from '../../slots/types.ts';

// A stay in hospital in words a child can hold: going into hospital next week for an operation, or
// in hospital now, and coming home again after five days, or as soon as the doctors say. Only what
// the parent told; never "we don't know", never a word of death. Each helper gives the words after
// the person's name in a main clause ("Mum" + "was going into hospital next week").

type EnStay = EnOptional['stay'];
type DeStay = DeOptional['stay'];
type Tense = 'past' | 'present';

/** "was going into hospital next week for an operation" / "is in hospital for an operation". */
export function stayEn(stay: EnStay, tense: Tense): string {
  const is = tense === 'past' ? 'was' : 'is';
  const operation = stay.operation ? ' for an operation' : '';
  return stay.when ? `${is} going into hospital ${stay.when}${operation}` : `${is} in hospital${operation}`;
}

/** "would be home again after five days" / "will come home again as soon as the doctors say it is time". */
export function homeEn(stay: EnStay, tense: Tense): string {
  const will = tense === 'past' ? 'would' : 'will';
  if (stay.length) return `${will} be home again after ${stay.length}`;
  return tense === 'past'
    ? 'would come home again as soon as the doctors said it was time'
    : 'will come home again as soon as the doctors say it is time';
}

/** For two to four, a breath long: "goes to hospital next week" / "is in hospital". */
export function stayLittleEn(stay: EnStay): string {
  return stay.when ? `goes to hospital ${stay.when}` : 'is in hospital';
}

/** „musste nächste Woche ins Krankenhaus, für eine Operation“ / „ist im Krankenhaus, wegen einer Operation“. */
export function stayDe(stay: DeStay, tense: Tense): string {
  const past = tense === 'past';
  if (stay.when)
    return `${past ? 'musste' : 'muss'} ${stay.when} ins Krankenhaus${stay.operation ? ', für eine Operation' : ''}`;
  return `${past ? 'lag' : 'ist'} im Krankenhaus${stay.operation ? ', wegen einer Operation' : ''}`;
}

/** Verb second: „kommt nach fünf Tagen wieder nach Hause“ / „würde wieder nach Hause kommen, sobald die Ärzte es erlaubten“. */
export function homeDe(stay: DeStay, tense: Tense): string {
  if (tense === 'present')
    return stay.after
      ? `kommt ${stay.after} wieder nach Hause`
      : 'kommt wieder nach Hause, sobald die Ärzte es erlauben';
  return stay.after
    ? `würde ${stay.after} wieder nach Hause kommen`
    : 'würde wieder nach Hause kommen, sobald die Ärzte es erlaubten';
}

/** After a fronted „dann“, the name given: „kommt Mama nach fünf Tagen wieder nach Hause“. */
export function homeThenDe(stay: DeStay, name: string): string {
  return stay.after
    ? `kommt ${name} ${stay.after} wieder nach Hause`
    : `kommt ${name} wieder nach Hause, sobald die Ärzte es erlauben`;
}

/** Für Zwei- bis Vierjährige: „kommt nächste Woche ins Krankenhaus“ / „ist im Krankenhaus“. */
export function stayLittleDe(stay: DeStay): string {
  return stay.when ? `kommt ${stay.when} ins Krankenhaus` : 'ist im Krankenhaus';
}
