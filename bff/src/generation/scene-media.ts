import { runBounded } from './bounded-parallel.ts';
import type { WrittenStory } from './engine.ts';
import { drawPicture, openingIllustration, recordPicture, sceneIllustration } from './scene-picture.ts';
import { narrate } from './scene-narration.ts';
import { raiseProgress, setStatus } from './story-status.ts';
import type { SceneRow, StoryRun } from './story-run.ts';

// Step 3 of the pipeline: every scene's picture and narration still missing, shortest path to the
// preview first.

async function drawScene(run: StoryRun, written: WrittenStory, scene: SceneRow) {
  const n = scene.sceneNumber;
  // Scene 1's picture begun early: from the plan, or from the story's opening.
  const early = n === 1 ? (run.firstPicture ?? run.early?.picture) : undefined;
  const illustration = n === 1 && run.openingScene ? openingIllustration(run) : sceneIllustration(run, written, n);
  const picture = await (early ? early.drawn : drawPicture(run, n, illustration));
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
export async function makeSceneMedia(run: StoryRun, written: WrittenStory, scenes: SceneRow[]) {
  const { db } = run.deps;
  // Scene 1's picture from the plan, begun before scene 1 was stored (stream off, or a resumed job).
  run.firstPicture?.stored(scenes[0]);
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
        // Begun from the opening (streamed-opening.ts), or now.
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
