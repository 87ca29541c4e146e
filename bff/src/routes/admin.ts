import type Router from '@koa/router';
import type { Middleware } from 'koa';
import {
  assignStorySchema,
  createUserSchema,
  pageQuerySchema,
  storyIdParamsSchema,
  storyGallerySchema,
  storySearchQuerySchema,
  userIdParamsSchema,
  API_ROUTES,
} from '@dreamweaver/contracts';
import type { AppContext } from '../app-context.ts';
import { apiRouter } from '../http/api-router.ts';
import { requireAdmin } from '../http/current-user.ts';
import { sendPage } from '../http/send-page.ts';
import { validate } from '../validation.ts';
import { createPaymentProvider } from '../payments/index.ts';
import { assignStory, listStories, retryStory, setGalleryHidden } from '../services/admin-stories.ts';
import { refundStoryPayment } from '../services/payment-refund.ts';
import { aiBudgetReport } from '../generation/cost/budget.ts';
import { createUserWithTemporaryPassword, listUsers, listUserStories, resetPassword } from '../services/admin-users.ts';

/** The admin dashboard's API; every route is for the admin only. */
export function adminRoutes({ db, settings, mailer, accountRules, media }: AppContext): Router {
  const router = apiRouter();
  const paymentProvider = createPaymentProvider(db, settings);
  // On every route itself, never as router.use(): see http/api-router.ts.
  const admin: Middleware[] = [
    requireAdmin,
    async (ctx, next) => {
      ctx.set('Cache-Control', 'no-store');
      return next();
    },
  ];

  router.get(API_ROUTES.admin.users.path, ...admin, async (ctx) => {
    sendPage(ctx, await listUsers(db, validate(pageQuerySchema, ctx.query)));
  });

  router.post(API_ROUTES.admin.createUser.path, ...admin, async (ctx) => {
    const input = validate(createUserSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = await createUserWithTemporaryPassword(db, input, {
      rules: accountRules,
      allowAdminName: false,
      mailer,
      publicUrl: settings.PUBLIC_URL,
      logger: ctx.state.logger,
    });
  });

  router.get(API_ROUTES.admin.userStories.path, ...admin, async (ctx) => {
    const { userId } = validate(userIdParamsSchema, ctx.params);
    sendPage(ctx, await listUserStories(db, userId, validate(pageQuerySchema, ctx.query)));
  });

  // The same reset as storyctl users reset-password: a temporary password for 24 hours, the old one
  // gone, the account signed out everywhere. Only by id: a name could be mistaken for another.
  router.post(API_ROUTES.admin.resetPassword.path, ...admin, async (ctx) => {
    const { userId } = validate(userIdParamsSchema, ctx.params);
    ctx.body = await resetPassword(db, userId, accountRules);
  });

  router.get(API_ROUTES.admin.stories.path, ...admin, async (ctx) => {
    const { search, failed } = validate(storySearchQuerySchema, ctx.query);
    sendPage(ctx, await listStories(db, { search, failed }, validate(pageQuerySchema, ctx.query)));
  });

  router.put(API_ROUTES.admin.assignStory.path, ...admin, async (ctx) => {
    const { storyId } = validate(storyIdParamsSchema, ctx.params);
    const { userId, deleteVoices } = validate(assignStorySchema, ctx.request.body);
    ctx.body = await assignStory({ db, media, logger: ctx.state.logger }, storyId, userId, { deleteVoices });
  });

  router.put(API_ROUTES.admin.storyInGallery.path, ...admin, async (ctx) => {
    const { storyId } = validate(storyIdParamsSchema, ctx.params);
    const { hidden } = validate(storyGallerySchema, ctx.request.body);
    ctx.body = await setGalleryHidden(db, storyId, hidden);
  });

  router.post(API_ROUTES.admin.retryStory.path, ...admin, async (ctx) => {
    const { storyId } = validate(storyIdParamsSchema, ctx.params);
    ctx.body = await retryStory(db, storyId);
  });

  router.get(API_ROUTES.admin.aiBudget.path, ...admin, async (ctx) => {
    ctx.body = await aiBudgetReport(db, settings);
  });

  router.post(API_ROUTES.admin.refundStory.path, ...admin, async (ctx) => {
    const { storyId } = validate(storyIdParamsSchema, ctx.params);
    ctx.body = await refundStoryPayment({ db, provider: paymentProvider, logger: ctx.state.logger, media }, storyId);
  });

  return router;
}
