import type { Knex } from 'knex';
import type { Logger } from '../logger.ts';
import { MediaPurge } from '../models/index.ts';
import type { MediaStore } from './media-store.ts';

// A deleted story's files go with it: its pictures, its narration (which speaks the child's name),
// its recorded voices and its built books. The folders are written down in the transaction that
// deletes the story and emptied after it commits; the sweep empties them again (a store outage, a
// worker that was still writing a scene) and forgets a folder once nothing can write to it any more.
// A deleted voice's folder of recordings goes the same way (voice/story-voices.ts): voice ids are
// never used again, so nothing new is ever written to a folder written down here.

/** Longer than any story's generation runs: after this, no worker can still be writing the folder. */
const PURGE_WINDOW_MS = 2 * 60 * 60_000;
const SWEEP_EVERY_MS = 10 * 60_000;

/** Every folder of the media store that holds a story's files. */
export const storyMediaFolders = (storyId: string) => [`${storyId}/`, `downloads/${storyId}/`];

/** Written in the deleting transaction: the folders of these stories are to be emptied. */
export async function schedulePurge(trx: Knex, storyIds: readonly string[]): Promise<void> {
  await scheduleFolderPurge(trx, storyIds.flatMap(storyMediaFolders));
}

/** Written in the deleting transaction: these folders (each ending in /) are to be emptied. */
export async function scheduleFolderPurge(trx: Knex, folders: readonly string[]): Promise<void> {
  const rows = folders.map((folder) => ({ folder }));
  if (rows.length > 0) await MediaPurge.query(trx).insert(rows).onConflict('folder').ignore();
}

/**
 * Empties the folders waiting (only those of `storyIds`, or only `folders`, when given: right after
 * a deletion); one the store could not empty now waits for the next sweep. Answers how many folders were emptied.
 */
export async function purgeDeletedStoryMedia(
  db: Knex,
  media: MediaStore,
  logger: Pick<Logger, 'warn'>,
  {
    storyIds,
    folders = storyIds?.flatMap(storyMediaFolders),
    now = new Date(),
  }: { storyIds?: readonly string[]; folders?: readonly string[]; now?: Date } = {},
): Promise<number> {
  const query = MediaPurge.query(db).orderBy('requestedAt').limit(500);
  if (folders) query.whereIn('folder', [...folders]);
  const waiting = await query;
  let emptied = 0;
  for (const { folder, requestedAt } of waiting) {
    try {
      await media.deleteFolder(folder);
      emptied += 1;
    } catch (error) {
      logger.warn('could not delete a deleted story’s media yet; the sweep tries again', {
        folder,
        error: error instanceof Error ? error.message : String(error),
      });
      continue;
    }
    const settled = now.getTime() - new Date(requestedAt).getTime() > PURGE_WINDOW_MS;
    if (settled) await MediaPurge.query(db).deleteById(folder);
    else await MediaPurge.query(db).patch({ purgedAt: now }).where({ folder });
  }
  return emptied;
}

/**
 * Right after a deletion: the folders are emptied now, but a store that hangs does not hold the
 * parent's request longer than `waitMs`; what is left is emptied in the background and by the sweep.
 */
export async function purgeSoon(
  db: Knex,
  media: MediaStore,
  logger: Pick<Logger, 'warn'>,
  storyIds: readonly string[],
  waitMs = 5000,
): Promise<void> {
  await purgeFoldersSoon(db, media, logger, storyIds.flatMap(storyMediaFolders), waitMs);
}

/** purgeSoon for folders written down with scheduleFolderPurge. */
export async function purgeFoldersSoon(
  db: Knex,
  media: MediaStore,
  logger: Pick<Logger, 'warn'>,
  folders: readonly string[],
  waitMs = 5000,
): Promise<void> {
  if (folders.length === 0) return;
  const purge = purgeDeletedStoryMedia(db, media, logger, { folders }).catch((error) =>
    logger.warn('could not delete a deleted story’s media yet; the sweep tries again', { error }),
  );
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  await Promise.race([purge, waited]);
  clearTimeout(timer);
}

/** The sweep, in the web process beside the other background jobs; answers how to stop it. */
export function startMediaPurgeSweep(db: Knex, media: MediaStore, logger: Pick<Logger, 'warn'>): () => void {
  // A store that hangs holds a sweep for minutes: the next one waits for it rather than stacking up.
  let sweeping = false;
  const sweep = () => {
    if (sweeping) return;
    sweeping = true;
    purgeDeletedStoryMedia(db, media, logger)
      .catch((error) => logger.warn('media purge sweep failed', { error }))
      .finally(() => {
        sweeping = false;
      });
  };
  sweep();
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
