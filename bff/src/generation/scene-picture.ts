import { Scene } from '../models/index.ts';
import type { MediaStore } from '../services/media-store.ts';
import { pictureCopyKey } from '../services/picture-copies.ts';
import { untilAborted } from './engine-caller.ts';
import { TransientEngineError, type IllustrateOptions, type MediaFile, type WrittenStory } from './engine.ts';
import { keepPartialPictures, removePartialPictures } from './partial-pictures.ts';
import { sizedPicture } from './picture-sizes.ts';
import { receiptRecorder } from './receipt-recorder.ts';
import { usageRecorder } from './cost/spend.ts';
import { mediaKey, type DrawnPicture, type PipelineDeps, type SceneRow, type StoryRun } from './story-run.ts';

// One scene's picture: drawn by the engine (with the story's reference sheet, once there), its
// partial pictures shown meanwhile, put in the media store with its smaller copies, and recorded
// with its scene.

/** One engine call that draws a picture, given the sheet (when the story has one). */
type Illustration = (sheet: MediaFile | undefined, options: IllustrateOptions) => Promise<MediaFile>;

/** Scene `sceneNumber` of the written story, drawn from its words. */
export function sceneIllustration(run: StoryRun, written: WrittenStory, sceneNumber: number): Illustration {
  return (sheet, options) =>
    run.deps.engine.illustrateScene(
      { brief: run.brief, story: written, sceneNumber, ...(sheet ? { sheet } : {}) },
      options,
    );
}

/** Scene 1 drawn from the plan alone (an engine with illustrateOpening; opening-scene.ts). */
export function openingIllustration(run: StoryRun): Illustration {
  return (sheet, options) => {
    const illustrate = run.deps.engine.illustrateOpening;
    if (!illustrate) throw new Error('the illustrator does not draw scene 1 from the plan');
    return illustrate.call(run.deps.engine, { brief: run.brief, ...(sheet ? { sheet } : {}) }, options);
  };
}

/**
 * Draws one scene's picture and puts it in the media store. `onPartialStored` is told the key of
 * each partial picture stored, whether or not its scene is stored yet.
 */
export async function drawPicture(
  { deps, call, storyId, sheet: sheetMade, stopped }: StoryRun,
  sceneNumber: number,
  illustrate: Illustration,
  onPartialStored?: (key: string) => void,
): Promise<DrawnPicture> {
  const sheet = await (sheetMade && stopped ? untilAborted(sheetMade, stopped) : sheetMade);
  const partialKeys: string[] = [];
  const picture = await call(`picture ${sceneNumber}`, async (signal) => {
    // Each attempt's partials are its own; the last one stays shown if the attempt fails.
    const partials = keepPartialPictures(deps, storyId, sceneNumber, onPartialStored);
    try {
      return await illustrate(sheet, {
        signal,
        record: receiptRecorder(deps.db, storyId, sceneNumber),
        use: usageRecorder(deps.db, storyId, sceneNumber, deps.logger),
        onPartial: partials.onPartial,
      });
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

export async function recordPicture({ db, media }: PipelineDeps, scene: Pick<SceneRow, 'id'>, picture: DrawnPicture) {
  await Scene.query(db).where({ id: scene.id }).whereNull('imageKey').patch({
    imageKey: picture.key,
    imageDescription: picture.description,
    imageWidths: picture.widths,
    partialImageKey: null,
  });
  await removePartialPictures(media, picture.partialKeys);
}
