import path from 'node:path';
import Router from '@koa/router';
import type Koa from 'koa';
import {
  REMOTE_CONFIG_PATH,
  REMOTES,
  SITE_INFO_ELEMENT_ID,
  isLanguage,
  languageFromHeader,
  matchPage,
  pageText,
  translator,
  type Language,
  type SiteInfo,
} from '@dreamweaver/contracts';
import { enginePlan } from '../generation/create-engine.ts';
import { isApiPath } from '../http/api-path.ts';
import type { Settings } from '../settings.ts';
import { cachedHomePreloads } from './home-preloads.ts';
import { remoteConfig, remoteConfigElement } from './remote-config.ts';
import { storyPageFinder, storyPagePreloads, type FoundStoryPage, type StoryPageLookup } from './story-preloads.ts';
import { fillStoryPage, prerenderable, STORY_PAGE_TITLE, storyPageFile } from './story-prerender.ts';
import { shellPageSender, type PageHead } from './shell-page.ts';
import { looksLikeAsset, sendBuildFile } from './static-files.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

// Remote bundles are fetched by a shell that may live on another origin.
const REMOTE_ASSET_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Cross-Origin-Resource-Policy': 'cross-origin',
};

// The UI language the visitor chose with the header's toggle: web-kit's language store keeps it in
// localStorage and mirrors it into this cookie so the pages the bff sends are in it too.
const LANGUAGE_COOKIE = 'dreamweaver.language';
// Bedtime mode is on on this device: the story viewer's bedtime settings mirror it into this cookie,
// and its pages are sent in the night palette from their first frame (mf-story's bedtime-settings.ts).
const BEDTIME_COOKIE = 'dreamweaver.bedtime';
const VIEWER_PAGES = new Set(['/story/:id', '/story-viewer-test']);

/**
 * The language of a page: the visitor's choice (the cookie), else on a first visit the browser's
 * Accept-Language, else the app's default. The page says it on <html lang>, where web-kit's
 * language store starts from when the visitor has chosen nothing yet (web-kit/src/language.ts).
 */
function pageLanguage(ctx: Koa.Context): Language {
  const chosen = ctx.cookies.get(LANGUAGE_COOKIE, { signed: false });
  return isLanguage(chosen) ? chosen : languageFromHeader(ctx.get('Accept-Language'));
}

/** What the pages tell visitors about this server (SiteInfo): whether an AI service is used at all. */
function siteInfo(settings: Settings): SiteInfo {
  const plan = enginePlan(settings);
  return { aiServices: Boolean(plan.text || plan.image || plan.speech) };
}

function siteInfoElement(settings: Settings): string {
  return `<script type="application/json" id="${SITE_INFO_ELEMENT_ID}">${JSON.stringify(siteInfo(settings))}</script>`;
}

/**
 * Serves the front end: the runtime remote configuration (GET /api/config/remotes), each remote's build under
 * /remotes/<folder>/, and the shell's build with index.html for every page route, matched as the
 * client router matches them (contracts/src/pages.ts: case-insensitively), in the visitor's
 * language with the page's own title and description, the remote configuration and the site
 * information written into each page. A path no page has gets the same shell with status 404 (the
 * client renders the 404 page). Mounted after the API.
 */
// Pages whose first render is mf_story's routes module: the home page and a story's page (what a
// shared link opens, often on a phone) get the same preloads, so the shell and that module arrive
// with the page instead of one round trip after another.
const PAGES_PRELOADING_THE_STORY_REMOTE = new Set(['/', '/story/:id']);

/** A story's page with its first screen (story-prerender.ts); false when it is not to be, or not built. */
async function sendStoryPage(
  sendShellPage: ReturnType<typeof shellPageSender>,
  ctx: Koa.Context,
  found: FoundStoryPage | undefined,
  { language, head, headers }: { language: Language; head: PageHead; headers: Record<string, string> },
): Promise<boolean> {
  if (!prerenderable(found)) return false;
  return sendShellPage(ctx, storyPageFile(language), {
    head: { ...head, title: STORY_PAGE_TITLE },
    headers,
    fill: (html) => fillStoryPage(html, found.scene, language, head.title),
  });
}

export function frontendRoutes(settings: Settings, storyPage?: StoryPageLookup): Koa.Middleware {
  return createFrontendRoutes(settings, REPO_ROOT, storyPage);
}

/**
 * As frontendRoutes, with the folder that holds shell/dist and the remotes' dist folders.
 * `storyPage` finds a story for its page's preloads (story-preloads.ts) and first screen
 * (story-prerender.ts); without it a story's page gets the home page's preloads and the bare shell.
 */
export function createFrontendRoutes(
  settings: Settings,
  repoRoot: string,
  storyPage?: StoryPageLookup,
): Koa.Middleware {
  const router = new Router({ sensitive: true });
  const shellDist = path.join(repoRoot, 'shell', 'dist');

  router.get(REMOTE_CONFIG_PATH, (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = remoteConfig(settings);
  });

  const routes = router.routes();
  const homePreloads = cachedHomePreloads(settings, repoRoot);
  const findStoryPage = storyPageFinder(storyPage);
  const storyPreloads = storyPagePreloads(settings, repoRoot);
  const sendShellPage = shellPageSender(shellDist, remoteConfigElement(settings) + siteInfoElement(settings));

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
    const language = pageLanguage(ctx);
    const pattern = matchPage(ctx.path);
    const night =
      Boolean(pattern && VIEWER_PAGES.has(pattern)) && ctx.cookies.get(BEDTIME_COOKIE, { signed: false }) === 'on';
    const head: PageHead = { language, ...pageText(ctx.path, translator(language)), night };
    const headers = { Vary: 'Accept-Encoding, Cookie, Accept-Language', 'Content-Language': language };
    const found = pattern === '/story/:id' ? await findStoryPage(ctx) : undefined;
    // A story's own first: the browser asks in this order, and on HTTP/1.1 a request waits for one
    // of six connections, so scene 1's picture (the page's largest paint) is not queued behind scripts.
    const links = [
      storyPreloads(found),
      pattern && PAGES_PRELOADING_THE_STORY_REMOTE.has(pattern) ? homePreloads() : '',
    ]
      .filter(Boolean)
      .join(', ');
    const withLinks = { ...headers, ...(links ? { Link: links } : {}) };
    // The home page and a story's page whose scene 1 is drawn come with their first screen
    // pre-rendered in the visitor's language (shell/scripts/prerender.ts); every other page gets the bare shell.
    if (pattern === '/' && (await sendShellPage(ctx, `home.${language}.html`, { head, headers: withLinks })))
      return true;
    if (await sendStoryPage(sendShellPage, ctx, found, { language, head, headers: withLinks })) return true;
    if (await sendShellPage(ctx, 'index.html', { head, headers: withLinks, status: pattern ? 200 : 404 })) return true;
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
