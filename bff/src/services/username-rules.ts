import { remove as replaceConfusables } from 'confusables';
import { usernameKey } from '@dreamweaver/contracts';

// Names that look like the admin's are reserved as the admin's own name is: "аdmin" with a
// Cyrillic а, "ａｄｍｉｎ", "admın", "adrnin" would all read as the admin in a list of users.
// The comparison uses a confusable skeleton in the spirit of Unicode TR39: both names are
// normalised (NFKC, lower case), look-alike letters become the letter they imitate, marks are
// dropped, and the results are compared. It is deliberately broad (it also reserves "ädmin");
// it only ever decides about names that look like the admin's, never between two other users.

/** Sequences the `confusables` table (letter by letter) leaves alone but TR39 maps. */
const SEQUENCES: [RegExp, string][] = [
  [/rn/g, 'm'],
  [/vv/g, 'w'],
  [/cl/g, 'd'],
];
/**
 * Shown as typed, upper-case I and lower-case l look alike ("ADMlN"), and so do 1 and l, 0 and o:
 * after lower-casing, all of them fold into one letter.
 */
const FOLDED: Record<string, string> = { l: 'i', '1': 'i', '|': 'i', '!': 'i', '0': 'o' };
/** Letters the `confusables` table maps differently from TR39 (it reads dotless ı as l). */
const LETTERS: Record<string, string> = { ı: 'i', ȷ: 'j', ɩ: 'i', ι: 'i', і: 'i', ӏ: 'l' };

export function confusableSkeleton(name: string): string {
  let text = usernameKey(name);
  text = [...text].map((char) => LETTERS[char] ?? char).join('');
  text = replaceConfusables(text).toLowerCase();
  text = text.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
  for (const [sequence, letter] of SEQUENCES) text = text.replace(sequence, letter);
  return [...text].map((char) => FOLDED[char] ?? char).join('');
}

/** True for the admin's name itself and for every name that looks like it. */
export function looksLikeAdminName(name: string, adminUsername: string): boolean {
  return confusableSkeleton(name) === confusableSkeleton(adminUsername);
}
