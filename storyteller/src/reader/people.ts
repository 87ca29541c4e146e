import type { Language, PlanPerson, PlanRelation } from '@dreamweaver/contracts';
import type { Gender, Reading } from './reading.ts';
import type { StayReading } from './stay-cues.ts';
import { alternation, findAll, type Source, w, wordPattern } from './text.ts';
import { type CallKind, capitalise, mayBeName, RELATION_WORDS, relationWord } from './words.ts';

// The people the parent names: every relation, with its name and what the child calls them ("his
// two mums, Jo and Sam", „Mama und Mami“, "Grandpa Jim", „Oma Rosi“, "his friend Noah"). Where each
// is named is kept as a mention, so what is said of them (died, away, ill) finds them.

/** A new baby, born or still on the way (baby.ts). */
export type Arrival = 'born' | 'expected';

export interface Person extends PlanPerson {
  /** Said to be missed or gone, but not whether they died or are away: the parent is asked. */
  unclear: boolean;
  /** A baby, or a new one ("his baby sister Rosa", "new baby brother"). */
  baby: boolean;
  /** The new baby of a new-sibling order: born or on the way as the words say; null when they do not (the parent is asked). */
  arrival?: Arrival | null;
  /** What was said of a stay in hospital, until it is settled (hospital.ts). */
  stay?: StayReading;
}

interface Said {
  source: Source;
  start: number;
  end: number;
  relation: PlanRelation;
  gender: Gender;
  call: CallKind;
  word: string;
  name: string | null;
  baby: boolean;
  /** The k-th member of a group ("two mums"): matched to the k-th person of its relation. */
  member?: number;
}

const NAME_AFTER =
  /^(?: (?:called|named|namens|genannt|heißt|heisst))? ((?:(?:Mrs?|Ms|Miss|Frau|Herr) )?\p{Lu}[\p{Ll}'-]{1,20})(?![\p{L}])/u;
/** "a big sister, Ronja", "sister, Ronja (8)", "(Willow)", "his teddy, Mr Buttons": a name set apart, an age in brackets after it allowed. */
const NAME_APART =
  /^(?:,| is| is called| \() ?((?:(?:Mrs?|Ms|Miss|Frau|Herr) )?\p{Lu}\p{Ll}{1,20})(?=[,.;!?)]|$| and | und | \(\d{1,2}\))/u;
const TWO_NAMES =
  /^,? (?:called |named |namens )?(\p{Lu}\p{Ll}{1,20})(?: \(\d{1,2}\))? (?:and|und|&) (\p{Lu}\p{Ll}{1,20})(?![\p{L}])/u;
const NOT_A_PERSON = /^(?:'s day|s day| christmas| nature| goose| earth|tag)/u;
const BABY_BEFORE = /(?:baby|new|newborn|neue[nsr]?|neugeborene[nsr]?|kleine[nsr]? neue[nsr]?) $/u;
/** "to be a big brother", „wird große Schwester“: the child becoming one, not a person. */
const BECOMING_BEFORE =
  /(?:be|being|become|becoming|becomes|wird|werden|zu werden) (?:(?:a|an|good|great|big|older|bald|ein|eine|große[rsn]?|gute[rsn]?) ){0,3}$/u;
const POSSESSIVE_BEFORE =
  /(?:his|her|their|my|our|sein\p{L}{0,2}|ihr\p{L}{0,2}|unser\p{L}{0,2}|mein\p{L}{0,2}) (?:best |new |beste[nrs]? |neue[nrs]? )?$/u;

const GROUPS: Record<Language, { pattern: RegExp; members: PlanRelation[] }[]> = {
  en: [
    { pattern: w`(?:two|both|his|her|their|my|our) (?:mums|moms|mommies|mummies|mamas)`, members: ['mum', 'mum'] },
    { pattern: w`(?:two|both|his|her|their|my|our) (?:dads|daddies|papas)`, members: ['dad', 'dad'] },
    { pattern: w`grand ?parents`, members: ['grandma', 'grandpa'] },
    { pattern: w`two (?:older |younger |big |little )?sisters`, members: ['sister', 'sister'] },
    { pattern: w`two (?:older |younger |big |little )?brothers`, members: ['brother', 'brother'] },
  ],
  de: [
    {
      pattern: w`(?:zwei|beide|beiden|seine|seinen|ihre|ihren|unsere|unseren|meine) (?:mamas|mütter|müttern|mamis)`,
      members: ['mum', 'mum'],
    },
    {
      pattern: w`(?:zwei|beide|beiden|seine|seinen|ihre|ihren|unsere|unseren|meine) (?:papas|väter|vätern|papis)`,
      members: ['dad', 'dad'],
    },
    { pattern: w`großeltern`, members: ['grandma', 'grandpa'] },
    { pattern: w`zwei (?:ältere|jüngere|große|kleine)?n? ?schwestern`, members: ['sister', 'sister'] },
    { pattern: w`zwei (?:ältere|jüngere|große|kleine)?n? ?brüder`, members: ['brother', 'brother'] },
  ],
};

const singles = new Map<Language, RegExp>();
const singlePattern = (language: Language) => {
  let pattern = singles.get(language);
  if (!pattern) {
    const words = RELATION_WORDS[language].flatMap((r) => r.words);
    singles.set(language, (pattern = wordPattern(`(${alternation(words)})(?:'s|s)?`)));
  }
  return pattern;
};

function groupsIn(reading: Reading, source: Source): Said[] {
  const said: Said[] = [];
  for (const { pattern, members } of GROUPS[source.language]) {
    for (const match of findAll(pattern, source.lower)) {
      const start = match.index ?? 0;
      let end = start + match[0].length;
      if (reading.claimed(source.index, { start, end })) continue;
      const names = TWO_NAMES.exec(source.text.slice(end));
      const named =
        names && mayBeName(names[1], source.language) && mayBeName(names[2], source.language)
          ? [names[1], names[2]]
          : null;
      if (named && names) end += names[0].length;
      members.forEach((relation, member) => {
        const gender = ['grandpa', 'dad', 'brother'].includes(relation) ? 'm' : 'f';
        said.push({
          source,
          start,
          end,
          relation,
          gender,
          call: 'plain',
          word: '',
          name: named?.[member] ?? null,
          baby: false,
          member,
        });
      });
      reading.claim(source.index, { start, end });
    }
  }
  return said;
}

function singlesIn(reading: Reading, source: Source): Said[] {
  const said: Said[] = [];
  for (const match of findAll(singlePattern(source.language), source.lower)) {
    const start = match.index ?? 0;
    let end = start + match[0].length;
    const word = match[1];
    const row = relationWord(word, source.language);
    if (!row || reading.claimed(source.index, { start, end })) continue;
    if (NOT_A_PERSON.test(source.lower.slice(start + word.length))) continue;
    const before = source.lower.slice(Math.max(0, start - 24), start);
    if (BECOMING_BEFORE.test(before)) continue;
    // "Grandpa's hat", „Opas Hut“: what follows is his, not his name; "sisters", "friends": more than one.
    const suffixed = match[0] !== word;
    const name = suffixed ? null : nameAfter(source.text.slice(end), source.language);
    if (name) end += name.length;
    const plural = suffixed && source.language === 'en' && !match[0].endsWith("'s");
    const casual = row.relation === 'friend' || row.relation === 'teacher';
    if (casual && !name?.value && (plural || !POSSESSIVE_BEFORE.test(before))) continue;
    said.push({
      source,
      start,
      end,
      relation: row.relation,
      gender: row.gender,
      call: row.call,
      word: source.text.slice(start, start + word.length),
      name: name?.value ?? null,
      baby: BABY_BEFORE.test(before),
    });
  }
  return said;
}

export function nameAfter(text: string, language: Language): { value: string; length: number } | null {
  const match = NAME_AFTER.exec(text) ?? NAME_APART.exec(text);
  if (!match || !mayBeName(match[1].split(' ').at(-1) ?? '', language)) return null;
  return { value: match[1], length: match[0].length };
}

/** The people of the sources that tell (free text, goal, achievement, bible), each once, in the order named. */
export function findPeople(reading: Reading): Person[] {
  const people: Person[] = [];
  const sources = reading.sources.filter((s) => ['text', 'goal', 'achievement', 'bible'].includes(s.kind));
  for (const source of sources) {
    const said = [...groupsIn(reading, source), ...singlesIn(reading, source)].sort((a, b) => a.start - b.start);
    let previous: { said: Said; person: Person } | undefined;
    said.forEach((one) => {
      const person = personFor(people, one, previous);
      previous = { said: one, person };
      reading.mention({ source: source.index, start: one.start, end: one.end, who: person.id, gender: one.gender });
    });
  }
  return people;
}

const sameName = (a: string | null, b: string | null) =>
  a !== null && b !== null && a.toLowerCase() === b.toLowerCase();

/** "Mama und Mami", "Papa and Daddy": two different words for one relation, side by side, are two people. */
function isPair(one: Said, previous: Said | undefined): boolean {
  if (!previous || previous.relation !== one.relation || previous.source !== one.source) return false;
  if (!['mum', 'dad'].includes(one.relation) || previous.word.toLowerCase() === one.word.toLowerCase()) return false;
  return /^ (?:and|und|&) $/u.test(one.source.lower.slice(previous.end, one.start));
}

/**
 * The person a mention is: a group's member, someone named so before, or the one last said. Of a pair
 * ("Mama und Mami", "two dads, Daddy Mark and Papa Luis") the second is another person than the first:
 * an unnamed one of the group, or someone new.
 */
function personFor(people: Person[], one: Said, previous: { said: Said; person: Person } | undefined): Person {
  const kin = people.filter((p) => p.relation === one.relation);
  const pair = isPair(one, previous?.said);
  const unnamed = kin.find((p) => p.name === null && !(pair && p === previous?.person));
  const found =
    one.member !== undefined
      ? kin[one.member]
      : (kin.find((p) => sameName(p.name, one.name)) ?? (pair ? unnamed : one.name ? unnamed : kin.at(-1)));
  if (found && (one.name === null || found.name === null || sameName(found.name, one.name))) {
    found.name ??= one.name;
    found.calls ??= callsOf(one);
    found.baby ||= one.baby;
    return found;
  }
  const person: Person = {
    id: `p${people.length + 1}`,
    name: one.name,
    relation: one.relation,
    calls: callsOf(one),
    status: 'here',
    away: null,
    health: 'well',
    livesWithChild: ['mum', 'dad', 'parent', 'sister', 'brother'].includes(one.relation),
    unclear: false,
    baby: one.baby,
  };
  people.push(person);
  return person;
}

function callsOf(one: Said): string | null {
  if (one.call === 'plain' || !one.word) return null;
  const word = capitalise(one.word);
  if (one.name) return `${word} ${one.name}`;
  return one.call === 'call' ? word : null;
}
