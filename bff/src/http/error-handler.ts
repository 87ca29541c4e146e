import type { Middleware } from 'koa';
import { translate, type Language } from '@dreamweaver/contracts';
import { isLostDatabaseConnection, isMediaStoreFailure } from '../db/lost-connection.ts';
import { AppError, describeAppError } from '../errors.ts';

/** How long a client is asked to wait when the database or the media store is out. */
const OUTAGE_RETRY_AFTER_SECONDS = 30;

// Every failure becomes JSON `{ message }` with the right status. A coded AppError is put into
// words here, in the request's language; an outage of the database or the media store is a 503
// with Retry-After; anything else unexpected is logged with the request id and answered with a generic 500.
export function errorHandler(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const { status, body, headers, outage } = describe(error, ctx.state.language);
      if (outage) ctx.state.logger.warn(`request failed: the ${outage} is unavailable`, { error, path: ctx.path });
      else if (status >= 500) ctx.state.logger.error('request failed', { error, path: ctx.path });
      ctx.status = status;
      ctx.body = body;
      for (const [name, value] of Object.entries(headers)) ctx.set(name, value);
    }
  };
}

function describe(
  error: unknown,
  language: Language,
): { status: number; body: { message: string }; headers: Record<string, string>; outage?: 'database' | 'media store' } {
  if (error instanceof AppError) {
    const headers: Record<string, string> = {};
    if (error.details.retryAfterSeconds) headers['Retry-After'] = String(error.details.retryAfterSeconds);
    return { status: error.status, body: describeAppError(error, language), headers };
  }
  const outage = isMediaStoreFailure(error) ? 'media store' : isLostDatabaseConnection(error) ? 'database' : undefined;
  if (outage) {
    return {
      status: 503,
      body: { message: translate(language, 'errors.unavailable') },
      headers: { 'Retry-After': String(OUTAGE_RETRY_AFTER_SECONDS) },
      outage,
    };
  }
  const httpError = error as { status?: number; statusCode?: number; expose?: boolean; message?: string };
  const status = httpError.status ?? httpError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message =
      httpError.expose && httpError.message ? httpError.message : translate(language, 'validation.invalidRequest');
    return { status, body: { message }, headers: {} };
  }
  return { status: 500, body: { message: translate(language, 'errors.internal') }, headers: {} };
}
