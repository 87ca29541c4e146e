import { lexicon } from '../lexicon/index.ts';
import type { DeOptional } from './types.ts';

// The German forms of a memory with someone (what they did together, and how the parent said they
// always did it), from the lexicon and the parent's words.

/**
 * The lexicon writes a German past with the verb first and its other parts after („baute Höhlen“); after
 * a fronted phrase the subject stands right after the verb: „baute er Höhlen“. This splits lexicon
 * data, never a told sentence.
 */
export function verbSecond(past: string): (subject: string) => string {
  const space = past.indexOf(' ');
  return (subject) => (space < 0 ? `${past} ${subject}` : `${past.slice(0, space)} ${subject}${past.slice(space)}`);
}

/** What the child did with the one the care story is about: „das Angeln“, „beim Angeln“, „angelte“. */
export function sharedForms(lexeme: string): DeOptional['shared'] {
  const entry = lexicon.activity(lexeme)!;
  const bare = entry.forms.de.noun.replace(/^das /, '');
  return { ...entry.forms.de, bare, pastAfter: verbSecond(entry.forms.de.past), quiet: entry.quiet };
}

/** The parent's „hat immer … gelegen“: as written, and as a „wie …“ clause in the past perfect („immer … gelegen hatte“). */
export function habitForms(words: string): DeOptional['habit'] {
  const [finite, ...rest] = words.split(' ');
  const past = PAST_OF_AUXILIARY[finite.toLowerCase()] ?? finite;
  return { main: words, clause: [...rest, past].join(' ') };
}
const PAST_OF_AUXILIARY: Record<string, string> = { hat: 'hatte', ist: 'war' };
