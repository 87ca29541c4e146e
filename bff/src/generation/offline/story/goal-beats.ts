import type { Language } from '@dreamweaver/contracts';
import { tellAchievement as tellAchievementTheme, tellGoal as tellGoalTheme, type HeroWords } from '../themes/index.ts';

// The single seam between the story and the parent's goal and achievement. The themes library
// (offline/themes) recognises the common bedtime themes and acts them out: a goal becomes a
// challenge the hero meets and a later mastery, an achievement a proud memory in the story's own
// words; anything it does not recognise goes into a grammatical frame of its kind. The parent's
// words are never pasted after a colon or inside quotes.

export type { HeroWords };

export interface ToldGoal {
  themeId?: string;
  challenge: string[];
  mastery: string[];
}

export interface ToldAchievement {
  themeId?: string;
  memory: string[];
}

export function tellGoal(goal: string, language: Language, hero: HeroWords, random: () => number): ToldGoal {
  return tellGoalTheme(goal, language, hero, random);
}

export function tellAchievement(
  achievement: string,
  language: Language,
  hero: HeroWords,
  random: () => number,
): ToldAchievement {
  return tellAchievementTheme(achievement, language, hero, random);
}
