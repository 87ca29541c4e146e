import { readFile, stat } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import path from 'node:path';
import zlib from 'node:zlib';
import type Koa from 'koa';
import { escapeHtml } from '../http/escape-html.ts';

type Encoding = 'br' | 'gzip' | 'identity';

/** A page as it is sent: its ETag and its body in each encoding. */
interface Sendable {
  etag: string;
  body: (encoding: Encoding) => Buffer;
}

interface Page extends Sendable {
  modifiedAt: Date;
  html: string;
}

function compress(identity: Buffer, encoding: Encoding, fast: boolean): Buffer {
  if (encoding === 'br')
    return zlib.brotliCompressSync(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: fast ? 5 : 11 } });
  return encoding === 'gzip' ? zlib.gzipSync(identity, { level: fast ? 6 : 9 }) : identity;
}

const etagOf = (identity: Buffer) => `W/"${createHash('sha1').update(identity).digest('base64url')}"`;

/** A page kept for many requests: compressed once, at the best ratio, in every encoding. */
function keptPage(html: string): Sendable {
  const identity = Buffer.from(html);
  const bodies = { identity, br: compress(identity, 'br', false), gzip: compress(identity, 'gzip', false) };
  return { etag: etagOf(identity), body: (encoding) => bodies[encoding] };
}

/** A page made for one request (a story's): compressed quickly, only in the encoding sent, only when sent. */
function onePage(html: string): Sendable {
  const identity = Buffer.from(html);
  return { etag: etagOf(identity), body: (encoding) => compress(identity, encoding, true) };
}

/** `html` with `element` at the end of its head (right after the doctype if it has no `</head>`). */
function insertIntoHead(html: string, element: string): string {
  if (html.includes('</head>')) return html.replace('</head>', `${element}</head>`);
  return html.replace(/^(<!doctype[^>]*>)?/i, `$1${element}`);
}

/** What makes one page of the app its own: its language, its `<title>` and its meta description. */
export interface PageHead {
  language: string;
  title: string;
  description: string;
  /** A story viewer's page with bedtime mode on: it comes in the night palette (`<html data-bedtime="on">`). */
  night?: boolean;
}

/** `html` with the page's language on `<html>` (and the night palette, if asked for), its `<title>` and its meta description. */
function withPageHead(html: string, head: PageHead): string {
  const title = `<title>${escapeHtml(head.title)}</title>`;
  const description = `<meta name="description" content="${escapeHtml(head.description)}">`;
  let out = html.replace(/<html\b([^>]*?)\s+lang="[^"]*"/i, `<html$1 lang="${escapeHtml(head.language)}"`);
  if (!/<html\b[^>]*\slang=/i.test(out)) out = out.replace(/<html\b/i, `<html lang="${escapeHtml(head.language)}"`);
  if (head.night) out = out.replace(/<html\b/i, '<html data-bedtime="on"');
  out = out.replace(/<meta\s+name="description"[^>]*>/gi, '');
  out = /<title>[^<]*<\/title>/i.test(out) ? out.replace(/<title>[^<]*<\/title>/i, title) : insertIntoHead(out, title);
  return insertIntoHead(out, description);
}

/**
 * Sends the shell's pages (index.html, home.<language>.html) with `element` (the remote
 * configuration, remoteConfigElement, and the site information) in their head, and with each
 * page's own language, title and description (withPageHead). The page then differs from the file
 * on disk, so its brotli and gzip copies are made here, once per build of the file and per page
 * head (a few dozen: the pages times the languages), and kept in memory; a page `fill`ed for one
 * request (a story's) is compressed for it alone, quickly.
 * Returns false when there is no such file.
 */
export function shellPageSender(shellDist: string, element: string) {
  const pages = new Map<string, Page>();

  async function load(file: string, head: PageHead | undefined): Promise<Page | undefined> {
    const full = path.join(shellDist, file);
    const stats = await stat(full).catch(() => undefined);
    if (!stats?.isFile()) return undefined;
    const key = head ? `${file}\n${head.language}\n${head.title}\n${head.description}\n${head.night ?? false}` : file;
    const cached = pages.get(key);
    if (cached && cached.modifiedAt.getTime() === stats.mtime.getTime()) return cached;
    const inserted = insertIntoHead(await readFile(full, 'utf8'), element);
    const html = head ? withPageHead(inserted, head) : inserted;
    const page: Page = { modifiedAt: stats.mtime, html, ...keptPage(html) };
    pages.set(key, page);
    return page;
  }

  return async (
    ctx: Koa.Context,
    file: string,
    {
      headers = {},
      head,
      status = 200,
      fill,
    }: {
      headers?: Record<string, string>;
      head?: PageHead;
      status?: 200 | 404;
      /** Makes this request's page of the file's (a story's page, story-prerender.ts); not kept. */
      fill?: (html: string) => string;
    } = {},
  ): Promise<boolean> => {
    const loaded = await load(file, head);
    if (!loaded) return false;
    const page = fill ? onePage(fill(loaded.html)) : loaded;
    // A 404 page is never fresh (Koa checks freshness for 2xx answers only).
    ctx.status = status;
    ctx.type = 'text/html; charset=utf-8';
    ctx.set({ 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff', Vary: 'Accept-Encoding', ...headers });
    // A filled page changes with its story, not with the file: only its ETag tells whether it is fresh.
    if (!fill) ctx.lastModified = loaded.modifiedAt;
    ctx.etag = page.etag;
    if (ctx.fresh) {
      ctx.status = 304;
      return true;
    }
    const encoding = ctx.acceptsEncodings('br', 'gzip', 'identity');
    if (encoding === 'br' || encoding === 'gzip') ctx.set('Content-Encoding', encoding);
    ctx.body = page.body(encoding === 'br' || encoding === 'gzip' ? encoding : 'identity');
    return true;
  };
}
