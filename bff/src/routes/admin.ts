import type Router from '@koa/router';
import type { Middleware } from 'koa';
import {
  assignStorySchema,
  createUserSchema,
  storyIdParamsSchema,
  storyGallerySchema,
  storySearchQuerySchema,
  userIdParamsSchema,
} from '@dreamweaver/contracts';
import type { AppContext } from '../app-context.ts';
import { apiRouter } from '../http/api-router.ts';
import { requireAdmin } from '../http/current-user.ts';
import { validate } from '../http/validate.ts';
import { assignStory, listStories, setGalleryHidden } from '../services/admin-stories.ts';
import { createUserWithTemporaryPassword, listUsers, listUserStories } from '../services/admin-users.ts';

/** The admin dashboard's API (spec.md section 7); every route is for the admin only. */
export function adminRoutes({ db, settings, mailer, accountRules }: AppContext): Router {
  const router = apiRouter('/api/admin');
  // On every route itself, never as router.use(): see http/api-router.ts.
  const admin: Middleware[] = [
    requireAdmin(accountRules.adminUsername),
    async (ctx, next) => {
      ctx.set('Cache-Control', 'no-store');
      return next();
    },
  ];

  router.get('/users', ...admin, async (ctx) => {
    ctx.body = await listUsers(db);
  });

  router.post('/users', ...admin, async (ctx) => {
    const input = validate(createUserSchema(ctx.state.t), ctx.request.body, ctx.state.t);
    ctx.status = 201;
    ctx.body = await createUserWithTemporaryPassword(db, input, {
      rules: accountRules,
      allowAdminName: false,
      mailer,
      publicUrl: settings.PUBLIC_URL,
      logger: ctx.state.logger,
      t: ctx.state.t,
    });
  });

  router.get('/users/:userId/stories', ...admin, async (ctx) => {
    const { userId } = validate(userIdParamsSchema(ctx.state.t), ctx.params, ctx.state.t);
    ctx.body = await listUserStories(db, userId, ctx.state.t);
  });

  router.get('/stories', ...admin, async (ctx) => {
    const { search } = validate(storySearchQuerySchema(ctx.state.t), ctx.query, ctx.state.t);
    ctx.body = await listStories(db, { search });
  });

  router.put('/stories/:storyId/assign', ...admin, async (ctx) => {
    const { storyId } = validate(storyIdParamsSchema(ctx.state.t), ctx.params, ctx.state.t);
    const { userId } = validate(assignStorySchema(ctx.state.t), ctx.request.body, ctx.state.t);
    ctx.body = await assignStory(db, storyId, userId, ctx.state.t);
  });

  // The guard sits on the route itself, whatever the router's own middleware does.
  router.put('/stories/:storyId/gallery', requireAdmin(accountRules.adminUsername), async (ctx) => {
    const { storyId } = validate(storyIdParamsSchema(ctx.state.t), ctx.params);
    const { hidden } = validate(storyGallerySchema(ctx.state.t), ctx.request.body);
    ctx.body = await setGalleryHidden(db, storyId, hidden, ctx.state.t);
  });

  return router;
}
