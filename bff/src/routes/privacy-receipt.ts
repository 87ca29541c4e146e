import type Router from '@koa/router';
import { API_ROUTES } from '@dreamweaver/contracts';
import type { AppContext } from '../app-context.ts';
import { apiRouter } from '../http/api-router.ts';
import { currentUserOf } from '../http/current-user.ts';
import { getStoryPrivacy } from '../services/privacy-receipt.ts';

/** `GET /api/stories/:id/privacy`: what happened to the story's details, for whoever made it (services/privacy-receipt.ts). */
export function privacyReceiptRoutes({ db, media }: AppContext): Router {
  const router = apiRouter();

  router.get(API_ROUTES.stories.privacy.path, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const user = await currentUserOf(ctx);
    const requester = { userId: user?.id ?? null, anonymousStoryIds: ctx.session?.anonymousStoryIds ?? [] };
    ctx.body = await getStoryPrivacy(db, ctx.params.id, requester, media);
  });

  return router;
}
