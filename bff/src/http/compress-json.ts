import type { Middleware } from 'koa';
import compress from 'koa-compress';

/** JSON answers shorter than this go as they are: compressing them costs more than it saves. */
export const COMPRESS_JSON_FROM_BYTES = 1024;

const isJsonType = (type: string) => /^application\/(?:[\w.+-]+\+)?json\b/i.test(type);
const alreadyAnswered = () => Promise.resolve();

/**
 * Compresses the API's JSON answers of 1 KB or more (brotli or gzip, as the browser accepts).
 * Only JSON: pictures and narration are never compressed (an SVG or MP3 answer may be a byte
 * range, whose Content-Range counts the bytes as stored), and the front end's files are served
 * precompressed by the front-end routes.
 */
export function compressJson(): Middleware {
  const compressor = compress({ threshold: COMPRESS_JSON_FROM_BYTES, filter: isJsonType });
  return async (ctx, next) => {
    // As koa-compress does first: every API answer may differ by Accept-Encoding.
    ctx.vary('Accept-Encoding');
    await next();
    // Serialised once here: koa-compress measures an object body by stringifying it, and Koa
    // would stringify it again to send it. The type stays application/json.
    if (isPlainJson(ctx.body)) ctx.body = JSON.stringify(ctx.body);
    // Most answers are short, or asked for without Accept-Encoding (koa-compress then answers
    // with identity), and koa-compress sends those as they are after a dozen header reads and an
    // options copy (koa-compress and compress-json.ts were 3.4 % of the bff's CPU profile of
    // GET /api/stories/:id under load); only the others go through it.
    if (!ctx.request.headers['accept-encoding']) return;
    if (typeof ctx.body === 'string' || Buffer.isBuffer(ctx.body)) {
      const length = ctx.response.length;
      if (length !== undefined && length < COMPRESS_JSON_FROM_BYTES) return;
    }
    await compressor(ctx, alreadyAnswered);
  };
}

/** An array or a plain object: what Koa would send as JSON (not a buffer, stream, blob or model). */
function isPlainJson(body: unknown): boolean {
  if (Array.isArray(body)) return true;
  if (body === null || typeof body !== 'object') return false;
  const prototype = Object.getPrototypeOf(body);
  return prototype === Object.prototype || prototype === null;
}
