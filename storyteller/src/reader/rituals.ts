import type { Language } from '@dreamweaver/contracts';
import { lexicon } from '../lexicon/index.ts';
import { type Details, lexemeIn } from './details.ts';
import type { Reading } from './reading.ts';
import { clauses, findAll, type Source, type Span, sentences, w, wordsOf } from './text.ts';

// What the child does now, again and again: "Leo draws him a picture every evening", „Lina malt
// ihm jeden Abend ein Bild“. A ritual of the child's own, not a memory of someone who died (a
// habit, habits.ts): read where a clause has the child for its subject (the name, or a he or she
// no one else named nearby could be), a verb of now, a cue of every day or evening, and someone it
// is done for (him, ihm, or a name: its owner). Its words are the parent's from the verb on. What
// the child does every Saturday for no one ("reitet jeden Samstag") stays a liked activity.

/** Every evening, each night, jeden Abend, jede Nacht. */
const AGAIN: Record<Language, RegExp> = {
  en: w`(?:every|each) (?:single )?(?:evening|night|morning|day|bedtime|weekend|sunday|saturday|monday|tuesday|wednesday|thursday|friday)`,
  de: w`(?:jeden|jedem) (?:abend|morgen|tag|sonntag|samstag|montag|dienstag|mittwoch|donnerstag|freitag)|jede nacht|allabendlich`,
};
/** The child as the clause's subject: the name, or a pronoun (checked against the child's). */
const SUBJECT: Record<Language, RegExp> = {
  en: /^\s*(?:and |then |now )?(\p{L}+) /u,
  de: /^\s*(?:und |dann |jetzt )?(\p{L}+) /u,
};
/** A verb of now, third person: "draws", „malt“ (not "is", „ist“: a feeling is no ritual). */
const NOW_VERB: Record<Language, RegExp> = {
  en: /^(?!(?:is|was|has|does|misses|gets)$)\p{L}{2,}s$/u,
  de: /^(?!(?:ist|hat|vermisst|fehlt)$)\p{L}{2,}t$/u,
};
const PRONOUNS: Record<Language, Record<string, 'm' | 'f'>> = {
  en: { he: 'm', she: 'f' },
  de: { er: 'm', sie: 'f' },
};
/** Whom it is for: him, her, ihm, ihr (the last one named before), or someone named in the clause. */
const FOR_WHOM: Record<Language, RegExp> = {
  en: /(?<!\p{L})(?:him|her|them)(?!\p{L})/u,
  de: /(?<!\p{L})(?:ihm|ihr|ihnen)(?!\p{L})/u,
};

/** Whether a clause's first word is the child: the name, or a pronoun of the child's that no one named nearby shares. */
function childIsSubject(reading: Reading, source: Source, clause: Span, word: string): boolean {
  if (word === reading.hero) return true;
  const gender = PRONOUNS[source.language][word];
  if (!gender || (reading.pronoun === 'he' ? 'm' : reading.pronoun === 'she' ? 'f' : null) !== gender) return false;
  const before = reading.lastMentionBefore(source.index, clause.start);
  return before === undefined || before.gender !== gender;
}

function ownerOf(reading: Reading, source: Source, clause: Span): string | null {
  const named = reading.mentionsIn(source.index, clause)[0];
  if (named) return named.who;
  const text = source.lower.slice(clause.start, clause.end);
  return FOR_WHOM[source.language].test(text)
    ? (reading.lastMentionBefore(source.index, clause.start)?.who ?? null)
    : null;
}

export function readRituals(reading: Reading, details: Details): void {
  for (const source of reading.told) {
    for (const sentence of sentences(source.lower)) {
      for (const clause of clauses(source.lower, sentence)) {
        const text = source.lower.slice(clause.start, clause.end);
        if (findAll(AGAIN[source.language], text).length === 0) continue;
        const subject = SUBJECT[source.language].exec(text);
        if (!subject || !childIsSubject(reading, source, clause, subject[1])) continue;
        const from = clause.start + subject[0].length;
        const verb = /^\p{L}+/u.exec(source.lower.slice(from))?.[0] ?? '';
        if (!NOW_VERB[source.language].test(verb)) continue;
        const span = { start: from, end: clause.end };
        const words = wordsOf(source, span);
        const owner = ownerOf(reading, source, clause);
        if (words.split(' ').length < 3 || owner === null) continue;
        reading.claim(source.index, span);
        const lexeme = lexemeIn(lexicon.all.activities, source.lower.slice(span.start, span.end), source.language);
        details.add({ kind: 'ritual', words, lexeme, colour: null, owner, wanted: true });
      }
    }
  }
}
