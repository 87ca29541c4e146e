import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { ParameterizedContext } from 'koa';
import { COMPRESS_JSON_FROM_BYTES } from './compress-json.ts';

/** One answer's bytes: its JSON text, a weak ETag over it, and compressed copies made on first need. */
interface PreparedJson {
  text: string;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
}

const prepared = new WeakMap<object, PreparedJson>();

const compressors = {
  br: (text: string) => zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
  gzip: (text: string) => zlib.gzipSync(text, { level: 9 }),
};

function prepare(value: object): PreparedJson {
  let answer = prepared.get(value);
  if (!answer) {
    const text = JSON.stringify(value);
    answer = { text, etag: `W/"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"` };
    prepared.set(value, answer);
  }
  return answer;
}

/**
 * Sends `value`, an answer many requests share (a cached, frozen object), as JSON: serialised,
 * hashed and compressed once for as long as the same object is sent, instead of once per request
 * as koa-compress does (its brotli and the JSON.stringify were most of the gallery's own CPU time
 * in the profile). A browser holding the same answer gets 304 without a body.
 */
export function sendSharedJson(ctx: ParameterizedContext, value: object): void {
  const answer = prepare(value);
  ctx.vary('Accept-Encoding');
  ctx.status = 200;
  ctx.etag = answer.etag;
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  ctx.compress = false;
  const encoding =
    answer.text.length >= COMPRESS_JSON_FROM_BYTES ? ctx.acceptsEncodings('br', 'gzip', 'identity') : 'identity';
  if (encoding === 'br' || encoding === 'gzip') {
    ctx.body = answer[encoding] ??= compressors[encoding](answer.text);
    ctx.set('Content-Encoding', encoding);
  } else {
    ctx.body = answer.text;
  }
  ctx.type = 'application/json';
}
