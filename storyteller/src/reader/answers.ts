import type { Language, PlanAnswers, PlanQuestion, StoryPlan } from '@dreamweaver/contracts';
import { RELATIONS } from '../lexicon/relations.ts';
import { setArrival } from './baby.ts';
import type { Person } from './people.ts';
import type { Pet } from './pets.ts';

// The parent's answers to the reader's questions, laid over what was read: an answer counts only
// for a question the plan asks, with one of its choices; anything else is ignored.

/** Whether an answer is one of the question's choices. */
export const isAnswered = (question: PlanQuestion, given: PlanAnswers): boolean =>
  question.choices.some((choice) => choice.id === given[question.id]);

/** "status:p2" → here, away or remembered, for the person or pet p2; for a new baby, born (here) or expected. */
export function applyStatuses(given: PlanAnswers, people: Person[], pets: Pet[]): void {
  for (const baby of people.filter((p) => p.arrival === null)) {
    const status = given[`status:${baby.id}`];
    if (status === 'here' || status === 'expected') setArrival(baby, status === 'here' ? 'born' : 'expected');
  }
  for (const someone of [...people, ...pets]) {
    const status = given[`status:${someone.id}`];
    if (status !== 'here' && status !== 'away' && status !== 'remembered') continue;
    someone.status = status;
    someone.unclear = false;
    if (!('relation' in someone)) continue;
    if (status === 'remembered') Object.assign(someone, { livesWithChild: false, away: null, health: 'well' });
  }
}

export function afterlifeAnswer(given: PlanAnswers): StoryPlan['care']['afterlife'] | null {
  const answer = given.afterlife;
  return answer === 'leave-out' || answer === 'star' || answer === 'heaven' ? answer : null;
}

export function speechAnswer(given: PlanAnswers): boolean | null {
  return given.speech === 'practise' ? true : given.speech === 'accept' ? false : null;
}

export function pronounAnswer(given: PlanAnswers): StoryPlan['hero']['pronoun'] | null {
  const answer = given.pronoun;
  return answer === 'he' || answer === 'she' || answer === 'they' ? answer : null;
}

/**
 * The choices for what a child calls each of two mums or dads: "mummy+mama" → Mummy and Mama, the
 * first word for the first of the pair. `apart`: both orders, since the two are not alike.
 */
export function callsPairs(
  person: Person,
  language: Language,
  apart = true,
): { id: string; pair: readonly [string, string] }[] {
  const pairs = RELATIONS[person.relation].pairs?.[language] ?? [];
  const orders = apart ? pairs.flatMap(([a, b]) => [[a, b] as const, [b, a] as const]) : pairs;
  return orders.map((pair) => ({ id: pair.join('+').toLowerCase(), pair }));
}

/** "calls:p1" → what the child calls p1 and the other of the pair; "together" leaves them told together. */
export function applyCalls(given: PlanAnswers, pair: readonly [Person, Person] | null, language: Language): void {
  if (!pair) return;
  const chosen = callsPairs(pair[0], language).find((choice) => choice.id === given[`calls:${pair[0].id}`]);
  if (!chosen) return;
  pair[0].calls = chosen.pair[0];
  pair[1].calls = chosen.pair[1];
}
