import type { Knex } from 'knex';
import type { Logger } from '../logger.ts';
import type { MediaStore } from '../services/media-store.ts';
import { assertWholeNarration } from './audio-check.ts';
import { runBounded } from './bounded-parallel.ts';
import type { MediaFile, StoryBrief, StoryEngine, WrittenStory } from './engine.ts';
import { withRetry, type RetryPolicy } from './retry.ts';
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
  signal?: AbortSignal;
}

interface SceneRow {
  id: number;
  sceneNumber: number;
  text: string;
  imagePrompt: string | null;
  imageKey: string | null;
  audioKey: string | null;
}

export function briefOf(details: Record<string, unknown>): StoryBrief {
  return details as unknown as StoryBrief;
}

function mediaKey(storyId: string, sceneNumber: number, kind: 'picture' | 'narration', file: MediaFile): string {
  const extension = file.extension.replace(/[^a-z0-9]/gi, '').toLowerCase() || 'bin';
  return `${storyId}/scene-${sceneNumber}-${kind}.${extension}`;
}

async function loadScenes(db: Knex, storyId: string): Promise<SceneRow[]> {
  return db('scenes').select('id', 'sceneNumber', 'text', 'imagePrompt', 'imageKey', 'audioKey').where({ storyId }).orderBy('sceneNumber');
}

export async function runStoryPipeline(storyId: string, deps: PipelineDeps): Promise<void> {
  const { db, engine, media, logger, signal } = deps;
  const story = await db('stories').select('id', 'details', 'generationStatus').where('id', storyId).first();
  if (!story || story.generationStatus === 'completed' || story.generationStatus === 'failed') return;
  const brief = briefOf(story.details);
  const retrying = <T>(what: string, work: () => Promise<T>) =>
    withRetry(work, deps.retry, {
      signal,
      onRetry: (error, attempt) => logger.warn('generation step will be retried', { storyId, step: what, attempt, error: error.message }),
    });

  // Steps 1-2: the text, stored as scenes in one short transaction.
  let scenes = await loadScenes(db, storyId);
  let written: WrittenStory;
  if (scenes.length === 0) {
    if (story.generationStatus !== 'creating_story') await setStatus(db, storyId, 'creating_story');
    written = await retrying('story text', () => engine.writeStory(brief, { signal }));
    if (written.scenes.length === 0) throw new Error('The story came back without scenes');
    const draft = written;
    await setStatus(db, storyId, 'splitting_scenes');
    // The scenes and the move to pictures commit together, so a resumed job never sees half a story.
    await db.transaction(async (trx) => {
      await trx('scenes')
        .insert(draft.scenes.map((scene, i) => ({ storyId, sceneNumber: i + 1, text: scene.text, imagePrompt: scene.imagePrompt })))
        .onConflict(['storyId', 'sceneNumber'])
        .ignore();
      await trx('stories').where('id', storyId).update({ title: draft.title.slice(0, 300), summary: draft.summary.slice(0, 1000) });
      await trx('generation_jobs').where({ storyId }).update({ characterDescription: draft.characterDescription });
      await setStatus(trx, storyId, 'generating_images');
    });
    scenes = await loadScenes(db, storyId);
  } else {
    // Resuming: the text is already stored.
    const header = await db('stories').select('title', 'summary').where('id', storyId).first();
    const job = await db('generation_jobs').select('characterDescription').where({ storyId }).first();
    written = {
      title: header.title,
      summary: header.summary,
      characterDescription: job?.characterDescription ?? '',
      scenes: scenes.map((scene) => ({ text: scene.text, imagePrompt: scene.imagePrompt ?? '' })),
    };
  }

  const drawScene = async (scene: SceneRow) => {
    const picture = await retrying(`picture ${scene.sceneNumber}`, () =>
      engine.illustrateScene({ brief, story: written, sceneNumber: scene.sceneNumber }, { signal }),
    );
    const key = mediaKey(storyId, scene.sceneNumber, 'picture', picture);
    await media.put(key, picture.data);
    await db('scenes').where({ id: scene.id }).whereNull('imageKey').update({ imageKey: key });
  };
  const narrateScene = async (scene: SceneRow) => {
    const audio = await retrying(`narration ${scene.sceneNumber}`, () =>
      engine.narrateScene({ brief, text: scene.text, sceneNumber: scene.sceneNumber }, { signal }).then((file) => assertWholeNarration(file, scene.text)),
    );
    const key = mediaKey(storyId, scene.sceneNumber, 'narration', audio);
    await media.put(key, audio.data);
    await db('scenes').where({ id: scene.id }).whereNull('audioKey').update({ audioKey: key });
  };

  // Step 3, shortest path first: scene 1's picture makes the preview.
  const [first, ...rest] = scenes;
  if (!first.imageKey) {
    if (story.generationStatus !== 'creating_story') await setStatus(db, storyId, 'generating_images');
    await drawScene(first);
  }
  await setStatus(db, storyId, 'preview_ready');

  // Then every other picture and all narration, bounded, scene by scene in order.
  const tasks: { kind: 'picture' | 'narration'; run: () => Promise<void> }[] = [];
  if (!first.audioKey) tasks.push({ kind: 'narration', run: () => narrateScene(first) });
  for (const scene of rest) {
    if (!scene.imageKey) tasks.push({ kind: 'picture', run: () => drawScene(scene) });
    if (!scene.audioKey) tasks.push({ kind: 'narration', run: () => narrateScene(scene) });
  }
  const total = 2 * scenes.length - 1;
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
    tasks.map((task) => async () => {
      await task.run();
      done++;
      if (task.kind === 'picture') picturesLeft--;
      await raiseProgress(db, storyId, 50 + (49 * done) / total);
      if (done < total) await announceNarration();
    }),
    deps.concurrency,
  );
  await setStatus(db, storyId, 'completed');
}
