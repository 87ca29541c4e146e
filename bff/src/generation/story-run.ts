import type { Knex } from 'knex';
import type { Logger } from '../logger.ts';
import { Scene, type Story } from '../models/index.ts';
import type { MediaStore } from '../services/media-store.ts';
import type { EngineCall } from './engine-caller.ts';
import type { MediaFile, StoryBrief, StoryEngine, WrittenStory } from './engine.ts';
import type { OpeningScene } from './opening-scene.ts';
import type { RetryPolicy } from './retry.ts';

// What the pipeline's steps share while they make one story (pipeline.ts).

export interface PipelineDeps {
  db: Knex;
  engine: StoryEngine;
  media: MediaStore;
  logger: Logger;
  /** Pictures and narrations generated at the same time after the preview. */
  concurrency: number;
  retry: RetryPolicy;
  /** The worker stops (or lost its lease): give up at once, the job goes on elsewhere. */
  signal?: AbortSignal;
  /** Fires at the story's deadline: every engine call and retry wait is cut off by it. */
  deadline?: AbortSignal;
  /** Longest single engine call (a stalled call is cut off and retried like a timeout); default 120 s. */
  callTimeoutMs?: number;
  /**
   * Called (not awaited) once scene 1 has its picture and its narration has been tried: the free
   * preview is all there, so its books can be built before the story completes.
   */
  onFirstSceneReady?: () => void;
}

export type SceneRow = Pick<
  Scene,
  'id' | 'sceneNumber' | 'text' | 'imagePrompt' | 'imageDescription' | 'imageKey' | 'audioKey'
>;

/** A picture drawn and put in the media store, not yet recorded with its scene. */
export interface DrawnPicture {
  key: string;
  description: string | null;
  /** A raster picture's stored widths (services/picture-copies.ts) as JSON; null for SVG. */
  widths: string | null;
  /** The partial pictures shown while it was drawn (partial-pictures.ts), removed once it is recorded. */
  partialKeys: string[];
}

/** Scene 1's picture, begun before the whole text is stored (pipeline-first-picture.ts). */
interface EarlyPicture {
  drawn: Promise<DrawnPicture>;
}

/**
 * Scene 1 made from the story's opening (engines that stream their text): stored at once, so the
 * child can read it while the rest is written, and narrated beside the writing (pipeline-opening.ts).
 */
export interface EarlyOpening {
  opening: WrittenStory;
  /** Its picture drawn from the opening: only when scene 1 is not drawn from the plan. */
  picture?: EarlyPicture;
  /** Scene 1's narration from the opening; false when it could not be made (a later job tries again). */
  narrated: Promise<boolean>;
  /** Cuts the picture and narration off and waits until they have settled, so nothing of them is written afterwards. */
  stop(): Promise<void>;
}

/** Scene 1's picture from the plan, begun before anything is written (pipeline-first-picture.ts). */
export interface FirstPicture extends EarlyPicture {
  /** Scene 1 is stored: a partial drawn meanwhile is shown, and the picture is recorded with it once drawn. */
  stored(scene: SceneRow): void;
  /** Cuts the drawing off and waits until it has settled, so nothing of it is written afterwards. */
  stop(): Promise<void>;
}

/** One run of the pipeline over one story. */
export interface StoryRun {
  deps: PipelineDeps;
  call: EngineCall;
  storyId: string;
  brief: StoryBrief;
  /** The story's status when the run began. */
  startStatus: Story['generationStatus'];
  /**
   * What scene 1's picture shows, read from the plan (opening-scene.ts), when the illustrator draws
   * scene 1 from the plan: scene 1 is stored with it, and its picture is kept whatever words come.
   */
  openingScene?: OpeningScene;
  /** Scene 1's picture from the plan, begun before the text was written. */
  firstPicture?: FirstPicture;
  /** Scene 1 from the story's opening, begun while the rest of the text was being written. */
  early?: EarlyOpening;
  /** The story's reference sheet, made while the text is written (hero-sheet.ts); undefined when drawn without. */
  sheet?: Promise<MediaFile | undefined>;
  /** Scene 1's picture drawn early: it stops waiting for the sheet when it is cut off. */
  stopped?: AbortSignal;
}

export function mediaKey(storyId: string, sceneNumber: number, kind: 'picture' | 'narration', file: MediaFile): string {
  const extension = file.extension.replace(/[^a-z0-9]/gi, '').toLowerCase() || 'bin';
  return `${storyId}/scene-${sceneNumber}-${kind}.${extension}`;
}

export async function loadScenes(db: Knex, storyId: string): Promise<SceneRow[]> {
  return Scene.query(db)
    .select('id', 'sceneNumber', 'text', 'imagePrompt', 'imageDescription', 'imageKey', 'audioKey')
    .where({ storyId })
    .orderBy('sceneNumber');
}
