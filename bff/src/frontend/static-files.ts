import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { send } from '@koa/send';
import type Koa from 'koa';
import { sendMedia } from '../http/send-media.ts';
import { mediaTypeOf as mediaTypeOfKey } from '../media-types.ts';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;
// Build output names carry a content hash (`main.6b89309ed080.js`, see rspack.config.base.ts).
const CONTENT_HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+(\.map)?$/i;

function isContentHashed(file: string): boolean {
  return CONTENT_HASHED.test(path.basename(file));
}

/** A path whose last segment has an extension asks for a file, not for a page of the app. */
export function looksLikeAsset(urlPath: string): boolean {
  const last = urlPath.split('/').pop() ?? '';
  return /\.[a-z0-9]+$/i.test(last);
}

// Text files have brotli and gzip copies beside them (`main.…js.br`, `.gz`), written at build time
// by scripts/precompress.mjs; @koa/send sends the one the request's Accept-Encoding takes.
const PRECOMPRESSED = /\.(js|mjs|css|html|json|svg|txt|xml)$/i;

// Media elements ask for byte ranges (Chromium always sends `Range` for <video>); @koa/send answers
// only whole files, so audio and video (types from the bff's one table) are answered by sendMedia
// (ranges, ETag, 304).
function mediaTypeOf(file: string): string | undefined {
  const type = mediaTypeOfKey(file);
  return type?.startsWith('audio/') || type?.startsWith('video/') ? type : undefined;
}

/**
 * Sends `file` (relative to `root`) with the caching rules of the front end: content-hashed
 * files are immutable for a year, everything else (index.html, mf-manifest.json,
 * remoteEntry.js) is revalidated on every load so a new build shows up on reload. Text files
 * go out as their precompressed brotli or gzip copy when the browser accepts it (with
 * `Vary: Accept-Encoding`, so caches keep the encodings apart). Returns false when there is no such file.
 */
export async function sendBuildFile(
  ctx: Koa.Context,
  root: string,
  file: string,
  extraHeaders: Record<string, string> = {},
): Promise<boolean> {
  const hashed = isContentHashed(file);
  const compressible = PRECOMPRESSED.test(file);
  try {
    const sent = await send(ctx, file, {
      root,
      index: false,
      hidden: false,
      brotli: compressible,
      gzip: compressible,
      maxage: hashed ? ONE_YEAR_MS : 0,
      immutable: hashed,
      setHeaders: (res) => {
        res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        res.setHeader('X-Content-Type-Options', 'nosniff');
        if (compressible) res.setHeader('Vary', 'Accept-Encoding');
        for (const [name, value] of Object.entries(extraHeaders)) res.setHeader(name, value);
      },
    });
    if (!sent) return false;
    const mediaType = mediaTypeOf(sent);
    if (mediaType) {
      // @koa/send has checked the path (decoding, traversal, hidden files); answer that file with ranges.
      (ctx.body as Readable).destroy();
      ctx.body = null;
      ctx.remove('Content-Length');
      const [data, stats] = await Promise.all([readFile(sent), stat(sent)]);
      sendMedia(ctx, { data, contentType: mediaType, modifiedAt: stats.mtime });
    }
    return true;
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (status === 404) return false;
    if (status === 400 || status === 403) ctx.throw(status);
    throw error;
  }
}
