import type { CreateStoryRequest, PlanAnswers, StoryPlan } from '@dreamweaver/contracts';
import { lexicon } from '../src/lexicon/index.ts';
import type { Order } from '../src/order.ts';
import { readOrder } from '../src/reader/read-order.ts';

// One line of set-up per order a reader test needs: the child's free text, and what else the form
// or the profile holds.

type Child = Partial<CreateStoryRequest['recipientDetails']>;

export interface OrderChanges extends Child {
  language?: 'en' | 'de';
  goal?: string;
  setting?: string;
  siblings?: CreateStoryRequest['siblings'];
  memory?: Order['memory'];
}

export function orderOf(text: string | undefined, changes: OrderChanges = {}): Order {
  const { language = 'en', goal, setting, siblings, memory, ...child } = changes;
  return {
    request: {
      audience: 'child',
      storyType: 'custom',
      language,
      recipientDetails: { name: 'Theo', ...(text ? { personalization: text } : {}), ...child },
      ...(goal ? { storyGoal: goal } : {}),
      ...(setting ? { storySetting: setting } : {}),
      ...(siblings ? { siblings } : {}),
    },
    ...(memory ? { memory } : {}),
  };
}

/** The plan of a free text (and the form's other fields). */
export const planOf = (text: string | undefined, changes: OrderChanges = {}, answers?: PlanAnswers): StoryPlan =>
  readOrder(orderOf(text, changes), answers).plan;

export const questionsOf = (text: string | undefined, changes: OrderChanges = {}, answers?: PlanAnswers) =>
  readOrder(orderOf(text, changes), answers).questions;

/** A person of the plan by relation (the first one). */
export const personOf = (plan: StoryPlan, relation: string) => plan.people.find((p) => p.relation === relation);

/** The lexicon's animal for a typed word ("Kater" is the lexicon's tomcat, "Hase" its hare): tests follow the lexicon. */
export const animalOf = (word: string, language: 'en' | 'de' = 'en') =>
  lexicon.all.animals.find((a) => a.spellings[language].includes(word.toLowerCase()))?.id;
