import type { Knex } from 'knex';
import { GenerationJob, Scene, Story } from '../models/index.ts';
import { TransientEngineError, type WrittenStory } from './engine.ts';
import { receiptRecorder } from './receipt-recorder.ts';
import { usageRecorder } from './cost/spend.ts';
import { withSeriesRecap } from './series-recap.ts';
import { setStatus } from './story-status.ts';
import { firstSceneColumns, replaceChangedFirstScene, startEarlyOpening } from './streamed-opening.ts';
import type { EarlyOpening, SceneRow, StoryRun } from './story-run.ts';

// Steps 1-2 of the pipeline: the story's text, written by the engine and stored as scenes in one
// short transaction; or, for a resumed job, the text as it was stored.

/**
 * Whether scene 1 made from the opening still fits the story written: its narration was made of its
 * words. Its picture is drawn from the hero's look and scene 1's prompt, unless it is the plan's
 * (then it fits any words).
 */
function openingKept(run: StoryRun, opening: WrittenStory, written: WrittenStory): boolean {
  if (run.openingScene) return opening.scenes[0]?.text === written.scenes[0]?.text;
  const picturedBy = (story: WrittenStory) => JSON.stringify([story.characterDescription, story.scenes[0]]);
  return picturedBy(opening) === picturedBy(written);
}

/**
 * Writes the story and stores its scenes. An engine that streams tells the opening first: scene
 * 1 is stored and narrated then (and drawn, unless drawn from the plan), while the rest is written.
 * The scenes are stored only once the whole text is there; an attempt that breaks off drops what
 * was made of its opening before the next one.
 */
export async function writeStoryText(run: StoryRun): Promise<{ written: WrittenStory; early?: EarlyOpening }> {
  const { deps, call, storyId, brief, startStatus } = run;
  const { db, engine } = deps;
  if (startStatus !== 'creating_story') await setStatus(db, storyId, 'creating_story');
  let early: EarlyOpening | undefined;
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
          early ??= startEarlyOpening(run, opening);
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
  if (early && !openingKept(run, early.opening, written)) await dropEarly();
  return { written: await storeStoryText(run, written), early };
}

/** The scenes and the move to pictures commit together, so a resumed job never sees half a story. */
async function storeStoryText(run: StoryRun, written: WrittenStory): Promise<WrittenStory> {
  const { db } = run.deps;
  const { storyId } = run;
  const draft = await withSeriesRecap(db, storyId, written);
  const first = firstSceneColumns(run, draft);
  await setStatus(db, storyId, 'splitting_scenes');
  await db.transaction(async (trx) => {
    await Scene.query(trx)
      .insert(
        draft.scenes.map((scene, i) => ({
          storyId,
          sceneNumber: i + 1,
          ...(i === 0
            ? first
            : {
                text: scene.text,
                imagePrompt: scene.imagePrompt,
                imageDescription: scene.pictureDescription?.slice(0, 1000) || null,
              }),
        })),
      )
      .onConflict(['storyId', 'sceneNumber'])
      .ignore();
    // A scene 1 stored from an opening this story did not keep (writeStoryText dropped it) is replaced.
    await replaceChangedFirstScene(run, trx, first);
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
export async function storyTextStored(db: Knex, storyId: string, scenes: SceneRow[]): Promise<boolean> {
  if (scenes.length === 0) return false;
  const job = await GenerationJob.query(db).select('characterDescription').where({ storyId }).first();
  return !job || job.characterDescription !== null;
}

/** The story as a dead worker stored it. */
export async function storedStoryText(db: Knex, storyId: string, scenes: SceneRow[]): Promise<WrittenStory> {
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
