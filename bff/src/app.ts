import { API_ROUTES } from '@dreamweaver/contracts';
import { bodyParser } from '@koa/bodyparser';
import type Router from '@koa/router';
import Koa from 'koa';
import type { AppContext } from './app-context.ts';
import { AppError } from './errors.ts';
import { isApiPath } from './http/api-path.ts';
import { compressJson } from './http/compress-json.ts';
import { crossSiteGuard } from './http/cross-site-guard.ts';
import { currentUser } from './http/current-user.ts';
import { errorHandler } from './http/error-handler.ts';
import { httpsOnly } from './http/https-only.ts';
import { requestContext } from './http/request-context.ts';
import { checkApiResponses, checksApiResponses } from './http/response-check.ts';
import { securityHeaders } from './http/security-headers.ts';
import { sessionMiddleware } from './http/session.ts';
import { healthRoutes, requestMetrics } from './routes/health.ts';
import { apiRouters } from './routes/index.ts';
import { databaseSessionStore } from './services/session-store.ts';
import { onStoryPaid } from './services/story-events.ts';
import { downloadOrigin, prepareStoryBooks } from './services/story-download.ts';
import { frontendRoutes } from './frontend/index.ts';
import { getStoryFirstScene } from './services/story-service.ts';

/** Bodies these paths need raw (signature checks), so the JSON parser leaves them alone. */
const RAW_BODY_PATHS: string[] = [API_ROUTES.payments.webhook.path];

/**
 * A router's routes, asked only for paths under its prefix when it matches case-sensitively (no
 * route of it can match any other path). Every router matched every API request against each of
 * its routes: @koa/router was 2.7 % of the bff's CPU profile of GET /api/stories/:id under load,
 * twice the bare server's one router. A router that is skipped leaves `ctx.matched` as matching
 * would have (an empty list at least), so the routers' 405 and 501 answers stay the same.
 */
function routesUnder(router: Router): Koa.Middleware {
  const routes = router.routes() as unknown as Koa.Middleware;
  const { prefix, sensitive } = router.opts;
  if (!prefix || !sensitive) return routes;
  return (ctx, next) => {
    if (ctx.path.startsWith(prefix)) return routes(ctx, next);
    ctx.matched ??= [];
    return next();
  };
}

export function createApp(context: AppContext): Koa {
  const { db, settings, logger } = context;
  const app = new Koa();
  app.keys = [context.sessionSecret];
  // X-Forwarded-* are believed only from the configured proxies: ctx.ip is the address the
  // nearest trusted proxy saw, not the left-most entry a client can write.
  app.proxy = settings.TRUST_PROXY_HOPS > 0;
  app.maxIpsCount = settings.TRUST_PROXY_HOPS;

  // A story just paid for has its whole books built ahead, so its download is ready when asked for.
  onStoryPaid((paidIn, storyId) => {
    if (paidIn === db) void prepareStoryBooks(db, context.media, storyId, { origin: downloadOrigin(settings), logger });
  });

  app.use(requestMetrics());
  app.use(requestContext(logger));
  app.use(securityHeaders(settings));
  // Probes come over plain http from the load balancer, with no cookie: before the https redirect and the session.
  app.use(healthRoutes(context, context.media));
  if (settings.behindHttps) app.use(httpsOnly(settings.PUBLIC_URL!));
  const compressApi = compressJson();
  app.use((ctx, next) => (isApiPath(ctx.path) ? compressApi(ctx, next) : next()));
  app.use(errorHandler());
  if (checksApiResponses) app.use(checkApiResponses());
  app.use(crossSiteGuard({ publicUrl: settings.PUBLIC_URL, exemptPaths: RAW_BODY_PATHS }));
  // koa-session reads its store on every request it sees; only the API uses sessions, so pages
  // and bundles are served without a database round trip.
  const sessions = sessionMiddleware(app, databaseSessionStore(db), { secure: settings.behindHttps });
  app.use((ctx, next) => (isApiPath(ctx.path) ? sessions(ctx, next) : next()));
  const parseJson = bodyParser({
    enableTypes: ['json'],
    // DELETE /api/auth/account carries the password; other DELETEs send no body.
    parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
    jsonLimit: '100kb',
    encoding: 'utf-8',
    onError: (error) => {
      const tooLarge = (error as { status?: number }).status === 413;
      throw new AppError(tooLarge ? 413 : 400, tooLarge ? 'errors.bodyTooLarge' : 'errors.invalidJson');
    },
  });
  app.use((ctx, next) => (RAW_BODY_PATHS.includes(ctx.path) ? next() : parseJson(ctx, next)));
  app.use(currentUser(db));

  for (const router of apiRouters(context)) {
    app.use(routesUnder(router));
    app.use(router.allowedMethods());
  }
  app.use(frontendRoutes(settings, (id) => getStoryFirstScene(db, id)));
  app.use(async (ctx, next) => {
    if (isApiPath(ctx.path)) throw new AppError(404, 'errors.notFound');
    return next();
  });
  return app;
}
