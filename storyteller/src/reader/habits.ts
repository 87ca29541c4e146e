import type { Language } from '@dreamweaver/contracts';
import type { Found } from './details.ts';
import { toldAsDone } from './items.ts';
import type { Mention, Reading } from './reading.ts';
import { type Source, type Span, sentences, wordsOf } from './text.ts';

// What someone always did, as the parent remembers them: "He always used to sleep on the end of
// Jasper's bed", „Minka hat immer auf dem Fensterbrett in der Sonne gelegen“. Read where a memory's
// cue ("used to", „hat immer“) has one person or pet for its subject: their name, or he, she or it
// (er, sie, es) standing for the one named last. A memory of "we" or "they" ("we used to fish") is
// what the child did with them (details-free.ts); when the he might be the child, it is not read.

/** The pronoun right before a cue, and the gender a mention must have to be it (null: any). */
const PRONOUN: Record<Language, RegExp> = {
  en: /(?:^|[\s,])(he|she|it)\s+$/u,
  de: /(?:^|[\s,])(er|sie|es)\s+$/u,
};
const GENDER: Record<string, Mention['gender'] | 'any'> = {
  he: 'm',
  er: 'm',
  she: 'f',
  sie: 'f',
  it: 'any',
  es: 'any',
};
/** German: only a singular auxiliary („hat immer“, „ist immer“) has one subject; „haben immer“ is a we or a they. */
const SINGULAR_CUE: Record<Language, RegExp> = {
  en: /^(?:used to|would always|always used to)$/u,
  de: /^(?:hat|hatte|ist|war) /u,
};

const AND: Record<Language, string> = { en: 'and', de: 'und' };

function sentenceStart(source: Source, at: number): number {
  return sentences(source.lower).find((span) => span.start <= at && at <= span.end)?.start ?? 0;
}

/** Who the subject before a cue is: a mention right before it, or the pronoun's last fitting mention. */
function subjectOf(reading: Reading, source: Source, cue: number, phrase: Span): string | null {
  const start = sentenceStart(source, cue);
  const before = source.lower.slice(start, cue);
  const named = reading.mentions.find(
    (m) =>
      m.source === source.index && m.start >= start && m.end <= cue && source.lower.slice(m.end, cue).trim() === '',
  );
  // "Noah and Max used to go …": the child did it with them, a memory of theirs together (details-free.ts).
  if (new RegExp(`(?:^|\\s)${reading.hero} ${AND[source.language]} \\p{L}+\\s*$`, 'u').test(before)) return null;
  if (named) return named.who;
  // Said again ("Minka hat immer …" after "Unsere Katze Minka …"), a name is a mention only where first said.
  const word = /(\p{L}{2,})\s+$/u.exec(before)?.[1];
  const again =
    word === undefined || word === reading.hero
      ? undefined
      : reading.mentions.find((m) =>
          reading.sources[m.source].lower.slice(m.start, m.end).split(/\s+/u).includes(word),
        );
  if (again) return again.who;
  const pronoun = PRONOUN[source.language].exec(before)?.[1];
  if (!pronoun) return null;
  const gender = GENDER[pronoun];
  const fitting = reading.mentions
    .filter(
      (m) =>
        m.source === source.index && m.end <= cue && (gender === 'any' || m.gender === gender || m.gender === null),
    )
    .sort((a, b) => b.end - a.end)[0];
  if (!fitting) return null;
  // "Jasper found him. He always used to…": he may be the child, unless the memory names the child.
  const heroBetween = source.lower.slice(fitting.end, cue).includes(reading.hero);
  const heroInPhrase = source.lower.slice(phrase.start, phrase.end).includes(reading.hero);
  if (heroBetween && !heroInPhrase) return null;
  return fitting.who;
}

/** A habit of the one a memory's cue is about, with the cue in its words ("used to sleep …", „hat immer … gelegen“). */
export function habitOf(reading: Reading, source: Source, cue: RegExpMatchArray, phrase: Span): Found | null {
  const at = cue.index ?? 0;
  if (!SINGULAR_CUE[source.language].test(cue[0])) return null;
  const owner = subjectOf(reading, source, at, phrase);
  if (!owner) return null;
  const words = wordsOf(source, { start: at, end: phrase.end });
  if (words.split(' ').length < 3) return null;
  // German: „hat immer … gelegen“ ends in its participle, or it is no memory told whole.
  if (source.language === 'de' && !toldAsDone(words.toLowerCase())) return null;
  return { kind: 'habit', words, lexeme: null, colour: null, owner, wanted: true };
}
