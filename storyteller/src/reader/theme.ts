import {
  isSensitiveTheme,
  type Language,
  NO_THEME,
  SENSITIVE_THEMES,
  type StoryPlan,
  type ThemeId,
} from '@dreamweaver/contracts';
import type { FamilyReading } from './family.ts';
import type { Person } from './people.ts';
import type { Pet } from './pets.ts';
import type { Reading } from './reading.ts';
import { everydayTheme } from './themes-everyday.ts';
import { sensitiveThemes } from './themes-sensitive.ts';
import { type Source, type Span, sentences, w, wordsOf } from './text.ts';
import { PARENTS } from './words.ts';

// What the story is about: one theme of the catalogue. A hard thing of the child's life wins over
// an everyday one, from whichever field it was written in; when two hard things compete and the
// goal does not choose, the parent is asked. An everyday theme comes from the goal, or from a
// sentence of the free text that speaks of a worry or a wish ("she is scared of the dark").

interface Candidate {
  id: ThemeId;
  about: string | null;
  words: string | null;
  inGoal: boolean;
}

export interface ThemeWords {
  sensitive: Candidate[];
  everyday: Candidate | null;
}

/** A sentence of the free text that speaks of a worry, a wish or a thing to learn ("learnt to ride" is done: no wish). */
const WISH: Record<Language, RegExp> = {
  en: w`scared|afraid|frightened|fear…|worr…|nervous|anxious|struggl…|trouble|hard time|finds it hard|difficult|learn(?:s|ing)?|practis…|practic…|wants? to|would like|wish…|needs? to|help (?:him|her|them)|working on|start…|first day|won't|doesn't want|refuses|can't|miss…|please|hope…`,
  de: w`angst…|fürcht…|sorg…|nervös|schwer|schwierig|lern(?:t|en|e|st)?|üb(?:t|en)|möchte…|will|wünsch…|soll…|hilf…|fängt|beginnt|erste[nr]? tag|kommt bald|traut sich nicht|mag nicht|klappt nicht|vermiss…|fehlt|bitte|hoff…`,
};

/** The profile's facts are not among them: a fact kept for every story sets no theme of tonight's. */
const THEME_SOURCES = ['text', 'goal', 'achievement'];

/** The themes the words name: every sensitive one from any field of the order, the first everyday one from a goal or a wish. */
export function readThemes(reading: Reading): ThemeWords {
  const sensitive: Candidate[] = [];
  let everyday: Candidate | null = null;
  for (const source of reading.sources.filter((s) => THEME_SOURCES.includes(s.kind))) {
    for (const sentence of sentences(source.lower)) {
      const text = source.lower.slice(sentence.start, sentence.end);
      const words = wordsIn(source, sentence);
      const about = reading.mentionsIn(source.index, sentence)[0]?.who ?? null;
      for (const id of sensitiveThemes(text, source.language)) {
        add(sensitive, { id, about, words, inGoal: source.kind === 'goal' });
      }
      if (source.kind === 'achievement' || (source.kind !== 'goal' && !WISH[source.language].test(text))) continue;
      const id = everydayTheme(text, source.language);
      const better = !everyday || (source.kind === 'goal' && !everyday.inGoal);
      if (id && better) everyday = { id, about, words, inGoal: source.kind === 'goal' };
    }
  }
  return { sensitive, everyday };
}

/** A goal is the parent's words whole; from the free text, the sentence. */
const wordsIn = (source: Source, sentence: Span) =>
  source.kind === 'goal' ? wordsOf(source, { start: 0, end: source.text.length }) : wordsOf(source, sentence);

function add(candidates: Candidate[], candidate: Candidate): void {
  const same = candidates.find((c) => c.id === candidate.id);
  if (!same) {
    candidates.push({ ...candidate });
    return;
  }
  same.about ??= candidate.about;
  same.words ??= candidate.words;
  same.inGoal ||= candidate.inGoal;
}

/** The first sentence that names someone, as typed. */
function sentenceOf(reading: Reading, who: string): { words: string | null; inGoal: boolean } {
  const mention = reading.mentions.find((m) => m.who === who);
  if (!mention) return { words: null, inGoal: false };
  const source = reading.sources[mention.source];
  const inGoal = reading.mentions.some((m) => m.who === who && reading.sources[m.source].kind === 'goal');
  const sentence = sentences(source.lower).find((s) => s.start <= mention.start && mention.end <= s.end);
  return { words: sentence ? wordsIn(source, sentence) : null, inGoal };
}

/** The hard things the people and pets bring: who died, a parent away, someone ill. */
function peopleThemes(reading: Reading, people: readonly Person[], pets: readonly Pet[], family: FamilyReading) {
  const found: Candidate[] = [];
  const of = (id: ThemeId, who: string) => add(found, { id, about: who, ...sentenceOf(reading, who) });
  for (const person of people.filter((p) => !p.unclear && reading.tonight(p.id))) {
    if (person.status === 'remembered') of('death-person', person.id);
    const parentAway = person.status === 'away' && PARENTS.includes(person.relation) && person.away !== 'hospital';
    const moved = family.twoHomes && (person.away === 'elsewhere' || person.away === null);
    if (parentAway && !moved) of('parent-away', person.id);
    if (person.status !== 'remembered' && person.health !== 'well') of('someone-ill', person.id);
  }
  for (const pet of pets.filter((p) => !p.unclear && p.status === 'remembered' && reading.tonight(p.id)))
    of('death-pet', pet.id);
  return found;
}

const MOBILITY_AIDS: readonly string[] = ['wheelchair', 'walker', 'cane', 'prosthesis'];

interface ChosenTheme {
  theme: StoryPlan['theme'];
  /** The hard things that compete, when the parent must choose. */
  competing: ThemeId[];
}

export function chooseTheme(
  reading: Reading,
  words: ThemeWords,
  found: { people: readonly Person[]; pets: readonly Pet[]; family: FamilyReading; aids: readonly string[] },
  answer: string | undefined,
): ChosenTheme {
  const candidates = peopleThemes(reading, found.people, found.pets, found.family);
  for (const candidate of words.sensitive) add(candidates, candidate);
  const babies = found.people.filter((p) => p.baby && p.status !== 'remembered');
  const sensitive = SENSITIVE_THEMES.map((id) => candidates.find((c) => c.id === id))
    .filter((c): c is Candidate => c !== undefined)
    .filter((c) => !(c.id === 'two-homes' && candidates.some((o) => o.id === 'separation')))
    .filter(
      (c) => !(c.id === 'death-person' && !anyPersonLost(found.people) && candidates.some((o) => o.id === 'death-pet')),
    )
    // An illness someone died of is the death's story, not one of someone ill now.
    .filter(
      (c) =>
        !(
          c.id === 'someone-ill' &&
          !found.people.some((p) => p.status !== 'remembered' && p.health !== 'well') &&
          candidates.some((o) => o.id === 'death-person' || o.id === 'death-pet')
        ),
    )
    .map((c) =>
      c.id === 'new-sibling'
        ? { ...c, about: babies[0]?.id ?? siblingOf(c.about, found.people) }
        : aboutFitting(c, found),
    );
  const ids = sensitive.map((c) => c.id);
  const inGoal = sensitive.filter((c) => c.inGoal);
  const chosen =
    sensitive.find((c) => c.id === answer) ??
    (inGoal.length === 1 ? inGoal[0] : undefined) ??
    sensitive[0] ??
    (words.everyday ? aboutFitting(words.everyday, found) : undefined) ??
    // A child who moves with a wheelchair, a walker or a cane hears an adventure shaped to them (the aid
    // arcs) when nothing else is asked for; glasses and a hearing aid go on any adventure.
    (found.aids.some((aid) => MOBILITY_AIDS.includes(aid))
      ? { id: 'aid' as const, about: null, words: null, inGoal: false }
      : undefined);
  const competing = ids.length > 1 && inGoal.length !== 1 && !ids.includes(answer as ThemeId) ? ids : [];
  if (!chosen) return { theme: { id: NO_THEME, sensitive: false, words: null, about: null }, competing };
  const theme = { id: chosen.id, sensitive: isSensitiveTheme(chosen.id), words: chosen.words, about: chosen.about };
  return { theme, competing };
}

/** The new brother or sister a new-sibling sentence names („hat eine kleine Schwester bekommen“). */
const siblingOf = (who: string | null, people: readonly Person[]) =>
  people.find((p) => p.id === who && (p.relation === 'sister' || p.relation === 'brother'))?.id ?? null;

const anyPersonLost = (people: readonly Person[]) => people.some((p) => p.status === 'remembered' && !p.unclear);

/** The themes that are about someone: who died, is ill or away, is missed, or is the new baby. */
const ABOUT_SOMEONE: readonly ThemeId[] = [
  'death-person',
  'death-pet',
  'someone-ill',
  'parent-away',
  'new-sibling',
  'missing-someone',
];

/** A theme of loss or illness is about the one it names: a death about someone remembered, not a passer-by of the sentence. */
function aboutFitting(candidate: Candidate, found: { people: readonly Person[]; pets: readonly Pet[] }): Candidate {
  const all = [...found.people, ...found.pets];
  const fits: Partial<Record<ThemeId, (s: Person | Pet) => boolean>> = {
    'death-person': (s) => 'relation' in s && s.status === 'remembered',
    'death-pet': (s) => 'kind' in s && s.status === 'remembered',
    'someone-ill': (s) => 'health' in s && s.health !== 'well' && s.status !== 'remembered',
    'parent-away': (s) => 'relation' in s && s.status === 'away',
  };
  if (!ABOUT_SOMEONE.includes(candidate.id)) return { ...candidate, about: null };
  const fit = fits[candidate.id];
  if (!fit) return candidate;
  const named = all.find((s) => s.id === candidate.about);
  if (named && fit(named)) return candidate;
  return { ...candidate, about: all.find(fit)?.id ?? null };
}
