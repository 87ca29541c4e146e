import type { Knex } from 'knex';
import type { StoryChildJson } from '@dreamweaver/contracts';
import { AppError } from '../errors.ts';
import { Story } from '../models/index.ts';
import { findOwnChild } from './child-profiles.ts';
import { looksLikeRandomId } from './random-id.ts';

// Adding a story to a child's profile after it was made (one made signed out and accepted at
// sign-in, or typed in by hand), and taking it out again. Only the story's owner, and only to
// their own profile: anyone else's story or profile is "not found", the admin's included.
// An added story joins the profile's stories (counted, exported, deleted with it, and its plot and
// title are not repeated by the child's next stories) but not the series: it was not written as
// an episode, so it gets no number, and the next episode still recaps the last real episode.
// An episode stays with its series: moving it would leave a gap, or two episodes with one number.

export async function setStoryChild(
  db: Knex,
  ownerId: number,
  storyId: string,
  childId: string | null,
): Promise<StoryChildJson> {
  return db.transaction(async (trx) => {
    const story = looksLikeRandomId(storyId)
      ? await Story.query(trx).where({ id: storyId, userId: ownerId }).select('id', 'childId', 'episode').first()
      : undefined;
    if (!story) throw new AppError(404, 'story.errors.notFound');
    const target = childId === null ? null : (await findOwnChild(trx, ownerId, childId, { lock: true })).id;
    if (story.childId === target) return { storyId, childId: target };
    if (story.episode !== null) throw new AppError(409, 'children.errors.episodeStays', { episode: story.episode });
    await Story.query(trx).patch({ childId: target }).where({ id: storyId, userId: ownerId });
    return { storyId, childId: target };
  });
}
