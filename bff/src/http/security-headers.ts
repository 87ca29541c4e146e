import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { Middleware } from 'koa';
import { REMOTES } from '@dreamweaver/contracts';
import type { Settings } from '../settings.ts';

// The microphone for our own pages only: a parent records the story in their own voice (mf-story's recorder).
const PERMISSIONS_POLICY =
  'camera=(), microphone=(self), geolocation=(), payment=(), usb=(), fullscreen=(self), autoplay=(self)';

/** Origins of remotes served from elsewhere (MF_*_URL): the shell loads their scripts, styles and manifests. */
function remoteOrigins(settings: Settings): string[] {
  const origins = new Set<string>();
  for (const remote of REMOTES) {
    const url = settings[remote.setting];
    if (url) origins.add(new URL(url).origin);
  }
  return [...origins];
}

/**
 * helmet's settings: a content policy that fits Module Federation: scripts only from this origin
 * and the configured remotes' origins (the runtime adds <script> tags; no eval), inline styles
 * allowed (React style attributes and the remotes' injected CSS), no framing.
 */
export function helmetOptions(settings: Settings): HelmetOptions {
  const remotes = remoteOrigins(settings);
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remotes],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
        imgSrc: ["'self'", 'data:', 'blob:', ...remotes],
        mediaSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:', ...remotes],
        connectSrc: ["'self'", ...remotes],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(settings.behindHttps ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Story ids in page addresses are capabilities: they never leave the site in a Referer.
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: settings.behindHttps ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
    // Remote bundles set their own cross-origin policy (frontend/index.ts).
    crossOriginResourcePolicy: { policy: 'same-origin' },
  };
}

/** What helmet's middleware does to a response with `options`: the headers it sets, in its order, and those it removes. */
function helmetHeaders(options: HelmetOptions): { set: [string, string][]; removed: string[] } {
  const set: [string, string][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string | number) => void set.push([name, String(value)]),
    removeHeader: (name: string) => void removed.push(name),
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  // Nothing in the options depends on the request, so helmet finishes at once; if that changes, say so.
  if (!finished) throw new Error('helmet did not finish synchronously: a security header depends on the request');
  return { set, removed };
}

/**
 * The usual security headers on every page, asset and API answer (helmet's, with the options
 * above, and a Permissions-Policy). Routes that serve something else (the sandbox checkout page,
 * SVG media) set a stricter policy of their own.
 *
 * The headers do not depend on the request, so helmet is asked once at start-up and its answer
 * is set on each response: running its chain of a dozen middleware (through koa-helmet's promise)
 * for every request was 2.2 % of the bff's CPU profile of GET /api/stories/:id under load.
 */
export function securityHeaders(settings: Settings): Middleware {
  const { set, removed } = helmetHeaders(helmetOptions(settings));
  const headers: [string, string][] = [['Permissions-Policy', PERMISSIONS_POLICY], ...set];
  return (ctx, next) => {
    const { res } = ctx;
    for (const [name, value] of headers) res.setHeader(name, value);
    for (const name of removed) res.removeHeader(name);
    return next();
  };
}
