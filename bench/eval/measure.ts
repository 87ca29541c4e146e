import type { StoryPlan } from '@dreamweaver/contracts';
import type { WrittenStory } from '../../bff/src/generation/engine.ts';
import type { MeasuredStory } from '../../storyteller/src/lint/measures.ts';
import { wordsOf } from '../../storyteller/src/lint/text.ts';
import type { PlannedOrder } from './briefs.ts';

// A written story as the quality measures read it (storyteller/src/lint/measures.ts, the same
// functions bench:story-quality runs). The linter and the text measures (harm, family, repetition,
// titles, words per sentence) read only the title and the scenes' text, so they measure any
// engine's story alike. Two measures read the settled plan instead of the text, which is exact only
// for the storyteller, who tells the plan as settled:
// - the details: settling records whether and where each detail is told. For a story another engine
//   wrote, each detail's `used` is set from the text: its words found there (below), a proxy;
// - the goal: whether the plan's arc acts it out. Another engine does not tell the arc, so the goal
//   is not measured on its stories (the judge scores it).

/** Whether any of the parent's words of at least four letters is in the text, ignoring an ending (Gummistiefel, Gummistiefeln). */
function foundInText(words: string, text: readonly string[]): boolean {
  const stems = wordsOf(words.toLowerCase())
    .filter((word) => word.length >= 4)
    .map((word) => word.slice(0, word.length <= 7 ? Math.max(4, word.length - 1) : word.length - 2));
  return stems.some((stem) => text.some((word) => word.startsWith(stem)));
}

/** The plan with each wanted detail's `used` read from the text; a reason why not stands only where the plan left the detail out. */
function planAsWritten(plan: StoryPlan, story: WrittenStory): StoryPlan {
  const text = wordsOf([story.title, ...story.scenes.map((scene) => scene.text)].join('\n').toLowerCase());
  const asWritten = <T extends { words: string; used: boolean; why: string | null }>(item: T): T => {
    const used = foundInText(item.words, text);
    return { ...item, used, why: used || item.used ? null : item.why };
  };
  return {
    ...plan,
    details: plan.details.map((detail) => (detail.wanted ? { ...asWritten(detail), where: null } : detail)),
    achievement: plan.achievement && asWritten(plan.achievement),
  };
}

/** The story as the measures read it; `told` says the storyteller told it from the plan (the offline engine). */
export function measuredStory(one: PlannedOrder, story: WrittenStory, told: boolean): MeasuredStory {
  const { order, plan } = one;
  return {
    id: order.id,
    order,
    plan: told ? plan : planAsWritten(plan, story),
    story: { title: story.title, scenes: story.scenes.map((scene) => ({ text: scene.text })) },
    ...(order.series ? { series: order.series } : {}),
  };
}
