import type { StoryBrief, WrittenStory } from '../engine.ts';
import { planStory, type StoryPlan } from './story-plan.ts';
import { assembleStory } from './story/assemble.ts';
import { beatSpec } from './story/plots/index.ts';
import { childLooksOf } from './free-text/looks.ts';
import { compositions } from './illustrate.ts';

/** The child's hair and glasses as the parent wrote them ("curly red hair and glasses"), for engines that draw from text. */
function looksOf(brief: StoryBrief): string {
  const looks = childLooksOf([brief.recipientDetails.personalization]);
  const hair = looks.braids
    ? `${looks.long ? 'two long' : 'two'}${looks.hairColour ? ` ${looks.hairColour}` : ''} braids`
    : looks.ponytail
      ? `a${looks.hairColour ? ` ${looks.hairColour}` : ''} ponytail`
      : looks.hairColour || looks.curly || looks.long || looks.short
        ? `${[looks.short ? 'short' : looks.long ? 'long' : '', looks.curly ? 'curly' : '', looks.hairColour ?? ''].filter(Boolean).join(' ')} hair`
        : '';
  const parts = [hair, looks.glasses ? 'glasses' : '', looks.freckles ? 'freckles' : ''].filter(Boolean);
  return parts.length
    ? ` with ${parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0]}`
    : '';
}

/** The hero for a picture prompt; pyjamas only in the bedroom (a scene drawn indoors), else day clothes in the favourite colour. */
function characterDescription(
  plan: StoryPlan,
  brief?: StoryBrief,
  where: 'bedroom' | 'outdoors' | 'any' = 'any',
): string {
  const f = plan.facts;
  const age = f.age !== undefined ? `a child of about ${f.age}` : 'a young child';
  const toy = f.companionIsToy ? undefined : f.personal.toys[0];
  const companion = f.companionIsPet ? 'their own' : f.companionIsToy ? 'their toy' : 'a little';
  const clothes =
    where === 'bedroom'
      ? `in ${f.colour.en} pyjamas`
      : where === 'outdoors'
        ? `in ${f.colour.en} day clothes`
        : `in ${f.colour.en} (pyjamas at bedtime, day clothes outdoors)`;
  const looks = brief ? looksOf(brief) : '';
  return `${age}${looks}${looks ? ',' : ''} ${clothes}, always together with ${companion} ${f.animal.en} named ${f.petName}${toy ? `, often holding a ${toy.en}` : ''}`;
}

/** The offline writer: a story from the brief and its variety (seed, recent plots and titles), in the brief's language. */
export function writeOfflineStory(brief: StoryBrief): WrittenStory {
  const plan = planStory(brief);
  const written = assembleStory(plan, brief.language, brief.variety?.recentTitles);
  const hero = characterDescription(plan, brief);
  const interest = plan.facts.personal.interests[0];
  const drawnAs = compositions(plan.beats);
  return {
    title: written.title,
    summary: written.summary,
    characterDescription: hero,
    plot: plan.plot,
    scenes: written.scenes.map((text, i) => {
      const beat = plan.beats[i];
      const picture =
        beat === 'activity' && !plan.facts.activity && interest
          ? `playing happily, everything about ${interest.en}`
          : (beatSpec(beat)?.picture ?? '');
      // The same rule as the drawings (illustrate.ts): pyjamas for a scene drawn indoors, day clothes elsewhere.
      const where = drawnAs[i] === 'interior' ? 'bedroom' : 'outdoors';
      return {
        text,
        imagePrompt: `${characterDescription(plan, brief, where)}, ${picture}, ${plan.facts.place.en.in}`,
      };
    }),
  };
}
