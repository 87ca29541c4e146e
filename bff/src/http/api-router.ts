import Router from '@koa/router';

/**
 * A router for part of the JSON API. Case-sensitive: @koa/router matches routes case-insensitively
 * by default but compiles `router.use()` middleware to its own case-sensitive pattern, so a guard
 * there was skipped by `/api/ADMIN/…`. Guards sit on the routes themselves as well.
 */
export function apiRouter(prefix: string): Router {
  return new Router({ prefix, sensitive: true });
}
