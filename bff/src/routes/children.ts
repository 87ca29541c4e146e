import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { API_ROUTES, childProfileSchema, deleteChildQuerySchema, storyChildSchema } from '@dreamweaver/contracts';
import type { AppContext } from '../app-context.ts';
import { apiRouter } from '../http/api-router.ts';
import { requireUser } from '../http/current-user.ts';
import {
  createChild,
  deleteChild,
  exportChild,
  getChild,
  listChildren,
  updateChild,
} from '../services/child-profiles.ts';
import { setStoryChild } from '../services/child-stories.ts';
import { purgeSoon } from '../services/story-media-purge.ts';
import { validate } from '../validation.ts';

/** `/api/children` and `/api/stories/:id/child`: the signed-in parent's child profiles; 404 for anyone else's. */
export function childRoutes({ db, media, logger }: AppContext): Router {
  const router = apiRouter();
  // On every route itself, never as router.use(): see http/api-router.ts.
  const own: Middleware[] = [
    requireUser,
    async (ctx, next) => {
      ctx.set('Cache-Control', 'no-store');
      return next();
    },
  ];
  const { children } = API_ROUTES;

  router.get(children.list.path, ...own, async (ctx) => {
    ctx.body = await listChildren(db, ctx.state.user.id);
  });

  router.post(children.create.path, ...own, async (ctx) => {
    const input = validate(childProfileSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = await createChild(db, ctx.state.user.id, input);
  });

  router.get(children.profile.path, ...own, async (ctx) => {
    ctx.body = await getChild(db, ctx.state.user.id, ctx.params.id);
  });

  router.put(children.update.path, ...own, async (ctx) => {
    const input = validate(childProfileSchema, ctx.request.body);
    ctx.body = await updateChild(db, ctx.state.user.id, ctx.params.id, input);
  });

  router.delete(children.remove.path, ...own, async (ctx) => {
    const { stories } = validate(deleteChildQuerySchema, ctx.query);
    const { deletedStories, deletedStoryIds } = await deleteChild(db, ctx.state.user.id, ctx.params.id, stories);
    // The files go at once; if the store is down or slow, the sweep empties the folders later.
    await purgeSoon(db, media, logger, deletedStoryIds);
    ctx.body = { deletedStories };
  });

  router.get(children.export.path, ...own, async (ctx) => {
    const exported = await exportChild(db, ctx.state.user.id, ctx.params.id);
    ctx.set('Content-Disposition', `attachment; filename="child-profile-${exported.profile.id}.json"`);
    ctx.body = exported;
  });

  // A story of the parent's own, added to one of their profiles or taken out of it (child-stories.ts).
  router.put(children.story.path, ...own, async (ctx) => {
    const { childId } = validate(storyChildSchema, ctx.request.body);
    ctx.body = await setStoryChild(db, ctx.state.user.id, ctx.params.id, childId);
  });

  return router;
}
