import type Router from '@koa/router';
import { API_ROUTES } from '@dreamweaver/contracts';
import type { AppContext } from '../app-context.ts';
import { apiRouter } from '../http/api-router.ts';
import { requireUser } from '../http/current-user.ts';
import { getAccountExport } from '../services/account-export.ts';
import { attachmentHeader, downloadOrigin } from '../services/story-download.ts';

/** `GET /api/auth/account/export`: "Download my data", the signed-in account's own ZIP (services/account-export.ts). */
export function accountExportRoutes({ db, media, settings }: AppContext): Router {
  const router = apiRouter();

  router.get(API_ROUTES.auth.accountExport.path, requireUser, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const exported = await getAccountExport(db, media, ctx.state.user, ctx.state.language, {
      origin: downloadOrigin(settings),
      logger: ctx.state.logger,
    });
    if ('preparing' in exported) {
      // Built off the request's path: ask again shortly.
      ctx.status = 202;
      ctx.set('Retry-After', String(exported.retryAfterSeconds));
      ctx.body = { message: ctx.state.t('accountExport.preparing'), retryAfterSeconds: exported.retryAfterSeconds };
      return;
    }
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Content-Disposition', attachmentHeader(exported.fileName));
    ctx.type = 'application/zip';
    ctx.body = exported.data;
  });

  return router;
}
