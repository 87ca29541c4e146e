// A relative the parent names in the free text ("her big sister Ella", „sein kleiner Bruder“,
// "Grandma Rose", „Oma Rosi“), so the story can greet them at least once.

type Kin = 'sister' | 'brother' | 'cousin' | 'grandma' | 'grandpa' | 'aunt' | 'uncle';

export interface Relative {
  kin: Kin;
  /** The word the parent used for a grandparent, aunt or uncle ("Granny", "Nana", „Omi“), capitalised; else the kin. */
  word?: string;
  /** The German noun and its gender: Schwester (f), Bruder (m), Cousine (f), Cousin (m), Oma (f), Opa (m), Tante (f), Onkel (m). */
  de: string;
  gender: 'm' | 'f';
  /** big / little, as the parent said it (groß / klein in German), when said. */
  size?: 'big' | 'little';
  name?: string;
  /**
   * A grandparent, aunt or uncle: called by title and name ("Grandma Rose", „Oma Rosi“), and not
   * taken to sleep next door, as a sister or brother may.
   */
  elder?: boolean;
  /** A grandparent, aunt or uncle who lives with the child ("Grandpa Joe lives with us"). */
  household?: boolean;
  /** A twin ("his twin sister Lily", „ihre Zwillingsschwester“): the same age, neither big nor little. */
  twin?: boolean;
  /** A baby ("her baby sister Rosa", „…, die noch ein Baby ist“): carried along in a basket, never walking or talking. */
  baby?: boolean;
  /** The parent's goal names them ("sharing toys with her cousin"): they are there when the goal is acted out. */
  inGoal?: boolean;
}

const notNames = new Set(
  'and,or,but,who,she,he,they,is,was,has,loves,likes,the,a,an,und,oder,aber,die,der,das,sie,er,ist,hat,liebt,mag,wohnt,kommt,besucht,spielt,fußball,lego,karten,memory,verstecken,eis,kuchen,pizza,garten,haus,auto,ball,buch,bücher,zoo,urlaub,geburtstag,wochenende'.split(
    ',',
  ),
);

const enPattern =
  /\b(?:([Bb]ig|[Ll]ittle|[Oo]lder|[Yy]ounger|[Bb]aby|[Tt]win)\s+)?([Ss]ister|[Bb]rother|[Cc]ousin)\b(?:\s*,?\s*(?:called|named)?\s*(\p{Lu}\p{Ll}+))?/u;
const dePattern =
  /(?<!\p{L})(?:(groß|klein|älter|jünger)(?:e|er|en|es)?\s+)?(?:Zwillings\s)?(Schwester(?:chen)?|Brüderchen|Bruder|Cousine|Kusine|Cousin)(?!\p{L})(?:\s*,?\s*(?:namens|heißt|heisst)?\s*(\p{Lu}\p{Ll}+))?/u;
/** Grandparents, aunts and uncles, in either language; the name must start with a capital (no `i` flag, which would fold \p{Lu}). */
const elderPattern =
  /(?<!\p{L})([Gg]randma|[Gg]ranny|[Nn]ana|[Gg]ran|[Gg]randmother|[Gg]randpa|[Gg]randad|[Gg]randdad|[Gg]randfather|[Gg]rampa|[Aa]unt|[Aa]untie|[Uu]ncle|Oma|Omi|Großmutter|Opa|Opi|Großvater|Tante|Onkel)(?!\p{L})(?:\s*,?\s*(?:called|named|namens|heißt|heisst)?\s*(\p{Lu}\p{Ll}+))?/u;

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

const elders: Record<string, { kin: Kin; de: string; gender: 'm' | 'f' }> = {
  grandma: { kin: 'grandma', de: 'Oma', gender: 'f' },
  granny: { kin: 'grandma', de: 'Oma', gender: 'f' },
  nana: { kin: 'grandma', de: 'Oma', gender: 'f' },
  gran: { kin: 'grandma', de: 'Oma', gender: 'f' },
  grandmother: { kin: 'grandma', de: 'Oma', gender: 'f' },
  oma: { kin: 'grandma', de: 'Oma', gender: 'f' },
  omi: { kin: 'grandma', de: 'Omi', gender: 'f' },
  großmutter: { kin: 'grandma', de: 'Oma', gender: 'f' },
  grandpa: { kin: 'grandpa', de: 'Opa', gender: 'm' },
  grandad: { kin: 'grandpa', de: 'Opa', gender: 'm' },
  granddad: { kin: 'grandpa', de: 'Opa', gender: 'm' },
  grandfather: { kin: 'grandpa', de: 'Opa', gender: 'm' },
  grampa: { kin: 'grandpa', de: 'Opa', gender: 'm' },
  opa: { kin: 'grandpa', de: 'Opa', gender: 'm' },
  opi: { kin: 'grandpa', de: 'Opi', gender: 'm' },
  großvater: { kin: 'grandpa', de: 'Opa', gender: 'm' },
  aunt: { kin: 'aunt', de: 'Tante', gender: 'f' },
  auntie: { kin: 'aunt', de: 'Tante', gender: 'f' },
  tante: { kin: 'aunt', de: 'Tante', gender: 'f' },
  uncle: { kin: 'uncle', de: 'Onkel', gender: 'm' },
  onkel: { kin: 'uncle', de: 'Onkel', gender: 'm' },
};

const nameOf = (word: string | undefined) => (word && !notNames.has(word.toLowerCase()) ? word : undefined);

/** The sentence of `text` around `index`. */
/** Where the sentence around `index` begins (after the last stop before it). */
const sentenceStart = (text: string, index: number, stops = ['.', '!', '?']) =>
  Math.max(...stops.map((stop) => text.lastIndexOf(stop, index))) + 1;

function sentenceAt(text: string, index: number): string {
  const start = sentenceStart(text, index);
  const ends = ['.', '!', '?'].map((stop) => text.indexOf(stop, index)).filter((end) => end >= 0);
  return text.slice(start, ends.length ? Math.min(...ends) : text.length);
}

function sibling(m: RegExpExecArray): Relative {
  const word = m[2].toLowerCase();
  const kin = /^(?:sister|schwester)/.test(word)
    ? 'sister'
    : /^(?:brother|bruder|brüderchen)/.test(word)
      ? 'brother'
      : 'cousin';
  const female = kin === 'sister' || /^(?:cousine|kusine)$/.test(word);
  const de = kin === 'sister' ? 'Schwester' : kin === 'brother' ? 'Bruder' : female ? 'Cousine' : 'Cousin';
  const name = nameOf(m[3]);
  const size = m[1] ? sizes[m[1].toLowerCase()] : undefined;
  const baby = /(?<!\p{L})baby(?!\p{L})/iu.test(sentenceAt(m.input, m.index));
  if (/twin|zwilling/i.test(m[0]))
    return { kin, de, gender: female ? 'f' : 'm', twin: true, ...(name ? { name } : {}) };
  return {
    kin,
    de,
    gender: female ? 'f' : 'm',
    ...(size || baby ? { size: size ?? 'little' } : {}),
    ...(name ? { name } : {}),
    ...(baby ? { baby } : {}),
  };
}

function elder(m: RegExpExecArray): Relative {
  const said = m[1];
  const known = elders[said.toLowerCase()];
  const name = nameOf(m[2]);
  const word = said.charAt(0).toUpperCase() + said.slice(1).toLowerCase();
  return { ...known, word: /[äöüß]/i.test(word) ? known.de : word, elder: true, ...(name ? { name } : {}) };
}

/** „Zwillingsschwester“ as „Zwillings Schwester“, so the sister is found like any other. */
const twinsApart = (text: string) =>
  text.replace(
    /Zwillings(schwester|bruder)/g,
    (_m, kin: string) => `Zwillings ${kin.charAt(0).toUpperCase()}${kin.slice(1)}`,
  );

/** The first sister, brother or cousin the text names, passing over any grandparent, aunt or uncle named before. */
export function findSibling(said: string): Relative | undefined {
  const text = twinsApart(said);
  const match = enPattern.exec(text) ?? dePattern.exec(text);
  return match ? sibling(match) : undefined;
}

/** The first relative the text names (a sister, brother, cousin, grandparent, aunt or uncle), with the name when one follows. */
export function findRelative(said: string): Relative | undefined {
  const text = twinsApart(said);
  const siblingMatch = enPattern.exec(text) ?? dePattern.exec(text);
  const elderMatch = elderPattern.exec(text);
  if (siblingMatch && (!elderMatch || siblingMatch.index <= elderMatch.index)) return sibling(siblingMatch);
  if (!elderMatch) return undefined;
  const found = elder(elderMatch);
  return livesWithTheChild(text, elderMatch) ? { ...found, household: true } : found;
}

/** „Paula wohnt mit Mama und Opa“, "lives with her mum and grandma", "we live at Grandma's": the child's home. */
const LIVES_WITH_BEFORE = new RegExp(
  `(?<!\\p{L})(?:lives?|living|lebt|leben|wohnt|wohnen)\\s+(?:together\\s+|zusammen\\s+)?(?:with|at|mit|bei)\\s+(?:(?:${[
    'her|his|their|our|my|and|mum|mummy|mom|mommy|mother|dad|daddy|father|parents|both',
    'ihrer|ihrem|ihren|seiner|seinem|seinen|unserer|unserem|meiner|meinem|und|mama|mami|mutter|papa|papi|vater|eltern|beiden',
  ].join('|')})(?:\\s*,\\s*|\\s+))*$`,
  'iu',
);

/** A grandparent, aunt or uncle the child lives with: "Grandpa Joe lives with us", „Paula wohnt mit Mama und Opa“. */
function livesWithTheChild(text: string, match: RegExpExecArray): boolean {
  const end = match.index + match[0].length;
  // „Opa wohnt bei uns“, but not „bei uns um die Ecke“ (round the corner).
  if (
    /^\s*(?:(?:lives|is living|lebt|wohnt)\s+(?:with us|bei uns|mit uns)(?!\s+um\b))/iu.test(text.slice(end, end + 40))
  )
    return true;
  const start = Math.max(sentenceStart(text, match.index, ['.', '!', '?', ';']), match.index - 59);
  const nearby = /^\s*(?:um die Ecke|nebenan|in der Nähe|round the corner|around the corner|nearby|next door)/iu;
  return LIVES_WITH_BEFORE.test(text.slice(start, match.index)) && !nearby.test(text.slice(end, end + 40));
}
