import type { Knex } from 'knex';
import { Story, storyRequestOf } from '../models/index.ts';
import { startHeroSheet } from './hero-sheet.ts';
import { runBounded } from './bounded-parallel.ts';
import { engineCaller } from './engine-caller.ts';
import type { StoryBrief, WrittenStory } from './engine.ts';
import { startFirstPicture } from './first-picture.ts';
import { withNamePrivacy } from './name-privacy.ts';
import { openingSceneOf } from './opening-scene.ts';
import { makeSceneMedia } from './scene-media.ts';
import { missingNarration, narrate } from './scene-narration.ts';
import { storedVarietyOf } from '../services/story-variety.ts';
import { earlierStories, storedPlanOf } from '../services/story-plans.ts';
import { clearRefundNeeded } from './story-failure.ts';
import { setStatus } from './story-status.ts';
import { loadScenes, type PipelineDeps, type StoryRun } from './story-run.ts';
import { storedStoryText, storyTextStored, writeStoryText } from './story-text.ts';

// One story from request to completion. Every step first looks at what is already stored, so a
// job that a dead worker left half-done is finished by the next one without repeating work or
// duplicating scenes. Transactions stay short and never span an engine call. The steps:
// story-text.ts (the text, with scene 1 from its opening: streamed-opening.ts), scene-media.ts
// (pictures and narration; scene-picture.ts, scene-narration.ts), and beside them from the start
// the reference sheet (hero-sheet.ts) and scene 1's picture from the plan (first-picture.ts).

export interface PipelineOutcome {
  /** Scenes left without narration: the story completed anyway, a background job retries them. */
  missingNarration: number[];
}

/**
 * The stored request of a story with the variety stored beside it (a story from before variety was
 * kept draws from its own id); a story whose request no longer passes the contract cannot be made.
 */
async function briefOf(db: Knex, story: Pick<Story, 'id' | 'details' | 'variety' | 'plan'>): Promise<StoryBrief> {
  const request = storyRequestOf(story.details);
  if (!request) throw new Error('the stored story request does not pass the contract');
  const variety = storedVarietyOf(story.id, story.variety);
  const earlier = await earlierStories(db, variety.recentStories);
  return { ...request, variety, plan: storedPlanOf(story.plan, request, variety), earlier };
}

/**
 * Every engine call of a story passes here, so the name-privacy seam sits here too, whoever built
 * the engine (create-engine.ts, or a caller handing one to startGenerationWorker): an engine not
 * marked `runsLocally` is never told the child's name. An engine already through the seam is kept.
 */
function privateDeps(deps: PipelineDeps): PipelineDeps {
  return { ...deps, engine: withNamePrivacy(deps.engine) };
}

/** The background retry of a completed story's missing narrations; returns the scenes still without audio. */
export async function runNarrationRetry(storyId: string, given: PipelineDeps): Promise<PipelineOutcome> {
  const deps = privateDeps(given);
  const story = await Story.query(deps.db)
    .select('id', 'details', 'variety', 'plan', 'generationStatus')
    .findById(storyId);
  if (story?.generationStatus !== 'completed') return { missingNarration: [] };
  const brief = await briefOf(deps.db, story);
  const call = engineCaller(deps, storyId);
  const scenes = (await loadScenes(deps.db, storyId)).filter((scene) => !scene.audioKey);
  await runBounded(
    scenes.map((scene) => async () => {
      await narrate(deps, call, storyId, brief, scene);
    }),
    deps.concurrency,
  );
  return { missingNarration: await missingNarration(deps.db, storyId) };
}

export async function runStoryPipeline(storyId: string, given: PipelineDeps): Promise<PipelineOutcome> {
  const deps = privateDeps(given);
  const { db } = deps;
  const story = await Story.query(db).select('id', 'details', 'variety', 'plan', 'generationStatus').findById(storyId);
  if (!story || story.generationStatus === 'completed' || story.generationStatus === 'failed')
    return { missingNarration: [] };
  const brief = await briefOf(db, story);
  const run: StoryRun = {
    deps,
    call: engineCaller(deps, storyId),
    storyId,
    brief,
    startStatus: story.generationStatus,
    // An illustrator that draws from a prompt draws scene 1 from the plan (opening-scene.ts).
    ...(deps.engine.illustrateOpening ? { openingScene: openingSceneOf(brief) } : {}),
  };

  // Steps 1-2: the text, stored as scenes in one short transaction; the reference sheet and scene
  // 1's picture from the plan are made meanwhile.
  let scenes = await loadScenes(db, storyId);
  const sheet =
    scenes.length === 0 || scenes.some((scene) => !scene.imageKey)
      ? startHeroSheet(run, (signal) => engineCaller({ ...deps, signal }, storyId))
      : undefined;
  run.sheet = sheet?.sheet;
  if (run.openingScene && !scenes[0]?.imageKey) run.firstPicture = startFirstPicture(run);
  if (scenes[0]) run.firstPicture?.stored(scenes[0]);
  let written: WrittenStory;
  try {
    if (!(await storyTextStored(db, storyId, scenes))) {
      ({ written, early: run.early } = await writeStoryText(run));
      scenes = await loadScenes(db, storyId);
    } else {
      // Resuming: the text is already stored.
      written = await storedStoryText(db, storyId, scenes);
    }
    await makeSceneMedia(run, written, scenes);
  } finally {
    await run.early?.stop();
    await run.firstPicture?.stop();
    await sheet?.stop();
  }
  await setStatus(db, storyId, 'completed');
  await clearRefundNeeded(db, storyId);
  return { missingNarration: await missingNarration(db, storyId) };
}
