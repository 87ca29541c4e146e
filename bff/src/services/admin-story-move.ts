import type { Knex } from 'knex';
import { AppError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { Story, StoryVoice, VoiceInvite } from '../models/index.ts';
import { findUserByReference } from './admin-users.ts';
import type { MediaStore } from './media-store.ts';
import { deleteDroppedVoiceFiles, dropStoryVoices, type DroppedVoiceFiles } from './voice/story-voices.ts';

// The admin moves a story to another account, or to none (a story bought in the wrong account is
// a normal support case). The story goes; what belongs to the family that had it stays behind:
// - its recorded voices: a move is refused (409) while the story has any, kept or pending, unless
//   the admin asks for them to be deleted in the move (their files go after it commits);
// - its invite links: every one is closed, so a grandparent of that family reads and records no more;
// - its place among that family's child profile and series: the new owner gets a story of no profile.
// All of it, or nothing, in one transaction. Giving a story to the account that has it changes nothing.

export interface MoveOptions {
  /** Delete the story's recorded voices in the move, rather than refuse it while it has any. */
  deleteVoices?: boolean;
}

export interface MoveDeps {
  db: Knex;
  media: MediaStore;
  logger: Pick<Logger, 'warn'>;
}

/** Moves the story; 404 for an unknown story or user, 409 while it has voices and `deleteVoices` is not set. */
export async function moveStory(
  { db, media, logger }: MoveDeps,
  storyId: string,
  owner: number | string | null,
  { deleteVoices = false }: MoveOptions = {},
): Promise<void> {
  const dropped = await db.transaction(async (trx) => {
    // The lock a new voice of the story waits for (story-voices.ts addVoice): none is added during the move.
    const story = await Story.query(trx).select('id', 'userId').findById(storyId).forUpdate();
    if (!story) throw new AppError(404, 'admin.errors.storyNotFound', { story: `"${storyId}"` });
    const userId = owner === null ? null : (await findUserByReference(trx, owner)).id;
    if (story.userId === userId) return undefined;
    const voices = await StoryVoice.query(trx).where({ storyId }).resultSize();
    if (voices > 0 && !deleteVoices)
      throw new AppError(409, voices === 1 ? 'admin.errors.storyHasVoice' : 'admin.errors.storyHasVoices', {
        story: `"${storyId}"`,
        count: voices,
      });
    const files: DroppedVoiceFiles | undefined = voices > 0 ? await dropStoryVoices(trx, storyId) : undefined;
    await VoiceInvite.query(trx).patch({ revokedAt: new Date() }).where({ storyId }).whereNull('revokedAt');
    // The profile and the series are the old owner's: the story leaves them (its text keeps its recap).
    await Story.query(trx)
      .patch({ userId, childId: null, episode: null, seriesTitle: null, recap: null })
      .where({ id: storyId });
    return files;
  });
  if (dropped) await deleteDroppedVoiceFiles(db, media, logger, dropped);
}
