import path from 'node:path';
import Router from '@koa/router';
import type Koa from 'koa';
import { DEFAULT_LANGUAGE, REMOTES, isLanguage, type Language } from '@dreamweaver/contracts';
import { isApiPath } from '../http/api-path.ts';
import type { Settings } from '../settings.ts';
import { cachedHomePreloads } from './home-preloads.ts';
import { remoteConfig, remoteConfigElement } from './remote-config.ts';
import { shellPageSender } from './shell-page.ts';
import { looksLikeAsset, sendBuildFile } from './static-files.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

// Remote bundles are fetched by a shell that may live on another origin.
const REMOTE_ASSET_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Cross-Origin-Resource-Policy': 'cross-origin',
};

// The UI language the visitor chose with the header's toggle: web-kit's language store keeps it in
// localStorage and mirrors it into this cookie so the pre-rendered home page is in it too.
const LANGUAGE_COOKIE = 'dreamweaver.language';

/** The language of the pre-rendered home page: the visitor's choice, else the app's default (the app ignores Accept-Language). */
function pageLanguage(ctx: Koa.Context): Language {
  const chosen = ctx.cookies.get(LANGUAGE_COOKIE, { signed: false });
  return isLanguage(chosen) ? chosen : DEFAULT_LANGUAGE;
}

/**
 * Serves the front end: the runtime remote configuration (GET /api/config/remotes), each remote's build under
 * /remotes/<folder>/, and the shell's build with index.html for every page route (the client
 * router matches routes, case-insensitively, and renders the 404 page), the remote configuration
 * written into each page. Mounted after the API.
 */
export function frontendRoutes(settings: Settings): Koa.Middleware {
  return createFrontendRoutes(settings, REPO_ROOT);
}

/** As frontendRoutes, with the folder that holds shell/dist and the remotes' dist folders. */
export function createFrontendRoutes(settings: Settings, repoRoot: string): Koa.Middleware {
  const router = new Router({ sensitive: true });
  const shellDist = path.join(repoRoot, 'shell', 'dist');

  router.get('/api/config/remotes', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = remoteConfig(settings);
  });

  const routes = router.routes();
  const homePreloads = cachedHomePreloads(settings, repoRoot);
  const sendShellPage = shellPageSender(shellDist, remoteConfigElement(settings));

  // Production builds have no source maps; one left in a dist folder (an older or a development
  // build) is not handed out either: it would give away the original source, the admin's too.
  const hiddenFile = (file: string) => settings.production && /\.map$/i.test(file);

  const serveRemote = async (ctx: Koa.Context): Promise<boolean> => {
    const match = /^\/remotes\/([^/]+)\/(.+)$/.exec(ctx.path);
    if (!match || hiddenFile(match[2])) return false;
    const remote = REMOTES.find((r) => r.folder === match[1]);
    if (!remote) return false;
    if (ctx.method === 'OPTIONS') {
      ctx.set(REMOTE_ASSET_HEADERS);
      ctx.set('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      ctx.status = 204;
      return true;
    }
    return sendBuildFile(ctx, path.join(repoRoot, remote.folder, 'dist'), match[2], REMOTE_ASSET_HEADERS);
  };

  const serveShell = async (ctx: Koa.Context): Promise<boolean> => {
    if (looksLikeAsset(ctx.path)) return !hiddenFile(ctx.path) && sendBuildFile(ctx, shellDist, ctx.path);
    if (!ctx.accepts('html')) return false;
    // The home page comes with its first screen pre-rendered in the visitor's language
    // (shell/scripts/prerender-home.ts); every other page gets the bare shell.
    if (ctx.path === '/') {
      const language = pageLanguage(ctx);
      const links = homePreloads();
      const headers = { Vary: 'Accept-Encoding, Cookie', 'Content-Language': language, ...(links ? { Link: links } : {}) };
      if (await sendShellPage(ctx, `home.${language}.html`, headers)) return true;
    }
    if (await sendShellPage(ctx, 'index.html')) return true;
    ctx.status = 503;
    ctx.type = 'text/plain';
    ctx.body = 'The front end is not built yet: run `npm run build` (or `npm start`, which builds it).';
    return true;
  };

  return async (ctx, next) => {
    await routes(ctx as Parameters<typeof routes>[0], async () => {
      const isRead = ctx.method === 'GET' || ctx.method === 'HEAD';
      if (isApiPath(ctx.path) || !(isRead || ctx.method === 'OPTIONS')) return next();
      if (ctx.path.startsWith('/remotes/')) {
        if (!(await serveRemote(ctx))) ctx.throw(404);
        return;
      }
      if (ctx.method === 'OPTIONS' || !(await serveShell(ctx))) return next();
    });
  };
}
