import type { Knex } from 'knex';
import { Scene, Story } from '../models/index.ts';
import { engineCaller } from './engine-caller.ts';
import type { WrittenStory } from './engine.ts';
import { drawPicture, recordPicture, sceneIllustration } from './scene-picture.ts';
import { narrate } from './scene-narration.ts';
import { withSeriesRecap } from './series-recap.ts';
import { setStatus } from './story-status.ts';
import { loadScenes, type DrawnPicture, type EarlyOpening, type SceneRow, type StoryRun } from './story-run.ts';

// Scene 1 from the story's opening (an engine that streams its text tells the title, the hero's
// look and scene 1 first): stored at once, so the child can read it while the rest is written, and
// narrated beside the writing. Its picture is the plan's when the illustrator draws scene 1 from
// the plan (first-picture.ts, begun before any text); otherwise it is drawn from the opening here.

export function startEarlyOpening(run: StoryRun, opening: WrittenStory): EarlyOpening {
  const stopped = new AbortController();
  const signal = run.deps.signal ? AbortSignal.any([run.deps.signal, stopped.signal]) : stopped.signal;
  const call = engineCaller({ ...run.deps, signal }, run.storyId);
  const early = { ...run, deps: { ...run.deps, signal }, call, stopped: signal };
  const stored = storeOpening(run, opening);
  // The plan's picture is recorded with scene 1 as soon as both are there, whatever its words.
  if (run.firstPicture)
    void stored.then(
      (scene) => run.firstPicture?.stored(scene),
      () => {},
    );
  const drawn = run.openingScene
    ? undefined
    : stored.then(async (scene): Promise<DrawnPicture> => {
        // An earlier attempt's opening with the same words already drew it.
        if (scene.imageKey) return { key: scene.imageKey, description: null, widths: null, partialKeys: [] };
        const picture = await drawPicture(early, 1, sceneIllustration(early, opening, 1));
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
  drawn?.catch(() => {});
  narrated.catch(() => {});
  return {
    opening,
    ...(drawn ? { picture: { drawn } } : {}),
    narrated,
    stop: async () => {
      stopped.abort();
      await Promise.all([drawn?.catch(() => {}), narrated.catch(() => {})]);
    },
  };
}

/**
 * Stores scene 1 and the story's title from the opening, before the rest is written. A scene 1
 * left by an earlier attempt with other words is replaced (replaceChangedFirstScene).
 */
async function storeOpening(run: StoryRun, opening: WrittenStory): Promise<SceneRow> {
  const { db } = run.deps;
  const draft = await withSeriesRecap(db, run.storyId, opening);
  const first = firstSceneColumns(run, draft);
  await db.transaction(async (trx) => {
    await Scene.query(trx)
      .insert({ storyId: run.storyId, sceneNumber: 1, ...first })
      .onConflict(['storyId', 'sceneNumber'])
      .ignore();
    await replaceChangedFirstScene(run, trx, first);
    await Story.query(trx)
      .where('id', run.storyId)
      .patch({ title: draft.title.slice(0, 300), summary: draft.summary.slice(0, 1000) });
  });
  return (await loadScenes(db, run.storyId))[0];
}

/** Scene 1's words as stored: its picture's prompt and description are the plan's when it is drawn from the plan. */
export function firstSceneColumns({ openingScene }: Pick<StoryRun, 'openingScene'>, draft: WrittenStory) {
  const scene = draft.scenes[0];
  const pictured = openingScene ?? scene;
  return {
    text: scene.text,
    imagePrompt: pictured.imagePrompt,
    imageDescription: pictured.pictureDescription?.slice(0, 1000) || null,
  };
}

type FirstSceneColumns = ReturnType<typeof firstSceneColumns>;

const noSceneMedia = { imageKey: null, audioKey: null, sentenceStarts: null, imageWidths: null, partialImageKey: null };

/**
 * A stored scene 1 with other words than `first` is replaced, without the media made for the other
 * words: its narration, and its picture unless the picture is the plan's (drawn from the plan, it
 * fits any words; it goes only if it was drawn from another prompt).
 */
export async function replaceChangedFirstScene(
  run: Pick<StoryRun, 'openingScene' | 'storyId'>,
  trx: Knex,
  first: FirstSceneColumns,
) {
  const sceneOne = () => Scene.query(trx).where({ storyId: run.storyId, sceneNumber: 1 });
  if (!run.openingScene) {
    await sceneOne()
      .where((q) => q.whereNot('text', first.text).orWhereNot('imagePrompt', first.imagePrompt))
      .patch({ ...first, ...noSceneMedia });
    return;
  }
  await sceneOne().whereNot('text', first.text).patch({ text: first.text, audioKey: null, sentenceStarts: null });
  await sceneOne().whereNot('imagePrompt', first.imagePrompt).patch({
    imagePrompt: first.imagePrompt,
    imageDescription: first.imageDescription,
    imageKey: null,
    imageWidths: null,
    partialImageKey: null,
  });
}
