import Router from '@koa/router';
import {
  assignStorySchema,
  createUserSchema,
  storyIdParamsSchema,
  storySearchQuerySchema,
  userIdParamsSchema,
} from '@dreamweaver/contracts';
import type { AppContext } from '../app-context.ts';
import { requireAdmin } from '../http/current-user.ts';
import { validate } from '../http/validate.ts';
import { createPaymentProvider } from '../payments/index.ts';
import { assignStory, listStories, retryStory } from '../services/admin-stories.ts';
import { refundStoryPayment } from '../services/payment-refund.ts';
import { createUserWithTemporaryPassword, listUsers, listUserStories } from '../services/admin-users.ts';

/** The admin dashboard's API (spec.md section 7); every route is for the admin only. */
export function adminRoutes({ db, settings, mailer, accountRules }: AppContext): Router {
  const router = new Router({ prefix: '/api/admin' });
  const paymentProvider = createPaymentProvider(db, settings);
  router.use(requireAdmin(accountRules.adminUsername));
  router.use(async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    return next();
  });

  router.get('/users', async (ctx) => {
    ctx.body = await listUsers(db);
  });

  router.post('/users', async (ctx) => {
    const input = validate(createUserSchema(ctx.state.t), ctx.request.body);
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

  router.get('/users/:userId/stories', async (ctx) => {
    const { userId } = validate(userIdParamsSchema(ctx.state.t), ctx.params);
    ctx.body = await listUserStories(db, userId, ctx.state.t);
  });

  router.get('/stories', async (ctx) => {
    const { search, failed } = validate(storySearchQuerySchema(ctx.state.t), ctx.query);
    ctx.body = await listStories(db, { search, failed });
  });

  router.put('/stories/:storyId/assign', async (ctx) => {
    const { storyId } = validate(storyIdParamsSchema(ctx.state.t), ctx.params);
    const { userId } = validate(assignStorySchema(ctx.state.t), ctx.request.body);
    ctx.body = await assignStory(db, storyId, userId, ctx.state.t);
  });

  // Issue 12: the guard sits on each route itself, whatever router-level middleware does.
  router.post('/stories/:storyId/retry', requireAdmin(accountRules.adminUsername), async (ctx) => {
    const { storyId } = validate(storyIdParamsSchema(ctx.state.t), ctx.params);
    ctx.body = await retryStory(db, storyId, ctx.state.t);
  });

  router.post('/stories/:storyId/refund', requireAdmin(accountRules.adminUsername), async (ctx) => {
    const { storyId } = validate(storyIdParamsSchema(ctx.state.t), ctx.params);
    ctx.body = await refundStoryPayment({ db, provider: paymentProvider, logger: ctx.state.logger }, storyId, ctx.state.t);
  });

  return router;
}
