import type { Knex } from 'knex';
import type { Logger } from '../logger.ts';
import { GenerationJob, Scene, Story, storyRequestOf } from '../models/index.ts';
import { generationStageDuration, stageOf } from '../metrics.ts';
import type { MediaStore } from '../services/media-store.ts';
import { assertWholeNarration } from './audio-check.ts';
import { startHeroSheet } from './hero-sheet.ts';
import { runBounded } from './bounded-parallel.ts';
import {
  TransientEngineError,
  type MediaFile,
  type StoryBrief,
  type StoryEngine,
  type WrittenStory,
} from './engine.ts';
import { withNamePrivacy } from './name-privacy.ts';
import { receiptRecorder } from './receipt-recorder.ts';
import { usageRecorder } from './cost/spend.ts';
import { withSeriesRecap } from './series-recap.ts';
import { withRetry, type RetryPolicy } from './retry.ts';
import { storedVarietyOf } from '../services/story-variety.ts';
import { earlierStories, storedPlanOf } from '../services/story-plans.ts';
import { pictureCopyKey } from '../services/picture-copies.ts';
import { keepPartialPictures, removePartialPictures } from './partial-pictures.ts';
import { sizedPicture } from './picture-sizes.ts';
import { clearRefundNeeded } from './story-failure.ts';
import { raiseProgress, setStatus } from './story-status.ts';

// One story from request to completion. Every step first looks at what is already stored, so a
// job that a dead worker left half-done is finished by the next one without repeating work or
// duplicating scenes. Transactions stay short and never span an engine call.

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

export interface PipelineOutcome {
  /** Scenes left without narration: the story completed anyway, a background job retries them. */
  missingNarration: number[];
}

const DEFAULT_CALL_TIMEOUT_MS = 120_000;

/** Settles with `work`, or rejects as soon as `signal` aborts even when `work` ignores the signal. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    work.catch(() => {});
    return Promise.reject(signal.reason);
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      work.catch(() => {});
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/**
 * One engine call under the story's deadline and a per-call timeout: the engine gets a signal that
 * fires at whichever comes first; a call cut off by its own timeout is transient (retried).
 */
function engineCaller(
  deps: Pick<PipelineDeps, 'signal' | 'deadline' | 'callTimeoutMs' | 'retry' | 'logger' | 'engine'>,
  storyId: string,
) {
  const outer = [deps.signal, deps.deadline].filter((s): s is AbortSignal => s !== undefined);
  const outerSignal = outer.length ? AbortSignal.any(outer) : undefined;
  const callTimeoutMs = Math.max(1, Math.floor(deps.callTimeoutMs ?? DEFAULT_CALL_TIMEOUT_MS));
  const once = async <T>(what: string, run: (signal: AbortSignal) => Promise<T>): Promise<T> => {
    const timeout = AbortSignal.timeout(callTimeoutMs);
    const signal = outerSignal ? AbortSignal.any([outerSignal, timeout]) : timeout;
    const stopTimer = generationStageDuration.startTimer({ stage: stageOf(what), engine: deps.engine.name });
    try {
      const result = await untilAborted(
        Promise.resolve().then(() => run(signal)),
        signal,
      );
      stopTimer({ outcome: 'ok' });
      return result;
    } catch (error) {
      stopTimer({ outcome: timeout.aborted && !outerSignal?.aborted ? 'timeout' : 'error' });
      if (timeout.aborted && !outerSignal?.aborted) throw new TransientEngineError(`${what}: timed out`);
      throw error;
    }
  };
  /** Text and pictures are retried until the deadline; narration only `retry.attempts` times (a later job tries again). */
  return <T>(
    what: string,
    run: (signal: AbortSignal) => Promise<T>,
    { untilDeadline = true }: { untilDeadline?: boolean } = {},
  ) =>
    withRetry(() => once(what, run), deps.retry, {
      signal: outerSignal,
      untilAborted: untilDeadline,
      onRetry: (error, attempt) =>
        deps.logger.warn('generation step will be retried', { storyId, step: what, attempt, error: error.message }),
    });
}

type SceneRow = Pick<
  Scene,
  'id' | 'sceneNumber' | 'text' | 'imagePrompt' | 'imageDescription' | 'imageKey' | 'audioKey'
>;

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

function mediaKey(storyId: string, sceneNumber: number, kind: 'picture' | 'narration', file: MediaFile): string {
  const extension = file.extension.replace(/[^a-z0-9]/gi, '').toLowerCase() || 'bin';
  return `${storyId}/scene-${sceneNumber}-${kind}.${extension}`;
}

async function loadScenes(db: Knex, storyId: string): Promise<SceneRow[]> {
  return Scene.query(db)
    .select('id', 'sceneNumber', 'text', 'imagePrompt', 'imageDescription', 'imageKey', 'audioKey')
    .where({ storyId })
    .orderBy('sceneNumber');
}

/**
 * Narrates one scene. A narration that cannot be made (after its retries, or cut off by the
 * deadline) does not fail the story: the scene stays without audio and a later job tries again.
 * Returns false then; only the worker stopping is passed on.
 */
async function narrate(
  deps: PipelineDeps,
  call: EngineCall,
  storyId: string,
  brief: StoryBrief,
  scene: SceneRow,
): Promise<boolean> {
  try {
    const audio = await call(
      `narration ${scene.sceneNumber}`,
      (signal) =>
        // A truncated or broken file is a transient failure, retried: never stored.
        deps.engine
          .narrateScene(
            { brief, text: scene.text, sceneNumber: scene.sceneNumber },
            {
              signal,
              record: receiptRecorder(deps.db, storyId, scene.sceneNumber),
              use: usageRecorder(deps.db, storyId, scene.sceneNumber, deps.logger),
            },
          )
          .then((file) => assertWholeNarration(file, scene.text)),
      { untilDeadline: false },
    );
    const key = mediaKey(storyId, scene.sceneNumber, 'narration', audio);
    await deps.media.put(key, audio.data);
    await Scene.query(deps.db)
      .where({ id: scene.id })
      .whereNull('audioKey')
      .patch({ audioKey: key, sentenceStarts: audio.sentenceStarts ? JSON.stringify(audio.sentenceStarts) : null });
    return true;
  } catch (error) {
    if (deps.signal?.aborted) throw error;
    deps.logger.warn('narration failed; the story goes on without it for now', {
      storyId,
      sceneNumber: scene.sceneNumber,
      error: error instanceof Error ? error.message : String(error),
    });
    return false;
  }
}

async function missingNarration(db: Knex, storyId: string): Promise<number[]> {
  const rows = await Scene.query(db)
    .select('sceneNumber')
    .where({ storyId })
    .whereNull('audioKey')
    .orderBy('sceneNumber');
  return rows.map((row) => row.sceneNumber);
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
  const run: StoryRun = {
    deps,
    call: engineCaller(deps, storyId),
    storyId,
    brief: await briefOf(db, story),
    startStatus: story.generationStatus,
  };

  // Steps 1-2: the text, stored as scenes in one short transaction; the reference sheet is made meanwhile.
  let scenes = await loadScenes(db, storyId);
  const sheet =
    scenes.length === 0 || scenes.some((scene) => !scene.imageKey)
      ? startHeroSheet(run, (signal) => engineCaller({ ...deps, signal }, storyId))
      : undefined;
  run.sheet = sheet?.sheet;
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
    await sheet?.stop();
  }
  await setStatus(db, storyId, 'completed');
  await clearRefundNeeded(db, storyId);
  return { missingNarration: await missingNarration(db, storyId) };
}

type EngineCall = ReturnType<typeof engineCaller>;

/** One run of the pipeline over one story. */
interface StoryRun {
  deps: PipelineDeps;
  call: EngineCall;
  storyId: string;
  brief: StoryBrief;
  /** The story's status when the run began. */
  startStatus: Story['generationStatus'];
  /** Scene 1's picture, begun while the rest of the text was being written. */
  early?: EarlyPicture;
  /** The story's reference sheet, made while the text is written (hero-sheet.ts); undefined when drawn without. */
  sheet?: Promise<MediaFile | undefined>;
  /** Scene 1's picture drawn early: it stops waiting for the sheet when it is cut off. */
  stopped?: AbortSignal;
}

/** A picture drawn and put in the media store, not yet recorded with its scene. */
interface DrawnPicture {
  key: string;
  description: string | null;
  /** A raster picture's stored widths (services/picture-copies.ts) as JSON; null for SVG. */
  widths: string | null;
  /** The partial pictures shown while it was drawn (partial-pictures.ts), removed once it is recorded. */
  partialKeys: string[];
}

/**
 * Scene 1 made from the story's opening (engines that stream their text): stored at once, so the
 * child can read it while the rest is written, and narrated and drawn beside the writing.
 */
interface EarlyPicture {
  opening: WrittenStory;
  done: Promise<DrawnPicture>;
  /** Scene 1's narration from the opening; false when it could not be made (a later job tries again). */
  narrated: Promise<boolean>;
  /** Cuts the picture and narration off and waits until they have settled, so nothing of them is written afterwards. */
  stop(): Promise<void>;
}

function startEarlyPicture(run: StoryRun, opening: WrittenStory): EarlyPicture {
  const stopped = new AbortController();
  const signal = run.deps.signal ? AbortSignal.any([run.deps.signal, stopped.signal]) : stopped.signal;
  const call = engineCaller({ ...run.deps, signal }, run.storyId);
  const early = { ...run, deps: { ...run.deps, signal }, call, stopped: signal };
  const stored = storeOpening(run, opening);
  const done = stored.then(async (scene): Promise<DrawnPicture> => {
    // An earlier attempt's opening with the same words already drew it.
    if (scene.imageKey) return { key: scene.imageKey, description: null, widths: null, partialKeys: [] };
    const picture = await drawPicture(early, opening, 1);
    // Shown at once, before the rest of the text is there; recorded again (a no-op) with the scenes.
    if (!stopped.signal.aborted) await recordPicture(run.deps, scene, picture);
    return picture;
  });
  const narrated = stored.then(async (scene) => {
    const ok = Boolean(scene.audioKey) || (await narrate(early.deps, call, run.storyId, run.brief, scene));
    // Scene 1's text and voice are there: the child may start (the picture develops meanwhile).
    if (ok && !stopped.signal.aborted) await setStatus(run.deps.db, run.storyId, 'preview_ready');
    return ok;
  });
  done.catch(() => {});
  narrated.catch(() => {});
  return {
    opening,
    done,
    narrated,
    stop: async () => {
      stopped.abort();
      await Promise.all([done.catch(() => {}), narrated.catch(() => {})]);
    },
  };
}

/**
 * Stores scene 1 and the story's title from the opening, before the rest is written. A scene 1
 * left by an earlier attempt with other words is replaced, without its media.
 */
async function storeOpening({ deps: { db }, storyId }: StoryRun, opening: WrittenStory): Promise<SceneRow> {
  const draft = await withSeriesRecap(db, storyId, opening);
  const first = firstSceneColumns(draft);
  await db.transaction(async (trx) => {
    await Scene.query(trx)
      .insert({ storyId, sceneNumber: 1, ...first })
      .onConflict(['storyId', 'sceneNumber'])
      .ignore();
    await replaceChangedFirstScene(trx, storyId, first);
    await Story.query(trx)
      .where('id', storyId)
      .patch({ title: draft.title.slice(0, 300), summary: draft.summary.slice(0, 1000) });
  });
  return (await loadScenes(db, storyId))[0];
}

/** Scene 1's words as stored. */
function firstSceneColumns(draft: WrittenStory) {
  const scene = draft.scenes[0];
  return {
    text: scene.text,
    imagePrompt: scene.imagePrompt,
    imageDescription: scene.pictureDescription?.slice(0, 1000) || null,
  };
}

/** A stored scene 1 with other words than `first` is replaced, without its media (made for the other words). */
async function replaceChangedFirstScene(trx: Knex, storyId: string, first: ReturnType<typeof firstSceneColumns>) {
  await Scene.query(trx)
    .where({ storyId, sceneNumber: 1 })
    .where((q) => q.whereNot('text', first.text).orWhereNot('imagePrompt', first.imagePrompt))
    .patch({ ...first, ...noSceneMedia });
}

const noSceneMedia = { imageKey: null, audioKey: null, sentenceStarts: null, imageWidths: null, partialImageKey: null };

/** Scene 1's picture only fits the story when the story's hero and scene 1 are those of its opening. */
function sameOpening(opening: WrittenStory, written: WrittenStory): boolean {
  const picturedBy = (story: WrittenStory) => JSON.stringify([story.characterDescription, story.scenes[0]]);
  return picturedBy(opening) === picturedBy(written);
}

/**
 * Writes the story and stores its scenes. An engine that streams tells the opening first: scene
 * 1's picture starts then, while the rest is written. The scenes are stored only once the whole
 * text is there; an attempt that breaks off drops its opening's picture before the next one.
 */
async function writeStoryText(run: StoryRun): Promise<{ written: WrittenStory; early?: EarlyPicture }> {
  const { deps, call, storyId, brief, startStatus } = run;
  const { db, engine } = deps;
  if (startStatus !== 'creating_story') await setStatus(db, storyId, 'creating_story');
  let early: EarlyPicture | undefined;
  const dropEarly = async () => {
    const dropped = early;
    early = undefined;
    await dropped?.stop();
  };
  let attempts = 0;
  let written: WrittenStory;
  try {
    written = await call('story text', async (signal) => {
      await dropEarly();
      const attempt = ++attempts;
      const onOpening = (opening: WrittenStory) => {
        if (attempt === attempts && !signal.aborted && opening.scenes.length > 0)
          early ??= startEarlyPicture(run, opening);
      };
      const answer = await engine.writeStory(brief, {
        signal,
        onOpening,
        record: receiptRecorder(db, storyId),
        use: usageRecorder(db, storyId, null, deps.logger),
      });
      if (answer.scenes.length === 0) throw new TransientEngineError('story text: the story came back without scenes');
      return answer;
    });
  } catch (error) {
    await dropEarly();
    throw error;
  }
  if (early && !sameOpening(early.opening, written)) await dropEarly();
  return { written: await storeStoryText(run, written), early };
}

/** The scenes and the move to pictures commit together, so a resumed job never sees half a story. */
async function storeStoryText({ deps: { db }, storyId }: StoryRun, written: WrittenStory): Promise<WrittenStory> {
  const draft = await withSeriesRecap(db, storyId, written);
  await setStatus(db, storyId, 'splitting_scenes');
  await db.transaction(async (trx) => {
    await Scene.query(trx)
      .insert(
        draft.scenes.map((scene, i) => ({
          storyId,
          sceneNumber: i + 1,
          text: scene.text,
          imagePrompt: scene.imagePrompt,
          imageDescription: scene.pictureDescription?.slice(0, 1000) || null,
        })),
      )
      .onConflict(['storyId', 'sceneNumber'])
      .ignore();
    // A scene 1 stored from an opening this story did not keep (writeStoryText dropped it) is replaced.
    await replaceChangedFirstScene(trx, storyId, firstSceneColumns(draft));
    await Story.query(trx)
      .where('id', storyId)
      .patch({
        title: draft.title.slice(0, 300),
        summary: draft.summary.slice(0, 1000),
        plot: draft.plot?.slice(0, 100) || null,
      });
    await GenerationJob.query(trx).where({ storyId }).patch({ characterDescription: draft.characterDescription });
    await setStatus(trx, storyId, 'generating_images');
  });
  return draft;
}

/**
 * Whether the whole text is stored: the scenes and the hero's look are stored together
 * (storeStoryText); scene 1 alone, stored from an opening, is not the story yet.
 */
async function storyTextStored(db: Knex, storyId: string, scenes: SceneRow[]): Promise<boolean> {
  if (scenes.length === 0) return false;
  const job = await GenerationJob.query(db).select('characterDescription').where({ storyId }).first();
  return !job || job.characterDescription !== null;
}

/** The story as a dead worker stored it. */
async function storedStoryText(db: Knex, storyId: string, scenes: SceneRow[]): Promise<WrittenStory> {
  const header = (await Story.query(db).select('title', 'summary', 'plot').findById(storyId))!;
  const job = await GenerationJob.query(db).select('characterDescription').where({ storyId }).first();
  return {
    title: header.title,
    summary: header.summary,
    characterDescription: job?.characterDescription ?? '',
    scenes: scenes.map((scene) => ({
      text: scene.text,
      imagePrompt: scene.imagePrompt ?? '',
      ...(scene.imageDescription ? { pictureDescription: scene.imageDescription } : {}),
    })),
    ...(header.plot ? { plot: header.plot } : {}),
  };
}

/** Draws one scene's picture and puts it in the media store. */
async function drawPicture(
  { deps, call, storyId, brief, sheet: sheetMade, stopped }: StoryRun,
  written: WrittenStory,
  sceneNumber: number,
): Promise<DrawnPicture> {
  const sheet = await (sheetMade && stopped ? untilAborted(sheetMade, stopped) : sheetMade);
  const partialKeys: string[] = [];
  const picture = await call(`picture ${sceneNumber}`, async (signal) => {
    // Each attempt's partials are its own; the last one stays shown if the attempt fails.
    const partials = keepPartialPictures(deps, storyId, sceneNumber);
    try {
      return await deps.engine.illustrateScene(
        { brief, story: written, sceneNumber, ...(sheet ? { sheet } : {}) },
        {
          signal,
          record: receiptRecorder(deps.db, storyId, sceneNumber),
          use: usageRecorder(deps.db, storyId, sceneNumber, deps.logger),
          onPartial: partials.onPartial,
        },
      );
    } finally {
      await partials.close();
      partialKeys.push(...partials.keys);
    }
  });
  if (picture.data.length === 0) throw new TransientEngineError(`picture ${sceneNumber}: empty image`);
  const key = mediaKey(storyId, sceneNumber, 'picture', picture);
  await deps.media.put(key, picture.data);
  const widths = await storePictureCopies(deps.media, key, picture);
  return { key, description: picture.description?.trim().slice(0, 1000) || null, widths, partialKeys };
}

/**
 * A raster picture's smaller copies, made once and stored beside it for the viewer's `srcset`
 * (picture-sizes.ts); its widths as stored in scenes.image_widths, or null (SVG, or no copy narrower).
 */
async function storePictureCopies(media: MediaStore, key: string, picture: MediaFile): Promise<string | null> {
  const sized = await sizedPicture(picture.contentType, picture.data);
  if (!sized || sized.copies.length === 0) return null;
  for (const copy of sized.copies) await media.put(pictureCopyKey(key, copy.width), copy.data);
  return JSON.stringify([...sized.copies.map((copy) => copy.width), sized.width]);
}

async function recordPicture({ db, media }: PipelineDeps, scene: Pick<SceneRow, 'id'>, picture: DrawnPicture) {
  await Scene.query(db).where({ id: scene.id }).whereNull('imageKey').patch({
    imageKey: picture.key,
    imageDescription: picture.description,
    imageWidths: picture.widths,
    partialImageKey: null,
  });
  await removePartialPictures(media, picture.partialKeys);
}

async function drawScene(run: StoryRun, written: WrittenStory, scene: SceneRow) {
  const picture = await (scene.sceneNumber === 1 && run.early
    ? run.early.done
    : drawPicture(run, written, scene.sceneNumber));
  await recordPicture(run.deps, scene, picture);
}

type SceneTask = { kind: 'picture' | 'narration'; run: () => Promise<void>; ready?: () => boolean };
type Preview = { ready: boolean };

/**
 * Step 3, shortest path first: scene 1's picture makes the preview, and every narration needs
 * only its scene's text, so they start beside it (the offline engine speaks in other processes
 * while this one draws). The other pictures wait for the preview, then all goes on, bounded,
 * scene by scene in order.
 */
async function makeSceneMedia(run: StoryRun, written: WrittenStory, scenes: SceneRow[]) {
  const { db } = run.deps;
  const preview: Preview = { ready: Boolean(scenes[0].imageKey) };
  if (preview.ready) await setStatus(db, run.storyId, 'preview_ready');
  else if (run.startStatus !== 'creating_story') await setStatus(db, run.storyId, 'generating_images');
  const tasks = sceneTasks(run, written, scenes, preview);
  await runSceneTasks(run, tasks, 2 * scenes.length, preview);
}

/** The pictures and narrations still missing, in the order they are started. */
function sceneTasks(run: StoryRun, written: WrittenStory, scenes: SceneRow[], preview: Preview): SceneTask[] {
  const { deps, call, storyId, brief } = run;
  const [first, ...rest] = scenes;
  const narrateScene = async (scene: SceneRow) => {
    await narrate(deps, call, storyId, brief, scene);
  };
  const tasks: SceneTask[] = [];
  const afterPreview = () => preview.ready;
  let firstSceneTasksLeft = Number(!first.imageKey) + Number(!first.audioKey);
  const firstSceneTaskDone = () => {
    if (--firstSceneTasksLeft === 0) deps.onFirstSceneReady?.();
  };
  const firstPicture = {
    kind: 'picture' as const,
    run: async () => {
      await drawScene(run, written, first);
      await setStatus(deps.db, storyId, 'preview_ready');
      preview.ready = true;
      firstSceneTaskDone();
    },
  };
  // With a single place the preview comes first; otherwise narration 1 is handed over before picture 1 is drawn.
  if (!first.imageKey && deps.concurrency < 2) tasks.push(firstPicture);
  if (!first.audioKey)
    tasks.push({
      kind: 'narration',
      run: async () => {
        // Begun from the opening (startEarlyPicture), or now.
        const voiced = (await run.early?.narrated) || (await narrate(deps, call, storyId, brief, first));
        // Scene 1's text and voice make the preview even before its picture is final (it develops meanwhile).
        if (voiced) await setStatus(deps.db, storyId, 'preview_ready');
        firstSceneTaskDone();
      },
    });
  if (!first.imageKey && deps.concurrency >= 2) tasks.push(firstPicture);
  for (const scene of rest) {
    if (!scene.imageKey)
      tasks.push({ kind: 'picture', run: () => drawScene(run, written, scene), ready: afterPreview });
    if (!scene.audioKey) tasks.push({ kind: 'narration', run: () => narrateScene(scene) });
  }
  return tasks;
}

/** Runs the tasks, bounded, raising the story's progress and announcing narration once the pictures are done. */
async function runSceneTasks({ deps, storyId }: StoryRun, tasks: SceneTask[], total: number, preview: Preview) {
  const { db } = deps;
  let done = total - tasks.length;
  let picturesLeft = tasks.filter((t) => t.kind === 'picture').length;
  let narrationAnnounced = false;
  const announceNarration = async () => {
    if (narrationAnnounced || picturesLeft > 0 || !tasks.some((t) => t.kind === 'narration')) return;
    narrationAnnounced = true;
    await setStatus(db, storyId, 'creating_narration');
  };
  await announceNarration();
  await runBounded(
    tasks.map((task) => ({
      ready: task.ready,
      run: async () => {
        await task.run();
        done++;
        if (task.kind === 'picture') picturesLeft--;
        // Progress past the preview's 50 % only once the preview is there.
        if (preview.ready) await raiseProgress(db, storyId, 50 + (49 * done) / total);
        if (done < total) await announceNarration();
      },
    })),
    deps.concurrency,
  );
}
