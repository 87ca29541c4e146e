// Who the hero is, as the parent wrote it: he, she, or (when nothing says) neither. And the body
// words that fit the companion's species, so a whale never gets paws and a seahorse no „Pfote“.

export type Pronoun = 'he' | 'she' | 'they';

const heWords =
  /\b(?:he|him|his|himself|my son|our son|son|grandson|boy|little man|nephew|er|ihn|ihm|sohn|enkel|junge|neffe|unser kleiner|der (?:\w+jährige|kleine))\b/giu;
const sheWords =
  /\b(?:she|her|hers|herself|my daughter|our daughter|daughter|granddaughter|girl|little lady|niece|tochter|enkelin|mädchen|nichte|kleine(?=\s*(?:ist|liebt|mag|hat|,|\.|$))|die (?:\w+jährige|kleine)|sie (?!sind|haben|lieben|mögen|wohnen|leben)(?=\p{L}+t\b))\b/giu;
/**
 * „ihr Kuscheltier“, „ihrer kleinen Schwester“, „sein Hund“: a possessive before a noun (an adjective
 * may stand between), lower case (a capital „Ihr“ may open a sentence or address the reader). No `i`
 * flag: it would make \p{Lu} match any letter, and „sein mit“ (geduldig sein mit …) a he.
 */
const possessiveBeforeNoun = (word: string) =>
  new RegExp(`(?<![\\p{L}])${word}(?:e[mnrs]?)?(?=\\s+(?:\\p{Ll}+e[mnrs]?\\s+)?\\p{Lu})`, 'gu');
const herNoun = possessiveBeforeNoun('ihr');
const hisNoun = possessiveBeforeNoun('sein');
/** Sibling words name someone else ("his little sister"), never the child. */
const siblings =
  /\b(?:(?:big|little|baby|older|younger|kleine[nmrs]?|große[nmrs]?)\s+)?(?:sister|brother|schwester|bruder)\b/giu;

const femaleRelative =
  'sister|mum|mom|mummy|mommy|mother|grandma|granny|nana|aunt|auntie|schwester(?:chen)?|mama|mami|mutter|oma|tante|cousine';
const maleRelative = 'brother|dad|daddy|father|grandpa|grandad|granddad|uncle|bruder|papa|vater|opa|onkel';
const relativeAhead = `(?!\\s+(?:(?:big|little|baby|older|younger|kleine[nmrs]?|große[nmrs]?|liebe[nmrs]?)\\s+)?(?:${femaleRelative}|${maleRelative})\\b)`;
const femaleRelativeWord = new RegExp(`\\b(?:${femaleRelative})\\b`, 'iu');
const maleRelativeWord = new RegExp(`\\b(?:${maleRelative})\\b`, 'iu');
const anyRelativeWord = new RegExp(`\\b(?:${femaleRelative}|${maleRelative})\\b`, 'iu');
/** She/her words, except a possessive before a relative word ("her big sister" is the child's). */
const relativeShe = new RegExp(`\\b(?:she|her|hers|herself|sie|ihr|ihre[mnrs]?)\\b${relativeAhead}`, 'giu');
const relativeHe = new RegExp(`\\b(?:he|him|his|himself|er|ihn|ihm|sein|seine[mnrs]?)\\b${relativeAhead}`, 'giu');

/**
 * After a relative is named, the rest of that sentence's pronouns of the relative's gender are the
 * relative's own ("his sister Mia, she is eight"), not the child's. A possessive directly before a
 * relative word stays: "her big sister Mia" says the child is a she.
 */
function withoutRelativesOwnPronouns(text: string): string {
  return text
    .split(/(?<=[.!?;\n])/)
    .map((sentence) => {
      const at = sentence.search(anyRelativeWord);
      if (at < 0) return sentence;
      let tail = sentence.slice(at);
      if (femaleRelativeWord.test(tail)) tail = tail.replace(relativeShe, ' ');
      if (maleRelativeWord.test(tail)) tail = tail.replace(relativeHe, ' ');
      return sentence.slice(0, at) + tail;
    })
    .join('');
}

/** The child's pronoun from what the parent wrote; 'they' when it says nothing or both. */
export function pronounOf(texts: (string | undefined)[]): Pronoun {
  const kept = withoutRelativesOwnPronouns(texts.filter(Boolean).join(' . '));
  const text = kept.replace(siblings, ' ');
  const count = (pattern: RegExp, of: string) => of.match(pattern)?.length ?? 0;
  // A possessive before a sibling word („mit ihrer kleinen Schwester“) is the child's, but weaker
  // evidence than a word about the child („…, er ist fünf“): it counts half.
  const before = (possessive: RegExp) =>
    count(possessive, text) + Math.max(0, count(possessive, kept) - count(possessive, text)) / 2;
  const he = count(heWords, text) + before(hisNoun);
  const she = count(sheWords, text) + before(herNoun);
  if (he > she) return 'he';
  if (she > he) return 'she';
  return 'they';
}

type LimbKind = 'paw' | 'fin' | 'wing' | 'hoof' | 'flipper' | 'claw' | 'tentacle' | 'foot' | 'tail' | 'hand';

const limbOf: Record<string, LimbKind> = {
  fish: 'fin',
  whale: 'fin',
  dolphin: 'fin',
  shark: 'fin',
  seahorse: 'fin',
  jellyfish: 'tentacle',
  octopus: 'tentacle',
  starfish: 'foot',
  seal: 'flipper',
  penguin: 'flipper',
  turtle: 'flipper',
  owl: 'wing',
  duck: 'wing',
  bird: 'wing',
  parrot: 'wing',
  chicken: 'wing',
  hen: 'wing',
  flamingo: 'wing',
  swan: 'wing',
  bat: 'wing',
  butterfly: 'wing',
  bee: 'wing',
  ladybird: 'wing',
  pegasus: 'hoof',
  horse: 'hoof',
  pony: 'hoof',
  unicorn: 'hoof',
  zebra: 'hoof',
  deer: 'hoof',
  goat: 'hoof',
  cow: 'hoof',
  pig: 'hoof',
  sheep: 'hoof',
  lamb: 'hoof',
  llama: 'hoof',
  alpaca: 'hoof',
  giraffe: 'hoof',
  rhino: 'foot',
  hippo: 'foot',
  elephant: 'foot',
  crab: 'claw',
  dragon: 'claw',
  dinosaur: 'claw',
  crocodile: 'claw',
  lobster: 'claw',
  snake: 'tail',
  snail: 'foot',
  caterpillar: 'foot',
  frog: 'foot',
  kangaroo: 'paw',
  monkey: 'hand',
  sloth: 'hand',
  'teddy bear': 'paw',
};

/** [accusative singular with article, plural, dative plural] */
const limbWords: Record<LimbKind, { en: [string, string, string]; de: [string, string, string] }> = {
  paw: { en: ['a paw', 'paws', 'paws'], de: ['eine Pfote', 'Pfoten', 'Pfoten'] },
  fin: { en: ['a fin', 'fins', 'fins'], de: ['eine Flosse', 'Flossen', 'Flossen'] },
  flipper: { en: ['a flipper', 'flippers', 'flippers'], de: ['eine Flosse', 'Flossen', 'Flossen'] },
  wing: { en: ['a wing', 'wings', 'wings'], de: ['einen Flügel', 'Flügel', 'Flügeln'] },
  hoof: { en: ['a hoof', 'hooves', 'hooves'], de: ['einen Huf', 'Hufe', 'Hufen'] },
  claw: { en: ['a claw', 'claws', 'claws'], de: ['eine Kralle', 'Krallen', 'Krallen'] },
  tentacle: { en: ['a tentacle', 'tentacles', 'tentacles'], de: ['einen Fangarm', 'Fangarme', 'Fangarmen'] },
  foot: { en: ['a foot', 'feet', 'feet'], de: ['einen Fuß', 'Füße', 'Füßen'] },
  tail: { en: ['the tip of a tail', 'tail', 'tail'], de: ['die Schwanzspitze', 'Schwanz', 'Schwanzspitzen'] },
  hand: { en: ['a hand', 'hands', 'hands'], de: ['eine Hand', 'Hände', 'Händen'] },
};

/** "a paw"/"paws", "a fin"/"fins" … for the species (paws when the species is unknown). */
export function limbFor(speciesEn: string, language: 'en' | 'de'): { a: string; many: string; withMany: string } {
  const kind = limbOf[speciesEn.toLowerCase()] ?? 'paw';
  const [a, many, withMany] = limbWords[kind][language];
  return { a, many, withMany };
}
