import type { StoryPlan } from '@dreamweaver/contracts';

// One line of set-up per fact a test needs: a plan with nothing in it, then what the test says.

type PlanChanges = Partial<Omit<StoryPlan, 'hero' | 'companion'>> & {
  hero?: Partial<StoryPlan['hero']>;
  companion?: Partial<StoryPlan['companion']>;
};

export function buildPlan(changes: PlanChanges = {}): StoryPlan {
  const { hero, companion, ...rest } = changes;
  return {
    version: 1,
    language: 'en',
    hero: {
      name: 'Theo',
      age: 6,
      pronoun: 'he',
      look: { hairColour: null, hairStyle: null, skinTone: null, pyjamas: null, freckles: false },
      aids: [],
      ...hero,
    },
    companion: { name: 'Pip', kind: 'fox', toy: false, own: false, ...companion },
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
    ...rest,
  };
}
