import type { PlanPerson, PlanPet, StoryPlan } from '@dreamweaver/contracts';
import { kindWords, personNames, petNames } from '../text.ts';

// Who of the plan died and who is alive, each with the words a story may call them by: their names,
// and their relation or kind ("Grandpa", „Opa“, "the cat") when nobody else of the plan shares it.

export interface Someone {
  id: string;
  /** Names, and relation or kind words no one else of the plan shares. */
  words: string[];
}

const isPet = (who: PlanPerson | PlanPet): who is PlanPet => 'kind' in who;

function wordsFor(who: PlanPerson | PlanPet, plan: StoryPlan, others: readonly (PlanPerson | PlanPet)[]): string[] {
  const language = plan.language;
  const names = isPet(who) ? petNames(who) : personNames(who, language, { relation: false });
  // A named pet is its name: "a cat sat on the wall" is some other cat.
  if (isPet(who) && names.length > 0) return names;
  const shared = new Set(others.filter((other) => other.id !== who.id).flatMap((other) => kindWords(other, language)));
  const kinds = kindWords(who, language).filter((word) => !shared.has(word));
  return [...names, ...kinds];
}

/** The people and pets of the plan who died. */
export function rememberedOnes(plan: StoryPlan): Someone[] {
  const all = [...plan.people, ...plan.pets];
  return all
    .filter((who) => who.status === 'remembered')
    .map((who) => ({ id: who.id, words: wordsFor(who, plan, all) }));
}

/** The people and pets of the plan who are alive: here or away, ill or well. */
export function aliveOnes(plan: StoryPlan): Someone[] {
  const all = [...plan.people, ...plan.pets];
  return all
    .filter((who) => who.status !== 'remembered')
    .map((who) => ({ id: who.id, words: wordsFor(who, plan, all) }));
}
