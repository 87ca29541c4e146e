import type { StoryPlan } from '@dreamweaver/contracts';
import { readOrder } from '@dreamweaver/storyteller';
import type { StoryBrief } from '../engine.ts';
import type { OpeningScene } from '../opening-scene.ts';
import { FIRST_FRIEND_NUMBER, SIBLING_PLACEHOLDERS } from '../sibling-placeholder.ts';
import { CARE_TONE, careGuidance, EVERYDAY_TONE, needsCare } from './care-guidance.ts';
import { planLines } from './plan-prompt.ts';
import { HERO_PLACEHOLDER } from './story-format.ts';

// What the provider is told: the story's plan as the parent confirmed it (plan-prompt.ts), and how
// to write it, with the care its theme needs (care-guidance.ts). No child's name is part of it: the
// brief comes through the name-privacy seam, the model writes the placeholders, and the bff puts
// the names back afterwards. What the model is never told: docs/ai-servers.md.

const languageNames = { en: 'English', de: 'German' } as const;

/** The plan the story is written from: the brief's own, or (a brief made without one) its request read anew. */
export function planOf(brief: StoryBrief): StoryPlan {
  return brief.plan ?? readOrder({ request: brief }).plan;
}

/** The placeholders of the plan's children other than the hero, brothers and sisters first. */
function childPlaceholders(plan: StoryPlan): { siblings: string[]; others: string[] } {
  const told = [...plan.siblings.map((s) => s.name), ...plan.people.flatMap((p) => [p.name, p.calls])];
  const siblings = SIBLING_PLACEHOLDERS.filter((placeholder) => told.includes(placeholder));
  const others = [...new Set(told)]
    .filter((name): name is string => name !== null && /^\{\{CHILD\d+\}\}$/.test(name))
    .filter((name) => Number(name.slice(7, -2)) >= FIRST_FRIEND_NUMBER)
    .sort((a, b) => Number(a.slice(7, -2)) - Number(b.slice(7, -2)));
  return { siblings, others };
}

/** How the story's other children are written: placeholders inflected like names, described by their look in pictures. */
function childrenRules(plan: StoryPlan): string[] {
  const { siblings, others } = childPlaceholders(plan);
  return [
    ...(siblings.length > 0
      ? [
          `The hero's brothers and sisters are in the story too, each named by a placeholder (${siblings.join(', ')}) written exactly so and inflected like a name, as for the hero. Each plays their role in the plot and appears in every scene; characterDescription and every imagePrompt describe each of them by their look, without any name.`,
        ]
      : []),
    ...(others.length > 0
      ? [
          `Other children of the plan are named by placeholders too (${others.join(', ')}): write them exactly so, inflected like a name, and never invent a name for them.`,
        ]
      : []),
  ];
}

/** Whether anyone of the plan is remembered (died): they are never drawn. */
function hasRemembered(plan: StoryPlan): boolean {
  return plan.people.some((p) => p.status === 'remembered') || plan.pets.some((p) => p.status === 'remembered');
}

export function storySystemPrompt(brief: StoryBrief): string {
  const plan = planOf(brief);
  const tone =
    brief.storyType === 'classic'
      ? "a 'Sleepy Adventure': soothing, calm, night-time, slowly winding down to sweet dreams"
      : "a 'Magical Dreamland' story: dreams, magic, wonder and gentle fantasy";
  return [
    'You write personalised bedtime stories for young children, read aloud by a parent.',
    `Write ${tone}.`,
    `Write in ${languageNames[brief.language]}, with correct grammar and simple, warm words suited to the child's age.`,
    needsCare(plan) ? CARE_TONE : EVERYDAY_TONE,
    'Tell the family exactly as the plan names it: never add a parent, brother, sister or pet the plan does not have.',
    `The child is the hero. Never invent a name for the hero: write exactly ${HERO_PLACEHOLDER} wherever the hero's name belongs, and use it like a first name without an article.`,
    `For the hero's possessive write ${HERO_PLACEHOLDER}'s in English and ${HERO_PLACEHOLDER}s in German (${HERO_PLACEHOLDER}s Bett); never change the placeholder otherwise.`,
    'Write 5 to 10 scenes of 3 to 5 sentences each. The last scene ends with the hero falling asleep.',
    // The story ends calmly by construction, as the offline engine's closing beat does.
    'End calmly: in the last two scenes the sentences get shorter and slower.',
    'Give the story a soft refrain, a short line of a night song, heard in the first scene; it returns softly in the last scene.',
    'In the last scene the hero yawns, is back in bed, and falls asleep.',
    'characterDescription: how the hero and any companion look (clothes, colours, hair, any aid), as the plan describes them, without any name, so that every picture shows the same hero.',
    'imagePrompt for each scene: a short description of a soft, friendly storybook illustration of that scene, in English, without any name and without text in the picture.',
    ...(hasRemembered(plan)
      ? [
          'Someone remembered has died and is never in a picture: no imagePrompt and no characterDescription describes them or names them, by name or by relation (not "Grandpa", not "his dog"), not as a ghost, a cloud, a star, a photo or a memory. To picture a memory, show only the thing (an old green hat on a hook), without saying whose it is.',
        ]
      : []),
    `pictureDescription for each scene: one short sentence in ${languageNames[brief.language]} saying what that scene's picture shows, for a listener who cannot see it; write the placeholder for the hero.`,
    'title: short and inviting, it may contain the placeholder. summary: one sentence.',
    ...childrenRules(plan),
    ...careGuidance(plan),
  ].join('\n');
}

/**
 * The earlier episodes of the hero's series, as the product summed them up (one line each, the
 * names already placeholders). The profile's story bible is not told: the plan was read from it,
 * and the parent confirmed (or corrected) the plan.
 */
function episodeLines(brief: StoryBrief): string[] {
  const episodes = brief.variety?.earlierEpisodes ?? [];
  return episodes.length > 0
    ? [
        "The hero's earlier episodes in this series, oldest first (you may call back to them; tell a new adventure, not one of these):",
        ...episodes.map((line, i) => `${i + 1}. ${line}`),
      ]
    : [];
}

/**
 * What scene 1's picture shows: it is drawn from the plan while the story is written
 * (opening-scene.ts), so scene 1 is written to match it.
 */
function openingLines(opening: OpeningScene): string[] {
  return [
    `Scene 1's picture is drawn from this plan while you write. It shows: ${opening.imagePrompt}`,
    'Open the story there: scene 1 tells what that picture shows (the same place, the same hour, the same people and animals, nobody else), and its imagePrompt and pictureDescription say what it shows.',
  ];
}

/**
 * The story's plan as the parent confirmed it, and what scene 1's picture shows; the parent's raw
 * order is not told (the plan was read from it).
 */
export function storyUserPrompt(brief: StoryBrief, opening: OpeningScene): string {
  return [...planLines(planOf(brief)), ...openingLines(opening), ...episodeLines(brief)].join('\n');
}
