import { readFile, stat } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import path from 'node:path';
import zlib from 'node:zlib';
import type Koa from 'koa';

interface Page {
  modifiedAt: Date;
  etag: string;
  bodies: { br: Buffer; gzip: Buffer; identity: Buffer };
}

/** `html` with `element` at the end of its head (right after the doctype if it has no `</head>`). */
function insertIntoHead(html: string, element: string): string {
  if (html.includes('</head>')) return html.replace('</head>', `${element}</head>`);
  return html.replace(/^(<!doctype[^>]*>)?/i, `$1${element}`);
}

/**
 * Sends the shell's pages (index.html, home.<language>.html) with `element` (the remote
 * configuration, remoteConfigElement) in their head. The page then differs from the file on disk,
 * so its brotli and gzip copies are made here, once per build of the file, and kept in memory.
 * Returns false when there is no such file.
 */
export function shellPageSender(shellDist: string, element: string) {
  const pages = new Map<string, Page>();

  async function load(file: string): Promise<Page | undefined> {
    const full = path.join(shellDist, file);
    const stats = await stat(full).catch(() => undefined);
    if (!stats?.isFile()) return undefined;
    const cached = pages.get(file);
    if (cached && cached.modifiedAt.getTime() === stats.mtime.getTime()) return cached;
    const identity = Buffer.from(insertIntoHead(await readFile(full, 'utf8'), element));
    const page: Page = {
      modifiedAt: stats.mtime,
      etag: `W/"${createHash('sha1').update(identity).digest('base64url')}"`,
      bodies: {
        identity,
        br: zlib.brotliCompressSync(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: zlib.gzipSync(identity, { level: 9 }),
      },
    };
    pages.set(file, page);
    return page;
  }

  return async (ctx: Koa.Context, file: string, headers: Record<string, string> = {}): Promise<boolean> => {
    const page = await load(file);
    if (!page) return false;
    ctx.status = 200;
    ctx.type = 'text/html; charset=utf-8';
    ctx.set({ 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff', Vary: 'Accept-Encoding', ...headers });
    ctx.lastModified = page.modifiedAt;
    ctx.etag = page.etag;
    if (ctx.fresh) {
      ctx.status = 304;
      return true;
    }
    const encoding = ctx.acceptsEncodings('br', 'gzip', 'identity');
    if (encoding === 'br' || encoding === 'gzip') ctx.set('Content-Encoding', encoding);
    ctx.body = page.bodies[encoding === 'br' || encoding === 'gzip' ? encoding : 'identity'];
    return true;
  };
}
