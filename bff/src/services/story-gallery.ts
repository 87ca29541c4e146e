import type { Knex } from 'knex';
import {
  API_ROUTES,
  apiPath,
  RECENT_LIMIT_MAX,
  type RecentStoryJson,
  type StorySharingJson,
} from '@dreamweaver/contracts';
import { AppError } from '../errors.ts';
import { Story, type Scene } from '../models/index.ts';
import { watchTableWrites, type TableWrites } from '../db/table-writes.ts';
import type { MediaStore, OpenedMedia } from './media-store.ts';
import { looksLikeRandomId, newRandomId } from './random-id.ts';

// The Recent Stories gallery (docs/product-rules.md, for child privacy):
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
    ? await Story.query(db).select('id', 'userId').findById(storyId)
    : undefined;
  if (!story) throw new AppError(404, 'story.errors.notFound');
  assertStoryCreator(story, requester, 'story.errors.sharingNotAllowed');
  if (shared) {
    await Story.query(db)
      .where({ id: storyId })
      .whereNull('galleryId')
      .patch({ galleryId: newRandomId(), sharedAt: db.fn.now() });
  } else {
    await Story.query(db).where({ id: storyId }).patch({ galleryId: null, sharedAt: null });
  }
  return { canChange: true, shared };
}

function galleryCoverUrl(galleryId: string): string {
  return apiPath(API_ROUTES.gallery.cover, { galleryId });
}

export function clampRecentLimit(value: unknown, fallback = 20): number {
  const parsed = Number.parseInt(String(value ?? ''), 10);
  if (!Number.isFinite(parsed)) return fallback;
  return Math.min(RECENT_LIMIT_MAX, Math.max(1, parsed));
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

/**
 * How long this process answers the gallery from its last read. A change made by this process
 * (sharing, un-sharing, hiding, a finished picture) ends it at once; one made by another host or a
 * worker process shows within this time.
 */
export const RECENT_CACHE_MS = 1000;

interface RecentAnswer {
  stories: readonly RecentStoryJson[];
  /** The version of the watched tables it was read at (db/table-writes.ts). */
  version: number;
  until: number;
}

interface RecentCache {
  writes: TableWrites;
  answers: Map<number, RecentAnswer>;
  /** Reads in flight, which requests arriving meanwhile share. */
  reads: Map<number, { version: number; read: Promise<readonly RecentStoryJson[]> }>;
}

const recentCaches = new WeakMap<Knex, RecentCache>();

function recentCacheOf(db: Knex): RecentCache {
  let cache = recentCaches.get(db);
  if (!cache)
    recentCaches.set(
      db,
      (cache = { writes: watchTableWrites(db, ['stories', 'scenes']), answers: new Map(), reads: new Map() }),
    );
  return cache;
}

/**
 * The gallery, the same for everybody, from one read per RECENT_CACHE_MS: it is public and the home
 * page's busiest call, and the CPU profile of GET /api/stories/recent under load was its query on
 * the embedded database and serialising the same answer again for every request. Requests that
 * arrive while a read runs share it, unless something was written since it began. The answer is
 * frozen: every request gets the same object (http/shared-json.ts serialises it once).
 */
export function listRecentStories(db: Knex, limit: number): Promise<readonly RecentStoryJson[]> {
  const cache = recentCacheOf(db);
  const now = Date.now();
  const version = cache.writes.version;
  const kept = cache.answers.get(limit);
  if (kept && kept.version === version && now < kept.until) return Promise.resolve(kept.stories);
  const running = cache.reads.get(limit);
  if (running?.version === version) return running.read;
  const read = readRecentStories(db, limit).then((stories) => {
    if (cache.writes.mayKeep(version)) cache.answers.set(limit, { stories, version, until: now + RECENT_CACHE_MS });
    return stories;
  });
  const entry = { version, read };
  cache.reads.set(limit, entry);
  void read.finally(() => cache.reads.get(limit) === entry && cache.reads.delete(limit)).catch(() => {});
  return read;
}

async function readRecentStories(db: Knex, limit: number): Promise<readonly RecentStoryJson[]> {
  const { rows } = await db.raw(RECENT_STORIES, [limit]);
  const stories = (rows as (Pick<Story, 'title' | 'createdAt'> & { galleryId: string })[]).map((row) =>
    Object.freeze({
      id: row.galleryId,
      title: row.title || null,
      createdAt: new Date(row.createdAt).toISOString(),
      scenes: Object.freeze([Object.freeze({ imageUrl: galleryCoverUrl(row.galleryId) })]) as RecentStoryJson['scenes'],
    }),
  );
  return Object.freeze(stories);
}

/** Scene 1's picture of a story in the gallery, found by its gallery id; 404 for anything else. */
export async function getGalleryCover(db: Knex, media: MediaStore, galleryId: string): Promise<OpenedMedia> {
  // In the gallery: shared, not hidden by the admin.
  const row = looksLikeRandomId(galleryId)
    ? await Story.query(db)
        .alias('s')
        .join('scenes as c', 'c.storyId', 's.id')
        .whereNotNull('s.galleryId')
        .where('s.galleryHidden', false)
        .where({ 's.galleryId': galleryId, 'c.sceneNumber': 1 })
        .select('c.imageKey')
        .first()
        .castTo<Pick<Scene, 'imageKey'> | undefined>()
    : undefined;
  const stored = row?.imageKey ? await media.open(row.imageKey) : undefined;
  if (!stored) throw new AppError(404, 'errors.notFound');
  return stored;
}
