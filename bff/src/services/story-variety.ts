import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { StoryVariety } from '../generation/engine.ts';
import { Story } from '../models/index.ts';

// What makes each ordered story its own (engine.ts StoryVariety): a fresh random seed, and the
// plots and titles of the same child's last stories, which the engine is asked not to repeat.
// Taken once, when the story is ordered, and stored with it: a resumed job, a retry and the
// illustrator all see the same plan.

/** How many of the child's latest stories the engine is told about. */
const RECENT_STORIES_REMEMBERED = 10;

/**
 * Who "the same child" is within one account: the name as the parent typed it, compared without
 * regard to case, surrounding or repeated white space, or Unicode composition ("Zoë" typed with a
 * combining diaeresis is still Zoë). Computed here, not by the database's lower(), which depends
 * on the server's locale. The migration that added the column keeps a frozen copy of this rule.
 */
export function childKeyOf(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/gu, ' ').toLowerCase().normalize('NFC');
}

/** 128 random bits from the operating system's generator: never derived from the inputs. */
function newVarietySeed(): string {
  return randomBytes(16).toString('base64url');
}

export interface VarietyRequester {
  ownerId: number | null;
  /** The child's name as the parent typed it (the request's recipientDetails.name). */
  name: string;
  /** For an anonymous order: the stories this browser session made (the session is the child). */
  anonymousStoryIds?: readonly string[];
  /** The child profile the story is made from: its stories are the child's too, whatever name they were made with. */
  childId?: string | null;
}

/**
 * A fresh seed and the child's last stories' plots and titles, newest first. Within an account the
 * child is the same name (childKeyOf) or the same profile (a story added to it may have been made
 * with another name); without one, the browser session, whatever names it typed.
 * Only stories whose text was written count (one still waiting has no plot or title yet).
 */
export async function varietyForNewStory(
  db: Knex,
  { ownerId, name, anonymousStoryIds = [], childId = null }: VarietyRequester,
): Promise<StoryVariety> {
  const seed = newVarietySeed();
  if (ownerId === null && anonymousStoryIds.length === 0) return { seed, recentPlots: [], recentTitles: [] };
  const query = Story.query(db).select('id', 'plot', 'title');
  if (ownerId === null) query.whereIn('id', [...anonymousStoryIds]).whereNull('userId');
  else {
    // Signed in, the child is also in this browser's stories still offered to the account (not yet accepted).
    const childKey = childKeyOf(name);
    query.where((child) =>
      child
        .where({ userId: ownerId })
        .where((same) => (childId ? same.where({ childKey }).orWhere({ childId }) : same.where({ childKey })))
        .orWhere((offered) =>
          offered
            .whereIn('id', [...anonymousStoryIds])
            .whereNull('userId')
            .where({ childKey }),
        ),
    );
  }
  const recent = await query
    .where((written) => written.whereNotNull('plot').orWhere('title', '<>', ''))
    .orderBy([
      { column: 'createdAt', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(RECENT_STORIES_REMEMBERED);
  return {
    seed,
    recentPlots: recent.map((story) => story.plot).filter((plot): plot is string => Boolean(plot)),
    recentTitles: recent.map((story) => story.title).filter((title) => title !== ''),
    recentStories: recent.map((story) => story.id),
  };
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * The variety stored with a story. A story ordered before variety was stored (or whose stored value
 * is unreadable) gets its own id as the seed and no recent stories: still one fixed plan per story,
 * so its pictures and a resumed job match the text already written.
 */
export function storedVarietyOf(storyId: string, stored: unknown): StoryVariety {
  let value = stored;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      value = undefined;
    }
  }
  const v = value as Partial<StoryVariety> | null | undefined;
  if (v && typeof v.seed === 'string' && v.seed !== '' && isStringList(v.recentPlots) && isStringList(v.recentTitles)) {
    return {
      seed: v.seed,
      recentPlots: v.recentPlots,
      recentTitles: v.recentTitles,
      ...(isStringList(v.bible) ? { bible: v.bible } : {}),
      ...(isStringList(v.earlierEpisodes) ? { earlierEpisodes: v.earlierEpisodes } : {}),
      ...(isStringList(v.alsoCalled) ? { alsoCalled: v.alsoCalled } : {}),
      ...(isStringList(v.otherChildren) ? { otherChildren: v.otherChildren } : {}),
      ...(isStringList(v.recentStories) ? { recentStories: v.recentStories.slice(0, 10) } : {}),
    };
  }
  return { seed: storyId, recentPlots: [], recentTitles: [] };
}
