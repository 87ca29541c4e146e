import type { Middleware } from 'koa';
import helmet from 'koa-helmet';
import { REMOTES } from '@dreamweaver/contracts';
import type { Settings } from '../settings.ts';

/** Origins of remotes served from elsewhere (MF_*_URL): the shell loads their scripts, styles and manifests. */
export function remoteOrigins(settings: Settings): string[] {
  const origins = new Set<string>();
  for (const remote of REMOTES) {
    const url = settings[remote.setting];
    if (url) origins.add(new URL(url).origin);
  }
  return [...origins];
}

/**
 * The usual security headers on every page, asset and API answer (helmet), with a content policy
 * that fits Module Federation: scripts only from this origin and the configured remotes' origins
 * (the runtime adds <script> tags; no eval), inline styles allowed (React style attributes and the
 * remotes' injected CSS), no framing. Routes that serve something else (the sandbox checkout page,
 * SVG media) set a stricter policy of their own.
 */
export function securityHeaders(settings: Settings): Middleware {
  const remotes = remoteOrigins(settings);
  const headers = helmet({
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
  });
  return async (ctx, next) => {
    ctx.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), fullscreen=(self), autoplay=(self)');
    return headers(ctx, next);
  };
}
