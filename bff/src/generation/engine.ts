import type { CreateStoryRequest } from '@dreamweaver/contracts';

// The seam between the pipeline and whatever writes, draws and speaks a story
// (the offline engine by default, OpenAI when OPENAI_API_KEY is set).

/** What a story is made from: the request as POST /api/stories accepted it (the contract's schema). */
export type StoryBrief = CreateStoryRequest;

export interface WrittenScene {
  text: string;
  /** What the picture of this scene shows; engines that draw from text use it. */
  imagePrompt: string;
}

export interface WrittenStory {
  title: string;
  summary: string;
  /** How the hero looks, shared by every picture so the hero stays the same on every page. */
  characterDescription: string;
  scenes: WrittenScene[];
}

export interface MediaFile {
  contentType: string;
  /** File extension without the dot, e.g. `svg`, `png`, `wav`, `mp3`. */
  extension: string;
  data: Buffer;
  /** For a narration: the second at which each sentence of the text (contracts' splitSentences) starts, when the engine knows. */
  sentenceStarts?: number[];
}

export interface EngineCallOptions {
  signal?: AbortSignal;
}

export interface StoryEngine {
  readonly name: string;
  writeStory(brief: StoryBrief, options?: EngineCallOptions): Promise<WrittenStory>;
  illustrateScene(
    input: { brief: StoryBrief; story: WrittenStory; sceneNumber: number },
    options?: EngineCallOptions,
  ): Promise<MediaFile>;
  narrateScene(
    input: { brief: StoryBrief; text: string; sceneNumber: number },
    options?: EngineCallOptions,
  ): Promise<MediaFile>;
}

/** A provider failure worth retrying (timeout, 429, 5xx); anything else fails the story at once. */
export class TransientEngineError extends Error {
  override name = 'TransientEngineError';
}
