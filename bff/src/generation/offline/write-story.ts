import type { StoryBrief, WrittenStory } from '../engine.ts';
import { planStory, type StoryPlan } from './story-plan.ts';
import { assembleStory } from './story/assemble.ts';
import { beatSpec } from './story/plots/index.ts';

function characterDescription(plan: StoryPlan): string {
  const f = plan.facts;
  const age = f.age !== undefined ? `a child of about ${f.age}` : 'a young child';
  const toy = f.companionIsToy ? undefined : f.personal.toys[0];
  const companion = f.companionIsPet ? 'their own' : f.companionIsToy ? 'their toy' : 'a little';
  return `${age} in ${f.colour.en} pyjamas, always together with ${companion} ${f.animal.en} named ${f.petName}${toy ? `, often holding a ${toy.en}` : ''}`;
}

/** The offline writer: a story from the brief and its variety (seed, recent plots and titles), in the brief's language. */
export function writeOfflineStory(brief: StoryBrief): WrittenStory {
  const plan = planStory(brief);
  const written = assembleStory(plan, brief.language, brief.variety?.recentTitles);
  const hero = characterDescription(plan);
  const interest = plan.facts.personal.interests[0];
  return {
    title: written.title,
    summary: written.summary,
    characterDescription: hero,
    plot: plan.plot,
    scenes: written.scenes.map((text, i) => {
      const beat = plan.beats[i];
      const picture = beat === 'activity' && !plan.facts.activity && interest ? `playing happily, everything about ${interest.en}` : beatSpec(beat)?.picture ?? '';
      return { text, imagePrompt: `${hero}, ${picture}, ${plan.facts.place.en.in}` };
    }),
  };
}
