import type { Middleware } from 'koa';

/**
 * Behind an https PUBLIC_URL a request that reached the bff over plain http (the proxy bypassed,
 * or a proxy that does not say X-Forwarded-Proto) is sent to the https address: Secure session
 * cookies cannot be set on it, and it should not be answered in clear text.
 */
export function httpsOnly(publicUrl: string): Middleware {
  const origin = new URL(publicUrl).origin;
  return async (ctx, next) => {
    if (ctx.secure) return next();
    ctx.redirect(origin + ctx.originalUrl);
    ctx.status = 308; // keeps the method and body, unlike redirect()'s 302
  };
}
