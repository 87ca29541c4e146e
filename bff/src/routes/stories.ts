import type Router from '@koa/router';
import type { ParameterizedContext } from 'koa';
import {
  API_ROUTES,
  acceptOfferedStoriesSchema,
  createStoryOrderSchema,
  pageQuerySchema,
  storyDownloadQuerySchema,
  storySharingSchema,
} from '@dreamweaver/contracts';
import { apiRouter } from '../http/api-router.ts';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { AppError } from '../errors.ts';
import { currentUserOf, requireUser } from '../http/current-user.ts';
import { sendStoredMedia } from '../http/send-media.ts';
import { sendSharedJson } from '../http/shared-json.ts';
import { sendPage } from '../http/send-page.ts';
import { validate } from '../validation.ts';
import { voiceBookAdapter } from '../services/voice/voice-book.ts';
import { attachmentHeader, downloadOrigin, getStoryDownload } from '../services/story-download.ts';
import { releaseStoryCreation, reserveStoryCreation } from '../services/story-creation-limit.ts';
import {
  clampRecentLimit,
  getGalleryCover,
  listRecentStories,
  setStorySharing,
  type StoryRequester,
} from '../services/story-gallery.ts';
import { getStoryRequest, retryOwnStory } from '../services/story-recovery.ts';
import { acceptOfferedStories, listOfferedStories } from '../services/offered-stories.ts';
import { createStory, getSceneMedia, getStory, getStoryProgress, listUserStories } from '../services/story-service.ts';
import { aiPlanReaderFor } from '../services/ai-plan.ts';
import { planForOrder } from '../services/story-plans.ts';

/** Anonymous sessions remember at most this many stories to offer to an account at sign-in. */
const ANONYMOUS_STORIES_KEPT = 100;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
/**
 * The gallery list and its covers: short, so a story its creator stops sharing leaves every
 * cache within this time (the browser's query client keeps the list RECENT_CACHE_SECONDS).
 */
const GALLERY_HTTP_CACHE_SECONDS = 30;

const mediaParams = z.object({
  id: z.string().min(1).max(32),
  sceneNumber: z.coerce.number().int().min(1).max(1000),
  kind: z.enum(['image', 'audio']),
  file: z.string().min(1).max(200),
});

/** The requester of a story call: the signed-in user and the stories this browser session made. */
async function requesterOf(ctx: ParameterizedContext): Promise<StoryRequester> {
  const user = await currentUserOf(ctx);
  return { userId: user?.id ?? null, anonymousStoryIds: ctx.session?.anonymousStoryIds ?? [] };
}

export function storyRoutes(app: AppContext): Router {
  const router = apiRouter();
  // Registration order matters where paths overlap ('/recent' before '/:id'): each group keeps it.
  addCreationRoutes(router, app);
  addOfferedRoutes(router, app);
  addReadingRoutes(router, app);
  addFileRoutes(router, app);
  return router;
}

/** Making a story, and trying a failed one again: both count against the creation limit. */
function addCreationRoutes(router: Router, { db, settings, logger }: AppContext) {
  // With a text server configured, the model reads the order into a plan too (services/ai-plan.ts).
  const aiReader = aiPlanReaderFor(settings);
  router.post(API_ROUTES.stories.create.path, async (ctx) => {
    const input = validate(createStoryOrderSchema, ctx.request.body);
    // The place is reserved before the story is made, and given back if it could not be.
    const reservation = await reserveStoryCreation(db, ctx.ip);
    const owner = (await currentUserOf(ctx))?.id ?? null;
    const anonymousStoryIds = ctx.session?.anonymousStoryIds ?? [];
    const story = await createStory(db, input, owner, {
      deadlineSeconds: settings.GENERATION_DEADLINE_SECONDS,
      anonymousStoryIds,
    }).catch(async (error) => {
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

  // The order as the storyteller understood it, for the plan screen (or the parent's changed plan,
  // checked as a story would take it): nothing is written or counted.
  router.post(API_ROUTES.stories.plan.path, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const { plan, answers, ...request } = validate(createStoryOrderSchema, ctx.request.body);
    const owner = (await currentUserOf(ctx))?.id ?? null;
    const ai = aiReader && { reader: aiReader, logger, address: ctx.ip };
    ctx.body = await planForOrder(db, request, owner, { plan, answers }, ai);
  });

  // The ways on from a failed story, for its creator: the same request again, or its answers to start over with.
  router.post(API_ROUTES.stories.retry.path, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    // Another try costs generation like a new story: it counts against the same limit.
    const reservation = await reserveStoryCreation(db, ctx.ip);
    ctx.body = await retryOwnStory(db, ctx.params.id, await requesterOf(ctx)).catch(async (error) => {
      await releaseStoryCreation(db, reservation);
      throw error;
    });
  });
}

/** The stories this browser made while signed out, offered to the account signed in now ('/offered' before '/:id'). */
function addOfferedRoutes(router: Router, { db }: AppContext) {
  router.get(API_ROUTES.stories.offered.path, requireUser, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await listOfferedStories(db, ctx.session?.anonymousStoryIds ?? []);
  });

  router.post(API_ROUTES.stories.acceptOffered.path, requireUser, async (ctx) => {
    const { storyIds } = validate(acceptOfferedStoriesSchema, ctx.request.body);
    const sessionStoryIds = ctx.session?.anonymousStoryIds ?? [];
    const accepted = await acceptOfferedStories(db, ctx.state.user.id, sessionStoryIds, storyIds);
    // Asked once: what was not chosen is not offered again (it stays readable by its link).
    if (ctx.session) delete ctx.session.anonymousStoryIds;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { accepted };
  });

  router.post(API_ROUTES.stories.declineOffered.path, requireUser, async (ctx) => {
    if (ctx.session) delete ctx.session.anonymousStoryIds;
    ctx.status = 204;
  });
}

/** The gallery, the user's stories, one story, its progress, its sharing and its request. */
function addReadingRoutes(router: Router, { db }: AppContext) {
  router.get(API_ROUTES.stories.recent.path, async (ctx) => {
    // Shared caches absorb bursts, but only briefly: an un-shared story must leave them soon.
    ctx.set('Cache-Control', `public, max-age=${GALLERY_HTTP_CACHE_SECONDS}`);
    sendSharedJson(ctx, await listRecentStories(db, clampRecentLimit(ctx.query.limit)));
  });

  router.get(API_ROUTES.stories.mine.path, requireUser, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    sendPage(ctx, await listUserStories(db, ctx.state.user!.id, validate(pageQuerySchema, ctx.query)));
  });

  router.get(API_ROUTES.stories.story.path, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await getStory(db, ctx.params.id, await requesterOf(ctx));
  });

  router.put(API_ROUTES.stories.sharing.path, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const { shared } = validate(storySharingSchema, ctx.request.body);
    ctx.body = await setStorySharing(db, ctx.params.id, shared, await requesterOf(ctx));
  });

  router.get(API_ROUTES.stories.progress.path, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await getStoryProgress(db, ctx.params.id, () => requesterOf(ctx));
  });

  router.get(API_ROUTES.stories.request.path, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await getStoryRequest(db, ctx.params.id, await requesterOf(ctx));
  });
}

/** The story as a file to take home, and its scenes' pictures and narration. */
function addFileRoutes(router: Router, { db, media, settings }: AppContext) {
  // The story to take home as a web page, an e-book with narration or a picture book; the paywall as in the viewer.
  router.get(API_ROUTES.stories.download.path, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const { format, voice } = validate(storyDownloadQuerySchema, ctx.query);
    // Read in a recorded voice: the e-book's narration only (the web page and the PDF have no sound).
    const adaptBook =
      voice !== undefined && format === 'epub'
        ? await voiceBookAdapter(db, {
            storyId: ctx.params.id,
            voiceId: voice,
            userId: (await requesterOf(ctx)).userId,
            origin: downloadOrigin(settings),
          })
        : undefined;
    const download = await getStoryDownload(db, media, ctx.params.id, format, {
      origin: downloadOrigin(settings),
      logger: ctx.state.logger,
      adaptBook,
    });
    if ('preparing' in download) {
      // The book is being built off the request's path: ask again shortly.
      ctx.status = 202;
      ctx.set('Retry-After', String(download.retryAfterSeconds));
      ctx.body = { message: ctx.state.t('story.download.preparing') };
      return;
    }
    // A paid story's file stays in the browser's cache only; a story can change (and be paid), so not for long.
    ctx.set('Cache-Control', 'private, max-age=60');
    ctx.set('X-Content-Type-Options', 'nosniff');
    // Opened on its own, the HTML file may show its inlined pictures and styles, and run nothing.
    if (format === 'html')
      ctx.set('Content-Security-Policy', "default-src 'none'; img-src data:; style-src 'unsafe-inline'");
    ctx.set('Content-Disposition', attachmentHeader(download.fileName));
    ctx.type = download.contentType;
    ctx.body = download.data;
  });

  router.get(API_ROUTES.stories.sceneFile.path, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const parsed = mediaParams.safeParse(ctx.params);
    if (!parsed.success) throw new AppError(404, 'errors.notFound');
    const { id, sceneNumber, kind, file } = parsed.data;
    const stored = await getSceneMedia(db, media, { storyId: id, sceneNumber, kind, file });
    // A media URL names one file for good; the free preview may sit in shared caches, paid scenes only in the browser's.
    ctx.set('Cache-Control', `${sceneNumber === 1 ? 'public' : 'private'}, max-age=${ONE_YEAR_SECONDS}, immutable`);
    await sendStoredMedia(ctx, stored);
  });
}

/** `GET /api/gallery/:galleryId/cover`: scene 1's picture of a story in the gallery, by gallery id only. */
export function galleryRoutes({ db, media }: AppContext): Router {
  const router = apiRouter();

  router.get(API_ROUTES.gallery.cover.path, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const stored = await getGalleryCover(db, media, ctx.params.galleryId);
    ctx.set('Cache-Control', `public, max-age=${GALLERY_HTTP_CACHE_SECONDS}`);
    await sendStoredMedia(ctx, stored);
  });

  return router;
}
