import type { Middleware } from 'koa';
import { AppError } from '../errors.ts';
import { isApiPath } from './api-path.ts';
import { ownOrigins } from './own-origins.ts';
import { isRecordingUpload } from './recording-upload.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses cross-site request forgery on state-changing requests: the browser's own word
 * (Sec-Fetch-Site, Origin) must say the request comes from this site, and API bodies must be
 * JSON, which a plain cross-site form cannot send.
 */
export function crossSiteGuard({
  publicUrl,
  exemptPaths = [],
}: {
  publicUrl?: string;
  exemptPaths?: string[];
}): Middleware {
  return async (ctx, next) => {
    if (SAFE_METHODS.has(ctx.method) || exemptPaths.includes(ctx.path)) return next();
    // Browsers that send Fetch Metadata say where a request comes from even when a page's
    // referrer policy turns its Origin into "null"; older ones are judged by Origin.
    const fetchSite = ctx.get('sec-fetch-site');
    const origin = ctx.get('origin');
    const sameSite = fetchSite
      ? fetchSite === 'same-origin' || fetchSite === 'none'
      : !origin || ownOrigins(ctx, publicUrl).includes(origin);
    if (!sameSite) throw new AppError(403, 'errors.crossSite');
    if (isApiPath(ctx.path) && hasBody(ctx.req.headers) && !ctx.is('application/json') && !isRecordingUpload(ctx)) {
      throw new AppError(415, 'errors.jsonOnly');
    }
    return next();
  };
}

function hasBody(headers: Record<string, string | string[] | undefined>): boolean {
  return headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;
}
