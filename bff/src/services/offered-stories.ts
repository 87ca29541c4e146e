import type { Knex } from 'knex';
import type { OfferedStoryJson } from '@dreamweaver/contracts';
import { Story } from '../models/index.ts';
import { claimAnonymousStories } from './story-service.ts';

// After sign-in or registration, the stories this browser session made while signed out (the
// session's own list) are offered to the account. Only those still without an owner: a story that
// belongs to an account is never moved, and nothing outside the session's list is ever offered.

/** The session's stories that no account has yet, newest first. */
export async function listOfferedStories(db: Knex, sessionStoryIds: readonly string[]): Promise<OfferedStoryJson[]> {
  if (sessionStoryIds.length === 0) return [];
  const rows = await Story.query(db)
    .select('id', 'title', 'isPaid', 'createdAt')
    .whereIn('id', [...sessionStoryIds])
    .whereNull('userId')
    .orderBy('createdAt', 'desc');
  return rows.map((row) => ({
    id: row.id,
    title: row.title ?? null,
    isPaid: row.isPaid,
    createdAt: new Date(row.createdAt).toISOString(),
  }));
}

/** Gives the account the chosen stories among the session's own; payment and everything else stay as they are. */
export async function acceptOfferedStories(
  db: Knex,
  userId: number,
  sessionStoryIds: readonly string[],
  chosen: readonly string[],
): Promise<number> {
  const allowed = chosen.filter((id) => sessionStoryIds.includes(id));
  return claimAnonymousStories(db, userId, allowed);
}
