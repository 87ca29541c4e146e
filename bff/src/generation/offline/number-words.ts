import type { Language } from '@dreamweaver/contracts';

// The number words from zero to eighteen, read in the parent's free text (an age: "she is five",
// „vierjährig“) and told in the story ("At five, Mia…", „fünf Jahre“). German counts „eins“;
// before a noun it is „ein“ (`numberWord`).

export const NUMBER_WORDS: Record<Language, readonly string[]> = {
  en: [
    'zero',
    'one',
    'two',
    'three',
    'four',
    'five',
    'six',
    'seven',
    'eight',
    'nine',
    'ten',
    'eleven',
    'twelve',
    'thirteen',
    'fourteen',
    'fifteen',
    'sixteen',
    'seventeen',
    'eighteen',
  ],
  de: [
    'null',
    'eins',
    'zwei',
    'drei',
    'vier',
    'fünf',
    'sechs',
    'sieben',
    'acht',
    'neun',
    'zehn',
    'elf',
    'zwölf',
    'dreizehn',
    'vierzehn',
    'fünfzehn',
    'sechzehn',
    'siebzehn',
    'achtzehn',
  ],
};

/** The word for `n` as it stands before a noun or after "is"/„ist“ (German 1 is „ein“ before a noun), or undefined beyond eighteen. */
export function numberWord(n: number, language: Language, beforeNoun = false): string | undefined {
  if (language === 'de' && n === 1 && beforeNoun) return 'ein';
  return NUMBER_WORDS[language][n];
}

/** The number a word or a one- or two-digit figure says ("five", „fünf“, „ein“, "7"), in either language. */
export function numberFrom(word: string): number | undefined {
  const lower = word.toLowerCase();
  if (/^\d{1,2}$/.test(lower)) return Number(lower);
  const en = NUMBER_WORDS.en.indexOf(lower);
  if (en >= 0) return en;
  const de = NUMBER_WORDS.de.indexOf(lower === 'ein' ? 'eins' : lower);
  return de >= 0 ? de : undefined;
}
