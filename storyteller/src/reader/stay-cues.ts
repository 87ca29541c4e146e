import { HOSPITAL_DAYS_MAX, type Language } from '@dreamweaver/contracts';
import { type AheadWhen, type Cue, cue, type Effect } from './cues.ts';
import type { Person } from './people.ts';
import { gap, w } from './text.ts';

// A stay in hospital as a parent tells it: going in ("is going into hospital", „muss ins
// Krankenhaus“), when ("next week", „morgen“), for an operation („wird am Knie operiert“), for how
// long ("will be in for 5 days", „bleibt eine Woche“), and who looks after the child meanwhile
// ("Auntie Jo will stay with us", „Oma passt so lange auf uns auf“). Each is read as a cue of
// status.ts, said of the one it finds; hospital.ts makes a stay of them only when one is told.

/** What the cues said of someone's stay, before it is settled (hospital.ts). */
export interface StayReading {
  going: boolean;
  when: AheadWhen | null;
  /** `ahead` once any operation is said that is not over ("for an operation", „wird operiert“). */
  operation: 'done' | 'ahead' | null;
  days: number | 'few' | null;
}

const WEEKDAYS = {
  en: '(?:mon|tues|wednes|thurs|fri|satur|sun)day',
  de: '(?:mon|diens|donners|frei|sams|sonn)tag|mittwoch',
};
/** A baby on the way is a new brother or sister, not an illness: „ins Krankenhaus zur Geburt“. */
const BIRTH = {
  en: /(?<!\p{L})(?:baby|birth|give birth|giving birth|c-section|caesarean)(?!\p{L})/u,
  de: /(?<!\p{L})(?:baby|geburt|entbindung|entbinden|kaiserschnitt)(?!\p{L})/u,
};

const going = (language: Language) => cue('before', { stay: 'going' }, { reach: true, unless: BIRTH[language] });
const operation = (done: boolean, language: Language) =>
  cue('before', { stay: 'operation', done }, { reach: true, unless: BIRTH[language] });
const when = (at: AheadWhen) => cue('before', { stay: 'when', when: at }, { reach: true });
const days = (read: (matched: string) => Effect | null) =>
  cue('before', { stay: 'days', days: 'few' }, { reach: true, read });
const carer = cue('before', { carer: true });
const carerOfChild = cue('before', { carer: true }, { child: 'object' });
/** "Lola is staying with Nana", „wir schlafen bei Oma“: said of the one after, when the child or we come first. */
const staysWith = cue('after', { carer: true }, { child: 'subject' });

const NUMBERS: Record<Language, Record<string, number | 'few'>> = {
  en: {
    a: 1,
    an: 1,
    one: 1,
    two: 2,
    three: 3,
    four: 4,
    five: 5,
    six: 6,
    seven: 7,
    eight: 8,
    nine: 9,
    ten: 10,
    eleven: 11,
    twelve: 12,
    fourteen: 14,
    'a couple of': 2,
    'a few': 'few',
    few: 'few',
    several: 'few',
    some: 'few',
  },
  de: {
    ein: 1,
    eine: 1,
    einen: 1,
    einer: 1,
    zwei: 2,
    drei: 3,
    vier: 4,
    fünf: 5,
    sechs: 6,
    sieben: 7,
    acht: 8,
    neun: 9,
    zehn: 10,
    elf: 11,
    zwölf: 12,
    vierzehn: 14,
    'ein paar': 'few',
    einige: 'few',
    wenige: 'few',
  },
};
const NUMBER: Record<Language, string> = {
  en: String.raw`\d{1,2}|a couple of|a few|several|some|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen`,
  de: String.raw`\d{1,2}|ein paar|einige|wenige|eine[nr]?|ein|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|vierzehn`,
};
const UNIT = { en: 'days?|nights?|weeks?|fortnight', de: 'tage?n?|nächte?n?|nacht|wochen?' };
const LENGTH = {
  en: new RegExp(`(${NUMBER.en})[ -](${UNIT.en})`, 'u'),
  de: new RegExp(`(${NUMBER.de}) (${UNIT.de})`, 'u'),
};

/** "5 days" → 5, "a week" → 7, "a few days" → few, „eine Woche“ → 7; null for more than the plan counts. */
function lengthIn(language: Language): (matched: string) => Effect | null {
  return (matched) => {
    const typed = language === 'de' ? matched.replace(/ae/gu, 'ä').replace(/ue/gu, 'ü') : matched;
    const found = LENGTH[language].exec(typed);
    if (!found) return null;
    const count = /^\d+$/u.test(found[1]) ? Number(found[1]) : NUMBERS[language][found[1]];
    if (count === undefined || count === 0) return null;
    if (count === 'few') return { stay: 'days', days: 'few' };
    const unit = found[2];
    const per = /^(?:week|woche)/u.test(unit) ? 7 : unit === 'fortnight' ? 14 : 1;
    return count * per > HOSPITAL_DAYS_MAX ? null : { stay: 'days', days: count * per };
  };
}

const N = NUMBER;
const U = UNIT;

export const STAY_CUES: Record<Language, Cue[]> = {
  en: [
    going(
      'en',
    )`(?:go|goes|going) (?:in|into|to) (?:the )?hospital|(?:will|'ll|is going to|has to|have to|needs to|must) (?:be|stay|be staying|spend ${gap(2)}) in (?:the )?hospital|in (?:the )?hospital (?:next|from|tomorrow|on ${WEEKDAYS.en})|(?:is|are|'s) (?:going in|due in|booked in) for|(?:will|'ll) be (?:admitted|going in)`,
    operation(
      true,
      'en',
    )`had (?:an?|her|his|their|the|some) ${gap(2)}(?:operation|op|surgery)|had surgery|(?:was|were|has been|have been|got) operated on|(?:after|since|recovering from) (?:an?|her|his|their|the) ${gap(2)}(?:operation|op|surgery)`,
    operation(false, 'en')`operations?|surgery|op|operated on`,
    when(
      'soon',
    )`(?:the )?day after tomorrow|(?<!(?:home|back|out|again) )in (?:${N.en}) (?:days?|weeks?|months?)|soon(?! (?:be )?(?:better|well|home|back))|next month|(?:on|this|next|from|by) ${WEEKDAYS.en}|this (?:week|weekend)|on the \d{1,2}(?:st|nd|rd|th)?`,
    when('tomorrow')`tomorrow`,
    when('next-week')`next week|in a week's time`,
    days(
      lengthIn('en'),
    )`(?:for|about|around) (?:about |around |roughly |at least |up to )?(?:${N.en}) (?:${U.en})|(?:home|back|out) (?:again )?in (?:${N.en}) (?:${U.en})|(?:${N.en})[ -](?:day|night|week) stay`,
    carer`(?:stay|stays|staying|stop|stops|stopping|sleep over|sleeps over|sleeping over|come to stay|comes to stay|coming to stay|move in|moves in|moving in) (?:with|at) (?:us|me|ours|our house|our place|them|the kids|the children)`,
    carerOfChild`(?:look|looks|looking) after \p{L}+(?: of us)?|(?:take|takes|taking) care of \p{L}+(?: of us)?|(?:mind|minds|minding) \p{L}+`,
    staysWith`(?:stay|stays|staying|sleep|sleeps|sleeping|go to stay|going to stay) (?:with|at)`,
  ],
  de: [
    going(
      'de',
    )`(?:muss|müssen|kommt|kommen|geht|gehen|fährt|fahren|soll|sollen|wird|werden|darf) ${gap(4)}(?:ins|in das) krankenhaus|(?:nächste|nächsten|kommende|kommenden|morgen|übermorgen|bald|ab|demnächst) ${gap(2)}(?:im krankenhaus|in der klinik)|(?:im krankenhaus|in der klinik) (?:bleiben|sein|liegen|operiert werden)|(?:muss|müssen|kommt|geht|wird) ${gap(3)}(?:in die klinik|zur op|zur operation)`,
    operation(
      true,
      'de',
    )`wurde ${gap(4)}operiert|ist ${gap(4)}operiert worden|hatte ${gap(3)}(?:op|operation)|hat ${gap(3)}(?:op|operation) gehabt|nach (?:der|einer|seiner|ihrer) (?:op|operation)`,
    operation(false, 'de')`operiert|operation|op|eingriff`,
    when(
      'soon',
    )`übermorgen|bald(?! (?:wieder|gesund|besser))|demnächst|nächsten monat|(?:am|ab|nächsten|kommenden|diesen) (?:${WEEKDAYS.de})|diese woche|in (?:\d{1,2}|zwei|drei|vier|ein paar|wenigen|einigen) (?:tagen|wochen)(?! ${gap(3)}(?:nach hause|heim|wieder))|nach den ferien|in den ferien`,
    when('tomorrow')`(?<!(?:jeden|jedem|guten|am|heute|gestern|bis) )morgen`,
    when(
      'next-week',
    )`nächste woche|nächsten woche|kommende woche|kommenden woche|in einer woche(?! ${gap(3)}(?:nach hause|heim|wieder))`,
    days(
      lengthIn('de'),
    )`(?:für|etwa|ungefähr|circa|bleib\p{L}{0,2}) (?:etwa |ungefähr |circa |noch )?(?:${N.de}) (?:${U.de})|(?:${N.de}) (?:${U.de}) (?:lang|dort|da|im krankenhaus|in der klinik)|in (?:${N.de}) (?:${U.de}) ${gap(3)}(?:nach hause|heim|wieder)`,
    carer`(?:bleibt|bleiben|schläft|schlafen|ist|sind|kommt|kommen|zieht|ziehen) ${gap(3)}(?:bei uns|zu uns)(?! zu besuch)`,
    carerOfChild`pass(?:t|en) ${gap(3)}auf \p{L}+ (?:\p{L}+ )?auf|kümmer(?:t|n) sich ${gap(3)}um \p{L}+(?: \p{L}+)?`,
    staysWith`(?:bleibt|bleiben|schläft|schlafen|ist|sind|geht|gehen|kommt|kommen) ${gap(3)}bei`,
  ],
};

/** „darf in drei Tagen wieder nach Hause“: the end of a stay, a fact and no wish of the parent's (care.ts). */
export const HOME_AGAIN: Record<Language, RegExp> = {
  en: w`(?:can|may|is allowed to|will be allowed to) (?:come|go) (?:back )?home`,
  de: w`(?:darf|dürfen|kann|können) ${gap(5)}(?:nach hause|heim)`,
};

const CHILD_WORDS: Record<Language, Record<'subject' | 'object', readonly string[]>> = {
  en: {
    subject: ['we', 'i', 'kids', 'children', 'both'],
    object: ['us', 'me', 'them', 'kids', 'children', 'boys', 'girls'],
  },
  de: {
    subject: ['wir', 'ich', 'kinder', 'beide'],
    object: ['uns', 'mich', 'euch', 'kinder', 'kleinen', 'ihn', 'sie'],
  },
};

/** Words between a subject and its verb that say nothing of who: "Lola is staying", „Lola bleibt so lange“. */
const BETWEEN =
  /(?:^|\s)(?:is|are|am|was|were|will|be|'ll|'re|'m|going|to|also|too|then|auch|dann|so|lange|solange|erst|mal)$/u;

/**
 * Whether the child is who a cue needs: its subject, the word before its verb (the name, or we:
 * "Lola is staying with Nana", „wir schlafen bei Oma“), or one of the cue's own words ("looks
 * after us", „passt auf Lina auf“).
 */
export function childSaid(
  role: 'subject' | 'object',
  said: { before: string; matched: string },
  hero: string,
  language: Language,
): boolean {
  const child = [hero, ...CHILD_WORDS[language][role]];
  if (role === 'object') return said.matched.split(/[^\p{L}]+/u).some((word) => child.includes(word));
  let before = said.before.trimEnd();
  while (BETWEEN.test(before)) before = before.replace(BETWEEN, '').trimEnd();
  const subject = /(\p{L}+)(?:'re|'m)?$/u.exec(before)?.[1] ?? '';
  return child.includes(subject);
}

/** What a cue of a stay says of someone, gathered until the stay is settled (hospital.ts). */
export function readStay(person: Person, effect: Extract<Effect, { stay: string } | { carer: true }>): void {
  if ('carer' in effect) {
    person.looksAfterChild = true;
    return;
  }
  const stay = (person.stay ??= { going: false, when: null, operation: null, days: null });
  if (effect.stay === 'going') stay.going = true;
  else if (effect.stay === 'when') stay.when ??= effect.when;
  else if (effect.stay === 'days') stay.days ??= effect.days;
  else stay.operation = stay.operation === 'ahead' || !effect.done ? 'ahead' : 'done';
}
