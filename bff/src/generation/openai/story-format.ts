import { z } from 'zod';

export { HERO_PLACEHOLDER } from '../hero-placeholder.ts';

// Structured output: every property required (nullable rather than optional), per OpenAI's rules.
export const writtenStoryFormat = z.object({
  title: z.string(),
  summary: z.string(),
  characterDescription: z.string(),
  scenes: z
    .array(
      z.object({
        text: z.string(),
        imagePrompt: z.string(),
        pictureDescription: z.string(),
      }),
    )
    .min(5)
    .max(10),
});
