import type { PlanAnswers, PlanQuestion, StoryPlan } from '@dreamweaver/contracts';
import type { Person } from './people.ts';
import type { Pet } from './pets.ts';

// The parent's answers to the reader's questions, laid over what was read: an answer counts only
// for a question the plan asks, with one of its choices; anything else is ignored.

/** Whether an answer is one of the question's choices. */
export const isAnswered = (question: PlanQuestion, given: PlanAnswers): boolean =>
  question.choices.some((choice) => choice.id === given[question.id]);

/** "status:p2" → here, away or remembered, for the person or pet p2. */
export function applyStatuses(given: PlanAnswers, people: Person[], pets: Pet[]): void {
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
