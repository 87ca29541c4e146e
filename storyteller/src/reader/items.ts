import type { Language } from '@dreamweaver/contracts';
import type { Reading } from './reading.ts';
import { type Source, type Span, wordsOf } from './text.ts';

// What an item after "loves" is, before it is read as a thing or a doing: the start of another
// clause ("… and he just won …": the list is over), a person loved ("love him loads"), a word that
// only leads to the next ("especially the Flying Scotsman"), or a fragment left around words another
// finder read ("going [to Grandma's farm] to feed the [chickens]"): none of these is a detail.

/** "he …", „sie hat …“: a new clause, so the list is over (German „sie“ after the first item is she, not them). */
const SUBJECTS: Record<Language, RegExp> = {
  en: /^(?:he|she|they|we|i|it|there|he's|she's|they're|it's|we're)$/u,
  de: /^(?:er|es|wir|ich|man|sie)$/u,
};
/** "love him loads": a person loved, no thing; "loves it when Daddy reads": a moment, read by the other finders. */
const PEOPLE = /^(?:it|him|them|me|us|you|ihn|dich|mich|uns|euch|einander|each)$/u;
/** "loves her loads", „liebt sie sehr“, "together": only how much, or with whom. */
const HOW_MUCH = new Set(
  'her,sie,ihr,loads,lots,lot,a,so,very,much,to,bits,dearly,heaps,tons,more,than,anything,together,sehr,über,alles,ganz,doll,arg,zusammen'.split(
    ',',
  ),
);
/** Words that only lead to the item ("especially the number 73", „vor allem Bagger“). */
const LEADING =
  /^(?:especially|particularly|mostly|mainly|also|even|really|besonders|vor allem|auch|sogar|total|so gern|gerne?|am liebsten)(?: |$)/u;
/** "every Saturday", „jeden Samstag“: when, no thing. */
const WHEN =
  /(?:^|\s)(?:every|each|jeden|jede|jedes)\s|(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|morning|evening|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|wochenende|morgen|abend)s?$/u;
/** "[books] about space", "[bike] with streamers": what follows a thing read belongs to it. */
const BELONGS = /^(?:with|about|from|of|for|mit|über|von|für|aus)$/u;
/** Words an item cannot end with: what they lead to was read by another finder ("to feed the"). */
const DANGLING = new Set(
  'the,a,an,his,her,their,my,our,your,to,of,with,at,in,on,for,by,from,into,der,die,das,den,dem,des,ein,eine,einen,einem,sein,seine,seinen,ihr,ihre,ihren,zu,zum,zur,mit,am,im,an,auf,bei,beim,von,vom'.split(
    ',',
  ),
);
/** "going [to the farm]": a way to a place read as a place, nothing of its own. */
const GOING = /^(?:going|go|goes|visiting|visit|trips?|gehen|geht|fahren|fährt|besuchen|besucht)$/u;

export interface Item {
  span: Span;
  /** The item's words as typed, and lower case: a memory skips the places and things read inside it. */
  words: string;
  lower: string;
}

export const itemOf = (source: Source, span: Span): Item => ({
  span,
  words: wordsOf(source, span),
  lower: source.lower.slice(span.start, span.end).trim(),
});

/** The item to read ("especially the Flying Scotsman" is "the Flying Scotsman"), 'skip' for none, 'end' when the list is over. */
export function itemToRead(reading: Reading, source: Source, typed: Item, first: boolean): Item | 'skip' | 'end' {
  const leading = LEADING.exec(typed.lower);
  if (leading && leading[0] === typed.lower) return 'skip';
  const offset = leading ? source.lower.indexOf(leading[0], typed.span.start) + leading[0].length : 0;
  const item = leading ? itemOf(source, { start: offset, end: typed.span.end }) : typed;
  const words = item.lower.split(' ');
  const head = words[0] ?? '';
  if (head === reading.hero || (SUBJECTS[source.language].test(head) && !(first && head === 'sie'))) return 'end';
  if (PEOPLE.test(head) || words.every((word) => HOW_MUCH.has(word))) return 'skip';
  if (words.length === 1 && GOING.test(head)) return 'skip';
  if (DANGLING.has(words.at(-1) ?? '') || BELONGS.test(head) || WHEN.test(item.lower)) return 'skip';
  if (DISLIKE.test(item.lower)) return 'skip';
  return item;
}

/** "doesn't like", "not keen", „mag nicht“, „mag keine“: no liking. */
export function negated(source: Source, start: number, end: number): boolean {
  const before = source.lower.slice(Math.max(0, start - 12), start);
  return (
    /(?:not|n't|nt|never|no) $/u.test(before) ||
    /^ (?:nicht|kein|keine|keinen|gar nicht)(?!\p{L})/u.test(source.lower.slice(end))
  );
}

const DISLIKE =
  /(?<!\p{L})(?:hates?|dislikes?|(?:doesn'?t|does not|don'?t|do not|won'?t|will not|never) (?:like|likes|eat|eats|want|wear|wears)|can'?t stand|mag (?:kein\p{L}{0,2}|nicht)|hasst|isst (?:kein\p{L}{0,2}|nicht)|will (?:kein\p{L}{0,2}|nicht)|trägt (?:kein\p{L}{0,2}|nicht))(?!\p{L})/u;

/** Said in a clause of what the child does not like ("doesn't like pasta", „mag keine Nudeln“): a detail not wanted in a story. */
export function disliked(source: Source, start: number): boolean {
  const before = source.lower.slice(Math.max(0, start - 80), start);
  const clause = before.split(/[,.;!?:]| but | aber | and loves | und liebt /u).at(-1) ?? '';
  return DISLIKE.test(clause);
}

/**
 * A German memory tells what they did: its clause ends in a participle („zusammen geangelt“), or in
 * an infinitive and „lassen“, the perfect of letting („Drachen steigen lassen“); „hat oft Wutanfälle“ is now.
 */
export const toldAsDone = (lower: string) =>
  /(?:^|\s)(?:ge\p{L}{2,}(?:t|en)|\p{L}{2,}ge\p{L}{2,}(?:t|en)|\p{L}+iert|\p{L}{2,}en lassen)$/u.test(lower);

/** Where a memory's clause ends: at its punctuation, or at "and" before someone else's clause ("… and Grandpa always wore his hat"). */
export function memoryEnd(reading: Reading, source: Source, start: number): number {
  const rest = source.lower.slice(start);
  const stop = /[,.;!?:]/u.exec(rest);
  let end = stop ? start + (stop.index ?? 0) : source.lower.length;
  for (const joint of rest.slice(0, end - start).matchAll(/ (?:and|but|und|aber) /gu)) {
    const after = start + (joint.index ?? 0) + joint[0].length;
    const next = source.lower.slice(after).split(' ')[0] ?? '';
    const named = reading.mentions.some((m) => m.source === source.index && m.start === after);
    // "… and Grandpa always wore", "… and he …", "… and supported Liverpool": another clause.
    if (named || SUBJECTS[source.language].test(next) || (source.language === 'en' && /\p{L}{2}ed$/u.test(next))) {
      end = after - joint[0].length;
      break;
    }
  }
  return end;
}
