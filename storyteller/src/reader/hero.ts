import { HERO_AIDS, type Language, type StoryPlan } from '@dreamweaver/contracts';
import { type Clause, clausesOf, denies } from './about-child.ts';
import type { Reading } from './reading.ts';
import { cached, findAll, type Source, w } from './text.ts';

// The child: age (from the field, else "is 5", "is five", "(6)", „ist fünf“), pronoun (from the
// words about the child, never a relative's: "her big sister Mia, she is 8" is the sister's) and
// the aids that are part of them ("uses a wheelchair", „Hörgerät“). Looks are in looks.ts.

const NUMBERS: Record<Language, string[]> = {
  en: 'zero,one,two,three,four,five,six,seven,eight,nine,ten,eleven,twelve,thirteen,fourteen,fifteen,sixteen,seventeen,eighteen'.split(
    ',',
  ),
  de: 'null,eins,zwei,drei,vier,fünf,sechs,sieben,acht,neun,zehn,elf,zwölf,dreizehn,vierzehn,fünfzehn,sechzehn,siebzehn,achtzehn'.split(
    ',',
  ),
};

const number = (language: Language) => `\\d{1,2}|${NUMBERS[language].join('|')}`;
/** Numbers from two up, where "is one" or „ist ein“ would be something else. */
const numberFromTwo = (language: Language) => `\\d{1,2}|${NUMBERS[language].slice(2).join('|')}`;

const AGE: Record<Language, RegExp[]> = {
  en: [
    w`(${number('en')})[ -]?(?:years?|yrs?)(?:[ -]old)?|(${number('en')})[ -]?(?:yo|y/o)`,
    w`(?:is|turned|turning|turns|aged|age|is now|just turned) (${numberFromTwo('en')})(?! (?:minutes|hours|days|weeks|months|times|pounds|dollars|euros|metres|meters|cm|kg))`,
  ],
  de: [
    w`(${number('de')})[ -]?jahre? alt|(${number('de')})[ -]?jährig…|(${NUMBERS.de.slice(2).join('|')})jährig…`,
    w`(?:ist|wurde|gerade|schon|inzwischen) (${numberFromTwo('de')})(?! (?:minuten|stunden|tage|wochen|monate|mal|euro|meter|kilo))`,
  ],
};
const IN_BRACKETS = /\((\d{1,2})\)/u;
const BESIDE_NAME = cached(
  (language: Language) =>
    new RegExp(
      `^(?:, (\\d{1,2})(?=[,. ]|$)| \\((\\d{1,2})\\)| (?:is|ist|is now|ist jetzt|turned|just turned) (${numberFromTwo(language)})(?![\\p{L}\\d]))`,
      'u',
    ),
);

function ageFrom(match: RegExpExecArray, language: Language): number | null {
  const said = match.slice(1).find((group) => group !== undefined);
  if (!said) return null;
  const age = /^\d{1,2}$/u.test(said)
    ? Number(said)
    : NUMBERS[language].indexOf(said.replace(/ae/gu, 'ä').replace(/ue/gu, 'ü'));
  return age >= 0 && age <= 18 ? age : null;
}

/** The age in the field, else the first the parent wrote about the child. */
export function readAge(field: number | undefined, reading: Reading): number | null {
  if (field !== undefined) return field;
  for (const source of reading.sources.filter((s) => s.kind === 'text' || s.kind === 'bible')) {
    // "Sophie, 4, lives with her mum", "Isla (6) has a brother who is 2": the age set beside the name.
    const named = reading.hero ? source.lower.indexOf(reading.hero) : -1;
    const beside =
      named >= 0 ? BESIDE_NAME(source.language).exec(source.lower.slice(named + reading.hero.length)) : null;
    if (beside) return ageFrom(beside, source.language);
    for (const clause of clausesOf(reading, source).filter((c) => c.child)) {
      const text = source.lower.slice(clause.start, clause.end);
      for (const pattern of [...AGE[source.language], IN_BRACKETS]) {
        const match = pattern.exec(text);
        const age = match ? ageFrom(match, source.language) : null;
        if (age !== null) return age;
      }
    }
  }
  return null;
}

type Pronoun = 'he' | 'she';
interface Vote {
  pattern: RegExp;
  pronoun: Pronoun | 'they';
  weight: number;
}

const VOTES: Vote[] = [
  { pattern: w`(?:uses? |prefers? )?(?:they/them|they-them)|non-?binary|nicht-?binär`, pronoun: 'they', weight: 20 },
  {
    pattern: w`(?:my|our|a) (?:little |big |eldest |youngest )?(?:son|boy)|(?:mein|unser) (?:kleiner |großer )?(?:sohn|junge)|(?:ein|der) junge`,
    pronoun: 'he',
    weight: 3,
  },
  {
    pattern: w`(?:my|our|a) (?:little |big |eldest |youngest )?(?:daughter|girl)|(?:meine|unsere) (?:kleine |große )?tochter|(?:mein|unser|ein|das) (?:kleines |großes )?mädchen`,
    pronoun: 'she',
    weight: 3,
  },
  // „sein“ alone is also "to be" („mutig sein“): only its possessive forms count.
  { pattern: w`he|him|his|himself|er|ihn|ihm|seine|seinen|seinem|seiner|seines`, pronoun: 'he', weight: 1 },
  {
    pattern: w`she|hers|herself|sie (?:ist|hat|war|wird|mag|kann|will|darf|muss|soll|weiß|…t)|ihre|ihren|ihrem|ihrer|ihres`,
    pronoun: 'she',
    weight: 1,
  },
  { pattern: w`her`, pronoun: 'she', weight: 1 },
];

/** Said of the child by someone named in the clause: "Grandpa takes him fishing", „Opa fehlt ihm“. */
const OBJECTS: { pattern: RegExp; pronoun: Pronoun }[] = [
  { pattern: w`him|ihn|ihm`, pronoun: 'he' },
  {
    pattern:
      /(?<!\p{L})(?:her|ihr)(?= ?(?:$|[,.;!?]| (?:so|very|a lot|too|and|to|when|every|with|sehr|oft|und|immer|jeden)(?!\p{L})))/u,
    pronoun: 'she',
  },
];

const OWNER_BEFORE_MENTION = /(?:^|[^\p{L}])(his|her|sein\p{L}{0,2}|ihr\p{L}{0,2})(?: [\p{L}-]{1,15}){0,2} $/u;

/** The child's pronoun from what the parent wrote about them: null when the words do not say. */
export function readPronoun(reading: Reading): 'he' | 'she' | 'they' | null {
  const score = { he: 0, she: 0, they: 0 };
  for (const source of reading.told) {
    for (const clause of clausesOf(reading, source)) {
      if (clause.child) countIn(source, clause, score, reading.hero);
      else countObjects(reading, source, clause, score);
    }
    // "her big sister Mia", „seine Oma“: the one whose sister it is, is the child.
    for (const mention of reading.mentions.filter((m) => m.source === source.index)) {
      const before = source.lower.slice(Math.max(0, mention.start - 40), mention.start);
      const owner = OWNER_BEFORE_MENTION.exec(before)?.[1];
      const other = reading.lastMentionBefore(source.index, mention.start);
      if (!owner || (other && mention.start - other.end < owner.length + 8)) continue;
      score[/^(?:his|sein)/u.test(owner) ? 'he' : 'she'] += 1;
    }
  }
  if (score.they >= 20) return 'they';
  if (score.he === score.she) return null;
  return score.he > score.she ? 'he' : 'she';
}

/** "Lina malt ihm ein Bild", "Leo can't visit him yet": after the child's name as subject, him is someone else. */
const OBJECT_HE = /^(?:him|ihn|ihm)$/u;

function countIn(source: Source, clause: Clause, score: Record<Pronoun | 'they', number>, hero: string): void {
  const text = source.lower.slice(clause.start, clause.end);
  const childFirst = text.trimStart().startsWith(`${hero} `);
  const taken: number[] = [];
  for (const vote of VOTES) {
    for (const match of findAll(vote.pattern, text)) {
      const at = match.index ?? 0;
      if (childFirst && OBJECT_HE.test(match[0])) continue;
      if (taken.some((t) => Math.abs(t - at) < 3)) continue;
      taken.push(at);
      // The clause's own subject ("She has his old watch") says more than a possessive in it.
      score[vote.pronoun] += at <= 1 && vote.weight === 1 ? 2 : vote.weight;
    }
  }
}

const SUBJECT = /(?<!\p{L})(he|she|er|sie)(?!\p{L})/u;
const HELPED =
  /(?<!\p{L})(?:help|helps|helping|teach|show|remind)\s+(him|her)(?!\p{L})|(?<!\p{L})(ihm|ihr)\s+(?:helfen|zeigen)(?!\p{L})/u;

/** A clause that names someone else may still say "he" of the child: "he says goodbye to Mummy", "Grandpa takes him". */
function countObjects(reading: Reading, source: Source, clause: Clause, score: Record<Pronoun | 'they', number>): void {
  const first = reading.mentionsIn(source.index, clause)[0];
  if (!first) return;
  const subject = SUBJECT.exec(source.lower.slice(clause.start, first.start));
  const before = reading.lastMentionBefore(source.index, clause.start);
  const sentenceStart = Math.max(
    source.lower.lastIndexOf('.', clause.start),
    source.lower.lastIndexOf('!', clause.start),
  );
  if (subject && (!before || before.end <= sentenceStart)) score[/^(?:he|er)$/u.test(subject[1]) ? 'he' : 'she'] += 1;
  // "help him understand Mum and Dad…", „ihm helfen zu verstehen, dass Mama und Papa…“: whom the
  // order helps, before anyone else is named in the sentence, is the child.
  const helped = HELPED.exec(source.lower.slice(clause.start, first.start));
  if (helped && (!before || before.end <= sentenceStart))
    score[/^(?:him|ihm)$/u.test(helped[1] ?? helped[2]) ? 'he' : 'she'] += 1;
  const text = source.lower.slice(first.end, clause.end);
  for (const { pattern, pronoun } of OBJECTS) score[pronoun] += findAll(pattern, text).length;
}

const AIDS: { aid: (typeof HERO_AIDS)[number]; pattern: RegExp }[] = [
  { aid: 'wheelchair', pattern: w`wheel ?chairs?|rollstuhl…|rolli` },
  { aid: 'hearing-aid', pattern: w`hearing aids?|cochlear implants?|hörgerät…|cochlea-?implantat…` },
  { aid: 'glasses', pattern: w`glasses|specs|spectacles|brille|brillen` },
  { aid: 'cane', pattern: w`(?:white |long )?cane|walking stick|(?:lang|blinden|geh)stock` },
  { aid: 'walker', pattern: w`walker|walking frame|zimmer frame|rollator|gehhilfe|gehwagen|gehwägelchen` },
  {
    aid: 'prosthesis',
    pattern: w`prosthe(?:sis|tic)(?: \p{L}{1,12})?|artificial (?:leg|arm|hand)|(?:bein|arm|hand)?prothese…`,
  },
];

/** The aids the parent says the child uses: never another person's, never one denied ("no glasses"). */
export function readAids(reading: Reading): StoryPlan['hero']['aids'] {
  const aids = new Set<(typeof HERO_AIDS)[number]>();
  for (const source of reading.told) {
    for (const clause of clausesOf(reading, source)) {
      if (!clause.child || denies(source, clause)) continue;
      const text = source.lower.slice(clause.start, clause.end);
      for (const { aid, pattern } of AIDS) {
        const match = pattern.exec(text);
        if (!match) continue;
        aids.add(aid);
        const start = clause.start + (match.index ?? 0);
        reading.claim(source.index, { start, end: start + match[0].length });
      }
    }
  }
  return HERO_AIDS.filter((aid) => aids.has(aid));
}
