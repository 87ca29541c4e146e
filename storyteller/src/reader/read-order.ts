import type { PlanAnswers, PlanQuestion, StoryPlan } from '@dreamweaver/contracts';
import type { Order } from '../order.ts';

// A first reader: the form's fields as they are. The reader module replaces it with one that
// understands the parent's free text (people, pets, themes, details) and asks when unsure.

export function readOrder(order: Order, _answers: PlanAnswers = {}): { plan: StoryPlan; questions: PlanQuestion[] } {
  const request = order.request;
  const details = request.recipientDetails;
  const plan: StoryPlan = {
    version: 1,
    language: request.language,
    hero: {
      name: details.name,
      age: details.age ?? null,
      pronoun: 'they',
      look: { hairColour: null, hairStyle: null, skinTone: null, pyjamas: null, freckles: false },
      aids: [],
    },
    companion: { name: request.language === 'de' ? 'Pip' : 'Pip', kind: 'fox', toy: false, own: false },
    setting: { id: 'magical-forest', words: null },
    people: [],
    pets: [],
    family: { shape: 'not-said', twoHomes: false },
    siblings: [],
    theme: { id: 'adventure', sensitive: false, words: null, about: null },
    care: { afterlife: 'leave-out', practise: false, wishes: [], sadIsOk: false },
    achievement: null,
    details: [],
    series: null,
    story: null,
  };
  return { plan, questions: [] };
}
