import { describePicture, describeScene, openingPicture } from '@dreamweaver/storyteller';
import type { StoryBrief } from './engine.ts';
import { planOf } from './openai/prompts.ts';

// Scene 1's picture belongs to the plan, not to the text. What a story opens with is known before a
// word is written: the storyteller's opening of the plan's arc, the hero and the companion at home
// as evening falls, with whoever and whatever of the plan is there (storyteller's openingPicture).
// So an illustrator that draws from a prompt starts it at once, beside the writing
// (pipeline-first-picture.ts), and a writer that writes its own words is told what it shows, so
// that scene 1 matches its picture. Nothing is read back from the text to decide what to draw.

export interface OpeningScene {
  /** What the picture shows, in English and without any name: the scene of its prompt. */
  imagePrompt: string;
  /**
   * What it shows in the story's language, for readers who cannot see it, with the plan's names
   * (a brief through the name-privacy seam has placeholders in their place).
   */
  pictureDescription: string;
}

export function openingSceneOf(brief: StoryBrief): OpeningScene {
  const plan = planOf(brief);
  const picture = openingPicture(plan);
  return {
    imagePrompt: describeScene(plan, picture, 'en'),
    pictureDescription: describePicture(plan, picture, brief.language, { named: true }),
  };
}
