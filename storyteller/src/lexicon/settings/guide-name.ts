import type { Language, StoryPlan } from '@dreamweaver/contracts';
import { lexicon } from '../index.ts';

// A place's guide has a name of its own, and a second one for a story whose child, companion,
// brother or sister, person or pet already has it: a girl called Frieda at the sea meets Wilma the
// seal, never Frieda the seal („Dann bekam Frieda von Frieda …“).

const wordsOf = (name: string) => name.toLocaleLowerCase().split(/\s+/u).filter(Boolean);

/** Every name the plan gives someone, as lower-case words. */
function namesInPlan(plan: StoryPlan): Set<string> {
  const names = [
    plan.hero.name,
    plan.companion.name,
    ...plan.siblings.map((sibling) => sibling.name),
    ...plan.people.flatMap((person) => [person.name, person.calls]),
    ...plan.pets.map((pet) => pet.name),
  ];
  return new Set(names.flatMap((name) => (name ? wordsOf(name) : [])));
}

/** The guide's name in this plan's story: its own, unless someone in the plan has it (or a word of it). */
export function guideNameFor(plan: StoryPlan, language: Language = plan.language): string {
  const { guideName, otherGuideName } = lexicon.setting(plan.setting.id)[language];
  const taken = namesInPlan(plan);
  return wordsOf(guideName).some((word) => taken.has(word)) ? otherGuideName : guideName;
}
