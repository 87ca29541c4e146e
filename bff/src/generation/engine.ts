import type { CreateStoryRequest, StoryPlan } from '@dreamweaver/contracts';
import type { EarlierStory } from '@dreamweaver/storyteller';
import type { RecordUsage } from './model-usage.ts';
import type { RecordUse } from './receipt-entry.ts';

// The seam between the pipeline and whatever writes, draws and speaks a story
// (the offline engine by default, OpenAI when OPENAI_API_KEY is set).

/**
 * What makes this order's story its own: a fresh random seed per order (never derived from the
 * inputs, so two identical orders give two different stories), and the plots and titles the same
 * child met in their last ten stories, which the engine must not repeat. Snapshotted when the
 * story is ordered and stored with it, so a resumed job and the illustrator see the same plan.
 */
export interface StoryVariety {
  seed: string;
  /** Plot ids (WrittenStory.plot) of the same child's last ten stories, newest first. */
  recentPlots: string[];
  /** Titles of the same child's last ten stories, newest first. */
  recentTitles: string[];
  /**
   * For a story made from a child profile: the profile's story bible (the facts the parent keeps),
   * snapshotted at order time (services/child-memory.ts). An engine may build on them.
   */
  bible?: string[];
  /** For a series episode: the one-line summaries of the profile's earlier episodes, oldest first (at most ten). */
  earlierEpisodes?: string[];
  /** Other names the hero went by in the profile and its earlier episodes: never told, like the name. */
  alsoCalled?: string[];
  /** Other children named in the earlier episodes (their brothers and sisters then): never told. */
  otherChildren?: string[];
  /** The ids of the same child's last ten stories, newest first: the offline storyteller tells others' passages. */
  recentStories?: string[];
}

/**
 * What a story is made from: the request as POST /api/stories accepted it (the contract's schema),
 * its variety, and the settled plan every engine writes from (services/story-plans.ts). A brief made
 * without a plan (a test's, or a story ordered before plans were kept) is planned from its request.
 */
export type StoryBrief = CreateStoryRequest & {
  variety?: StoryVariety;
  plan?: StoryPlan;
  /** The child's earlier stories' plans and seeds (the offline storyteller's only; never told to another engine). */
  earlier?: EarlierStory[];
};

interface WrittenScene {
  text: string;
  /** What the picture of this scene shows; engines that draw from text use it. */
  imagePrompt: string;
  /**
   * What the picture shows, in the story's language, for readers who cannot see it. Engines that
   * draw from an English prompt give it; without it the prompt describes the picture.
   */
  pictureDescription?: string;
}

export interface WrittenStory {
  title: string;
  summary: string;
  /** How the hero looks, shared by every picture so the hero stays the same on every page. */
  characterDescription: string;
  scenes: WrittenScene[];
  /** The plot shape the engine told (an id of its plot library), kept so the child's next stories avoid it. */
  plot?: string;
  /**
   * The first scene already opens with a recap of the series' last episode (the engine was told the
   * plan's series): the stored recap line (series-recap.ts) is not put in front of it again.
   */
  opensWithRecap?: boolean;
}

export interface MediaFile {
  contentType: string;
  /** File extension without the dot, e.g. `svg`, `png`, `wav`, `mp3`. */
  extension: string;
  data: Buffer;
  /** For a narration: the second at which each sentence of the text (contracts' splitSentences) starts, when the engine knows. */
  sentenceStarts?: number[];
  /**
   * For a picture: one sentence in the story's language saying what it shows, with the child's
   * name (plain text); the alt text of the viewer and the books. Kept with the scene.
   */
  description?: string;
}

export interface EngineCallOptions {
  signal?: AbortSignal;
  /** The story's privacy receipt: told of every request before it is sent, and of work done here (receipt-entry.ts). */
  record?: RecordUse;
  /** Told what each answered call to a paid AI service used, as it completes (model-usage.ts): the story's cost. */
  use?: RecordUsage;
}

export interface WriteStoryOptions extends EngineCallOptions {
  /**
   * Told once, as soon as the title, the summary, the hero's look and scene 1 are written, while
   * the rest is still being written (an engine that streams its answer); the same call still
   * settles with the whole story, or fails, and then this opening is void.
   */
  onOpening?: (opening: WrittenStory) => void;
}

export interface IllustrateOptions extends EngineCallOptions {
  /**
   * Told of each rough picture while the final one is still being drawn (an engine that streams
   * partial pictures), `index` counting from 0; the same call still settles with the final picture.
   */
  onPartial?: (partial: MediaFile, index: number) => void;
}

/** What every engine of a modality says about itself. */
interface EngineIdentity {
  readonly name: string;
  /**
   * The engine runs on our own machine (the offline engine), so it may be told the child's name.
   * Any other engine is given the brief without it (name-privacy.ts, applied in create-engine.ts).
   */
  readonly runsLocally?: boolean;
}

/** Writes the story's text: title, summary, the hero's look and each scene with its picture prompt. */
export interface StoryWriter extends EngineIdentity {
  writeStory(brief: StoryBrief, options?: WriteStoryOptions): Promise<WrittenStory>;
}

/** Draws one scene's picture. */
export interface SceneIllustrator extends EngineIdentity {
  /** `sheet`: the story's reference sheet, given to an illustrator that has drawReferenceSheet (once it is there). */
  illustrateScene(
    input: { brief: StoryBrief; story: WrittenStory; sceneNumber: number; sheet?: MediaFile },
    options?: IllustrateOptions,
  ): Promise<MediaFile>;
  /**
   * Only an illustrator that draws from a prompt has it: scene 1's picture from the plan alone
   * (opening-scene.ts), so it can start before any of the story is written; scene 1 is then never
   * drawn by illustrateScene. `sheet` as for illustrateScene.
   */
  illustrateOpening?(input: { brief: StoryBrief; sheet?: MediaFile }, options?: IllustrateOptions): Promise<MediaFile>;
  /**
   * Only an illustrator that draws from a reference picture has it: draws the story's characters
   * once, from the plan's looks alone, as the sheet every scene is then drawn from (hero-sheet.ts).
   */
  drawReferenceSheet?(input: { brief: StoryBrief }, options?: EngineCallOptions): Promise<MediaFile>;
}

/** Reads one scene aloud. */
export interface SceneNarrator extends EngineIdentity {
  narrateScene(
    input: { brief: StoryBrief; text: string; sceneNumber: number },
    options?: EngineCallOptions,
  ): Promise<MediaFile>;
}

/** Every modality at once, as the pipeline uses them; create-engine.ts composes one from a writer, an illustrator and a narrator. */
export interface StoryEngine extends StoryWriter, SceneIllustrator, SceneNarrator {}

/** A provider failure worth retrying (timeout, 429, 5xx); anything else fails the story at once. */
export class TransientEngineError extends Error {
  override name = 'TransientEngineError';
}
