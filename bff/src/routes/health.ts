import { createHash, timingSafeEqual } from 'node:crypto';
import type Koa from 'koa';
import type { AppContext } from '../app-context.ts';
import { isApiPath } from '../http/api-path.ts';
import { httpRequestDuration, metricsRegistry, queueDepth, queueOldestAge } from '../metrics.ts';
import { queueStats, readiness } from '../services/health-service.ts';
import { collectCostMetrics } from '../generation/cost/cost-metrics.ts';
import type { MediaStore } from '../services/media-store.ts';

// GET /healthz (the process is up), GET /readyz (it can serve: database, migrations, media, queue;
// the failures' text and the queue's figures only with the metrics token) and GET /metrics (Prometheus text; only with METRICS_TOKEN set, as `Authorization: Bearer …`).
// Mounted before the https redirect, the sessions and the cross-site guard: a load balancer or
// Prometheus asks over plain http with no cookie; they are GETs, so they change nothing.

const HEALTH_PATHS = ['/healthz', '/readyz', '/metrics'];

/** Records every request's duration by route template (never the raw path: ids would explode the labels). */
export function requestMetrics(): Koa.Middleware {
  return async (ctx, next) => {
    const stop = httpRequestDuration.startTimer();
    try {
      await next();
    } finally {
      const matched = (ctx as { _matchedRoute?: string | RegExp })._matchedRoute;
      const route =
        typeof matched === 'string'
          ? matched
          : HEALTH_PATHS.includes(ctx.path)
            ? ctx.path
            : isApiPath(ctx.path)
              ? 'api-unmatched'
              : ctx.path.startsWith('/remotes/')
                ? 'remotes'
                : 'frontend';
      stop({ method: ctx.method, route, status: String(ctx.status) });
    }
  };
}

function sameToken(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** The request carries `Authorization: Bearer <token>`. */
function bearerMatches(ctx: Koa.Context, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(ctx.get('authorization'))?.[1]?.trim() ?? '';
  return given !== '' && sameToken(given, token);
}

export function healthRoutes({ db, settings }: AppContext, media: MediaStore): Koa.Middleware {
  let collecting: Promise<void> | undefined;
  const collectQueue = () =>
    (collecting ??= queueStats(db)
      .then((stats) => {
        queueDepth.set({ state: 'queued' }, stats.queued);
        queueDepth.set({ state: 'running' }, stats.running);
        queueOldestAge.set(stats.oldestAgeSeconds);
      })
      .finally(() => (collecting = undefined)));

  return async (ctx, next) => {
    if (!HEALTH_PATHS.includes(ctx.path)) return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.status = 405;
      ctx.set('Allow', 'GET, HEAD');
      return;
    }
    ctx.set('Cache-Control', 'no-store');
    if (ctx.path === '/healthz') {
      ctx.body = { status: 'ok' };
      return;
    }
    if (ctx.path === '/readyz') {
      const result = await readiness(db, media);
      ctx.status = result.ready ? 200 : 503;
      const failed = result.checks.filter((c) => !c.ok);
      // A load balancer needs the answer and which check failed; the errors' own text (addresses,
      // paths, driver messages) and the queue's figures are for the operator's token alone.
      const detailed = Boolean(settings.METRICS_TOKEN) && bearerMatches(ctx, settings.METRICS_TOKEN!);
      ctx.body = {
        status: result.ready ? 'ready' : 'unavailable',
        ...(failed.length ? { failed: failed.map((c) => c.name) } : {}),
        checks: Object.fromEntries(
          result.checks.map((c) => [c.name, c.ok ? 'ok' : detailed ? (c.detail ?? 'failed') : 'failed']),
        ),
        ...(detailed && result.queue ? { queue: result.queue } : {}),
      };
      return;
    }
    // /metrics: off unless a token is set, so nothing about the traffic is public by default.
    const token = settings.METRICS_TOKEN;
    if (!token) {
      ctx.status = 404;
      ctx.body = { message: ctx.state.t('errors.notFound') };
      return;
    }
    if (!bearerMatches(ctx, token)) {
      ctx.status = 401;
      ctx.set('WWW-Authenticate', 'Bearer realm="metrics"');
      ctx.body = { message: ctx.state.t('errors.metricsToken') };
      return;
    }
    // A database that does not answer leaves the queue gauges at their last value; the rest is still served.
    await collectQueue().catch((error) => ctx.state.logger.warn('metrics: queue stats failed', { error }));
    await collectCostMetrics(db, settings).catch((error) =>
      ctx.state.logger.warn('metrics: AI cost failed', { error }),
    );
    ctx.type = metricsRegistry.contentType;
    ctx.body = await metricsRegistry.metrics();
  };
}
