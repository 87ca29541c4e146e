import type { Middleware } from 'koa';
import { AppError } from '../errors.ts';

// Every failure becomes JSON `{ message }` with the right status. Client mistakes (4xx) keep their
// message; anything unexpected is logged with the request id and answered with a generic 500.
export function errorHandler(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const { status, body, headers } = describe(error, ctx.state.t);
      if (status >= 500) ctx.state.logger.error('request failed', { error, path: ctx.path });
      ctx.status = status;
      ctx.body = body;
      for (const [name, value] of Object.entries(headers)) ctx.set(name, value);
    }
  };
}

function describe(error: unknown, t: (key: never) => string) {
  const tr = t as (key: string) => string;
  if (error instanceof AppError) {
    const headers: Record<string, string> = {};
    if (error.details.retryAfterSeconds) headers['Retry-After'] = String(error.details.retryAfterSeconds);
    const body = error.details.fieldErrors
      ? { message: error.message, fieldErrors: error.details.fieldErrors }
      : { message: error.message };
    return { status: error.status, body, headers };
  }
  const httpError = error as { status?: number; statusCode?: number; expose?: boolean; message?: string };
  const status = httpError.status ?? httpError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message = httpError.expose && httpError.message ? httpError.message : tr('validation.invalidRequest');
    return { status, body: { message }, headers: {} };
  }
  return { status: 500, body: { message: tr('errors.internal') }, headers: {} };
}
