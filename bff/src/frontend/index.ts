import type Koa from 'koa';
import type { Settings } from '../settings.ts';

// Placeholder until the shell issue's static serving lands (owned by the front-end work).
export function frontendRoutes(_settings: Settings): Koa.Middleware {
  return async (_ctx, next) => next();
}
