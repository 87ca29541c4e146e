import type { StoryBrief } from '../engine.ts';
import { HERO_PLACEHOLDER } from './story-format.ts';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The brief as the provider may see it: the name, wherever a parent typed it, becomes the placeholder. */
export function withoutName(brief: StoryBrief): StoryBrief {
  const name = brief.recipientDetails.name.trim();
  const parts = [name, ...name.split(/\s+/).filter((part) => part.length >= 2)];
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(${parts.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`, 'giu');
  const scrub = (text: string | undefined) => (text === undefined ? undefined : text.replace(pattern, HERO_PLACEHOLDER));
  const d = brief.recipientDetails;
  return {
    ...brief,
    storyGoal: scrub(brief.storyGoal),
    storySetting: scrub(brief.storySetting),
    recipientDetails: {
      name: HERO_PLACEHOLDER,
      age: d.age,
      personalization: scrub(d.personalization),
      favoriteAnimal: scrub(d.favoriteAnimal),
      favoriteColor: scrub(d.favoriteColor),
      favoriteActivity: scrub(d.favoriteActivity),
      favoriteFood: scrub(d.favoriteFood),
      recentAchievement: scrub(d.recentAchievement),
      storyGoal: scrub(d.storyGoal),
      storySetting: scrub(d.storySetting),
    },
  };
}
