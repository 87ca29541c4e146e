import { type DetailKind, type Language, PLAN_DETAILS_MAX, type PlanDetail } from '@dreamweaver/contracts';
import { lexicon } from '../lexicon/index.ts';
import { disliked } from './items.ts';
import type { Gender, Mention, Reading } from './reading.ts';
import { alternation, cached, findAll, type Source, type Span, sentences, wordPattern, wordsOf } from './text.ts';

// The concrete things the parent typed, each once: the favourites of the form, and from the free
// text the clothes and toys with their colour and owner ("yellow wellies", "Grandpa's green fishing
// hat", „Opas grüner Angelhut“), foods, animals and activities the lexicon knows, and places ("at the
// lake", „am Meer“). A word the lexicon knows gets its id (lexeme); another keeps the parent's words.

export type Found = Omit<PlanDetail, 'id' | 'used' | 'where' | 'why'>;

export class Details {
  readonly list: Found[] = [];
  /** The child's proud moment told in the free text, when the form's achievement field is empty. */
  achievement: { words: string; language: Language } | null = null;

  add(detail: Found): void {
    const words = detail.words.toLowerCase();
    if (this.list.length >= PLAN_DETAILS_MAX || this.list.some((d) => d.words.toLowerCase() === words)) return;
    this.list.push(detail);
  }
}

export const detail = (kind: DetailKind, words: string, lexeme: string | null = null): Found => ({
  kind,
  words,
  lexeme,
  colour: null,
  owner: null,
  wanted: true,
});

interface Entry {
  id: string;
  spellings: Record<Language, readonly string[]>;
}

const patterns = new WeakMap<readonly Entry[], Map<string, RegExp>>();
/** One pattern for a list of lexicon entries; German nouns also at a compound's end (Angel-hut, Gummi-stiefel). */
function entryPattern(entries: readonly Entry[], language: Language, compounds: boolean): RegExp {
  const made = patterns.get(entries) ?? new Map<string, RegExp>();
  patterns.set(entries, made);
  const key = `${language}/${compounds}`;
  let pattern = made.get(key);
  if (!pattern) {
    const words = alternation(entries.flatMap((e) => e.spellings[language]));
    const prefix = compounds && language === 'de' ? '\\p{L}{0,12}?' : '';
    made.set(key, (pattern = wordPattern(`${prefix}(${words})`)));
  }
  return pattern;
}

/** The id of the entry whose spelling this is. */
function entryOf(entries: readonly Entry[], word: string, language: Language): string | null {
  const lower = word.toLowerCase();
  return entries.find((e) => e.spellings[language].includes(lower))?.id ?? null;
}

/** The lexicon id an entry list gives a short typed phrase ("a fox" → fox), in either language. */
export function lexemeIn(entries: readonly Entry[], text: string, language: Language): string | null {
  for (const lang of [language, language === 'en' ? 'de' : 'en'] as const) {
    const match = entryPattern(entries, lang, false).exec(text.toLowerCase());
    if (match) return entryOf(entries, match[1], lang);
  }
  return null;
}

const FIELDS: { kind: DetailKind; source: Source['kind']; entries: () => readonly Entry[] }[] = [
  { kind: 'colour', source: 'colour', entries: () => lexicon.all.colours },
  { kind: 'animal', source: 'animal', entries: () => lexicon.all.animals },
  { kind: 'food', source: 'food', entries: () => lexicon.all.foods },
  { kind: 'activity', source: 'activity', entries: () => lexicon.all.activities },
];

/** The form's favourite fields, each a detail even when the lexicon does not know the word. */
export function readFavourites(reading: Reading, details: Details): void {
  for (const { kind, source: field, entries } of FIELDS) {
    const source = reading.sources.find((s) => s.kind === field);
    const words = source && wordsOf(source, { start: 0, end: source.text.length });
    if (source && words) details.add(detail(kind, words, lexemeIn(entries(), source.lower, source.language)));
  }
}

const MODIFIER_BEFORE = /(?:^| )([\p{L}-]{2,20}) $/u;
/** "playing football", „spielt Fußball“: the verb goes with the activity. */
const PLAYING = new Set(['playing', 'play', 'plays', 'doing', 'spielt', 'spielen', 'spiele']);
const DETERMINERS = new Set(
  'a,an,the,his,her,their,my,our,your,some,and,or,with,of,in,on,to,at,for,about,into,loves,love,loved,likes,like,liked,adores,adored,enjoys,enjoy,enjoyed,has,wears,go,goes,going,went,do,does,did,can,is,are,was,be,also,too,really,very,so,just,still,then,learning,learnt,learned,started,starting,new,ein,eine,einen,einem,der,die,das,den,dem,und,mit,seine,seinen,seinem,seiner,ihre,ihren,ihrem,ihrer,sein,ihr,mein,meine,unser,unsere,liebt,mag,trägt,hat,gern,gerne,geht,gehen,kann,lernt,macht,beim,zum,auch,sehr,noch,immer,he,she,they,we,i,you,him,them,me,us,er,sie,es,wir,ich,du,ihm,ihn,uns,ihnen,but,only,aber,doch,nur,called,named,namens,heißt'.split(
    ',',
  ),
);
/** The owner of a thing: a person or pet named in the genitive just before it ("Grandpa's", „Opas“) or after („von Opa“). */
function ownerOf(reading: Reading, source: Source, start: number, end: number): Mention | undefined {
  const before = reading.lastMentionBefore(source.index, start);
  if (before && start - before.end <= 30) {
    const genitive = /(?:'s|s)$/u.test(source.lower.slice(before.start, before.end));
    if (genitive && /^ (?:[\p{L}-]{1,20} ){0,2}$/u.test(source.lower.slice(before.end, start))) return before;
  }
  const after = reading.mentions.find((m) => m.source === source.index && m.start >= end && m.start - end <= 12);
  if (after && /^ (?:von|vom|of) (?:\p{L}{1,8} )?$/u.test(source.lower.slice(end, after.start))) return after;
  return undefined;
}

/** "knitted Ella a red scarf", "always wore his green fishing hat", „hat ihm eine Mütze gestrickt“: made, given or worn by someone. */
const GIFT =
  /(?:^|\s)(?:knitted|made|gave|bought|sewed|sewn|built|wore|strickte|nähte|schenkte|gab|baute|kaufte|trug)(?:\s[\p{L}'-]{1,20}){0,3}\s$/u;
/** „… eine Mütze gestrickt“: the German participle after the thing, before the clause ends. */
const GIFT_AFTER =
  /^(?:\s[\p{L}-]{1,20}){0,2}\s(?:gestrickt|genäht|geschenkt|gebaut|gekauft|gemacht|gebastelt|getragen)(?!\p{L})/u;
const PRONOUN_GENDER: Record<string, Gender> = { he: 'm', er: 'm', she: 'f', sie: 'f' };

/**
 * The one who made, gave or wore a thing: named as the subject of its sentence, or the one of the
 * sentence before that its "he" or "she" stands for ("Grandma … She knitted …"), never the child's.
 */
function giverOf(reading: Reading, source: Source, start: number, end: number): Mention | undefined {
  const made =
    GIFT.test(source.lower.slice(Math.max(0, start - 60), start)) || GIFT_AFTER.test(source.lower.slice(end, end + 50));
  if (!made) return undefined;
  const all = sentences(source.lower);
  const index = all.findIndex((s) => s.start <= start && start < s.end);
  const sentence = all[index];
  if (!sentence) return undefined;
  const named = reading.mentions.filter(
    (m) => m.source === source.index && m.start >= sentence.start && m.end <= start,
  );
  if (named.length > 0) return named.length === 1 ? named[0] : undefined;
  const subject = /^\s*([\p{L}]+)/u.exec(source.lower.slice(sentence.start, start))?.[1] ?? '';
  const gender = PRONOUN_GENDER[subject];
  const before = all[index - 1];
  if (!gender || !before || reading.pronoun === (gender === 'm' ? 'he' : 'she')) return undefined;
  const last = reading.mentions
    .filter((m) => m.source === source.index && m.start >= before.start && m.end <= before.end)
    .at(-1);
  return last?.gender === gender ? last : undefined;
}

const KEEPSAKES = (): LexiconKind[] => [
  { kind: 'clothing', entries: lexicon.all.clothes, compounds: true },
  { kind: 'toy', entries: lexicon.all.toys, compounds: true },
];
const LIKED = (): LexiconKind[] => [
  { kind: 'food', entries: lexicon.all.foods, compounds: false },
  { kind: 'activity', entries: lexicon.all.activities, compounds: false },
  { kind: 'animal', entries: lexicon.all.animals, compounds: false },
];
interface LexiconKind {
  kind: DetailKind;
  entries: readonly Entry[];
  compounds: boolean;
}

/** Clothes and toys, which may be someone's keepsake ("Grandpa's green fishing hat"). */
export const readKeepsakes = (reading: Reading, details: Details) => readLexicon(reading, details, KEEPSAKES());
/** Foods, activities and animals ("playing football with Dad"), read after the memories that hold them. */
export const readLiked = (reading: Reading, details: Details) => readLexicon(reading, details, LIKED());

function readLexicon(reading: Reading, details: Details, kinds: LexiconKind[]): void {
  for (const source of reading.told) {
    for (const { kind, entries, compounds } of kinds) {
      for (const match of findAll(entryPattern(entries, source.language, compounds), source.lower)) {
        const start = match.index ?? 0;
        const end = start + match[0].length;
        if (reading.claimed(source.index, { start, end })) continue;
        // "playing football" is the game, read with the activities, not the ball.
        const before = MODIFIER_BEFORE.exec(source.lower.slice(Math.max(0, start - 22), start))?.[1];
        const twoBefore = /(?:^| )([\p{L}-]{2,20}) (?:gern|gerne|so gern|am liebsten|total gern) $/u.exec(
          source.lower.slice(Math.max(0, start - 40), start),
        )?.[1];
        if (kind === 'toy' && [before, twoBefore].some((word) => word && PLAYING.has(word))) continue;
        // "loves football", „mag Fußball“: a game said bare is the doing; "a football", "his Lego set" the toy.
        if (kind === 'toy' && activityWords(source.language).has(match[0]) && !OWNED_BEFORE.test(before ?? ''))
          continue;
        // "a blanket called Blankie": after "called" comes a name.
        if (before && /^(?:called|named|namens|heißt)$/u.test(before)) continue;
        // "Our dog Biscuit … Isla misses Biscuit": a name said again is the one named, no biscuits.
        if (saidAsName(reading, source, { start, end })) continue;
        if (compounds && NOT_COMPOUND.test(match[0])) continue;
        // "chicken wings" are food, a "blanket fort" a doing: the longer word of another kind wins.
        if (compounds && insideLonger(source, { start, end })) continue;
        // „Ritter und Drachen“ are dragons: a word that is also an animal's is the animal (a kite is a „Flugdrachen“).
        if (compounds && animalWords(source.language).has(match[0])) continue;
        // „Papa hat Krebs“ is the illness: the animal only with an article, or many („Krebse“).
        if (kind === 'animal' && ILLNESSES.has(match[1]) && !ARTICLE_BEFORE.test(before ?? '')) {
          reading.claim(source.index, { start, end });
          continue;
        }
        const found = thingAt(reading, source, { start, end }, kind, entryOf(entries, match[1], source.language));
        details.add({ ...found, wanted: !disliked(source, start) });
      }
    }
  }
}

/** A capitalised word that is the name of someone the order names ("Biscuit", the dog). */
function saidAsName(reading: Reading, source: Source, span: Span): boolean {
  const typed = source.text.slice(span.start, span.end);
  if (!/^\p{Lu}/u.test(typed)) return false;
  return reading.mentions.some((m) =>
    reading.sources[m.source]?.text.slice(m.start, m.end).split(/\s+/u).includes(typed),
  );
}

/** Animal words that are also an illness (German „Krebs“, cancer): never an animal unless said as one. */
const ILLNESSES = new Set(['krebs']);
const ARTICLE_BEFORE =
  /^(?!(?:sein|ihr|mein|dein|unser|euer)e?[nmrs]?$)(?:ein|eine[nmrs]?|der|den|dem|des|die|das|\p{L}+e[nmrs]?)$/u;

/** German words that end like a toy or a garment and are neither: a Laternenumzug is no train, a Riesenrad no bike. */
const NOT_COMPOUND = /(?:umzug|anzug|einzug|aufzug|auszug|bezug|abzug|vorzug|riesenrad|zahnrad|windhose)$/u;

const activityWords = cached(
  (language: Language) => new Set(lexicon.all.activities.flatMap((a) => a.spellings[language])),
);
/** Words that make a game's name a thing one has: "a football", "his Lego", „seinen Fußball“, "new", a colour. */
const OWNED_BEFORE =
  /^(?:a|an|the|his|her|their|my|our|your|new|old|own|favourite|big|little|ein|einen|eine|einem|der|den|dem|die|das|sein|seinen|seine|seinem|ihr|ihren|ihre|ihrem|mein|meinen|neuen?|alten?|großen?|kleinen?|red|blue|green|yellow|pink|purple|orange|white|black|roten?|blauen?|grünen?|gelben?)$/u;

const animalWords = cached((language: Language) => new Set(lexicon.all.animals.flatMap((a) => a.spellings[language])));

/** A clothing or toy word inside a longer food, doing or animal ("chicken wings", "blanket fort"). */
function insideLonger(source: Source, span: Span): boolean {
  return LIKED().some(({ entries }) =>
    findAll(entryPattern(entries, source.language, false), source.lower).some((match) => {
      const start = match.index ?? 0;
      const end = start + match[0].length;
      return start <= span.start && end >= span.end && end - start > span.end - span.start;
    }),
  );
}

/** Someone named there (a person, a pet, the child): who does it or whose it is, never part of the thing. */
const someone = (reading: Reading, source: Source, start: number, end: number) =>
  source.lower.slice(start, end) === reading.hero || reading.mentionsAcross(source.index, { start, end }).length > 0;

const colourPattern = (language: Language) => entryPattern(lexicon.all.colours, language, false);

function thingAt(reading: Reading, source: Source, noun: Span, kind: DetailKind, lexeme: string | null): Found {
  let start = noun.start;
  const coloured = kind === 'clothing' || kind === 'toy';
  const verb = MODIFIER_BEFORE.exec(source.lower.slice(Math.max(0, start - 22), start));
  // "playing football", "tap dancing": the word before goes with the activity, unless it says who likes it.
  // "helping Mummy bake": a name before is who, not part of the doing.
  const named = verb !== null && someone(reading, source, start - verb[0].trimStart().length, start - 1);
  if (kind === 'activity' && verb && !named && (PLAYING.has(verb[1]) || !DETERMINERS.has(verb[1])))
    start -= verb[0].trimStart().length;
  const modifier = MODIFIER_BEFORE.exec(source.lower.slice(Math.max(0, start - 22), start));
  const modifierNamed =
    modifier !== null && someone(reading, source, start - modifier[0].trimStart().length, start - 1);
  if (
    coloured &&
    modifier &&
    !modifierNamed &&
    !DETERMINERS.has(modifier[1]) &&
    !colourPattern(source.language).test(modifier[1])
  ) {
    start -= modifier[0].trimStart().length;
  }
  let colour: string | null = null;
  const colourBefore = MODIFIER_BEFORE.exec(source.lower.slice(Math.max(0, start - 22), start));
  const colourMatch = colourBefore && colourPattern(source.language).exec(colourBefore[1]);
  if (coloured && colourBefore && colourMatch) {
    colour = entryOf(lexicon.all.colours, colourMatch[1], source.language);
    start -= colourBefore[0].trimStart().length;
  }
  const owner =
    kind === 'activity' ? withSomeone(reading, source, noun.end) : ownerOf(reading, source, start, noun.end);
  // Only a keepsake has a giver ("knitted Ella a red scarf"); pancakes someone made stay the child's favourite.
  const giver = coloured && !owner ? giverOf(reading, source, start, noun.end) : undefined;
  let end = noun.end;
  if (owner && owner.end <= start) start = owner.start;
  else if (owner) end = owner.end;
  const span = { start, end };
  reading.claim(source.index, span);
  return { kind, words: wordsOf(source, span), lexeme, colour, owner: (owner ?? giver)?.who ?? null, wanted: true };
}

const PLACES: Record<Language, string> = {
  en: 'lake|sea|seaside|beach|park|garden|house|flat|cottage|zoo|playground|river|pond|woods|forest|farm|mountains|allotment|campsite|island|swimming pool|library|countryside|museum|aquarium|castle|funfair|circus|caravan',
  de: 'see|meer|ostsee|nordsee|strand|park|garten|haus|wohnung|zoo|spielplatz|fluss|teich|wald|bauernhof|berge|bergen|schrebergarten|campingplatz|insel|schwimmbad|bücherei|museum|aquarium|burg|jahrmarkt|zirkus|wohnwagen',
};
const PLACE_BEFORE: Record<Language, string> = {
  en: "(?:at|by|to|in|on|near|round|around) (?:the |a |his |her |their |our |my )?(?:[\\p{L}-]{1,20}'s )?",
  de: '(?:am|an|im|in|auf|zum|zur|ans|ins|bei|beim) (?:der |dem |den |die |das |einem |einer )?(?:[\\p{L}-]{1,20}s )?',
};

const placePattern = cached((language: Language) => wordPattern(`${PLACE_BEFORE[language]}(${PLACES[language]})`));

/** Places with their preposition ("at the lake", "by the sea", „am See“, „ans Meer“), each once. */
export function readPlaces(reading: Reading, details: Details): void {
  for (const source of reading.told) {
    for (const match of findAll(placePattern(source.language), source.lower)) {
      const start = match.index ?? 0;
      const span = { start, end: start + match[0].length };
      if (reading.claimed(source.index, { start: span.end - match[1].length, end: span.end })) continue;
      reading.claim(source.index, span);
      const setting = lexicon.settings().find((s) => s.spellings[source.language].includes(match[1]));
      const owner = reading.mentionsIn(source.index, span)[0]?.who ?? null;
      details.add({ ...detail('place', wordsOf(source, span), setting?.id ?? null), owner });
    }
  }
}

/** The places read inside a memory („mit ihm [im Garten] gespielt“) are the owner's too: where they did it together. */
export function ownPlacesIn(details: Details, source: Source, span: Span, owner: string): void {
  const text = source.lower.slice(span.start, span.end);
  for (const match of findAll(placePattern(source.language), text)) {
    const start = span.start + (match.index ?? 0);
    const words = wordsOf(source, { start, end: start + match[0].length });
    const place = details.list.find((d) => d.kind === 'place' && d.owner === null && d.words === words);
    if (place) place.owner = owner;
  }
}

/** "football with Dad", „Fußball mit Papa“: the one it is done with. */
function withSomeone(reading: Reading, source: Source, end: number): Mention | undefined {
  const next = reading.mentions.find((m) => m.source === source.index && m.start > end && m.start - end <= 16);
  return next && /^ (?:with|mit) (?:\p{L}{1,8} )?$/u.test(source.lower.slice(end, next.start)) ? next : undefined;
}

const STOP_WORDS = new Set(
  'a,an,the,and,or,but,is,was,are,were,has,had,have,with,of,in,on,at,to,for,from,that,which,who,he,she,it,they,we,still,always,now,too,und,oder,aber,ist,war,sind,hat,mit,von,im,am,in,auf,zu,der,die,das,er,sie,es,noch,immer,jetzt'.split(
    ',',
  ),
);

const NEXT_WORD = /^ ([\p{L}-]{2,20})/u;

/** Words of a loss or an illness: the care theme holds them, never a thing to put in a story („Omas Beerdigung“). */
const GRIEF =
  /^(?:funerals?|graves?|ashes|memorial|cremation|burial|coffin|cancer|illness|chemo|beerdigung|trauerfeier|gräber|grab|urne|sarg|beisetzung|friedhof|krebs|krankheit|chemo)$/u;
/** "dad's Fri-Sun": days are no thing. */
const DAYS = /^(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day)?(?:-|$)/u;
/** The genitive of a mention: "Grandpa's", „Opas“; in English only with its apostrophe ("Mr Whiskers died" is none). */
const GENITIVE: Record<Language, RegExp> = { en: /(?:'s|s')$/u, de: /(?:'s|s)$/u };

/** Something of someone's the lexicon does not know ("Nan's blue scarf", „Opas alte Uhr“): a thing with its owner; "Mama Sarah's flat" a place. */
export function readOwnedThings(reading: Reading, details: Details): void {
  const told = new Set(reading.told.map((s) => s.index));
  for (const mention of reading.mentions.filter((m) => told.has(m.source))) {
    const source = reading.sources[mention.source];
    if (!GENITIVE[source.language].test(source.lower.slice(mention.start, mention.end))) continue;
    const words = ownedWords(reading, source, mention.end);
    if (words.length === 0 || (source.language === 'de' && !/^\p{Lu}/u.test(words.at(-1) ?? ''))) continue;
    const span = { start: mention.start, end: mention.end + words.reduce((n, word) => n + word.length + 1, 0) };
    reading.claim(source.index, span);
    const last = (words.at(-1) ?? '').toLowerCase();
    if (words.some((word) => GRIEF.test(word.toLowerCase()))) continue;
    if (placeWords(source.language).has(last)) {
      const setting = lexicon.settings().find((s) => s.spellings[source.language].includes(last));
      details.add({ ...detail('place', wordsOf(source, span), setting?.id ?? null), owner: mention.who });
      continue;
    }
    const colour = lexemeIn(lexicon.all.colours, words.join(' '), source.language);
    details.add({ ...detail('thing', wordsOf(source, span)), colour, owner: mention.who });
  }
}

/** The place nouns, and the places of the settings said as a noun ("space", „Weltraum“), which a child may love. */
export const placeWords = cached(
  (language: Language) =>
    new Set([
      ...PLACES[language].split('|'),
      ...(language === 'en'
        ? ['space', 'jungle', 'rainforest', 'village']
        : ['weltraum', 'weltall', 'dschungel', 'urwald', 'dorf']),
    ]),
);

/** Up to three words after a genitive, to the first function word or word already read (in German to the noun). */
function ownedWords(reading: Reading, source: Source, from: number): string[] {
  const words: string[] = [];
  let end = from;
  while (words.length < 3) {
    const word = NEXT_WORD.exec(source.text.slice(end, end + 24));
    if (!word) break;
    const lower = word[1].toLowerCase();
    if (STOP_WORDS.has(lower) || DAYS.test(lower)) break;
    if (reading.claimed(source.index, { start: end + 1, end: end + word[0].length })) break;
    words.push(word[1]);
    end += word[0].length;
    if (source.language === 'de' && /^\p{Lu}/u.test(word[1])) break;
  }
  return words;
}
