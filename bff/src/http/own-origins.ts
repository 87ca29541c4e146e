import type { ParameterizedContext } from 'koa';

/**
 * The origins that are this product's own, from settings, never from request headers (Host and
 * X-Forwarded-Host are the client's to write): PUBLIC_URL's origin, or, when it is unset (a local
 * installation), the address and port the connection actually arrived on, with its loopback names.
 */
export function ownOrigins(ctx: ParameterizedContext, publicUrl: string | undefined): string[] {
  if (publicUrl) return [new URL(publicUrl).origin];
  const socket = ctx.req.socket;
  const port = socket.localPort;
  const local = (socket.localAddress ?? '').replace(/^::ffff:/, '');
  const hosts = new Set(['localhost', '127.0.0.1', '[::1]']);
  if (local) hosts.add(local.includes(':') ? `[${local}]` : local);
  return [...hosts].map((host) => `http://${host}:${port}`);
}
