import type { StoryBrief, WrittenStory } from '../engine.ts';
import { planStory, type StoryPlan } from './story-plan.ts';
import { assembleStory } from './story/assemble.ts';
import { beatSpec } from './story/plots/index.ts';
import { childLooksOf } from './free-text/looks.ts';
import { compositions } from './illustrate.ts';
import { toldSiblings, withSiblings } from './siblings-text.ts';

/** The brothers and sisters for a picture prompt, each by name and look: "together with big brother Max (curly brown hair)". */
function siblingsOf(brief: StoryBrief, plan: StoryPlan): string {
  const told = toldSiblings(brief, plan.facts.age);
  const each = told.map((s, i) => {
    const look = brief.siblings?.[i]?.look;
    const hair = [look?.hairStyle, look?.hairColour].filter(Boolean).join(' ');
    const parts = [hair ? `${hair} hair` : '', look?.glasses ? 'glasses' : ''].filter(Boolean);
    return `${s.relation.en} ${s.name}${parts.length ? ` (${parts.join(', ')})` : ''}`;
  });
  return each.length ? `, together with ${each.join(' and ')}` : '';
}

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
  const siblings = siblingsOf(brief, plan);
  const hero = characterDescription(plan, brief) + siblings;
  const texts = withSiblings(written.scenes, brief, plan);
  const interest = plan.facts.personal.interests[0];
  const drawnAs = compositions(plan.beats);
  return {
    title: written.title,
    summary: written.summary,
    characterDescription: hero,
    plot: plan.plot,
    scenes: texts.map((text, i) => {
      const beat = plan.beats[i];
      const picture =
        beat === 'activity' && !plan.facts.activity && interest
          ? `playing happily, everything about ${interest.en}`
          : (beatSpec(beat)?.picture ?? '');
      // The same rule as the drawings (illustrate.ts): pyjamas for a scene drawn indoors, day clothes elsewhere.
      const where = drawnAs[i] === 'interior' ? 'bedroom' : 'outdoors';
      return {
        text,
        imagePrompt: `${characterDescription(plan, brief, where)}${siblings}, ${picture}, ${plan.facts.place.en.in}`,
      };
    }),
  };
}
