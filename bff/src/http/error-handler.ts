import type { Middleware } from 'koa';
import { translate, type Language } from '@dreamweaver/contracts';
import { AppError, describeAppError } from '../errors.ts';

// Every failure becomes JSON `{ message }` with the right status. A coded AppError is put into
// words here, in the request's language; anything unexpected is logged with the request id and answered with a generic 500.
export function errorHandler(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const { status, body, headers } = describe(error, ctx.state.language);
      if (status >= 500) ctx.state.logger.error('request failed', { error, path: ctx.path });
      ctx.status = status;
      ctx.body = body;
      for (const [name, value] of Object.entries(headers)) ctx.set(name, value);
    }
  };
}

function describe(error: unknown, language: Language) {
  if (error instanceof AppError) {
    const headers: Record<string, string> = {};
    if (error.details.retryAfterSeconds) headers['Retry-After'] = String(error.details.retryAfterSeconds);
    return { status: error.status, body: describeAppError(error, language), headers };
  }
  const httpError = error as { status?: number; statusCode?: number; expose?: boolean; message?: string };
  const status = httpError.status ?? httpError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message = httpError.expose && httpError.message ? httpError.message : translate(language, 'validation.invalidRequest');
    return { status, body: { message }, headers: {} };
  }
  return { status: 500, body: { message: translate(language, 'errors.internal') }, headers: {} };
}
