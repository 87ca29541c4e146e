import { capitalise } from './grammar.ts';
import type { Words } from './types.ts';
import { escapeRegExp } from '../escape-regexp.ts';

// A place named in every scene ("in the Underwater Kingdom" six times) reads like a form. Once a
// story has named its place twice, each phrasebook says it another way: the shorter name ("under
// the sea") after "Then,", "here" inside dialogue, else the shorter name or "there", in turn.

/** The words of one language for saying the place again. */
export interface PlaceAgainWords {
  /** Connectors after which ", <place>," becomes the shorter name: "Then, in the Magical Forest, Mia went quiet" → "Then, in the forest, …". */
  shortAfter: string;
  /** Adverbs before the place take its shorter name: "right there in the Magical Forest" → "right there in the forest". */
  alreadyWhere: string;
  here: string;
  there: string;
  /** Whether the text up to a point is inside dialogue. */
  inDialogue: (before: string) => boolean;
  /** A verb that needs its place („und sie waren …“): the place becomes "there", never left unsaid. */
  being: RegExp;
}

export function placeAgain(sentence: string, w: Words, nth: number, words: PlaceAgainWords): string {
  const place = escapeRegExp(w.place.in);
  const Place = escapeRegExp(capitalise(w.place.in));
  const other = nth % 2 === 1 ? w.place.again : words.there;
  return (
    sentence
      // Between commas after "Then," the shorter name keeps the scene placed: "Then, in the forest, Mia went quiet".
      .replace(new RegExp(`\\b(${words.shortAfter}), ${place},`, 'g'), (_m, then: string) =>
        w.place.again === words.there ? then : `${then}, ${w.place.again},`,
      )
      .replace(new RegExp(`\\b(${words.alreadyWhere}) ${place}(?![\\p{L}])`, 'gu'), (_m, already: string) =>
        w.place.again === words.there ? already : `${already} ${w.place.again}`,
      )
      // "In the Magical Forest, Pip tried a bit" said again opens "Pip tried a bit", never "There, Pip tried a bit".
      .replace(new RegExp(`^([„"“]?)${Place}, (\\p{L})`, 'u'), (match, quote: string, next: string) =>
        other === words.there ? `${quote}${next.toUpperCase()}` : match,
      )
      .replace(new RegExp(`^([„"“]?)${Place}(?![\\p{L}])`, 'u'), (_m, quote: string) => `${quote}${capitalise(other)}`)
      .replace(
        new RegExp(`( ?)(?<![\\p{L}])${place}(?![\\p{L}])`, 'gu'),
        (match, space: string, offset: number, whole: string) => {
          // Part of the world there („träumte von der Welt im Garten von Oma“): never cut off to „von der Welt“.
          if (/(?:Welt|world)$/u.test(whole.slice(0, offset))) return match;
          if (words.inDialogue(whole.slice(0, offset))) return `${space}${words.here}`;
          if (!/^[.!?]/.test(whole.slice(offset + match.length))) return `${space}${other}`;
          // At the end of a sentence "there" trails („und Lotta lachte laut dort“): the shorter name
          // reads well, and where there is none (a place the parent typed), the place is left unsaid,
          // unless the verb needs it („Die Wolke sank sanft hinab, und sie waren.“).
          if (w.place.again !== words.there) return `${space}${w.place.again}`;
          return words.being.test(whole.slice(0, offset)) ? `${space}${words.there}` : '';
        },
      )
  );
}

const count = (text: string, mark: RegExp) => (text.match(mark) ?? []).length;

export const placeAgainEn: PlaceAgainWords = {
  shortAfter: 'Then|then',
  alreadyWhere: 'there|here',
  here: 'here',
  there: 'there',
  inDialogue: (before) => count(before, /"/g) % 2 === 1,
  being: /\b(?:was|were|is|are|be|been|being)$/,
};

export const placeAgainDe: PlaceAgainWords = {
  shortAfter: 'Dann|dann|Moment',
  alreadyWhere: 'hier|dort',
  here: 'hier',
  there: 'dort',
  inDialogue: (before) => count(before, /„/g) > count(before, /“/g),
  being: /(?<!\p{L})(?:war|waren|warst|ist|sind|bist|bin|sein|gewesen)$/u,
};
