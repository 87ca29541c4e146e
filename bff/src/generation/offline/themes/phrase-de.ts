// German: what kind of phrase a parent wrote, normalised so a frame can hold it grammatically.
import type { DeWords } from './types.ts';
import { MAX_PHRASE, mainClause, sanitise } from './text.ts';

export type DePhrase =
  | { kind: 'infinitive'; zu: string; bare: string } // zu: „Geduld mit der kleinen Schwester zu haben“, bare: „Geduld mit der kleinen Schwester haben“
  | { kind: 'nominal'; text: string } // „Teilen mit anderen“ (a neuter verb noun: das Teilen)
  | { kind: 'noun'; text: string } // „Geduld“, „mehr Selbstvertrauen“
  | { kind: 'perfect'; text: string; aux: 'hatte' | 'war'; clause?: string } // „Klavier beim Schulkonzert gespielt“ + hatte; clause: „vom Dreimeterbrett zu springen“ after „sich getraut“
  | { kind: 'none' };

const FILLERS =
  /^(?:(?:kann|konnte) (?:jetzt |nun |endlich |schon )?|(?:eine )?geschichte (?:über|ueber|zum thema) |thema |das thema |über |ueber |bitte |(?:ihm|ihr|ihnen|dem kind|den kindern) (?:beibringen|zeigen),? (?:dass |wie )?)/i;
const WANTS =
  /^(?:(?:ich|wir) (?:will|wollen|möchte|möchten|moechte|moechten|wünsche mir|wünschen uns|wuensche mir|wuenschen uns|hätte gern|hätten gern|hoffe|hoffen)|mein wunsch ist|unser wunsch ist|das ziel ist|ziel ist),? (?:dass )?/i;
const MODAL =
  /^(?:er|sie|es|\p{Lu}[\p{L}-]+) (?:soll|sollte|muss|will|möchte|moechte|kann|darf|lernt|lernt gerade|übt|uebt|versucht)(?: (?:endlich|lernen|noch|mehr|besser))?,? /u;
const LEARN = /^(?:lernen|üben|ueben|versuchen),? /i;
const PREPOSITIONS = new Set(
  'mit bei beim vor im in am an auf aus für fuer ohne gegen zu zum zur nach von vom über ueber unter um wenn wie und oder als damit statt trotz während'.split(
    ' ',
  ),
);
const LOWER_FIRST = new Set(
  'lieb nett leise brav ruhig mutig ehrlich geduldig höflich hoeflich freundlich sanft tapfer stark fleißig fleissig artig ordentlich selbstständig selbststaendig selbständig hilfsbereit rücksichtsvoll vorsichtig gelassen geduldiger mutiger entspannt zufrieden dankbar fair offen neugierig allein alleine gut schön besser gemeinsam zusammen selbst mehr nicht nie immer auch gern gerne richtig leiser keine kein weniger öfter oefter endlich ganz sich einfach'.split(
    ' ',
  ),
);
const FINITE =
  /\b(?:ist|sind|war|waren|hat|hatte|soll|sollte|kann|konnte|muss|will|wird|darf|lernt|macht|geht|mag|fühlt|fuehlt|braucht|weint|haut|schlägt|traut|schläft|schlaeft|isst|teilt|hört|hoert)\b/i;
const SEPARABLE = [
  'kennen',
  'spazieren',
  'sitzen',
  'stehen',
  'liegen',
  'zurück',
  'zusammen',
  'weiter',
  'heraus',
  'herein',
  'hinaus',
  'hinein',
  'vorbei',
  'mit',
  'ab',
  'an',
  'auf',
  'aus',
  'bei',
  'ein',
  'fest',
  'fort',
  'heim',
  'her',
  'hin',
  'los',
  'nach',
  'vor',
  'weg',
  'zu',
];
const NOT_SEPARABLE = new Set(['angeln', 'antworten', 'herrschen', 'abonnieren', 'zuen', 'mitteln', 'anfeuern']);
const SEIN_PARTICIPLES =
  /^(?:\w*gefahren|\w*geschwommen|\w*gelaufen|\w*gerannt|\w*gesprungen|\w*gegangen|\w*gekommen|\w*geflogen|gewesen|geworden|\w*geritten|\w*geklettert|\w*gestiegen|\w*geblieben|\w*eingeschlafen|aufgestanden|\w*gerutscht|\w*gefallen|\w*gereist|\w*getaucht|\w*gesegelt|\w*gerodelt)$/;

const NOT_PARTICIPLES =
  /^(?:geben|gehen|gewinnen|genießen|geniessen|gehorchen|gestalten|gewöhnen|gewoehnen|gedulden|gehören|gehoeren|gelingen)$/;

function isParticiple(word: string): boolean {
  return (
    /^\p{Ll}/u.test(word) &&
    (/^(?:ge\p{L}+(?:t|en)|\p{L}+ge\p{L}+(?:t|en)|\p{L}+iert)$/u.test(word) ||
      /^(?:verloren|bekommen|bestanden|erreicht|entdeckt|erlebt|überstanden|verstanden|erzählt|versucht|erkundet|bezwungen|erklommen|erobert)$/u.test(
        word,
      )) &&
    !NOT_PARTICIPLES.test(word)
  );
}

function isVerb(word: string): boolean {
  return (
    /^\p{Ll}/u.test(word) &&
    (/(?:[^i]en|ern|eln)$/.test(word) || word === 'sein' || word === 'tun') &&
    !/^(?:anderen|kleinen|großen|grossen|eigenen|neuen|allen|vielen|beiden|seinen|ihren|meinen|deinen|unseren|guten|schönen|netten|lauten|leisen|wilden|dunklen|dunkeln|fremden|jüngeren|älteren|den|denen|wenn|dann|denn|einen|keinen|jeden|diesen|welchen|oben|unten|gegen|neben|morgen|abends|zwischen|wegen|trotzdem|eben|gern|gerne|selten)$/.test(
      word,
    )
  );
}

/** „einschlafen“ → „einzuschlafen“, „haben“ → „zu haben“. */
function zuForm(verb: string): string {
  if (!NOT_SEPARABLE.has(verb)) {
    for (const prefix of SEPARABLE) {
      const rest = verb.slice(prefix.length);
      if (
        verb.startsWith(prefix) &&
        rest.length >= 3 &&
        /(?:en|ern|eln)$/.test(rest) &&
        /^[^aeiouäöü]|^(?:a|e|i|o|u|ü|ä|ö)[^aeiou]/.test(rest)
      )
        return `${prefix}zu${rest}`;
    }
  }
  return `zu ${verb}`;
}

/** A parent's goal or achievement, normalised and classified; `none` when nothing sayable is left. */
/** The phrase without what only introduces it: fillers, „Er soll“, „lernen“, „dass“. */
function withoutIntroduction(text: string): string {
  for (let i = 0; i < 3; i++) {
    const before = text;
    text = text
      .replace(FILLERS, '')
      .replace(WANTS, '')
      .replace(MODAL, '')
      .replace(LEARN, '')
      .replace(/^dass /i, '')
      .trim();
    if (text === before) break;
  }
  return text;
}

/** The first word in lower case when it is no noun (an adjective, a preposition, an article or a pronoun). */
function withLowerFirst(words: string[]): string[] {
  const first = words[0];
  if (
    LOWER_FIRST.has(first.toLowerCase()) ||
    PREPOSITIONS.has(first.toLowerCase()) ||
    /(?:ig|lich|isch|sam|bar|haft|los|voll)$/.test(first) ||
    /^(?:der|die|das|den|dem|des|ein|eine|einen|einem|einer|mein|meine|meinen|meinem|sein|seine|seinen|ihr|ihre|ihren|dass|zu|ich|er|sie|es|wir|du|man|sich)$/i.test(
      first,
    )
  )
    return [first.charAt(0).toLowerCase() + first.slice(1), ...words.slice(1)];
  return words;
}

/** „Ich habe einen Zahn verloren“, „Lena hat …“: the child's own perfect, without its subject. */
function withoutOwnSubject(words: string[], hero: DeWords): string[] {
  if (
    words.length > 2 &&
    (/^(?:ich|er|sie|es)$/i.test(words[0]) || words[0] === hero.name) &&
    /^(?:hat|habe|hatte|ist|bin|war)$/i.test(words[1])
  )
    return words.slice(1);
  return words;
}

/**
 * „sich getraut, vom Dreimeterbrett zu springen“, „gelernt, die Schuhe zu binden“: the perfect and
 * its zu-clause, which the frame says after the auxiliary („sich getraut zu haben, vom
 * Dreimeterbrett zu springen“).
 */
function withItsClause(body: string[]): { body: string[]; clause?: string } {
  const at = body.findIndex((word, i) => i < body.length - 2 && word.endsWith(',') && isParticiple(word.slice(0, -1)));
  const clause = body.slice(at + 1);
  const last = clause.at(-1) ?? '';
  if (at < 0 || !isVerb(last) || !(clause.at(-2) === 'zu' || /^\p{Ll}+zu\p{Ll}{3,}$/u.test(last))) return { body };
  return { body: [...body.slice(0, at), body[at].slice(0, -1)], clause: clause.join(' ') };
}

/** „hat sich die Schuhe gebunden“, „Seepferdchen geschafft“: a perfect, told with its auxiliary. */
function perfectPhrase(words: string[], lower: string[], pronounStart: boolean): DePhrase | undefined {
  const perfectStart = /^(?:hat|habe|hatte|ist|bin|war)$/.test(lower[0]);
  const split = withItsClause(perfectStart ? words.slice(1) : words);
  let body = split.body;
  // A participle followed by a tail („Kuchen gebacken mit Oma“) is told with the tail before it.
  const inner = body.findIndex(
    (word, i) => i > 0 && i < body.length - 1 && isParticiple(word) && PREPOSITIONS.has(body[i + 1].toLowerCase()),
  );
  if (inner > 0 && !isParticiple(body[body.length - 1]))
    body = [...body.slice(0, inner), ...body.slice(inner + 1), body[inner]];
  const participle = body[body.length - 1] ?? '';
  // After „hat“/„ist“ a last word with an inseparable prefix is its participle too („hat selbst bezahlt“, „ist verreist“).
  const inseparable = perfectStart && /^(?:be|er|ver|ent|zer|emp)\p{Ll}{2,}t$/u.test(participle);
  if (body.length === 0 || !(isParticiple(participle) || inseparable) || (pronounStart && !perfectStart))
    return undefined;
  const aux = /^(?:ist|bin|war)$/.test(lower[0]) || SEIN_PARTICIPLES.test(participle) ? 'war' : 'hatte';
  return { kind: 'perfect', text: body.join(' '), aux, ...(split.clause ? { clause: split.clause } : {}) };
}

/** A whole sentence („Oma kommt nächste Woche“), which no frame can hold. */
function isSentence(words: string[], lower: string[], text: string, pronounStart: boolean): boolean {
  const last = words[words.length - 1];
  if (pronounStart || (words.length > 1 && FINITE.test(text) && !isVerb(last))) return true;
  // A noun and a finite verb make a sentence, told without its words.
  return (
    words.length > 2 &&
    /^\p{Lu}/u.test(words[0]) &&
    /^\p{Ll}+t$/u.test(words[1]) &&
    !PREPOSITIONS.has(lower[1]) &&
    !/^(?:nicht|jetzt|oft|gut|sehr|fast|erst|selbst|bunt|laut|leicht|zuerst|sanft|zart|weit|breit)$/.test(lower[1]) &&
    !isVerb(last)
  );
}

/** The infinitive: the last word, or a verb followed by a prepositional tail („Geduld haben mit der Schwester“). */
function infinitivePhrase(words: string[], lower: string[]): DePhrase | undefined {
  let verbAt = isVerb(words[words.length - 1]) ? words.length - 1 : -1;
  if (verbAt < 0) {
    for (let i = 1; i < words.length - 1; i++)
      if (isVerb(words[i]) && PREPOSITIONS.has(lower[i + 1])) {
        verbAt = i;
        break;
      }
  }
  if (verbAt < 0) return undefined;
  let verb = words[verbAt];
  const before = words.slice(0, verbAt);
  const tail = words.slice(verbAt + 1);
  // Already with zu: „mit anderen zu teilen“, „aufzuräumen“.
  if (before[before.length - 1] === 'zu') before.pop();
  else
    verb = verb.replace(
      /^(zurück|zusammen|weiter|mit|ab|an|auf|aus|bei|ein|fest|heim|los|nach|vor|weg|zu)zu(\p{Ll}{3,})$/u,
      '$1$2',
    );
  const core = [...before, ...tail];
  return { kind: 'infinitive', zu: [...core, zuForm(verb)].join(' '), bare: [...core, verb].join(' ') };
}

/** A verb noun („Teilen“, „Zähneputzen“, „Teilen mit anderen“), else a plain noun phrase without its article. */
function nounPhrase(words: string[], lower: string[]): DePhrase {
  if (
    /^\p{Lu}\p{L}*(?:en|eln|ern)$/u.test(words[0]) &&
    (words.length === 1 || PREPOSITIONS.has(lower[1])) &&
    !/^(?:Garten|Wagen|Kuchen|Regen|Morgen|Abend|Zeichen|Rücken|Boden|Faden|Laden|Frieden|Namen|Daumen|Socken|Süßigkeiten|Sachen|Freunden|Menschen|Tieren|Kindern|Eltern)$/u.test(
      words[0],
    )
  )
    return { kind: 'nominal', text: words.join(' ') };
  const noun =
    /^(?:der|die|das)$/.test(lower[0]) && words.length > 1 && /^\p{Lu}/u.test(words[1]) ? words.slice(1) : words;
  if (/^(?:den|dem|des|einen|einem|einer)$/.test(noun[0]?.toLowerCase() ?? '')) return { kind: 'none' };
  return { kind: 'noun', text: noun.join(' ') };
}

export function classifyDe(input: string, hero: DeWords): DePhrase {
  const first = mainClause(sanitise(input));
  if (!first) return { kind: 'none' };
  const text = withoutIntroduction(first);
  if (!text || text.length > MAX_PHRASE || text.split(' ').length > 14) return { kind: 'none' };
  const plain = withLowerFirst(text.split(' ').filter((w) => w !== ','));
  const pronounStart =
    /^(?:ich|er|sie|es|wir|du|ihr|man)$/i.test(plain[0]) && !/^(?:sein|ihr|mein)/i.test(plain[1] ?? '');
  const words = withoutOwnSubject(toHero(plain, hero), hero);
  const lower = words.map((w) => w.toLowerCase());
  if (words.length === 1 && LOWER_FIRST.has(lower[0]))
    return { kind: 'infinitive', zu: `${lower[0]} zu sein`, bare: `${lower[0]} sein` };
  const perfect = perfectPhrase(words, lower, pronounStart);
  if (perfect) return perfect;
  if (isSentence(words, lower, text, pronounStart)) return { kind: 'none' };
  const infinitive = infinitivePhrase(words, lower);
  if (infinitive) return infinitive;
  if (words.length === 1 && /^\p{Ll}/u.test(words[0]))
    return { kind: 'infinitive', zu: `${words[0]} zu sein`, bare: `${words[0]} sein` };
  return nounPhrase(words, lower);
}

/** The parent's sein-/ihr-/mein- possessives become the hero's own („seine Schwester“ → „ihre Schwester“). */
function toHero(words: string[], w: DeWords): string[] {
  // Without an ending, „ein“ takes the same adjective endings as „sein“ („sein erstes Bild“ → „ein erstes Bild“).
  const articles: Record<string, string> = { e: 'die', en: 'den', em: 'dem', er: 'der', es: 'des', '': 'ein' };
  return words.map((word, i) => {
    const m = /^(sein|ihr|mein)(e|en|em|er|es)?$/i.exec(word);
    if (!m) return word;
    const next = words[i + 1] ?? '';
    if (!next) return word;
    if (!m[2] && !/^\p{Lu}/u.test(next) && !(/(?:e|en|er|es|em)$/.test(next) && !PREPOSITIONS.has(next.toLowerCase())))
      return word;
    const ending = (m[2] ?? '').toLowerCase();
    const said = w.sein(ending, articles[ending]);
    return /^\p{Lu}/u.test(word) ? said.charAt(0).toUpperCase() + said.slice(1) : said;
  });
}
