import { type Language, type MessageKey, type PlanQuestion, type StoryPlan, translate } from '@dreamweaver/contracts';
import { lexicon } from '../lexicon/index.ts';
import { pluralOf, RELATIONS } from '../lexicon/relations.ts';
import { callsPairs } from './answers.ts';
import { whereOf } from './family.ts';
import { HOSPITAL_CHOICES, hospitalQuestion } from './hospital.ts';
import type { Person } from './people.ts';
import type { Pet } from './pets.ts';
import { capitalise } from './words.ts';

// What the reader asks instead of guessing, in the parent's language: whether someone missed is
// here, away or has died; whether a new baby is born yet; whether someone having an operation is in hospital now or goes in soon; what may be said of an afterlife; which of two hard things the story is
// about; whether a stammer is practised; the child's pronoun. Ids name what they ask about
// (`status:p2`), so an answer finds its question again.

export interface Asking {
  plan: StoryPlan;
  people: readonly Person[];
  pets: readonly Pet[];
  competing: readonly string[];
  /** The parent said nothing of an afterlife. */
  afterlifeUnsaid: boolean;
  /** A stammer is named and the parent said nothing of practising it. */
  speechUnsaid: boolean;
  pronounUnknown: boolean;
  /** People an operation is said of, with no word of whether they are in hospital now or go in soon. */
  hospitalUnclear: readonly Person[];
  /** Two mums or dads neither named: what does the child call each? `apart`: the story tells them apart. */
  unnamedPair: { pair: readonly [Person, Person]; apart: boolean } | null;
}

const STATUS_CHOICES = ['here', 'away', 'remembered'] as const;
const BORN_CHOICES = ['here', 'expected'] as const;
const AFTERLIFE_CHOICES = ['leave-out', 'star', 'heaven'] as const;
const SPEECH_CHOICES = ['accept', 'practise'] as const;
const PRONOUN_CHOICES = ['he', 'she', 'they'] as const;

/** How a question names someone: as the child calls them, by name, or as "Theo's sister". */
function nameOf(someone: Person | Pet, hero: string, language: Language): string {
  if ('relation' in someone) {
    if (someone.calls) return someone.calls;
    if (someone.name) return someone.name;
    const forms = RELATIONS[someone.relation][language];
    if (['mum', 'dad', 'grandma', 'grandpa', 'aunt', 'uncle'].includes(someone.relation))
      return capitalise(forms.calls);
    return `${possessive(hero, language)} ${forms.noun}`;
  }
  if (someone.name) return someone.name;
  const animal = lexicon.animal(someone.kind);
  return `${possessive(hero, language)} ${animal ? animal.forms[language].noun : someone.kind}`;
}

/** "Theo's", „Theos“, „Jonas'“. */
function possessive(hero: string, language: Language): string {
  if (language === 'en') return `${hero}'s`;
  return /[sxzß]$/u.test(hero) ? `${hero}'` : `${hero}s`;
}

type Say = (key: string, params?: Record<string, string>) => string;
type Choices = (prefix: string, ids: readonly string[], recommended?: string) => PlanQuestion['choices'];

/** Whether someone is here, away or has died; whether the new baby is born yet; whether a stay in hospital is now or ahead. */
function whereAndWhenQuestions(asking: Asking, t: Say, choices: Choices): PlanQuestion[] {
  const { plan } = asking;
  const language = plan.language;
  const found: PlanQuestion[] = [];
  for (const someone of [...asking.people, ...asking.pets].filter((s) => s.unclear)) {
    const name = nameOf(someone, plan.hero.name, language);
    found.push({
      id: `status:${someone.id}`,
      kind: 'status',
      text: t('plan.question.status', { name }),
      about: someone.id,
      required: true,
      choices: choices('plan.question.status', STATUS_CHOICES),
    });
  }
  const baby = asking.people.find((p) => p.arrival === null && p.id === plan.theme.about);
  if (baby && plan.theme.id === 'new-sibling') {
    // Born or on the way changes every scene of the story: nothing is told before the answer.
    found.push({
      id: `status:${baby.id}`,
      kind: 'status',
      text: t('plan.question.born', { name: nameOf(baby, plan.hero.name, language) }),
      about: baby.id,
      required: true,
      choices: choices('plan.question.born', BORN_CHOICES),
    });
  }
  for (const someone of asking.hospitalUnclear.filter((p) => !p.unclear)) {
    found.push({
      id: hospitalQuestion(someone),
      kind: 'hospital',
      text: t('plan.question.hospital', { name: nameOf(someone, plan.hero.name, language) }),
      about: someone.id,
      // Told wrong either way (in hospital tonight, or at home a week more), the story would say what is not so.
      required: true,
      choices: choices('plan.question.hospital', HOSPITAL_CHOICES),
    });
  }
  return found;
}

export function askQuestions(asking: Asking): PlanQuestion[] {
  const { plan } = asking;
  const language = plan.language;
  const t = (key: string, params?: Record<string, string>) => translate(language, key as MessageKey, params);
  const choices = (prefix: string, ids: readonly string[], recommended?: string) =>
    ids.map((id) => ({ id, label: t(`${prefix}.${id}`), ...(id === recommended ? { recommended: true } : {}) }));
  const questions: PlanQuestion[] = [];
  questions.push(...whereAndWhenQuestions(asking, t, choices));
  const lost = [...asking.people, ...asking.pets].find((s) => s.status === 'remembered' && !s.unclear);
  if (lost && asking.afterlifeUnsaid) {
    questions.push({
      id: 'afterlife',
      kind: 'afterlife',
      text: t('plan.question.afterlife', { name: nameOf(lost, plan.hero.name, language) }),
      about: lost.id,
      // Unsaid, an afterlife stays out of the story (the default the guidance gives): the plan screen
      // asks, but the order is not held back for it.
      required: false,
      choices: choices('plan.question.afterlife', AFTERLIFE_CHOICES, 'leave-out'),
    });
  }
  if (asking.competing.length > 1) {
    questions.push({
      id: 'theme',
      kind: 'theme',
      text: t('plan.question.theme'),
      about: null,
      required: true,
      choices: choices('plan.theme', asking.competing),
    });
  }
  if (asking.speechUnsaid) {
    questions.push({
      id: 'speech',
      kind: 'speech',
      text: t('plan.question.speech', { child: plan.hero.name }),
      about: null,
      required: false,
      choices: choices('plan.question.speech', SPEECH_CHOICES, 'accept'),
    });
  }
  if (asking.unnamedPair) questions.push(callsQuestion(asking.unnamedPair, plan, t));
  if (asking.pronounUnknown) {
    questions.push({
      id: 'pronoun',
      kind: 'pronoun',
      text: t('plan.question.pronoun', { child: plan.hero.name }),
      about: null,
      required: false,
      choices: choices('plan.question.pronoun', PRONOUN_CHOICES),
    });
  }
  return questions;
}

/**
 * What the child calls each of two mums or dads the parent did not name. Until answered they are
 * told together ("both mums"); when the story must tell them apart (one ill, away, remembered or in
 * another home), nothing is written before the answer.
 */
function callsQuestion(
  { pair, apart }: NonNullable<Asking['unnamedPair']>,
  plan: StoryPlan,
  t: (key: string, params?: Record<string, string>) => string,
): PlanQuestion {
  const language = plan.language;
  const plural = pluralOf(pair[0].relation, language);
  const both = t('plan.question.calls.both', { plural });
  return {
    id: `calls:${pair[0].id}`,
    kind: 'calls',
    text: t(apart ? 'plan.question.calls.apart' : 'plan.question.calls', {
      child: plan.hero.name,
      two: t('plan.question.calls.two', { plural }),
      both,
    }),
    about: pair[0].id,
    required: apart,
    choices: [
      ...callsPairs(pair[0], language, apart).map(({ id, pair: [first, second] }) => ({
        id,
        label: apart
          ? t('plan.question.calls.pairApart', {
              first,
              second,
              firstWhere: t(`plan.question.calls.where.${whereOf(pair[0])}`),
              secondWhere: t(`plan.question.calls.where.${whereOf(pair[1])}`),
            })
          : t('plan.question.calls.pair', { first, second }),
      })),
      ...(apart ? [] : [{ id: 'together', label: t('plan.question.calls.together', { both }) }]),
    ],
  };
}
