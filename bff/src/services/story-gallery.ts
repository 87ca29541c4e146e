import type { Knex } from 'knex';
import { RECENT_LIMIT_MAX, type RecentStoryJson, type StorySharingJson } from '@dreamweaver/contracts';
import { AppError } from '../errors.ts';
import type { Story } from '../models/index.ts';
import type { MediaStore, OpenedMedia } from './media-store.ts';
import { looksLikeRandomId, newRandomId } from './random-id.ts';

// The Recent Stories gallery (DESIGN.md "The API", stricter than spec.md for child privacy):
// a story id is the capability to read the story, so the public list never carries one. A story
// is listed only while its creator shares it, under a gallery id of its own (128 random bits,
// new at every share), and its cover is served under that gallery id. An admin can hide any
// story from the gallery.

/** Who asks: the signed-in user (if any) and the stories their browser session made signed out. */
export interface StoryRequester {
  userId: number | null;
  anonymousStoryIds: readonly string[];
}

export const NOBODY: StoryRequester = { userId: null, anonymousStoryIds: [] };


/**
 * The owner decides for an owned story; for an unowned one, the browser session that made it
 * (an admin's `assign` hands the decision to the new owner).
 */
export function isStoryCreator(story: Pick<Story, 'id' | 'userId'>, requester: StoryRequester): boolean {
  if (story.userId !== null) return requester.userId === story.userId;
  return requester.anonymousStoryIds.includes(story.id);
}

/**
 * Refuses anyone but the story's creator: 401 for a signed-out stranger to an owned story (signing
 * in may help), 403 with `forbidden`'s text otherwise.
 */
export function assertStoryCreator(
  story: Pick<Story, 'id' | 'userId'>,
  requester: StoryRequester,
  forbidden: 'story.errors.sharingNotAllowed' | 'story.errors.notYours',
): void {
  if (isStoryCreator(story, requester)) return;
  if (story.userId !== null && requester.userId === null) throw new AppError(401, 'errors.notSignedIn');
  throw new AppError(403, forbidden);
}

/** The story JSON's `sharing` for whoever may change it; undefined for everybody else. */
export function sharingFor(
  story: Pick<Story, 'id' | 'userId' | 'galleryId'>,
  requester: StoryRequester,
): StorySharingJson | undefined {
  return isStoryCreator(story, requester) ? { canChange: true, shared: story.galleryId !== null } : undefined;
}

/**
 * Shows a story in the gallery (a new gallery id unless it already has one) or takes it out at
 * once. 404 for an unknown story; 401 for a signed-out stranger to an owned story; 403 otherwise.
 */
export async function setStorySharing(
  db: Knex,
  storyId: string,
  shared: boolean,
  requester: StoryRequester,
): Promise<StorySharingJson> {
  const story: Pick<Story, 'id' | 'userId'> | undefined = looksLikeRandomId(storyId)
    ? await db('stories').select('id', 'userId').where({ id: storyId }).first()
    : undefined;
  if (!story) throw new AppError(404, 'story.errors.notFound');
  assertStoryCreator(story, requester, 'story.errors.sharingNotAllowed');
  if (shared) {
    await db('stories')
      .where({ id: storyId })
      .whereNull('galleryId')
      .update({ galleryId: newRandomId(), sharedAt: db.fn.now() });
  } else {
    await db('stories').where({ id: storyId }).update({ galleryId: null, sharedAt: null });
  }
  return { canChange: true, shared };
}

export function galleryCoverUrl(galleryId: string): string {
  return `/api/gallery/${encodeURIComponent(galleryId)}/cover`;
}

export function clampRecentLimit(value: unknown, fallback = 20): number {
  const parsed = Number.parseInt(String(value ?? ''), 10);
  if (!Number.isFinite(parsed)) return fallback;
  return Math.min(RECENT_LIMIT_MAX, Math.max(1, parsed));
}

/** Stories in the gallery: shared, not hidden by the admin. */
function inGallery(query: Knex.QueryBuilder, alias = 's') {
  return query.whereNotNull(`${alias}.galleryId`).where(`${alias}.galleryHidden`, false);
}

/**
 * The newest shared stories whose first scene has a picture, by gallery id: one indexed join
 * (stories_gallery_recent), and nothing in the answer (id, picture URL) that leads to the story
 * itself. Plain SQL: building the query was a large share of the bff's own time for
 * GET /api/stories/recent in the CPU profile.
 */
const RECENT_STORIES = `
  select s.gallery_id as "galleryId", s.title, s.created_at as "createdAt"
  from stories s
  join scenes c on c.story_id = s.id and c.scene_number = 1
  where s.gallery_id is not null and not s.gallery_hidden and c.image_key is not null
  order by s.created_at desc, s.gallery_id desc
  limit ?`;

/** The gallery reads in flight, per database and limit (see listRecentStories). */
const recentInFlight = new WeakMap<Knex, Map<number, Promise<RecentStoryJson[]>>>();

/**
 * The gallery, for everybody alike. Requests that arrive while the same read is running share
 * its answer instead of each queueing a query of their own: the home page's busiest call waited
 * on the database (one connection on the embedded one) far more than it worked. An answer is
 * never older than the read it came from; nothing is kept once that read is over.
 */
export function listRecentStories(db: Knex, limit: number): Promise<RecentStoryJson[]> {
  let reads = recentInFlight.get(db);
  if (!reads) recentInFlight.set(db, (reads = new Map()));
  const running = reads.get(limit);
  if (running) return running;
  const read = readRecentStories(db, limit).finally(() => reads.delete(limit));
  reads.set(limit, read);
  return read;
}

async function readRecentStories(db: Knex, limit: number): Promise<RecentStoryJson[]> {
  const { rows } = await db.raw(RECENT_STORIES, [limit]);
  return (rows as (Pick<Story, 'title' | 'createdAt'> & { galleryId: string })[]).map((row) => ({
    id: row.galleryId,
    title: row.title || null,
    createdAt: new Date(row.createdAt).toISOString(),
    scenes: [{ imageUrl: galleryCoverUrl(row.galleryId) }],
  }));
}

/** Scene 1's picture of a story in the gallery, found by its gallery id; 404 for anything else. */
export async function getGalleryCover(db: Knex, media: MediaStore, galleryId: string): Promise<OpenedMedia> {
  const row: { imageKey: string | null } | undefined = looksLikeRandomId(galleryId)
    ? await inGallery(db('stories as s').join('scenes as c', 'c.storyId', 's.id'))
        .where({ 's.galleryId': galleryId, 'c.sceneNumber': 1 })
        .select('c.imageKey')
        .first()
    : undefined;
  const stored = row?.imageKey ? await media.open(row.imageKey) : undefined;
  if (!stored) throw new AppError(404, 'errors.notFound');
  return stored;
}
