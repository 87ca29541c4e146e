import { Scene } from '../models/index.ts';
import { engineCaller } from './engine-caller.ts';
import { drawPicture, openingIllustration, recordPicture } from './scene-picture.ts';
import type { FirstPicture, SceneRow, StoryRun } from './story-run.ts';

// Scene 1's picture belongs to the plan (opening-scene.ts): an illustrator that draws from a prompt
// starts it when the story's run begins, beside the writing, so the child's first picture develops
// while the text is still being written. It is kept whatever words the writer comes back with, and
// through every attempt at the text; only the run's end, or the story failing, stops it.
//
// It may be drawn before scene 1 is stored. Its partials go to the media store as they come, and
// the newest is shown once scene 1 is stored; the final picture is recorded with scene 1 as soon as
// both are there (while the rest is written, when the text streams), and again, a no-op, with the
// other pictures.

export function startFirstPicture(run: StoryRun): FirstPicture {
  const stopped = new AbortController();
  const signal = run.deps.signal ? AbortSignal.any([run.deps.signal, stopped.signal]) : stopped.signal;
  const early: StoryRun = {
    ...run,
    deps: { ...run.deps, signal },
    call: engineCaller({ ...run.deps, signal }, run.storyId),
    stopped: signal,
  };
  let newestPartial: string | undefined;
  const drawn = drawPicture(early, 1, openingIllustration(early), (key) => (newestPartial = key));
  drawn.catch(() => {});
  const writes: Promise<unknown>[] = [];
  let scene: SceneRow | undefined;
  return {
    drawn,
    stored(row) {
      if (scene || stopped.signal.aborted) return;
      scene = row;
      const recorded = drawn.then((picture) =>
        stopped.signal.aborted ? undefined : recordPicture(run.deps, row, picture),
      );
      const shown = showNewestPartial(run, row, () => newestPartial).catch((error: unknown) =>
        run.deps.logger.warn('a partial picture could not be shown; the final one still comes', {
          storyId: run.storyId,
          error: error instanceof Error ? error.message : String(error),
        }),
      );
      // A picture that cannot be recorded now is recorded with the other pictures, or fails there.
      writes.push(
        shown,
        recorded.catch(() => {}),
      );
    },
    async stop() {
      stopped.abort();
      await Promise.allSettled([drawn, ...writes]);
    },
  };
}

/**
 * A partial that came before scene 1 was stored could not be shown then: it is now, unless a newer
 * one (which shows itself) or the final picture got there first.
 */
async function showNewestPartial(run: StoryRun, scene: SceneRow, newest: () => string | undefined) {
  const key = newest();
  if (!key) return;
  await Scene.query(run.deps.db)
    .where({ id: scene.id })
    .whereNull('imageKey')
    .whereNull('partialImageKey')
    .patch({ partialImageKey: key });
}
