import type { Knex } from 'knex';
import { Story } from '../models/index.ts';

/** Gives a user the stories made in their browser session before they signed in; never steals owned ones. */
export async function claimAnonymousStories(db: Knex, userId: number, storyIds: string[]): Promise<number> {
  if (storyIds.length === 0) return 0;
  return Story.query(db).patch({ userId }).whereIn('id', storyIds).whereNull('userId');
}
