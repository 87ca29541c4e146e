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

export function tellGoal(
  goal: string,
  language: Language,
  hero: HeroWords,
  random: () => number,
  toddler = false,
): ToldGoal {
  return tellGoalTheme(goal, language, hero, random, toddler);
}

export function tellAchievement(
  achievement: string,
  language: Language,
  hero: HeroWords,
  random: () => number,
  toddler = false,
): ToldAchievement {
  return tellAchievementTheme(achievement, language, hero, random, toddler);
}

/** Goals about a fear or a sadness: only after these may the companion's comfort speak of courage ("I'm right here"). */
const FEARFUL_THEMES = new Set([
  'dark',
  'bad-dreams',
  'thunderstorm',
  'being-brave',
  'doctor-visit',
  'dentist-visit',
  'own-bed',
  'bedtime',
  'kindergarten',
  'school',
  'learning-to-swim',
  'learning-to-ride-a-bike',
  'moving-house',
  'pet-died',
  'missing-someone',
  'saying-goodbye',
  'two-homes',
  'wobbly-tooth',
  'making-friends',
]);

export function comfortsFear(themeId: string | undefined): boolean {
  return themeId !== undefined && FEARFUL_THEMES.has(themeId);
}

/** The challenge's last sentence is the companion speaking ("Can I have a turn?" asked Pip / „…“, sagte Pip). */
export function companionSpokeLast(challenge: string[] | undefined, companion: string): boolean {
  const last = challenge?.at(-1) ?? '';
  if (!/["“”„]/.test(last)) return false;
  const name = companion.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const tag = `(?:said|asked|whispered|called|cried|sighed|murmured|added|sagte|fragte|flüsterte|rief|seufzte|murmelte|meinte)`;
  return new RegExp(`${tag} ${name}\\b|\\b${name} ${tag}|^["“„][^"“”]*["“”],? ${name}\\b`).test(last);
}
