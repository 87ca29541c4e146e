import type { Knex } from 'knex';
import type { CreateStoryRequest, StoryProgressJson } from '@dreamweaver/contracts';
import { AppError } from '../errors.ts';
import { Story, storyRequestOf } from '../models/index.ts';
import { retryFailedStory } from '../generation/story-failure.ts';
import { assertStoryCreator, type StoryRequester } from './story-gallery.ts';
import { getStoryProgress } from './story-service.ts';
import { looksLikeRandomId } from './random-id.ts';

// The way on from a failed story for whoever made it: try the same request again, or start over
// from its answers. Only the story's creator (its owner, or the browser session that made it).

async function findOwnStory(db: Knex, storyId: string, requester: StoryRequester) {
  const story = looksLikeRandomId(storyId)
    ? await Story.query(db).select('id', 'userId', 'details').findById(storyId)
    : undefined;
  if (!story) throw new AppError(404, 'story.errors.notFound');
  assertStoryCreator(story, requester, 'story.errors.notYours');
  return story;
}

/** Queues a failed story's same request again, with a fresh deadline; 409 unless it failed. */
export async function retryOwnStory(db: Knex, storyId: string, requester: StoryRequester): Promise<StoryProgressJson> {
  await findOwnStory(db, storyId, requester);
  if (!(await retryFailedStory(db, storyId))) throw new AppError(409, 'story.errors.notFailed');
  return getStoryProgress(db, storyId, async () => requester);
}

/** The answers the story was made from, for the form to start over with. */
export async function getStoryRequest(
  db: Knex,
  storyId: string,
  requester: StoryRequester,
): Promise<CreateStoryRequest> {
  const story = await findOwnStory(db, storyId, requester);
  const request = storyRequestOf(story.details);
  if (!request) throw new AppError(404, 'story.errors.notFound');
  return request;
}
