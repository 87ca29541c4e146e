import type { Knex } from 'knex';
import type { AdminStory, Language } from '@dreamweaver/contracts';
import { AppError } from '../errors.ts';
import { retryFailedStory } from '../generation/story-failure.ts';
import { Scene, Story } from '../models/index.ts';
import { moveStory, type MoveDeps, type MoveOptions } from './admin-story-move.ts';
import { builtRows } from '../db/lean-read.ts';
import {
  cursorTime,
  isoOfCursorTime,
  newestFirstSql,
  pageFrom,
  limitSql,
  timeCursorOf,
  type Page,
  type PageRequest,
} from './paging.ts';

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

/** An admin story's columns under the names the JSON needs, and the owner's name (one join, no query per story). */
const ADMIN_STORY_COLUMNS = `s.id, s.title, ${cursorTime('s.created_at')} as "cursorAt", s.is_paid as "isPaid",
  s.generation_status as "generationStatus", s.user_id as "userId", owner.username as "username",
  s.gallery_id is not null as "shared", s.gallery_hidden as "galleryHidden", s.is_sample as "isSample",
  -- Scenes a completed story still lacks narration for (the background retry may add it later).
  case when s.generation_status = 'completed' then
    (select array_agg(c.scene_number order by c.scene_number) from scenes c where c.story_id = s.id and c.audio_key is null)
  end as "scenesWithoutAudio",
  -- A refund owed wins over one already given.
  (select p.refund_status from payments p where p.story_id = s.id and p.refund_status is not null
    order by (p.refund_status = 'needed') desc limit 1) as "refundStatus"`;

const ADMIN_STORY_FROM = 'from stories s left join users owner on owner.id = s.user_id';

type AdminStoryRow = Omit<AdminStory, 'scenesWithoutAudio' | 'createdAt'> & {
  scenesWithoutAudio: number[] | null;
  cursorAt: string;
};

/** Written out field by field: a rest-and-spread copy was four times the cost in the CPU profile of the list. */
const toAdminStory = (row: AdminStoryRow): AdminStory => ({
  id: row.id,
  title: row.title,
  createdAt: isoOfCursorTime(row.cursorAt),
  isPaid: row.isPaid,
  generationStatus: row.generationStatus,
  userId: row.userId,
  username: row.username,
  shared: row.shared,
  galleryHidden: row.galleryHidden,
  isSample: row.isSample,
  // pg reads an integer array as numbers.
  scenesWithoutAudio: row.scenesWithoutAudio ?? [],
  refundStatus: row.refundStatus,
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
function titleContains(search: string): { sql: string; values: string[] } {
  const words = [...new Set(search.split(/\s+/))];
  const telling = words.filter((word) => word.length >= 3 && !COMMON_WORDS.has(word.toLowerCase()));
  if (words.length < 2 || telling.length === 0) return { sql: 's.title ilike ?', values: [containsPattern(search)] };
  // The four longest are enough to narrow it down; a 200-character search need not ask the index fifty times.
  const narrowing = telling.sort((a, b) => b.length - a.length).slice(0, 4);
  return {
    sql: [...narrowing.map(() => 's.title ilike ?'), `(s.title || '') ilike ?`].join(' and '),
    values: [...narrowing.map(containsPattern), containsPattern(search)],
  };
}

/** The search box's condition: a case-insensitive "contains" on the title, or on the id (which has no spaces). */
function storySearch(search: string): { sql: string; values: string[] } {
  const title = titleContains(search);
  if (/\s/.test(search)) return title;
  return { sql: `((${title.sql}) or s.id ilike ?)`, values: [...title.values, containsPattern(search)] };
}

/** The list a cursor belongs to: the story list with these very filters. */
const storiesList = ({ search, ownerId, failed }: StoryFilter) =>
  `stories:${ownerId ?? ''}:${failed ? 'failed' : ''}:${search?.trim() ?? ''}`;

/**
 * A page of the stories, newest first, filtered: one read, prepared when there is no search. The
 * search is a case-insensitive "contains" on the title or the id, which trigram indexes answer
 * (migration 20261128_1340) however long the list; its plan is made for its words each time.
 */
export async function listStories(db: Knex, filter: StoryFilter, request: PageRequest): Promise<Page<AdminStory>> {
  const list = storiesList(filter);
  const keyset = newestFirstSql('s', timeCursorOf(request, list));
  const conditions = [keyset.after];
  const values: unknown[] = [...keyset.values];
  if (filter.ownerId !== undefined) {
    conditions.push('s.user_id = ?');
    values.push(filter.ownerId);
  }
  if (filter.failed) conditions.push(`s.generation_status = 'failed'`);
  const search = filter.search?.trim();
  if (search) {
    const matches = storySearch(search);
    conditions.push(matches.sql);
    values.push(...matches.values);
  }
  const rows = await builtRows<AdminStoryRow>(
    db,
    `select ${ADMIN_STORY_COLUMNS}
     ${ADMIN_STORY_FROM}
     where ${conditions.join(' and ')}
     ${keyset.order}
     ${limitSql(request)}`,
    values,
    { planEachTime: Boolean(search) },
  );
  return pageFrom(rows, request, list, (row) => ({ at: row.cursorAt, id: row.id }), toAdminStory);
}

async function findAdminStory(db: Knex, storyId: string): Promise<AdminStory> {
  const [row] = await builtRows<AdminStoryRow>(db, `select ${ADMIN_STORY_COLUMNS} ${ADMIN_STORY_FROM} where s.id = ?`, [
    storyId,
  ]);
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

/**
 * Gives a story to a user, or to nobody with null (admin-story-move.ts: its voices, invite links
 * and child profile stay with the family that had it); 404 for an unknown story or user.
 */
export async function assignStory(
  deps: MoveDeps,
  storyId: string,
  owner: number | string | null,
  options: MoveOptions = {},
): Promise<AdminStory> {
  await moveStory(deps, storyId, owner, options);
  return findAdminStory(deps.db, storyId);
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
