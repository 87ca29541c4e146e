// Finds every form of the child's name in a text, so that nothing sent to an AI server holds it.
//
// A "form" of a name part, compared case- and diacritic-insensitively (Zoë = Zoe,
// Jürgen = Jurgen = Juergen, Søren = Soren, ß = ss):
// - a part of 3+ letters: any word that begins with it (Lotte, Lottes, Lotte's, LOTTES, Lottebär);
//   a part ending in -e also through its stem before a diminutive (Lottchen, Lottie);
// - a part of 2 letters (Jo, Al): the word itself or with an inflection (Jos, Jo's, Joens, Jochen);
//   any other word that merely begins with those two letters (and, also) is left alone;
// - a single letter is no part: an initial says nothing about the child.
// Each part of a multi-part name (Anna-Lena Schmidt, Zephyrine Moon) is a name of its own.
// Consecutive forms (the full name) become one replacement.

/** Letters that Unicode decomposition does not reduce to a base letter. */
const specialLetters: Record<string, string> = {
  ß: 'ss',
  ẞ: 'ss',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  æ: 'ae',
  œ: 'oe',
  ı: 'i',
  ŀ: 'l',
};
const umlauts: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue' };

function lower(text: string): string {
  return text.normalize('NFC').toLowerCase();
}

/** Lower case without diacritics: Jürgen -> jurgen, Søren -> soren, Straße -> strasse. */
function foldLetters(text: string): string {
  return lower(text)
    .replace(/[ßẞøłđðþæœıŀ]/g, (c) => specialLetters[c] ?? c)
    .normalize('NFD')
    .replace(/[\p{M}\p{Cf}]/gu, '');
}

/** German transliteration of umlauts before folding: Jürgen -> juergen. */
function foldGerman(text: string): string {
  return foldLetters(lower(text).replace(/[äöü]/g, (c) => umlauts[c]));
}

/** The other direction: a transliterated word read as umlauts, Juergen -> jurgen. */
function contractDigraphs(folded: string): string {
  return folded.replace(/([aou])e/g, '$1');
}

/** Every way a word of the text may spell a name. */
function wordSpellings(word: string): string[] {
  const folded = foldLetters(word);
  return [...new Set([folded, foldGerman(word), contractDigraphs(folded)])];
}

const shortInflections = ['', 's', 'es', 'ns', 'ens', 'n', 'chen', 'lein'];
const diminutives = ['chen', 'lein', 'le', 'li', 'i', 'y'];

interface PartMatcher {
  matches(spelling: string): boolean;
}

function partMatcher(spelling: string): PartMatcher {
  if (spelling.length <= 2) {
    const forms = new Set(shortInflections.map((suffix) => spelling + suffix));
    return { matches: (word) => forms.has(word) };
  }
  const stem = spelling.length >= 4 && spelling.endsWith('e') ? spelling.slice(0, -1) : undefined;
  return {
    matches: (word) =>
      word.startsWith(spelling) || (stem !== undefined && diminutives.some((d) => word.startsWith(stem + d))),
  };
}

// Invisible format characters (a soft hyphen or zero-width space pasted into Lot\u00ADte) do not split a word.
const letterRun = /[\p{L}\p{M}\p{Cf}]+/gu;

/** The parts of a name worth hiding: every run of 2+ letters. */
function nameParts(name: string): string[] {
  return [...new Set((name.match(letterRun) ?? []).filter((part) => [...foldLetters(part)].length >= 2))];
}

interface NameForm {
  /** The matched text, e.g. `Lottes` or `Zephyrine Moon's`. */
  text: string;
  /** A genitive or possessive (Lottes, Lotte's, Max'): the replacement should be one too. */
  possessive: boolean;
}

export interface NameScrubber {
  /** Replaces every form of the name in `text`. */
  replace(text: string, replacement: (form: NameForm) => string): string;
  /** Whether `text` holds any form of the name. */
  test(text: string): boolean;
}

const apostrophes = `'’ʼ\`´`;
// Lotte's, and the German genitive of a name ending in an s sound (Max', Hans').
const possessiveS = new RegExp(`^[${apostrophes}]s(?![\\p{L}\\p{M}])`, 'iu');
const bareApostrophe = new RegExp(`^[${apostrophes}](?![\\p{L}\\p{M}])`, 'u');
const genitiveSuffixes = ['s', 'es', 'ns', 'ens'];

export function nameScrubber(name: string): NameScrubber {
  const matchers: { spellings: string[]; matcher: PartMatcher }[] = [];
  const seen = new Set<string>();
  for (const part of nameParts(name)) {
    const folded = foldLetters(part);
    // A name typed with a transliterated umlaut (Juergen) also matches Jurgen; not Zoe -> Zo, Joel -> Jol.
    const contracted = folded.replace(/([aou])e(?=\p{L})/gu, '$1');
    const spellings = [folded, foldGerman(part), ...(contracted.length >= 4 ? [contracted] : [])];
    for (const spelling of new Set(spellings)) {
      if (seen.has(spelling)) continue;
      seen.add(spelling);
      matchers.push({ spellings: [spelling], matcher: partMatcher(spelling) });
    }
  }

  /** The spelling of the name part a word starts with, if the word is a form of the name. */
  function matchedPart(word: string): { part: string; spelling: string } | undefined {
    for (const spelling of wordSpellings(word)) {
      for (const { spellings, matcher } of matchers) {
        if (matcher.matches(spelling)) return { part: spellings[0], spelling };
      }
    }
    return undefined;
  }

  function forms(text: string): { start: number; end: number; possessive: boolean }[] {
    const found: { start: number; end: number; possessive: boolean }[] = [];
    if (matchers.length === 0) return found;
    for (const match of text.matchAll(letterRun)) {
      const start = match.index;
      let end = start + match[0].length;
      const hit = matchedPart(match[0]);
      if (!hit) continue;
      const suffix = hit.spelling.slice(hit.part.length);
      let possessive = genitiveSuffixes.includes(suffix);
      const rest = text.slice(end);
      const tail = rest.match(possessiveS) ?? (/[sxzß]$/i.test(match[0]) ? rest.match(bareApostrophe) : null);
      if (tail) {
        possessive = true;
        end += tail[0].length;
      }
      const previous = found.at(-1);
      // The full name, or parts joined by spaces or hyphens, is one form.
      if (previous && /^[\s\-‐‑]+$/u.test(text.slice(previous.end, start)) && !previous.possessive) {
        previous.end = end;
        previous.possessive = possessive;
      } else {
        found.push({ start, end, possessive });
      }
    }
    return found;
  }

  return {
    replace(text, replacement) {
      let out = '';
      let at = 0;
      for (const form of forms(text)) {
        out +=
          text.slice(at, form.start) +
          replacement({ text: text.slice(form.start, form.end), possessive: form.possessive });
        at = form.end;
      }
      return out + text.slice(at);
    },
    test(text) {
      return forms(text).length > 0;
    },
  };
}
