import Router from '@koa/router';
import { createStorySchema, RECENT_CACHE_SECONDS } from '@dreamweaver/contracts';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { NotFoundError } from '../errors.ts';
import { currentUserOf, requireUser } from '../http/current-user.ts';
import { validate } from '../http/validate.ts';
import { mediaStoreFor } from '../services/media-store.ts';
import { releaseStoryCreation, reserveStoryCreation } from '../services/story-creation-limit.ts';
import {
  clampRecentLimit,
  createStory,
  getSceneMedia,
  getStory,
  getStoryProgress,
  listRecentStories,
  listUserStories,
} from '../services/story-service.ts';

/** Anonymous sessions remember at most this many stories to hand over at sign-in. */
const ANONYMOUS_STORIES_KEPT = 100;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const RECENT_HTTP_CACHE_SECONDS = 30;

const mediaParams = z.object({
  id: z.string().min(1).max(32),
  sceneNumber: z.coerce.number().int().min(1).max(1000),
  kind: z.enum(['image', 'audio']),
  file: z.string().min(1).max(200),
});

export function storyRoutes({ db, settings }: AppContext): Router {
  const router = new Router({ prefix: '/api/stories' });
  const media = mediaStoreFor(settings.dataDir);

  router.post('/', async (ctx) => {
    const input = validate(createStorySchema(ctx.state.t), ctx.request.body);
    // The place is reserved before the story is made, and given back if it could not be.
    const reservation = await reserveStoryCreation(db, ctx.ip, ctx.state.t);
    const owner = (await currentUserOf(ctx))?.id ?? null;
    const story = await createStory(db, input, owner).catch(async (error) => {
      await releaseStoryCreation(db, reservation);
      throw error;
    });
    if (owner === null && ctx.session) {
      const remembered = ctx.session.anonymousStoryIds ?? [];
      ctx.session.anonymousStoryIds = [...remembered, story.id].slice(-ANONYMOUS_STORIES_KEPT);
    }
    ctx.status = 201;
    ctx.body = story;
  });

  router.get('/recent', async (ctx) => {
    // Shared caches absorb bursts; browsers revalidate soon, so a parent sees their new story
    // (the browser's query client keeps the list for RECENT_CACHE_SECONDS itself).
    ctx.set('Cache-Control', `public, max-age=${RECENT_HTTP_CACHE_SECONDS}, s-maxage=${RECENT_CACHE_SECONDS}`);
    ctx.body = await listRecentStories(db, clampRecentLimit(ctx.query.limit));
  });

  router.get('/user', requireUser, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await listUserStories(db, ctx.state.user!.id);
  });

  router.get('/:id', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await getStory(db, ctx.params.id, ctx.state.t);
  });

  router.get('/:id/progress', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await getStoryProgress(db, ctx.params.id, ctx.state.t);
  });

  router.get('/:id/scenes/:sceneNumber/:kind/:file', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const parsed = mediaParams.safeParse(ctx.params);
    if (!parsed.success) throw new NotFoundError(ctx.state.t('errors.notFound'));
    const { id, sceneNumber, kind, file } = parsed.data;
    const stored = await getSceneMedia(db, media, { storyId: id, sceneNumber, kind, file }, ctx.state.t);
    // A media URL names one file for good; the free preview may sit in shared caches, paid scenes only in the browser's.
    ctx.set('Cache-Control', `${sceneNumber === 1 ? 'public' : 'private'}, max-age=${ONE_YEAR_SECONDS}, immutable`);
    ctx.set('X-Content-Type-Options', 'nosniff');
    if (stored.contentType === 'image/svg+xml') ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    ctx.type = stored.contentType;
    ctx.body = stored.data;
  });

  return router;
}
