import { capitalise } from './story/grammar.ts';

// How a setting the parent typed (not one of the six) is said. A name is a land of its own ("the
// land of Candy Mountain", „das Land „Zuckerberg““); a place given with its own preposition ("under
// the sea", „auf dem Mond“) is said as typed where one is somewhere ("under the sea", „auf dem
// Mond“, never „in der Welt auf dem Mond“) and as the world there where one goes or dreams ("into
// the world under the sea", „von der Welt auf dem Mond“), never "the land of under the sea";
// "in space" is space itself. A description ("a snowy forest", „ein verschneiter Wald“) is the
// place itself, known once it is named: "in the snowy forest", „im verschneiten Wald“, never "the
// land of a snowy forest".

/** The typed place after "in", "into" and "of"/„in“, „in … hinein“ and „von“. */
export interface PlacePhrases {
  in: string;
  into: string;
  dreamOf: string;
  /** The place said again, shorter, when it is described ("in the forest", „in der Burg“); else "there". */
  again?: string;
}

const EN_PLACE_PREPOSITION =
  /^(?:under|underneath|beneath|inside|on|at|above|over|behind|beyond|among|across|near|by|between|up|down|deep|high|far)\s/iu;
const DE_PLACE_PREPOSITION =
  /^(?:unter|unterm|im|in|auf|aufm|am|an|hinter|über|überm|bei|beim|zwischen|neben|jenseits|tief|hoch|oben|unten|weit|mitten)\s/iu;

/** A preposition at the start is never a name's capital: "Under the sea" is said "under the sea". */
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** Places a parent types as one word that are no name: "Jungle" is the jungle, not "the land of Jungle". */
const EN_COMMON_PLACES =
  /^(?:forest|woods?|jungle|beach|seaside|island|desert|meadow|garden|farm|zoo|city|town|village|cave|lake|river|mountains?|hills?|castle|palace|playground|park|treehouse|library|museum|school|kindergarten|circus|fairground|funfair|bakery|ocean|sea|moon|sky|clouds|rainforest|savanna|savannah|arctic|north pole|south pole)$/iu;

/** Places one is on, not in: "on the island", "on the farm", never "in the tall mountain". */
const EN_ON_PLACES =
  /\b(?:island|beach|farm|mountain|mountaintop|hill|hilltop|moon|ship|boat|shore|coast|cloud|rainbow)$/iu;

/** Places one is at: "at the seaside", "at the zoo", never "in the seaside". */
const EN_AT_PLACES = /\b(?:seaside|zoo|park|fair|funfair|fairground|circus|playground|seashore)$/iu;

/** Whose place it is, as the child calls them: "grandma's garden" is Grandma's garden. */
const EN_KIN =
  /^(?:grandma|grandpa|granny|grandad|granddad|nana|nanna|gran|mum|mummy|mom|mommy|dad|daddy|papa|auntie|uncle)$/iu;

/** A place described rather than named: "a snowy forest", "the old lighthouse", "snowy forest", "Jungle". */
function describedEn(text: string): string | undefined {
  // "grandma's garden", "my grandpa’s farm": somebody's place takes no article.
  // "Grandma and Grandpa's farm": two owners, each called as the child calls them.
  const owned = /^(?:(?:my|our|his|her|their)\s+)?((?:\p{L}+\s+(?:and|&)\s+)?\p{L}+)['’]s\s+(.+)$/iu.exec(text);
  if (owned) {
    const owner = owned[1]
      .split(/\s+(?:and|&)\s+/iu)
      .map((who) => (EN_KIN.test(who) ? capitalise(who.toLowerCase()) : who))
      .join(' and ');
    return `${owner}'s ${owned[2]}`;
  }
  const article = /^(?:a|an|the|some)\s+(.+)$/iu.exec(text);
  if (article) return `the ${article[1]}`;
  const words = text.split(/\s+/u);
  const named = words.filter((word) => /^\p{Lu}/u.test(word)).length;
  // "Candy Mountain" and "Narnia" are names; "snowy forest" and "Snowy forest" are not.
  if (named === 0 || (named === 1 && /^\p{Lu}/u.test(words[0]) && words.length > 1)) return `the ${lowerFirst(text)}`;
  if (EN_COMMON_PLACES.test(text)) return `the ${lowerFirst(text)}`;
  return undefined;
}

/** The noun a description is about: "the snowy forest" → forest, "the castle by the sea" → castle. */
function headNounEn(described: string): string {
  const before = described.split(/\s+(?:of|by|on|in|at|with|near|under|over|behind|beside|where|full)\s+/u)[0];
  return before.split(/\s+/u).at(-1) ?? before;
}

export function typedPlaceEn(text: string): PlacePhrases {
  const inside = /^in\s+(.+)$/iu.exec(text);
  if (inside) {
    // "in a treehouse" is the treehouse once named; "in space" and "in the mountains" stay as typed.
    const place = inside[1].replace(/^(?:a|an)\s+/iu, 'the ');
    return { in: `in ${place}`, into: `into ${place}`, dreamOf: `of ${place}` };
  }
  if (EN_PLACE_PREPOSITION.test(text)) {
    const world = `the world ${lowerFirst(text)}`;
    return { in: lowerFirst(text), into: `into ${world}`, dreamOf: `of ${world}` };
  }
  const described = describedEn(text);
  if (described) {
    // By its noun: "on the farm full of sleepy animals", not "in" because the phrase ends in animals.
    const noun = headNounEn(described);
    const at = EN_ON_PLACES.test(noun) ? 'on' : EN_AT_PLACES.test(noun) ? 'at' : 'in';
    const phrases = {
      in: `${at} ${described}`,
      into: `${at === 'in' ? 'into' : 'to'} ${described}`,
      dreamOf: `of ${described}`,
    };
    const again = `${at} the ${noun}`;
    return again === phrases.in ? phrases : { ...phrases, again };
  }
  return { in: `in the land of ${text}`, into: `into the land of ${text}`, dreamOf: `of the land of ${text}` };
}

type Gender = 'm' | 'f' | 'n';

/** The gender of a German place noun by how it ends, compounds included („Zauberwald“, „Baumhaus“). */
const DE_GENDER_BY_ENDING: [RegExp, Gender][] = [
  [
    /(?:wald|garten|berg|gipfel|regenbogen|see|strand|park|zoo|dschungel|palast|fluss|hof|mond|weltraum|himmel|turm|tunnel|keller|bach|teich|platz|markt|zirkus|ozean)$/iu,
    'm',
  ],
  [
    /(?:burg|höhle|insel|wiese|stadt|wüste|küste|bucht|schule|bibliothek|bäckerei|arktis|antarktis|prärie|savanne|lagune|mühle|hütte|scheune|welt|wolke|alm|ung|heit|keit|schaft)$/iu,
    'f',
  ],
  [
    /(?:schloss|dorf|meer|land|haus|reich|tal|gebirge|moor|museum|zentrum|universum|nest|zelt|schiff|boot|feld|chen|lein|ment)$/iu,
    'n',
  ],
];

/** Places one is on or at, not in: „auf dem Zuckerberg“, „auf der Insel“, „am See“. */
const DE_ON_PLACES = /(?:berg|insel|hof|mond|spielplatz|wiese|feld|gipfel|schiff|boot|wolke|regenbogen|alm)$/iu;
const DE_AT_PLACES = /(?:see|strand|küste|fluss|bach|teich)$/iu;

/** „in“, „auf“ or „an“ with the definite article, for being there (dative) and going there (accusative). */
const DE_PREPOSITIONS: Record<'in' | 'auf' | 'an', Record<Gender, { at: string; to: string }>> = {
  in: { m: { at: 'im', to: 'in den' }, n: { at: 'im', to: 'ins' }, f: { at: 'in der', to: 'in die' } },
  auf: { m: { at: 'auf dem', to: 'auf den' }, n: { at: 'auf dem', to: 'aufs' }, f: { at: 'auf der', to: 'auf die' } },
  an: { m: { at: 'am', to: 'an den' }, n: { at: 'am', to: 'ans' }, f: { at: 'an der', to: 'an die' } },
};

function genderOfDe(article: string | undefined, adjectives: string[], noun: string): Gender | undefined {
  const a = article?.toLowerCase();
  if (a === 'der' || a === 'dem' || a === 'den') return 'm';
  if (a === 'das') return 'n';
  if (a === 'die' || a === 'eine' || a === 'einer') return 'f';
  const last = adjectives.at(-1)?.toLowerCase();
  if (a === 'ein' && last?.endsWith('er')) return 'm';
  if (a === 'ein' && last?.endsWith('es')) return 'n';
  return DE_GENDER_BY_ENDING.find(([ending]) => ending.test(noun))?.[1];
}

/** An adjective after the definite article: „verschneiter“ → „verschneiten“ (dative) or „verschneite“. */
function declined(adjective: string, ending: 'e' | 'en'): string {
  const stem = /^(.*?)(?:e[mnrs]?)$/u.exec(adjective)?.[1];
  return stem ? stem + ending : adjective;
}

/**
 * A described German place: an article, adjectives and a capitalised noun, maybe more after it
 * („ein Schloss aus Zucker“); the noun alone when its gender is known („Zauberwald“).
 */
function describedDe(typed: string): PlacePhrases | undefined {
  // „Großes Schloss“: an adjective typed first has a capital, and is still an adjective.
  const text = typed.replace(/^(\p{Lu}\p{Ll}+(?:e|es|er|en|em))(?=\s+\p{Lu})/u, (adjective) => adjective.toLowerCase());
  const match = /^(?:([Dd]er|[Dd]ie|[Dd]as|[Ee]in|[Ee]ine)\s+)?((?:\p{Ll}+\s+)*)(\p{Lu}[\p{L}-]*)(.*)$/u.exec(text);
  if (!match) return undefined;
  const [, article, adjectiveText, noun, rest] = match;
  const adjectives = adjectiveText.split(/\s+/u).filter(Boolean);
  // „Bauernhof von Oma und Opa“: a noun and what describes it is a place too, with its article.
  const describes = /^\s+(?:von|vom|bei|beim|mit|aus|am|im|an|auf|hinter|unter|über|neben|voller|ohne)\s/u.test(rest);
  if (!article && adjectives.length === 0 && rest.trim() !== '' && !describes) return undefined;
  const gender = genderOfDe(article, adjectives, noun);
  if (!gender || (!article && !DE_GENDER_BY_ENDING.some(([ending]) => ending.test(noun)))) return undefined;
  const phrase = (ending: 'e' | 'en') => [...adjectives.map((a) => declined(a, ending)), noun].join(' ') + rest;
  const preposition = DE_ON_PLACES.test(noun) ? 'auf' : DE_AT_PLACES.test(noun) ? 'an' : 'in';
  const { at, to } = DE_PREPOSITIONS[preposition][gender];
  const dative = phrase('en');
  const phrases = {
    in: `${at} ${dative}`,
    into: `${to} ${phrase(gender === 'm' ? 'en' : 'e')}`,
    dreamOf: `${gender === 'f' ? 'von der' : 'vom'} ${dative}`,
  };
  // Said again without its adjectives and what follows: „im verschneiten Wald“, then „im Wald“.
  const again = `${at} ${noun}`;
  return again === phrases.in ? phrases : { ...phrases, again };
}

/**
 * Somebody's place: „Omas Garten“ is „in Omas Garten“, „auf Opas Bauernhof“, said again „im Garten“
 * (a name's genitive takes no article; „Großes Schloss“ is no one's).
 */
function ownedDe(text: string): PlacePhrases | undefined {
  // „Oma und Opas Bauernhof“: the last owner takes the genitive for both.
  const match = /^((?:\p{Lu}\p{Ll}+\s+und\s+)?(\p{Lu}\p{Ll}+(?:s|’|')))\s+(\p{Lu}[\p{L}-]*)$/u.exec(text);
  if (!match || (/es$/u.test(match[2]) && !/^(?:Omas|Opas|Mamas|Papas|Tantes|Onkels|Omis|Opis)$/u.test(match[2])))
    return undefined;
  const [, owner, , noun] = match;
  const gender = DE_GENDER_BY_ENDING.find(([ending]) => ending.test(noun))?.[1];
  const preposition = DE_ON_PLACES.test(noun) ? 'auf' : DE_AT_PLACES.test(noun) ? 'an' : 'in';
  const place = `${owner.replace(/'$/u, '’')} ${noun}`;
  return {
    in: `${preposition} ${place}`,
    into: `${preposition} ${place}`,
    dreamOf: `von ${place}`,
    again: gender ? `${DE_PREPOSITIONS[preposition][gender].at} ${noun}` : 'dort',
  };
}

export function typedPlaceDe(text: string): PlacePhrases {
  const owned = ownedDe(text);
  if (owned) return owned;
  if (DE_PLACE_PREPOSITION.test(text)) {
    const there = lowerFirst(text);
    return { in: there, into: `in die Welt ${there}`, dreamOf: `von der Welt ${there}` };
  }
  return describedDe(text) ?? { in: `im Land „${text}“`, into: `ins Land „${text}“`, dreamOf: `vom Land „${text}“` };
}
