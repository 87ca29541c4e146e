import {
  isSensitiveTheme,
  PLAN_DETAILS_MAX,
  PLAN_PEOPLE_MAX,
  PLAN_PETS_MAX,
  PLAN_WISHES_MAX,
  translate,
  type Language,
  type MessageKey,
  type PlanAnswers,
  type PlanPerson,
  type PlanPet,
  type PlanQuestion,
  type StoryPlan,
} from '@dreamweaver/contracts';
import type { PlanReading } from '../generation/openai/plan-format.ts';

// The text model's reading of an order merged with the offline reader's (services/ai-plan.ts).
// The offline reader is the careful one: its questions stand (a required one stays required), and
// the facts a parent answered or the reader is sure of (the afterlife, practising a stammer, the
// server's facts) stay its own. The model adds what the reader missed: people, pets and details
// it did not find, the family when the reader heard nothing of it, a fuller look, the child's own
// companion (unless the profile or the series already gave one: that one keeps its name in every
// language, as in every episode). Where the two disagree about a sensitive fact (has someone died,
// or are they here or away?), the parent is asked, and nothing is written until they answer.

type Reading = PlanReading;

/** A text the plan may hold: one line, trimmed, short enough; null when nothing is left. */
function planWords(text: string | null | undefined, max = 200): string | null {
  const cleaned = (text ?? '')
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return cleaned === '' ? null : cleaned.slice(0, max).trim();
}

/** A word of the storyteller's lexicon made of the model's word ("Fishing Hat" → "fishing-hat"), or null. */
function planLexeme(text: string | null | undefined): string | null {
  const lexeme = (text ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return /^[a-z][a-z0-9-]{0,39}$/.test(lexeme) ? lexeme : null;
}

const norm = (text: string) => text.normalize('NFC').trim().toLowerCase();

/** The names someone goes by, normalised. */
const namesOf = (someone: { name: string | null; calls?: string | null }) =>
  [someone.name, someone.calls ?? null].filter((n): n is string => !!n).map(norm);

function sameNames(a: string[], b: string[]): boolean {
  if (a.length === 0 || b.length === 0) return true;
  return a.some((x) => b.some((y) => x === y || x.includes(y) || y.includes(x)));
}

/** Whether `status` says someone died. */
const died = (status: string) => status === 'remembered';

const statusFallback: Record<Language, { text: string; here: string; away: string; remembered: string }> = {
  en: {
    text: 'We want to tell it right: is {name} with you, away for a while, or has {name} died?',
    here: 'With us, at home or nearby',
    away: 'Away for a while',
    remembered: 'Died, and we remember them',
  },
  de: {
    text: 'Wir möchten es richtig erzählen: Ist {name} bei euch, eine Weile fort, oder ist {name} gestorben?',
    here: 'Bei uns, zu Hause oder in der Nähe',
    away: 'Eine Weile fort',
    remembered: 'Gestorben, und wir denken an sie oder ihn',
  },
};

/** A message of the reader's questions, or our own words while the dictionary has none. */
function say(language: Language, key: string, fallback: string, params?: Record<string, string>): string {
  const said = translate(language, key as MessageKey, params);
  if (said !== key) return said;
  return fallback.replace(/\{(\w+)\}/g, (match, name: string) => params?.[name] ?? match);
}

/** The reader's question about someone's status, as its own questions ask it (`status:<id>`). */
function statusQuestion(language: Language, id: string, name: string): PlanQuestion {
  const words = statusFallback[language];
  const choice = (status: 'here' | 'away' | 'remembered') => ({
    id: status,
    label: say(language, `plan.question.status.${status}`, words[status]),
  });
  return {
    id: `status:${id}`,
    kind: 'status',
    text: say(language, 'plan.question.status', words.text, { name }),
    about: id,
    required: true,
    choices: [choice('here'), choice('away'), choice('remembered')],
  };
}

interface Merged<T> {
  list: T[];
  /** The model's id of each of its people or pets → the id in the merged plan. */
  ids: Map<string, string>;
  /** Those the parent must be asked about. */
  ask: T[];
}

/**
 * The reader's people (or pets) and the model's, matched by relation (kind) and name: a match keeps
 * the reader's id; an answered status wins; a disagreement about a death is asked. Someone only the
 * model found joins the plan under a new id, and is asked about when the model says they died.
 */
function mergeSomeone<T extends { id: string; status: PlanPerson['status'] }>(
  mine: readonly T[],
  theirs: readonly T[],
  same: (a: T, b: T) => boolean,
  answers: PlanAnswers,
  max: number,
): Merged<T> {
  const list = mine.map((someone) => ({ ...someone }));
  const ids = new Map<string, string>();
  const ask: T[] = [];
  const matched = new Set<number>();
  let added = 0;
  for (const other of theirs) {
    const index = list.findIndex((someone, i) => !matched.has(i) && i < mine.length && same(someone, other));
    if (index >= 0) {
      matched.add(index);
      ids.set(other.id, list[index].id);
      const answered = answers[`status:${list[index].id}`];
      if (!answered && died(list[index].status) !== died(other.status)) ask.push(list[index]);
      continue;
    }
    if (list.length >= max) continue;
    let id = `ai-${other.id.replace(/[^a-z0-9-]/g, '') || 'x'}`;
    while (list.some((someone) => someone.id === id)) id = `${id}-${++added}`;
    const joined = { ...other, id };
    const answered = answers[`status:${id}`];
    if (answered === 'here' || answered === 'away' || answered === 'remembered') joined.status = answered;
    else if (died(other.status)) ask.push(joined);
    ids.set(other.id, id);
    list.push(joined);
  }
  return { list, ids, ask };
}

function personOf(reading: Reading['people'][number]): PlanPerson {
  return {
    ...reading,
    id: planLexeme(reading.id) ?? 'p',
    name: planWords(reading.name, 60),
    calls: planWords(reading.calls, 60),
    away: reading.status === 'away' ? reading.away : null,
  };
}

function petOf(reading: Reading['pets'][number]): PlanPet {
  return {
    id: planLexeme(reading.id) ?? 'pet',
    name: planWords(reading.name, 60),
    kind: planLexeme(reading.kind) ?? 'animal',
    status: reading.status,
  };
}

/** How a question names someone: as the child calls them, by name, or by their relation. */
function labelOf(someone: PlanPerson | PlanPet): string {
  if ('relation' in someone) return someone.calls ?? someone.name ?? someone.relation;
  return someone.name ?? someone.kind;
}

function mergeDetails(plan: StoryPlan, reading: Reading, ids: Map<string, string>): StoryPlan['details'] {
  const known = new Set(plan.details.map((detail) => norm(detail.words)));
  const details = [...plan.details];
  for (const detail of reading.details) {
    const words = planWords(detail.words);
    if (!words || known.has(norm(words)) || details.length >= PLAN_DETAILS_MAX) continue;
    known.add(norm(words));
    let id = `ai-${planLexeme(detail.id) ?? 'd'}`;
    while (details.some((d) => d.id === id)) id = `${id}-x`;
    const owner = ids.get(planLexeme(detail.owner) ?? '') ?? null;
    details.push({
      id,
      kind: detail.kind,
      words,
      // Something of someone's is a keepsake, which the storyteller tells only from a word its
      // lexicon knows: the model's word for it is not trusted there, the parent's words are kept.
      lexeme: owner === null ? planLexeme(detail.lexeme) : null,
      colour: planLexeme(detail.colour),
      owner,
      wanted: true,
      used: false,
      where: null,
      why: null,
    });
  }
  return details;
}

/** The theme: the reader's, unless it found none and the model did; two different ones are asked. */
function mergeTheme(
  plan: StoryPlan,
  reading: Reading,
  ids: Map<string, string>,
  answers: PlanAnswers,
): { theme: StoryPlan['theme']; ask: boolean } {
  const theirs = reading.theme;
  if (theirs.id === plan.theme.id || theirs.id === 'adventure' || answers.theme)
    return { theme: plan.theme, ask: false };
  if (plan.theme.id !== 'adventure')
    return { theme: plan.theme, ask: isSensitiveTheme(plan.theme.id) || isSensitiveTheme(theirs.id) };
  return {
    theme: {
      id: theirs.id,
      sensitive: isSensitiveTheme(theirs.id),
      words: planWords(theirs.words),
      about: ids.get(planLexeme(theirs.about) ?? '') ?? null,
    },
    ask: false,
  };
}

/** The plan of both readings and what the parent is asked (see the top of the file). */
export function mergeReadings(
  offline: { plan: StoryPlan; questions: PlanQuestion[] },
  reading: Reading,
  answers: PlanAnswers,
  { companionKept = false }: { companionKept?: boolean } = {},
): { plan: StoryPlan; questions: PlanQuestion[] } {
  const { plan } = offline;
  const language = plan.language;
  const people = mergeSomeone(
    plan.people,
    reading.people.map(personOf),
    (a, b) => a.relation === b.relation && sameNames(namesOf(a), namesOf(b)),
    answers,
    PLAN_PEOPLE_MAX,
  );
  const pets = mergeSomeone(
    plan.pets,
    reading.pets.map(petOf),
    (a, b) => a.kind === b.kind || sameNames(namesOf(a), namesOf(b)),
    answers,
    PLAN_PETS_MAX,
  );
  const ids = new Map([...people.ids, ...pets.ids]);
  const { theme, ask: askTheme } = mergeTheme(plan, reading, ids, answers);
  const look = plan.hero.look;
  const theirLook = reading.hero.look;
  const merged: StoryPlan = {
    ...plan,
    hero: {
      ...plan.hero,
      pronoun: plan.hero.pronoun === 'they' && !answers.pronoun ? reading.hero.pronoun : plan.hero.pronoun,
      look: {
        hairColour: look.hairColour ?? theirLook.hairColour,
        hairStyle: look.hairStyle ?? theirLook.hairStyle,
        skinTone: look.skinTone ?? theirLook.skinTone,
        pyjamas: look.pyjamas ?? theirLook.pyjamas,
        freckles: look.freckles || theirLook.freckles,
      },
      aids: [...new Set([...plan.hero.aids, ...reading.hero.aids])],
    },
    companion: companionKept ? plan.companion : adoptedCompanion(plan, reading),
    setting:
      plan.setting.words || !planWords(reading.setting.words)
        ? plan.setting
        : { id: reading.setting.id, words: planWords(reading.setting.words) },
    people: people.list,
    pets: pets.list,
    family: {
      shape: plan.family.shape === 'not-said' ? reading.family.shape : plan.family.shape,
      twoHomes: plan.family.twoHomes || reading.family.twoHomes,
    },
    theme,
    care: {
      ...plan.care,
      sadIsOk: plan.care.sadIsOk || reading.care.sadIsOk,
      wishes: uniqueWords([...plan.care.wishes, ...reading.care.wishes]).slice(0, PLAN_WISHES_MAX),
    },
    achievement: plan.achievement ?? achievementOf(reading),
    details: mergeDetails(plan, reading, ids),
    story: null,
  };
  const asked = new Set(offline.questions.map((question) => question.id));
  const questions = [
    ...offline.questions,
    ...[...people.ask, ...pets.ask]
      .map((someone) => statusQuestion(language, someone.id, labelOf(someone)))
      .filter((question) => !asked.has(question.id)),
    ...(askTheme && !asked.has('theme') ? [themeQuestion(language, [plan.theme.id, reading.theme.id])] : []),
  ];
  return { plan: merged, questions };
}

function adoptedCompanion(plan: StoryPlan, reading: Reading): StoryPlan['companion'] {
  const theirs = reading.companion;
  const name = planWords(theirs.name, 60);
  const kind = planLexeme(theirs.kind);
  // The child's own toy or pet, which the reader did not find, is the story's companion.
  if (plan.companion.own || !theirs.own || !name || !kind) return plan.companion;
  return { name, kind, toy: theirs.toy, own: true };
}

function achievementOf(reading: Reading): StoryPlan['achievement'] {
  const words = planWords(reading.achievement?.words);
  return words ? { words, kind: planLexeme(reading.achievement?.kind), used: false, why: null } : null;
}

function uniqueWords(list: string[]): string[] {
  const seen = new Set<string>();
  return list
    .map((text) => planWords(text))
    .filter((text): text is string => text !== null && !seen.has(norm(text)) && !!seen.add(norm(text)));
}

function themeQuestion(language: Language, themes: StoryPlan['theme']['id'][]): PlanQuestion {
  const fallback =
    language === 'de'
      ? 'Deine Worte erzählen von mehr als einer großen Sache. Worum soll es heute gehen?'
      : "Your words tell of more than one big thing. Which should tonight's story be about?";
  return {
    id: 'theme',
    kind: 'theme',
    text: say(language, 'plan.question.theme', fallback),
    about: null,
    required: true,
    choices: themes.map((id) => ({ id, label: translate(language, `plan.theme.${id}`) })),
  };
}
