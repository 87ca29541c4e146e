import {
  type AFTERLIFE_CHOICES,
  isSensitiveTheme,
  type FamilyShape,
  type PlanAnswers,
  type PlanQuestion,
  type PlanStatus,
  type StoryPlan,
  type ThemeId,
} from '@dreamweaver/contracts';

// What the parent changed on the plan screen, kept apart from the plan the server read: each
// change is laid over every new reading (after an answer, after a re-check), so an answer never
// wipes out a change and a change never needs the reader's words again. Pure, unit-tested.

type Afterlife = (typeof AFTERLIFE_CHOICES)[number];
export type Pronoun = StoryPlan['hero']['pronoun'];

export interface PlanEdits {
  theme?: ThemeId;
  /** A person's or a pet's status, by its id in the plan. */
  status?: Record<string, PlanStatus>;
  family?: FamilyShape;
  twoHomes?: boolean;
  pronoun?: Pronoun;
  /** Whether a detail is wanted, by its id. */
  wanted?: Record<string, boolean>;
  afterlife?: Afterlife;
  /** Whether the child may not visit someone yet, by the person's id. */
  noVisits?: Record<string, boolean>;
}

export function hasEdits(edits: PlanEdits): boolean {
  return Object.values(edits).some((value) => value !== undefined);
}

type Person = StoryPlan['people'][number];

function personWithStatus(person: Person, status: PlanStatus): Person {
  if (person.status === status) return person;
  // As the reader takes an answer: someone who died lives nowhere and is not away or ill.
  if (status === 'remembered') {
    // Nor in hospital, nor looking after anyone: those were said of someone alive.
    const { hospital: _stay, looksAfterChild: _carer, ...rest } = person;
    return { ...rest, status, livesWithChild: false, away: null, health: 'well' };
  }
  // A baby on the way lives nowhere yet; born, a baby lives at home.
  if (status === 'expected') return { ...person, status, livesWithChild: false, away: null };
  if (person.status === 'expected' && status === 'here') return { ...person, status, livesWithChild: true, away: null };
  if (status === 'here') return { ...person, status, away: null };
  return { ...person, status };
}

/** Who may be a new baby brother or sister: the plan screen offers them "on the way". */
export const NEW_BABY: readonly Person['relation'][] = ['sister', 'brother', 'baby'];

/** Whom a theme is about, when the plan has someone it fits: who died, who is away, who is ill, the new baby. */
function aboutFor(theme: ThemeId, plan: StoryPlan): string | null {
  const current = plan.theme.about;
  const person = (fits: (p: Person) => boolean) =>
    plan.people.find((p) => p.id === current && fits(p))?.id ?? plan.people.find(fits)?.id ?? null;
  switch (theme) {
    case 'death-person':
      return person((p) => p.status === 'remembered');
    case 'death-pet': {
      const died = plan.pets.filter((p) => p.status === 'remembered');
      return (died.find((p) => p.id === current) ?? died[0])?.id ?? null;
    }
    case 'parent-away':
      return person((p) => p.status === 'away');
    case 'someone-ill':
      return person((p) => p.status !== 'remembered' && p.health !== 'well');
    case 'new-sibling':
      return person((p) => NEW_BABY.includes(p.relation) && p.status !== 'remembered' && p.status !== 'away');
    default:
      return null;
  }
}

/** The plan with the parent's changes laid over it. */
export function applyEdits(plan: StoryPlan, edits: PlanEdits): StoryPlan {
  const status = edits.status ?? {};
  const wanted = edits.wanted ?? {};
  const noVisits = edits.noVisits ?? {};
  const people = plan.people
    .map((p) => (status[p.id] ? personWithStatus(p, status[p.id]) : p))
    .map((p) => (p.id in noVisits ? { ...p, noVisits: noVisits[p.id] } : p));
  const pets = plan.pets.map((p) => (status[p.id] ? { ...p, status: status[p.id] } : p));
  const changed: StoryPlan = {
    ...plan,
    hero: edits.pronoun ? { ...plan.hero, pronoun: edits.pronoun } : plan.hero,
    people,
    pets,
    family: {
      shape: edits.family ?? plan.family.shape,
      twoHomes: edits.twoHomes ?? plan.family.twoHomes,
    },
    care: edits.afterlife ? { ...plan.care, afterlife: edits.afterlife } : plan.care,
    details: plan.details.map((d) => (d.id in wanted ? { ...d, wanted: wanted[d.id] } : d)),
  };
  const theme = edits.theme ?? plan.theme.id;
  const themeChanged = theme !== plan.theme.id || Object.keys(status).length > 0;
  return themeChanged
    ? {
        ...changed,
        theme: { ...plan.theme, id: theme, sensitive: isSensitiveTheme(theme), about: aboutFor(theme, changed) },
      }
    : changed;
}

/** The people and pets who died, in the plan's order: the afterlife choice is about the first. */
export function remembered(plan: StoryPlan): (Person | StoryPlan['pets'][number])[] {
  return [...plan.people, ...plan.pets].filter((someone) => someone.status === 'remembered');
}

/**
 * After an answer the plan is read again with it: the changes the answer speaks for are dropped,
 * so the answer decides (a status asked about, the afterlife, the theme, the pronoun, the family).
 */
export function editsAfterAnswer(edits: PlanEdits, question: PlanQuestion): PlanEdits {
  switch (question.kind) {
    case 'status': {
      if (!question.about || !edits.status) return edits;
      const { [question.about]: _answered, ...rest } = edits.status;
      return { ...edits, status: rest };
    }
    case 'afterlife':
      return { ...edits, afterlife: undefined };
    case 'theme':
      return { ...edits, theme: undefined };
    case 'pronoun':
      return { ...edits, pronoun: undefined };
    case 'family':
      return { ...edits, family: undefined, twoHomes: undefined };
    default:
      return edits;
  }
}

/** The required questions without one of their choices as an answer. */
export function unansweredQuestions(questions: readonly PlanQuestion[], answers: PlanAnswers): PlanQuestion[] {
  return questions.filter(
    (question) => question.required && !question.choices.some((choice) => choice.id === answers[question.id]),
  );
}
