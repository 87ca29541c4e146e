import { z } from 'zod';

export { HERO_PLACEHOLDER } from '../hero-placeholder.ts';

// Structured output: every property required (nullable rather than optional), per OpenAI's rules.
const writtenSceneFormat = z.object({
  text: z.string(),
  imagePrompt: z.string(),
  pictureDescription: z.string(),
});

export const writtenStoryFormat = z.object({
  title: z.string(),
  summary: z.string(),
  characterDescription: z.string(),
  scenes: z.array(writtenSceneFormat).min(5).max(10),
});

/** The story's opening while the rest is being written: everything before scene 2 (opening-scanner.ts). */
export const storyOpeningFormat = writtenStoryFormat.extend({ scenes: z.array(writtenSceneFormat).length(1) });
