import type { Knex } from 'knex';
import { createStorySchema, type CreateStoryRequest, type StoryProgressJson, type Translate } from '@dreamweaver/contracts';
import { ConflictError, NotFoundError } from '../errors.ts';
import { retryFailedStory } from '../generation/story-failure.ts';
import { assertStoryCreator, type StoryRequester } from './story-gallery.ts';
import { getStoryProgress } from './story-service.ts';
import { looksLikeRandomId } from './random-id.ts';

// The way on from a failed story for whoever made it: try the same request again, or start over
// from its answers. Only the story's creator (its owner, or the browser session that made it).

async function findOwnStory(db: Knex, storyId: string, requester: StoryRequester, t: Translate) {
  const story: { id: string; userId: number | null; details: unknown } | undefined = looksLikeRandomId(storyId)
    ? await db('stories').select('id', 'userId', 'details').where({ id: storyId }).first()
    : undefined;
  if (!story) throw new NotFoundError(t('story.errors.notFound'));
  assertStoryCreator(story, requester, t, 'story.errors.notYours');
  return story;
}

/** Queues a failed story's same request again, with a fresh deadline; 409 unless it failed. */
export async function retryOwnStory(db: Knex, storyId: string, requester: StoryRequester, t: Translate): Promise<StoryProgressJson> {
  await findOwnStory(db, storyId, requester, t);
  if (!(await retryFailedStory(db, storyId))) throw new ConflictError(t('story.errors.notFailed'));
  return getStoryProgress(db, storyId, t, async () => requester);
}

/** The answers the story was made from, for the form to start over with. */
export async function getStoryRequest(db: Knex, storyId: string, requester: StoryRequester, t: Translate): Promise<CreateStoryRequest> {
  const story = await findOwnStory(db, storyId, requester, t);
  const details = typeof story.details === 'string' ? JSON.parse(story.details) : story.details;
  const parsed = createStorySchema(t).safeParse(details);
  if (!parsed.success) throw new NotFoundError(t('story.errors.notFound'));
  return parsed.data;
}
