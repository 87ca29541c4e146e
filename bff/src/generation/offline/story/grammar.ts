import type { Cases, Noun } from './types.ts';

// Small grammar helpers: German articles and adjective endings by gender and case, English
// articles, possessives and genitives. Phrasebooks build their nouns with these, so no line
// assembles an article word by word.

export type Gender = 'm' | 'f' | 'n';

const deThe: Record<Gender, Cases> = {
  m: { nom: 'der', acc: 'den', dat: 'dem' },
  f: { nom: 'die', acc: 'die', dat: 'der' },
  n: { nom: 'das', acc: 'das', dat: 'dem' },
};
const deA: Record<Gender, Cases> = {
  m: { nom: 'ein', acc: 'einen', dat: 'einem' },
  f: { nom: 'eine', acc: 'eine', dat: 'einer' },
  n: { nom: 'ein', acc: 'ein', dat: 'einem' },
};
const deIt: Record<Gender, Cases> = {
  m: { nom: 'er', acc: 'ihn', dat: 'ihm' },
  f: { nom: 'sie', acc: 'sie', dat: 'ihr' },
  n: { nom: 'es', acc: 'es', dat: 'ihm' },
};
/** Adjective endings after the definite and the indefinite article. */
const afterThe: Record<Gender, Cases> = {
  m: { nom: 'e', acc: 'en', dat: 'en' },
  f: { nom: 'e', acc: 'e', dat: 'en' },
  n: { nom: 'e', acc: 'e', dat: 'en' },
};
const afterA: Record<Gender, Cases> = {
  m: { nom: 'er', acc: 'en', dat: 'en' },
  f: { nom: 'e', acc: 'e', dat: 'en' },
  n: { nom: 'es', acc: 'es', dat: 'en' },
};

const cases = ['nom', 'acc', 'dat'] as const;

/**
 * A German noun phrase: `de('m', 'Igel', 'klein')` gives der kleine Igel / den kleinen Igel / dem
 * kleinen Igel, ein kleiner Igel … and er/ihn/ihm. `oblique` is a weak noun's other form (Bär → Bären).
 * `tail` follows the noun unchanged ("mit den langen Ohren").
 */
export function de(
  gender: Gender,
  noun: string,
  adjective?: string,
  options: { oblique?: string; tail?: string } = {},
): Noun {
  const build = (articles: Record<Gender, Cases>, endings: Record<Gender, Cases>): Cases => {
    const out = {} as Cases;
    for (const c of cases) {
      const n = c !== 'nom' && options.oblique ? options.oblique : noun;
      out[c] = [articles[gender][c], adjective ? `${adjective}${endings[gender][c]}` : '', n, options.tail ?? '']
        .filter(Boolean)
        .join(' ');
    }
    return out;
  };
  return { the: build(deThe, afterThe), a: build(deA, afterA), it: deIt[gender] };
}

/** An English noun phrase: `en('little hedgehog')` gives the little hedgehog / a little hedgehog / it. */
export function en(phrase: string, pronoun: 'it' | 'he' | 'she' = 'it'): Noun {
  const same = (text: string): Cases => ({ nom: text, acc: text, dat: text });
  const obj = { it: 'it', he: 'him', she: 'her' }[pronoun];
  return { the: same(`the ${phrase}`), a: same(withArticle(phrase)), it: { nom: pronoun, acc: obj, dat: obj } };
}

export function withArticle(noun: string): string {
  return /^(uni|use|eu|one)/i.test(noun) || !/^[aeiou]/i.test(noun) ? `a ${noun}` : `an ${noun}`;
}

/** "Mia's", "James'". */
export function possessiveEn(name: string): string {
  return /s$/i.test(name) ? `${name}'` : `${name}'s`;
}

/** "Mias", but "Max’" and "Jens’" (an apostrophe after s, ß, x, z). */
export function genitiveDe(name: string): string {
  return /[sßxz]$/i.test(name) ? `${name}’` : `${name}s`;
}

/** A German interest (accusative, „den Zoo“) as a subject or after a colon: „der Zoo“. */
export function nominativeDe(phrase: string): string {
  return phrase.replace(/^den /, 'der ');
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The small words an English title keeps in lower case inside it. */
export const SMALL_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'the',
  'and',
  'or',
  'of',
  'to',
  'in',
  'on',
  'at',
  'by',
  'for',
  'from',
  'with',
  'as',
]);

/** An English title in title case: every word capitalised but the small ones inside it ("the Golden Key to the Music Room"). */
export function titleCaseEn(text: string): string {
  return text
    .split(' ')
    .map((word, i) => (i > 0 && SMALL_WORDS.has(word.toLowerCase()) ? word.toLowerCase() : capitalise(word)))
    .join(' ');
}

/** Time words a sentence may open with: "That night, …", „Am Abend …“, „Später …“. */
const timeOpeners = {
  en: /^(?:that (?:night|evening|morning|day)|this (?:time|evening)|tonight|later|then|soon|afterwards|after (?:that|a while|supper|dinner|bath)|at (?:last|bedtime|night|home)|back (?:at )?home|just before|before (?:bed|bedtime|sleep)|in the (?:evening|morning|night)|the next (?:night|evening|morning|day)|one (?:night|evening|day)|when|as soon as|every (?:night|evening)|now|a little later|a moment later|and then)\b/i,
  de: /^(?:am (?:abend|morgen|nächsten \p{L}+)|abends|heute (?:abend|nacht)|später|dann|danach|bald|nachher|kurz (?:vor|danach|darauf)|vor dem (?:schlafengehen|zubettgehen)|beim (?:zubettgehen|schlafengehen)|in (?:der nacht|dieser nacht)|wieder zu hause|zu hause|als|sobald|jeden abend|jetzt|nun|eines (?:abends|nachts|tages)|und dann|ein bisschen später|etwas später|gleich darauf|zuletzt|endlich)(?![\p{L}])/iu,
};

/** The sentence opens with a time word, so no other time lead-in ("And then, …") belongs before it. */
export function opensWithTime(sentence: string | undefined, language: 'en' | 'de'): boolean {
  return sentence !== undefined && timeOpeners[language].test(sentence.replace(/^[„“"'‘\s]+/, ''));
}
