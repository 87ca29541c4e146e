import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { Logger } from '../logger.ts';
import { Scene } from '../models/index.ts';
import type { MediaStore } from '../services/media-store.ts';
import type { MediaFile } from './engine.ts';

// A picture that develops in front of the child. While an engine draws a scene it may hand over
// rough partial pictures (IllustrateOptions.onPartial); each is stored under a key of its own (a
// new URL, so no cache shows an old one) and becomes the scene's current picture
// (scenes.partial_image_key) until the final picture is recorded in image_key. A partial never
// replaces a final picture, an older partial never replaces a newer one, and nothing is taken
// after the drawing closed. A drawing that fails after its partials leaves the last one shown:
// the scene still has no final picture, so the retry (or a resumed job) draws it again. Scene 1's
// picture from the plan may be drawn before scene 1 is stored: its partials are kept in the media
// store all the same, and the newest is shown once the scene is (first-picture.ts).

/** The partials of one attempt at drawing one scene. */
export interface PartialPictures {
  onPartial: (partial: MediaFile, index: number) => void;
  /** Takes no more partials and waits until those taken are stored (or failed to be). */
  close(): Promise<void>;
  /** The media keys this drawing stored: removed once the final picture is recorded. */
  readonly keys: string[];
}

/** `onStored` is told each partial's key once it is in the media store, before it is shown with its scene. */
export function keepPartialPictures(
  { db, media, logger }: { db: Knex; media: MediaStore; logger: Logger },
  storyId: string,
  sceneNumber: number,
  onStored?: (key: string) => void,
): PartialPictures {
  const drawing = randomBytes(4).toString('hex');
  const keys: string[] = [];
  let newest = -1;
  let closed = false;
  let stored: Promise<void> = Promise.resolve();
  const store = async (partial: MediaFile, index: number) => {
    const extension = partial.extension.replace(/[^a-z0-9]/gi, '').toLowerCase() || 'bin';
    const key = `${storyId}/scene-${sceneNumber}-picture-partial-${drawing}-${index}.${extension}`;
    await media.put(key, partial.data);
    keys.push(key);
    onStored?.(key);
    // Only while the scene has no final picture: a partial never covers the finished one.
    await Scene.query(db).where({ storyId, sceneNumber }).whereNull('imageKey').patch({ partialImageKey: key });
  };
  return {
    keys,
    onPartial(partial, index) {
      if (closed || index <= newest || partial.data.length === 0) return;
      newest = index;
      stored = stored
        .then(() => store(partial, index))
        .catch((error: unknown) =>
          logger.warn('a partial picture could not be stored; the final one still comes', {
            storyId,
            sceneNumber,
            error: error instanceof Error ? error.message : String(error),
          }),
        );
    },
    async close() {
      closed = true;
      await stored;
    },
  };
}

/** After the final picture is recorded: the partials it replaced are no longer shown, so their files go. */
export async function removePartialPictures(media: MediaStore, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => media.delete(key).catch(() => {})));
}
