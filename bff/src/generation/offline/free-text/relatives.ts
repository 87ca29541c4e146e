// A sister, brother or cousin the parent names in the free text ("her big sister Ella",
// „sein kleiner Bruder“), so the story can greet them at least once.

export interface Relative {
  /** sister / brother / cousin */
  kin: 'sister' | 'brother' | 'cousin';
  /** The German noun and its gender: Schwester (f), Bruder (m), Cousine (f), Cousin (m). */
  de: string;
  gender: 'm' | 'f';
  /** big / little, as the parent said it (groß / klein in German), when said. */
  size?: 'big' | 'little';
  name?: string;
}

const notNames = new Set(
  'and,or,but,who,she,he,they,is,was,has,loves,likes,the,a,an,und,oder,aber,die,der,das,sie,er,ist,hat,liebt,mag'.split(
    ',',
  ),
);

const enPattern =
  /\b(?:([Bb]ig|[Ll]ittle|[Oo]lder|[Yy]ounger|[Bb]aby|[Tt]win)\s+)?([Ss]ister|[Bb]rother|[Cc]ousin)\b(?:\s*,?\s*(?:called|named)?\s*(\p{Lu}\p{Ll}+))?/u;
const dePattern =
  /(?<!\p{L})(?:(groß|klein|älter|jünger)(?:e|er|en|es)?\s+)?(Schwester(?:chen)?|Brüderchen|Bruder|Cousine|Kusine|Cousin)(?!\p{L})(?:\s*,?\s*(?:namens|heißt|heisst)?\s*(\p{Lu}\p{Ll}+))?/u;

const sizes: Record<string, 'big' | 'little'> = {
  big: 'big',
  older: 'big',
  groß: 'big',
  älter: 'big',
  little: 'little',
  younger: 'little',
  baby: 'little',
  klein: 'little',
  jünger: 'little',
};

/** The first sister, brother or cousin the text names, with the name when one follows. */
export function findRelative(text: string): Relative | undefined {
  const m = enPattern.exec(text) ?? dePattern.exec(text);
  if (!m) return undefined;
  const word = m[2].toLowerCase();
  const kin = /^(?:sister|schwester)/.test(word)
    ? 'sister'
    : /^(?:brother|bruder|brüderchen)/.test(word)
      ? 'brother'
      : 'cousin';
  const female = kin === 'sister' || /^(?:cousine|kusine)$/.test(word);
  const de = kin === 'sister' ? 'Schwester' : kin === 'brother' ? 'Bruder' : female ? 'Cousine' : 'Cousin';
  const name = m[3] && !notNames.has(m[3].toLowerCase()) ? m[3] : undefined;
  const size = m[1] ? sizes[m[1].toLowerCase()] : undefined;
  return { kin, de, gender: female ? 'f' : 'm', ...(size ? { size } : {}), ...(name ? { name } : {}) };
}
