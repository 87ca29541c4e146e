import type { Knex } from 'knex';
import type { QueryBuilder } from 'objection';
import type { AdminStory, Language } from '@dreamweaver/contracts';
import { AppError } from '../errors.ts';
import { retryFailedStory } from '../generation/story-failure.ts';
import { Scene, Story } from '../models/index.ts';
import { findUserByReference } from './admin-users.ts';
import { cursorTime, newestFirst, pageFrom, rowsToRead, timeCursorOf, type Page, type PageRequest } from './paging.ts';

// The admin's work on stories, shared by the admin API and storyctl.

export interface StoryFilter {
  /** Part of the title or of the id, case-insensitive (the dashboard's search box). */
  search?: string;
  ownerId?: number;
  /** Only stories whose generation failed (storyctl stories list --failed). */
  failed?: boolean;
}

/** What an operator wants to know about one story (storyctl stories show). */
export interface AdminStoryDetails extends AdminStory {
  summary: string;
  language: Language;
  progress: number;
  currentStep: number;
  failureReason: string | null;
  paidAt: string | null;
  sceneCount: number;
}

type AdminStoryRow = Pick<
  Story,
  'id' | 'title' | 'createdAt' | 'isPaid' | 'generationStatus' | 'userId' | 'galleryId' | 'galleryHidden' | 'isSample'
> & {
  ownerUsername: string | null;
  scenesWithoutAudio: number[] | null;
  refundStatus: AdminStory['refundStatus'];
  cursorAt?: string;
};

/** Stories with their owner's name in one query (no query per story), newest first. */
function storiesWithOwners(db: Knex) {
  return Story.query(db)
    .select(
      'stories.id',
      'stories.title',
      'stories.createdAt',
      'stories.isPaid',
      'stories.generationStatus',
      'stories.userId',
      'stories.galleryId',
      'stories.galleryHidden',
      'stories.isSample',
      'owner.username as ownerUsername',
      // Scenes a completed story still lacks narration for (the background retry may add it later).
      Story.raw(
        `case when stories.generation_status = 'completed' then
           (select array_agg(c.scene_number order by c.scene_number) from scenes c where c.story_id = stories.id and c.audio_key is null)
         end as scenes_without_audio`,
      ),
      // A refund owed wins over one already given.
      Story.raw(
        `(select p.refund_status from payments p where p.story_id = stories.id and p.refund_status is not null
           order by (p.refund_status = 'needed') desc limit 1) as refund_status`,
      ),
    )
    .leftJoin('users as owner', 'owner.id', 'stories.userId');
}

const toAdminStory = (row: AdminStoryRow): AdminStory => ({
  id: row.id,
  title: row.title,
  createdAt: new Date(row.createdAt).toISOString(),
  isPaid: row.isPaid,
  generationStatus: row.generationStatus,
  userId: row.userId,
  username: row.ownerUsername ?? null,
  shared: row.galleryId !== null,
  galleryHidden: row.galleryHidden,
  isSample: row.isSample,
  scenesWithoutAudio: (row.scenesWithoutAudio ?? []).map(Number),
  refundStatus: row.refundStatus ?? null,
});

/** LIKE treats % and _ as wildcards; a search for "50%" means the text itself. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Words nearly every title has: looked up in the index they list most stories, and find none fewer. */
const COMMON_WORDS = new Set(['the', 'and', 'und', 'der', 'die', 'das', 'dem', 'den', 'ein', 'eine', 'von', 'mit']);

/**
 * A search of several words is looked up in the title's trigram index by its words of three
 * letters or more, but for the commonest, and the whole text is checked on the stories they find,
 * in an expression that index does not answer. Given the whole of "sleepy owl and the castle",
 * the index must intersect the trigrams of "and the" and of the gaps between the words, which
 * nearly every title has: 780 ms for one query on a million stories (23 ms by its words), seconds
 * under fifty admins. The stories found are the same: each word is part of the text.
 */
function titleContains(query: QueryBuilder<Story, Story[]>, search: string): void {
  const words = [...new Set(search.split(/\s+/))];
  const telling = words.filter((word) => word.length >= 3 && !COMMON_WORDS.has(word.toLowerCase()));
  if (words.length < 2 || telling.length === 0) {
    query.where('stories.title', 'ilike', containsPattern(search));
    return;
  }
  // The four longest are enough to narrow it down; a 200-character search need not ask the index fifty times.
  for (const word of telling.sort((a, b) => b.length - a.length).slice(0, 4))
    query.where('stories.title', 'ilike', containsPattern(word));
  query.whereRaw(`(stories.title || '') ilike ?`, [containsPattern(search)]);
}

/** The list a cursor belongs to: the story list with these very filters. */
const storiesList = ({ search, ownerId, failed }: StoryFilter) =>
  `stories:${ownerId ?? ''}:${failed ? 'failed' : ''}:${search?.trim() ?? ''}`;

/**
 * A page of the stories, newest first, filtered. The search is a case-insensitive "contains" on the
 * title or the id, which trigram indexes answer (migration 20261128_1340) however long the list.
 */
export async function listStories(db: Knex, filter: StoryFilter, request: PageRequest): Promise<Page<AdminStory>> {
  const list = storiesList(filter);
  const query = storiesWithOwners(db).select(db.raw(`${cursorTime('stories.created_at')} as cursor_at`));
  if (filter.ownerId !== undefined) query.where('stories.userId', filter.ownerId);
  if (filter.failed) query.where('stories.generationStatus', 'failed');
  const search = filter.search?.trim();
  if (search) {
    // An id has no spaces: a search with one is looked for in the titles only.
    query.where((q) => {
      q.where((title) => titleContains(title, search));
      if (!/\s/.test(search)) q.orWhere('stories.id', 'ilike', containsPattern(search));
    });
  }
  const rows = await newestFirst(query, timeCursorOf(request, list), 'stories')
    .limit(rowsToRead(request))
    .castTo<AdminStoryRow[]>();
  return pageFrom(rows, request, list, (row) => ({ at: row.cursorAt!, id: row.id }), toAdminStory);
}

async function findAdminStory(db: Knex, storyId: string): Promise<AdminStory> {
  const row = await storiesWithOwners(db).findById(storyId).castTo<AdminStoryRow | undefined>();
  if (!row) throw new AppError(404, 'admin.errors.storyNotFound', { story: `"${storyId}"` });
  return toAdminStory(row);
}

export async function showStory(db: Knex, storyId: string): Promise<AdminStoryDetails> {
  const story = await findAdminStory(db, storyId);
  const details = (await Story.query(db).findById(storyId))!;
  const sceneCount = await Scene.query(db).where('storyId', storyId).resultSize();
  return {
    ...story,
    summary: details.summary,
    language: details.language,
    progress: details.progress,
    currentStep: details.currentStep,
    failureReason: details.failureReason,
    paidAt: details.paidAt ? new Date(details.paidAt).toISOString() : null,
    sceneCount,
  };
}

/** Gives a story to a user, or to nobody with null; 404 for an unknown story or user. */
export async function assignStory(db: Knex, storyId: string, owner: number | string | null): Promise<AdminStory> {
  const story = await Story.query(db).findById(storyId).select('id');
  if (!story) throw new AppError(404, 'admin.errors.storyNotFound', { story: `"${storyId}"` });
  const userId = owner === null ? null : (await findUserByReference(db, owner)).id;
  await Story.query(db).patch({ userId }).where('id', storyId);
  return findAdminStory(db, storyId);
}

/** Keeps a story out of the Recent Stories gallery (shared or not), or lets it show again; 404 for an unknown story. */
export async function setGalleryHidden(db: Knex, storyId: string, hidden: boolean): Promise<AdminStory> {
  const updated = await Story.query(db).patch({ galleryHidden: hidden }).where('id', storyId);
  if (updated === 0) throw new AppError(404, 'admin.errors.storyNotFound', { story: `"${storyId}"` });
  return findAdminStory(db, storyId);
}

/** Queues a failed story's generation again with a fresh deadline (the admin's Retry); 409 unless it failed. */
export async function retryStory(db: Knex, storyId: string): Promise<AdminStory> {
  const story = await findAdminStory(db, storyId);
  if (!(await retryFailedStory(db, storyId))) {
    throw new AppError(409, 'admin.errors.retryNotFailed', { story: `"${storyId}"`, status: story.generationStatus });
  }
  return findAdminStory(db, storyId);
}
