import type { Gender, Reading } from './reading.ts';
import { clauses, type Source, type Span, sentences } from './text.ts';

// Which clauses speak of the child: the reader takes the child's age, pronoun, look and aids only
// from those. "her big sister Mia, she is 8" is the sister's: a clause that names someone is theirs,
// and a clause that opens with "she" after a sister was named goes on about the sister.

export interface Clause extends Span {
  /** The child's clause, or someone else's. */
  child: boolean;
}

const OPENING_PRONOUN = /^ ?(?:(?:and|but|und|aber|now|jetzt|so|also) )?(he|she|they|it|er|sie|es)(?!\p{L})/u;
const PRONOUN_GENDER: Record<string, Gender | 'it'> = {
  he: 'm',
  er: 'm',
  she: 'f',
  sie: 'f',
  they: null,
  it: 'it',
  es: 'it',
};

/** The clauses of a source, each marked as the child's or someone else's. */
export function clausesOf(reading: Reading, source: Source): Clause[] {
  const all: Clause[] = [];
  const said = sentences(source.lower);
  said.forEach((sentence, index) => {
    for (const clause of clauses(source.lower, sentence)) {
      all.push({
        ...clause,
        child: isChilds(reading, source, clause, { sentence, previous: said[index - 1] ?? sentence }),
      });
    }
  });
  return all;
}

/**
 * A clause naming someone is theirs; one naming the child is the child's. A clause that opens with
 * "she" goes on about the last one named if "she" fits them; one with no subject of its own ("…
 * Finn, who is 2") goes on about whoever its sentence named.
 */
function isChilds(reading: Reading, source: Source, clause: Span, around: { sentence: Span; previous: Span }): boolean {
  if (reading.mentionsAcross(source.index, clause).length > 0) return false;
  const text = source.lower.slice(clause.start, clause.end);
  const opening = OPENING_PRONOUN.exec(text);
  // "He always waited at the door for Isla": a he or she before the child's name is someone else.
  if (reading.hero && text.includes(reading.hero)) return !opening || !/^(?:he|she|er|sie)$/u.test(opening[1]);
  const earlier = reading.lastMentionBefore(source.index, clause.start);
  if (!opening) return !earlier || earlier.start < around.sentence.start;
  if (!earlier || earlier.start < around.previous.start) return true;
  const gender = PRONOUN_GENDER[opening[1]];
  if (gender === 'it') return false;
  return !(gender === null || earlier.gender === null || earlier.gender === gender);
}

const NEGATION =
  /(?<!\p{L})(?:no|not|never|without|doesn't|don't|isn't|hasn't|kein\p{L}{0,2}|nicht|nie|ohne)(?!\p{L})|n't(?!\p{L})/u;

/** Whether a clause says something is not so ("no glasses", „keine Brille“). */
export const denies = (source: Source, clause: Span) => NEGATION.test(source.lower.slice(clause.start, clause.end));
