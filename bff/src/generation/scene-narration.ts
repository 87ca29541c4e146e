import type { Knex } from 'knex';
import { Scene } from '../models/index.ts';
import { assertWholeNarration } from './audio-check.ts';
import type { EngineCall } from './engine-caller.ts';
import type { StoryBrief } from './engine.ts';
import { receiptRecorder } from './receipt-recorder.ts';
import { usageRecorder } from './cost/spend.ts';
import { mediaKey, type PipelineDeps, type SceneRow } from './story-run.ts';

/**
 * Narrates one scene. A narration that cannot be made (after its retries, or cut off by the
 * deadline) does not fail the story: the scene stays without audio and a later job tries again.
 * Returns false then; only the worker stopping is passed on.
 */
export async function narrate(
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

export async function missingNarration(db: Knex, storyId: string): Promise<number[]> {
  const rows = await Scene.query(db)
    .select('sceneNumber')
    .where({ storyId })
    .whereNull('audioKey')
    .orderBy('sceneNumber');
  return rows.map((row) => row.sceneNumber);
}
