import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Middleware, ParameterizedContext } from 'koa';
import { ApiResponseShapeError, parseApiResponse } from '@dreamweaver/contracts';

/**
 * Development and tests parse every answer of the API with its route's schema in contracts'
 * API_ROUTES; production does not pay for it (an unset NODE_ENV counts as production here).
 */
export const checksApiResponses = process.env.NODE_ENV === 'development' || process.env.NODE_ENV === 'test';

/** The JSON an OK answer carries, as the client will read it; undefined when it is not JSON. */
function sentJson(ctx: ParameterizedContext): unknown {
  const body: unknown = ctx.body;
  if (ctx.status < 200 || ctx.status >= 300 || body === null || body === undefined) return undefined;
  if (!ctx.response.is('json')) return undefined;
  if (typeof body === 'string') return JSON.parse(body);
  if (Buffer.isBuffer(body)) {
    // The gallery's shared answer is compressed once and kept (http/shared-json.ts).
    const encoding = ctx.response.get('Content-Encoding');
    const bytes = encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
    return JSON.parse(bytes.toString('utf8'));
  }
  if (typeof body === 'object' && typeof (body as { pipe?: unknown }).pipe !== 'function') return body;
  return undefined;
}

/**
 * Fails an answer whose JSON does not have its route's shape: a 500 whose message names the route
 * and the fields, logged as an error, so a test that meets it fails loudly.
 */
export function checkApiResponses(): Middleware {
  return async (ctx, next) => {
    await next();
    const body = sentJson(ctx);
    if (body === undefined) return;
    try {
      parseApiResponse(ctx.method, ctx.path, body);
    } catch (error) {
      if (!(error instanceof ApiResponseShapeError)) throw error;
      ctx.state.logger.error('answer does not match its schema', { error, path: ctx.path });
      ctx.remove('Content-Encoding');
      ctx.status = 500;
      ctx.body = { message: error.message };
    }
  };
}
