import type { Language } from '@dreamweaver/contracts';

// The parent's words made ready for reading: cleaned once (same letters, one space between words),
// lower-cased letter for letter so every offset in the lower text is the same in the typed one, and
// split into sentences and clauses. The reader's patterns are written with `w`, which keeps every
// pattern on whole words (JavaScript's `\b` knows no umlauts) and lets a parent type „ae“ for „ä“.

export type SourceKind =
  | 'text'
  | 'goal'
  | 'achievement'
  | 'bible'
  | 'animal'
  | 'colour'
  | 'food'
  | 'activity'
  | 'setting';

export interface Source {
  index: number;
  kind: SourceKind;
  /** As typed, cleaned: names and words are taken from here. */
  text: string;
  /** The same, lower case, letter for letter: patterns run here. */
  lower: string;
  /** The language the parent wrote this in (not always the story's). */
  language: Language;
}

export interface Span {
  start: number;
  end: number;
}

/** Curly quotes and apostrophes made plain, control characters and runs of spaces one space. */
export function clean(raw: string): string {
  return raw
    .normalize('NFC')
    .replace(/[’‘`´]/gu, "'")
    .replace(/[“”„‟«»]/gu, '"')
    .replace(/[\u0000-\u001f\u007f-\u009f]/gu, ' ')
    .replace(/\s{1,1000}/gu, ' ')
    .trim();
}

/** Lower case without changing any offset (a letter whose lower case is longer stays as it is). */
export function lowerInPlace(text: string): string {
  let lower = '';
  for (const char of text) {
    const small = char.toLowerCase();
    lower += small.length === char.length ? small : char;
  }
  return lower;
}

const UMLAUTS: Record<string, string> = { ä: '(?:ä|ae)', ö: '(?:ö|oe)', ü: '(?:ü|ue)', ß: '(?:ß|ss)' };

/** A pattern's source with its umlauts also matching their spelled-out forms and `…` standing for the rest of a word. */
function expand(source: string): string {
  return source.replace(/[äöüß]/gu, (char) => UMLAUTS[char]).replace(/…/gu, '\\p{L}{0,16}');
}

/**
 * A pattern on whole words: w`mum(?:my)?` never matches inside "chrysanthemum". In it, `…` is the rest
 * of a word (up to 16 letters) and ä, ö, ü, ß also match ae, oe, ue, ss.
 */
export function w(strings: TemplateStringsArray, ...values: string[]): RegExp {
  return wordPattern(String.raw(strings, ...values));
}

export function wordPattern(source: string, flags = 'u'): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${expand(source)})(?![\\p{L}\\p{N}])`, flags);
}

/** Up to `count` words (with their spaces and commas) between two parts of a pattern. */
export const gap = (count: number) => `(?:[\\p{L}'-]{1,20}[ ,]{1,2}){0,${count}}`;

/** Lexicon spellings as one alternation, longest first, each escaped. */
export function alternation(spellings: readonly string[]): string {
  return [...new Set(spellings)]
    .sort((a, b) => b.length - a.length)
    .map((spelling) => spelling.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&'))
    .join('|');
}

const globals = new WeakMap<RegExp, RegExp>();

/** Every match of a pattern, with its offsets (its global twin is compiled once: a `\p{L}` pattern is costly to compile). */
export function findAll(pattern: RegExp, text: string): RegExpExecArray[] {
  let global = globals.get(pattern);
  if (!global) globals.set(pattern, (global = new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`)));
  return [...text.matchAll(global)];
}

/** A pattern made once per key and kept (the reader's patterns are built from the lexicon on first use). */
export function cached<K, V>(make: (key: K) => V): (key: K) => V {
  const made = new Map<K, V>();
  return (key) => {
    if (!made.has(key)) made.set(key, make(key));
    return made.get(key) as V;
  };
}

const SENTENCE_END = /[.!?;\n]/gu;
const CLAUSE_BREAK = /,|:| - | – | (?:but|because|although|who|which|aber|weil|obwohl|denn) /gu;

/** Sentences as spans of the text. */
export function sentences(text: string): Span[] {
  return splitBy(text, { start: 0, end: text.length }, SENTENCE_END);
}

/** The clauses of a sentence, split at commas (a German relative clause has one) and at but, because, who („aber“, „weil“). */
export function clauses(text: string, sentence: Span): Span[] {
  return splitBy(text, sentence, CLAUSE_BREAK);
}

function splitBy(text: string, span: Span, breaker: RegExp): Span[] {
  const parts: Span[] = [];
  let start = span.start;
  for (const match of text.slice(span.start, span.end).matchAll(breaker)) {
    const at = span.start + (match.index ?? 0);
    if (at > start) parts.push({ start, end: at });
    start = at + match[0].length;
  }
  if (span.end > start) parts.push({ start, end: span.end });
  return parts.filter((part) => text.slice(part.start, part.end).trim() !== '');
}

export const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;

/** The span of `text` in `span`, trimmed of spaces and punctuation at either end, as typed. */
export function wordsOf(source: Source, span: Span, max = 200): string {
  return source.text
    .slice(span.start, span.end)
    .replace(/^[\s,;:.!?"'()-]{1,20}|[\s,;:.!?"'()-]{1,20}$/gu, '')
    .slice(0, max)
    .replace(/[\ud800-\udbff]$/u, '')
    .trim();
}

const ENGLISH = /(?<!\p{L})(?:the|and|is|his|her|he|she|with|loves|likes|our|we|to|of|has|who|very|my|a)(?!\p{L})/gu;
const GERMAN =
  /(?<!\p{L})(?:der|die|das|und|ist|sein|seine|ihre|er|sie|mit|liebt|mag|unser|wir|zu|von|hat|sehr|mein|ein|eine)(?!\p{L})/gu;

/** Which language the parent wrote in: English and German function words counted; a tie is the story's. */
export function languageOf(lower: string, fallback: Language): Language {
  const english = lower.match(ENGLISH)?.length ?? 0;
  const german = (lower.match(GERMAN)?.length ?? 0) + (/[äöüß]/u.test(lower) ? 2 : 0);
  if (english === german) return fallback;
  return english > german ? 'en' : 'de';
}

export function makeSource(index: number, kind: SourceKind, raw: string, fallback: Language): Source {
  const text = clean(raw).slice(0, 2000);
  const lower = lowerInPlace(text);
  return { index, kind, text, lower, language: languageOf(lower, fallback) };
}

/** A stable number for a string (the same child gets the same companion name on every order). */
export function stableHash(text: string): number {
  let hash = 2166136261;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 16777619) >>> 0;
  }
  return hash;
}
