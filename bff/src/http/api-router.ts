import Router from '@koa/router';

/**
 * A router for part of the JSON API; its routes are full paths from contracts' API_ROUTES. Case-sensitive: @koa/router matches routes case-insensitively
 * by default but compiles `router.use()` middleware to its own case-sensitive pattern, so a guard
 * there was skipped by `/api/ADMIN/…`. Guards sit on the routes themselves as well.
 */
export function apiRouter(): Router {
  return new Router({ sensitive: true });
}
