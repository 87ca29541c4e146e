import type { StoryBrief } from '../../src/generation/engine.ts';
import { writeOfflineStory } from '../../src/generation/offline/write-story.ts';

// What the read-aloud tests share: an order as the form sends it (custom or classic by seed), seeds
// named after the test file, and a story's scene texts.

type Details = StoryBrief['recipientDetails'];

/** An order for `details` in `language`, with a fresh seed and the plots told lately. */
export const readAloudOrder = (
  language: 'en' | 'de',
  details: Details,
  seed: string,
  recentPlots: string[] = [],
): StoryBrief => ({
  audience: 'child',
  storyType: seed.length % 2 ? 'custom' : 'classic',
  language,
  storyGoal: details.storyGoal,
  storySetting: details.storySetting,
  recipientDetails: details,
  variety: { seed, recentPlots, recentTitles: [] },
});

/** `n` seeds named `prefix-0`, `prefix-1`, … */
export const seedsNamed = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}-${i}`);

/** The texts of the story's scenes, in order. */
export const sceneTexts = (brief: StoryBrief) => writeOfflineStory(brief).scenes.map((s) => s.text);
