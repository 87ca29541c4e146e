import type { Language } from '@dreamweaver/contracts';
import { lexicon } from '../lexicon/index.ts';
import { type Details, detail, type Found, lexemeIn, ownPlacesIn, placeWords } from './details.ts';
import { habitOf } from './habits.ts';
import type { Mention, Reading } from './reading.ts';
import { type Item, itemOf, itemToRead, memoryEnd, negated, toldAsDone } from './items.ts';
import { findAll, type Source, type Span, sentences, w, wordsOf } from './text.ts';
import { mayBeName } from './words.ts';

// The things of the free text no lexicon word names: a named thing ("the Flying Scotsman", a title
// in quotes), an event ("saved a penalty", „hat einen Elfmeter gehalten“), what the child loves or
// used to do ("used to fish with him at the lake": a memory of Grandpa's, never an activity to do
// with him now), a favourite colour said in words, and a profile fact nothing else understood.

/** "the Flying Scotsman", and "Thomas the Tank Engine" whole. */
const NAMED = /(?<![\p{L}])(?:\p{Lu}[\p{L}'-]{1,20} )?[Tt]he ((?:\p{Lu}[\p{L}'-]{1,20} ?){1,4})/gu;
const QUOTED = /"([^"]{2,40})"/gu;
/** In English, capitals inside a sentence name something: "Peppa Pig", "Paw Patrol", "New York". */
const CAPITALISED = /(?<![\p{L}])(\p{Lu}[\p{L}'-]{1,20}(?: \p{Lu}[\p{L}'-]{1,20}){1,3})(?![\p{L}])/gu;

/** "the Flying Scotsman", "the Gruffalo", a title in quotes. */
export function readNamedThings(reading: Reading, details: Details): void {
  for (const source of reading.told) {
    const patterns = source.language === 'en' ? [NAMED, QUOTED, CAPITALISED] : [NAMED, QUOTED];
    for (const pattern of patterns) {
      for (const match of source.text.matchAll(pattern)) {
        const start = match.index ?? 0;
        if (pattern === CAPITALISED && /(?:^|[.!?:;"] ?)$/u.test(source.text.slice(Math.max(0, start - 3), start)))
          continue;
        const span = { start, end: start + match[0].trimEnd().length };
        const name = match[1].trim();
        if (reading.claimed(source.index, span) || name.toLowerCase() === reading.hero) continue;
        if (pattern !== QUOTED && !name.split(' ').every((word) => mayBeName(word, source.language))) continue;
        reading.claim(source.index, span);
        details.add(detail('thing', wordsOf(source, span)));
      }
    }
  }
}

/** The occasions of the free text (the deeds are read first, in deeds.ts). */
const EVENTS: Record<Language, RegExp[]> = {
  en: [
    w`(?:(?:his|her|their|our|a|the|last|next) )?(?:[\p{L}]{1,15} )?(?:birthday|holiday|trip|wedding|sleepover) ?(?:party)?`,
  ],
  de: [
    w`(?:(?:sein|seinen|seinem|ihr|ihren|ihrem|unser|unseren|den|dem|der|die) )?(?:\p{L}{1,15})?(?:geburtstag|urlaub|ausflug|hochzeit|übernachtungsparty)\p{L}{0,3}`,
  ],
};

/** Events of the free text and the profile's facts (the achievement field is the plan's achievement). */
export function readEvents(reading: Reading, details: Details): void {
  for (const source of reading.sources.filter((s) => s.kind === 'text' || s.kind === 'bible')) {
    for (const pattern of EVENTS[source.language]) {
      for (const match of findAll(pattern, source.lower)) {
        const start = match.index ?? 0;
        const end = Math.min(
          start + match[0].length,
          reading.nextThing(source.index, start + 1),
          stopAt(source, start),
        );
        const span = { start, end };
        if (end - start < 4 || reading.claimed(source.index, span)) continue;
        reading.claim(source.index, span);
        details.add(detail('event', wordsOf(source, span)));
      }
    }
  }
}

/** Where a phrase read from `start` must end: the clause's end, or "and" before another thing. */
function stopAt(source: Source, start: number): number {
  const rest = source.lower.slice(start);
  const stop = /[,.;!?:]| (?:and|but|und|aber|because|weil) /u.exec(rest);
  return stop ? start + (stop.index ?? 0) : source.lower.length;
}

/** The cues of a liking ("like" only as a verb: "noises like the hoover" is none). */
const LIKES: Record<Language, RegExp> = {
  en: w`(?:loves?|likes|(?<=(?:i|we|they|you|also|really|do|does|did|would|to|'d|n't|not) )like|enjoys?|adores?|is (?:really |totally )?into|(?:is |are )?(?:obsessed with|crazy about|mad about)|(?:a |the )?(?:story|adventure|tale) (?:with|about|featuring|full of))( to)?`,
  de: w`(?:liebt|mag|spielt (?:total |sehr )?gern(?:e)?|geht (?:total |sehr )?gern(?:e)?|ist (?:ganz )?verrückt nach|begeistert sich für|(?:eine |die )?(?:geschichte|abenteuer) (?:mit|über|von|voller))( es zu| zu)?`,
};
/** "every morning", „jeden Abend“: when a habit was done, again and again. */
const EVERY: Record<Language, string> = {
  en: '(?:every|each) (?:single )?(?:morning|evening|night|day|afternoon|weekend|sunday|saturday|monday|tuesday|wednesday|thursday|friday)',
  de: '(?:jeden|jedem) (?:morgen|abend|nachmittag|tag|sonntag|samstag|montag|dienstag|mittwoch|donnerstag|freitag)|jede nacht|jedes wochenende',
};
/**
 * German puts one thing first and the subject after the verb: „Mit ihm hat Ben immer …“, „Jeden
 * Morgen hat Jonas …“, „Früher hat Mia …“, „Am Sonntag hat Lina immer …“. Only what says when or with
 * whom may stand first, so „Abends hat Oma Mia immer vorgelesen“ keeps Oma its subject (read in `who`).
 */
const FRONT_DE =
  '(?:früher|damals|immer|oft|' +
  EVERY.de +
  '|am (?:wochenende|morgen|abend|nachmittag|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)|(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|morgen|abend|nachmittag)s|(?:zusammen )?mit (?:ihm|ihr|ihnen|\\p{L}+(?: \\p{L}+)?))';
const FRONTED_DE = `(?<=(?:^|[.!?;:] )${FRONT_DE} )(?:haben|hat|hatten|hatte|ist|sind|war|waren) (?<who>\\p{L}+)(?: früher)?(?: immer| oft| ${EVERY.de})?`;
/** "her" as someone, not whose ("cuddled her on the sofa", not "cuddled her teddy"). */
const HER = String.raw`her(?=[.,;!?]|$| (?:in|on|at|by|every|each|after|before|and|outside|inside|round|around|when|for|to|all)(?!\p{L}))`;
/** Someone, after "with": him, her, them, a name ("with Bello"), never a thing of someone's ("with his trains"). */
const SOMEONE = String.raw`(?:him|them|${HER}|(?!(?:his|her|their|my|our|your|its|the|a|an|some|all)(?!\p{L}))\p{L}+)(?!\p{L})`;
/** English past simple done with someone: "played with Bello", "cuddled her", "went for walks together" (not "learned to ride her bike"). */
const DONE_WITH = String.raw`(?:always |often )?(?!used )(?:\p{L}{2,}ed|went) (?:(?:him|them|${HER})(?!\p{L})|(?:\p{L}{1,12} ){0,2}(?:with ${SOMEONE}|together(?!\p{L})))`;
/**
 * "used to fish with him", "they loved football together", „hat jeden Morgen mit ihm … gespielt“,
 * „ist jeden Abend mit ihm Gassi gegangen“ (never „ist oft krank gewesen“): what they did together,
 * then. English also says it in the past simple with how often, before ("every morning Jonas played
 * with him": the cue ends at its subject) or after ("Jonas played with him … every morning": the cue
 * is its subject), or with "always" or "often".
 */
const MEMORY: Record<Language, RegExp> = {
  en: w`used to|would always|always used to|(?:loved|liked|enjoyed)(?= [\p{L} ]{1,40}? together)|(?:always|often)(?= ${DONE_WITH})|(?:${EVERY.en}),? (?:\p{L}+ and )?\p{L}+(?= ${DONE_WITH})|\p{L}+(?= ${DONE_WITH}[^.!?;:]{0,50}? (?:${EVERY.en}))`,
  de: w`(?:haben|hat|hatten|hatte) (?:(?:ihn|sie) )?(?:früher )?(?:immer|oft|${EVERY.de})|(?:ist|sind|war|waren) (?:früher )?(?:immer|oft|${EVERY.de})(?![^.!?;,]*gewesen)|${FRONTED_DE}|früher(?! (?:haben|hat|hatten|hatte|ist|sind|war|waren) (?!(?:er|sie|es|wir|ich)(?!\p{L})))(?: immer| oft)?`,
};
const FUNCTION_WORDS = new Set(
  'it,him,her,them,us,me,you,that,this,so,too,very,a,an,the,his,their,my,our,lot,lots,of,and,with,es,ihn,sie,ihm,ihr,das,dies,sehr,zu,der,die,den,dem,ein,eine,einen,sein,seine,seinen,ihre,ihren,unser,unsere,mein,meine,und,mit'.split(
    ',',
  ),
);
/** Words in -ing that are no doing: "anything", "a king", "the swing". */
const NOT_DOING = /(?:thing|^king|^ring|^spring|morning|evening|^ceiling|wedding|sibling|^swing|^wing|pudding)$/u;
/** A memory whose only doing is going there: "go every Saturday", „hingefahren“ (its place read apart). */
const ONLY_GOING = new RegExp(
  `^(?:(?:always|together|zusammen|immer|oft|(?:${EVERY.en})|(?:${EVERY.de})) )*(?:go|went|going|gegangen|gefahren|hingegangen|hingefahren)(?: (?:together|zusammen|(?:${EVERY.en})|(?:${EVERY.de})))*$`,
  'u',
);
/** Who, after the verb of a German memory with something put first, is the child or the family with it. */
const CHILD_SUBJECTS = new Set(['wir', 'ich']);
const TOGETHER = /(?<!\p{L})(?:with (?:him|her|them)|together|mit (?:ihm|ihr|ihnen)|zusammen)(?!\p{L})/u;

/** What the child used to do with someone ("used to fish with him"): read before the lexicon's activities, so a memory keeps its owner. */
export const readMemories = (reading: Reading, details: Details) => readLoved(reading, details, true);
/** What the child loves ("loves trains and dinosaurs"). */
export const readLikes = (reading: Reading, details: Details) => readLoved(reading, details, false);

function readLoved(reading: Reading, details: Details, memory: boolean): void {
  for (const source of reading.told) {
    const cues = findAll((memory ? MEMORY : LIKES)[source.language], source.lower);
    cues.forEach((match, index) => {
      const from = (match.index ?? 0) + match[0].length;
      if (!memory && negated(source, match.index ?? 0, from)) return;
      // A cue inside what another finder read ("learned to ride her bike … and played", a deed) is that one's.
      if (memory && reading.nextThing(source.index, match.index ?? 0) === match.index) return;
      // „Jeden Morgen hat Oma …“: someone else's deed, not the child's memory.
      const who = match.groups?.who;
      if (who !== undefined && who !== reading.hero && !CHILD_SUBJECTS.has(who)) return;
      const next = cues[index + 1]?.index ?? source.lower.length;
      const end = memory ? memoryEnd(reading, source, from) : Math.min(listEnd(source, from), next);
      const habit = memory ? habitOf(reading, source, match, { start: from, end }) : null;
      if (habit) {
        reading.claim(source.index, { start: from, end });
        details.add(habit);
        return;
      }
      const items = memory
        ? [unclaimed(reading, source, { start: from, end })]
        : itemsOf(reading, source, { start: from, end });
      for (const typed of items) {
        const first = typed !== null && source.lower.slice(from, typed.span.start).trim() === '';
        const item = typed && (memory ? typed : itemToRead(reading, source, typed, first));
        if (item === 'end') break;
        if (!item || item === 'skip') continue;
        if (memory && source.language === 'de' && !match[0].includes('früh') && !toldAsDone(item.lower)) continue;
        const named = reading.mentionsIn(source.index, item.span).length > 0;
        // A list ends where someone else's clause begins ("loves boats, and her brother is 5").
        if (!memory && named && !withWhom(reading, source, item.span)) break;
        // "used to go [to the beach] every Saturday": no doing but the going; the place is the memory.
        if (memory && ONLY_GOING.test(item.lower)) {
          const owner = ownerFor(reading, source, item.span);
          if (owner) ownPlacesIn(details, source, item.span, owner);
          continue;
        }
        const found = likeOf(source, item, memory || match[1] !== undefined, memory);
        if (!found) continue;
        reading.claim(source.index, typed?.span ?? item.span);
        const together = memory || TOGETHER.test(item.lower);
        const owner = together ? ownerFor(reading, source, item.span) : withWhom(reading, source, item.span);
        details.add({ ...found, owner: found.kind === 'activity' ? owner : null });
        // „[im Garten] gespielt“ with Bello: where they did it is theirs too.
        if (memory && owner && found.kind === 'activity') ownPlacesIn(details, source, item.span, owner);
      }
    });
  }
}

/** Where a list after "loves" ends: the sentence's end, or a "but" or "because". */
const listEnd = (source: Source, start: number) => {
  const stop = /[.;!?:]| (?:but|because|who|aber|weil) /u.exec(source.lower.slice(start));
  return stop ? start + (stop.index ?? 0) : source.lower.length;
};

const AUXILIARY = /^(?:war|waren|ist|sind|hat|haben|hatte|hatten|ging|gingen)(?: (?:er|sie|es|wir))? /iu;

/** A memory's words without what other finders read inside it: „zusammen [am See] geangelt“ is „zusammen geangelt“. */
function unclaimed(reading: Reading, source: Source, span: Span): Item | null {
  const parts: string[] = [];
  let at = span.start;
  while (at < span.end) {
    const next = Math.min(reading.nextThing(source.index, at), span.end);
    if (next > at) parts.push(wordsOf(source, { start: at, end: next }));
    if (next >= span.end) break;
    at = reading.claimEnd(source.index, next);
  }
  // „Früher war er mit ihm …“: the memory is what they did, not the „war er“ before it.
  const words = parts.filter(Boolean).join(' ').replace(AUXILIARY, '');
  return words ? { span, words, lower: words.toLowerCase() } : null;
}

/** Where one item ends and the next begins: "paw patrol especially Chase" is two. */
const SEPARATORS = /,| and | und | or | oder | especially | particularly | besonders | vor allem /gu;

/** The items of a list after "loves": "trains, buses and dinosaurs" is three; what another finder read is skipped. */
function itemsOf(reading: Reading, source: Source, span: Span): Item[] {
  const items: Item[] = [];
  let at = span.start;
  while (at < span.end && items.length < 4) {
    const next = Math.min(reading.nextThing(source.index, at), span.end);
    let start = at;
    for (const split of source.lower.slice(at, next).matchAll(SEPARATORS)) {
      const cut = at + (split.index ?? 0);
      items.push(itemOf(source, { start, end: cut }));
      start = cut + split[0].length;
    }
    items.push(itemOf(source, { start, end: next }));
    if (next >= span.end) break;
    at = reading.claimEnd(source.index, next);
  }
  return items.filter((item) => item.words.length > 1).slice(0, 4);
}

/** `shared`: a memory of something done with someone, where a doing that names no game („gespielt“) is read too. */
function likeOf(source: Source, item: Item, verb: boolean, shared: boolean): Found | null {
  const words = item.words;
  const all = item.lower.split(' ');
  if (!words || all.every((word) => FUNCTION_WORDS.has(word))) return null;
  const colour = lexemeIn(lexicon.all.colours, item.lower, source.language);
  const colourWords = all.filter((word) => !/^(?:the|colou?r|die|farbe)$/u.test(word));
  if (colour && colourWords.length === 1) return detail('colour', words, colour);
  const doing =
    verb ||
    (source.language === 'en'
      ? all.slice(0, 2).some((word) => /ing$/u.test(word) && !NOT_DOING.test(word))
      : /^\p{Ll}/u.test(words.split(' ').at(-1) ?? '') || /^\p{Ll}\p{L}+t$/u.test(words.split(' ')[0] ?? ''));
  // A thing is a few words, and no clause of its own ("dinosaurs", not "her brother is 5").
  const clause = all.some((word) => /^(?:is|are|was|has|ist|sind|war|hat)$/u.test(word));
  if (all.length > (doing ? 8 : 4) || (!doing && clause)) return null;
  if (doing) return detail('activity', words, doingOf(item.lower, source.language, shared));
  const place = lovedPlace(item.lower, source.language);
  return place ? detail('place', words, place.lexeme) : detail('thing', words);
}

/** The lexicon's doing: a game it names ("played football with him"), else, in a memory, the bare doing („gespielt“). */
function doingOf(lower: string, language: Language, shared: boolean): string | null {
  const game = lexemeIn(lexicon.all.activities, lower, language);
  return game ?? (shared ? lexemeIn(lexicon.all.sharedDoings, lower, language) : null);
}

/** Plural endings taken off to find a singular spelling: castles, beaches; Burgen, Inseln. */
const PLURAL: Record<Language, RegExp[]> = { en: [/s$/u, /es$/u], de: [/en$/u, /n$/u, /e$/u] };

/** "loves castles", „liebt Burgen“, "the zoo": a place the child loves, and the setting the lexicon knows it as. */
function lovedPlace(lower: string, language: Language): { lexeme: string | null } | null {
  const noun = lower.replace(/^(?:the|a|der|die|das|den|dem)\s/u, '');
  const forms = [noun, ...PLURAL[language].map((ending) => noun.replace(ending, ''))];
  const place = forms.find((form) => placeWords(language).has(form));
  if (!place) return null;
  const setting = lexicon
    .settings()
    .find((s) => [lower, noun, place].some((form) => s.spellings[language].includes(form)));
  return { lexeme: setting?.id ?? null };
}

/** "baking with Dad": the person named after "with" in the item. */
function withWhom(reading: Reading, source: Source, span: Span): string | null {
  const named = reading.mentionsIn(source.index, span)[0];
  if (!named || !/(?:with|mit) (?:\p{L}{1,8} )?$/u.test(source.lower.slice(span.start, named.start))) return null;
  return named.who;
}

/**
 * Whom a memory or a "with him" is with: a person named in it, else the last one named before it
 * (this sentence or the one before), else the last one named anywhere before who fits its "with him",
 * „mit ihr“ ("Our dog Biscuit died. He always … Every morning she played with him").
 */
function ownerFor(reading: Reading, source: Source, span: Span): string | null {
  const inside = reading.mentionsIn(source.index, span)[0];
  if (inside) return inside.who;
  const all = sentences(source.lower);
  const index = all.findIndex((s) => s.start <= span.start && span.start <= s.end);
  const earliest = all[Math.max(0, index - 1)]?.start ?? 0;
  const mention = reading.lastMentionBefore(source.index, span.start);
  if (mention && mention.start >= earliest) return mention.who;
  // "Noah and Max used to …" with Max first named in the goal: a name is a mention only where first said.
  const again = namedAgain(reading, source.lower.slice(all[index]?.start ?? 0, span.start));
  if (again) return again;
  const pronoun = WITH_PRONOUN.exec(source.lower.slice(span.start, span.end))?.[1];
  if (!pronoun) return null;
  const gender = PRONOUN_GENDER[pronoun];
  const fits = (m: Mention) => m.gender === gender || m.gender === null;
  const fitting = reading.mentions
    .filter((m) => m.source === source.index && m.end <= span.start && fits(m))
    .sort((a, b) => b.end - a.end)[0];
  // „Unser Hund Bello ist gestorben“ said as the goal, „Jeden Morgen hat Jonas mit ihm gespielt“ in the text.
  const inGoal = reading.mentions.find((m) => reading.sources[m.source]?.kind === 'goal' && fits(m));
  return fitting?.who ?? inGoal?.who ?? null;
}

/** Someone named before, said again by name in these words (not the child). */
function namedAgain(reading: Reading, words: string): string | null {
  const said = new Set(words.split(/[^\p{L}]+/u).filter((word) => word.length > 1 && word !== reading.hero));
  const mention = reading.mentions.find((m) =>
    reading.sources[m.source]?.lower
      .slice(m.start, m.end)
      .split(/\s+/u)
      .some((word) => said.has(word)),
  );
  return mention?.who ?? null;
}

const WITH_PRONOUN = /(?<!\p{L})(?:with|mit) (him|her|ihm|ihr)(?!\p{L})/u;
const PRONOUN_GENDER: Record<string, 'm' | 'f'> = { him: 'm', ihm: 'm', her: 'f', ihr: 'f' };

const KEPT: Record<Language, RegExp> = {
  en: w`(?:still )?(?:has|have|kept|keeps|wears|treasures|sleeps with|holds) (his|her)`,
  de: w`(?:hat|behält|behielt|trägt|schläft mit|hält) (?:noch |immer )?(sein(?:e[nmrs]?)?|ihr(?:e[nmrs]?)?)`,
};
const BODY = /^(?:tooth|teeth|hair|eyes?|ears?|nose|tummy|zahn|zähne|wackelzahn|haare?|augen?|ohren?|nase|bauch)$/u;
const KEPT_STOP = /^(?:and|but|to|from|that|which|is|was|und|aber|von|das|die|der|ist|war|noch|immer)$/u;

/** "She has his old watch", „Er hat noch ihre Mütze“: what the child keeps, and of whom when "his" is not the child's. */
export function readKept(reading: Reading, details: Details): void {
  for (const source of reading.told) {
    for (const match of findAll(KEPT[source.language], source.lower)) {
      const he = /^(?:his|sein)/u.test(match[1]);
      const start = (match.index ?? 0) + match[0].length - match[1].length;
      const gender = he ? 'm' : 'f';
      const person = reading.mentions
        .filter((m) => m.source === source.index && m.end <= start && m.gender === gender)
        .at(-1);
      // "his" may be the child's own: then it is the child's thing, with no other owner.
      const owner = reading.pronoun === (he ? 'he' : 'she') ? null : (person?.who ?? null);
      const kept: string[] = [];
      const after = source.lower.slice(start + match[1].length).match(/^(?: [\p{L}-]{2,20}){1,3}/u)?.[0] ?? '';
      for (const word of after.trim().split(' ')) {
        if (KEPT_STOP.test(word)) break;
        kept.push(word);
      }
      if (kept.length === 0 || kept[0] === '') continue;
      // "he has his first wobbly tooth": the child's body is the theme's, no keepsake.
      if (kept.some((word) => BODY.test(word))) continue;
      const end = start + match[1].length + 1 + kept.join(' ').length;
      if (reading.claimed(source.index, { start, end })) continue;
      reading.claim(source.index, { start, end });
      details.add({ ...detail('thing', wordsOf(source, { start, end })), owner });
    }
  }
}

const FAVOURITE_COLOUR: Record<Language, RegExp> = {
  en: w`favou?rite colou?r (?:is|was|are)`,
  de: w`lieblingsfarbe (?:ist|war)`,
};

/** "Her favourite colour is yellow", „Lieblingsfarbe ist Gelb“, when the form's field is empty. */
export function readColourWords(reading: Reading, details: Details): void {
  if (details.list.some((d) => d.kind === 'colour')) return;
  for (const source of reading.told) {
    const match = FAVOURITE_COLOUR[source.language].exec(source.lower);
    if (!match) continue;
    const from = (match.index ?? 0) + match[0].length;
    const span = { start: from, end: stopAt(source, from) };
    const colour = lexemeIn(lexicon.all.colours, source.lower.slice(span.start, span.end), source.language);
    reading.claim(source.index, { start: match.index ?? 0, end: span.end });
    details.add(detail('colour', wordsOf(source, span) || match[0], colour));
    return;
  }
}

/** A profile fact that nothing read is kept as a fact, so the plan shows it and says why it is not told. */
export function keepUnread(reading: Reading, details: Details): void {
  for (const source of reading.sources.filter((s) => s.kind === 'bible' && !reading.said(s.index))) {
    const words = wordsOf(source, { start: 0, end: source.text.length });
    if (words) details.add(detail('fact', words));
  }
}
