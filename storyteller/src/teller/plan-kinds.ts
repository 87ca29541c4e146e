import type { PlanKindWord, StoryPlan } from '@dreamweaver/contracts';
import { lexicon } from '../lexicon/index.ts';

// The animals of a plan named in its language, for the plan screen ("his fox Pip", „Theos Fuchs
// Pip“): the companion's kind and each pet's, looked up in the lexicon. The browser has no lexicon,
// so `POST /api/stories/plan` sends these words with the plan.

function kindWord(kind: string, language: StoryPlan['language']): PlanKindWord | null {
  const entry = lexicon.animal(kind) ?? lexicon.toy(kind);
  if (!entry) return null;
  if (language === 'de') return { noun: entry.forms.de.noun, gender: entry.forms.de.gender };
  return { noun: entry.forms.en.noun, gender: null };
}

/** By lexeme: the companion's and the pets' kinds the lexicon knows. */
export function planKinds(plan: StoryPlan): Record<string, PlanKindWord> {
  const kinds: Record<string, PlanKindWord> = {};
  for (const kind of [plan.companion.kind, ...plan.pets.map((pet) => pet.kind)]) {
    const word = kindWord(kind, plan.language);
    if (word) kinds[kind] = word;
  }
  return kinds;
}
