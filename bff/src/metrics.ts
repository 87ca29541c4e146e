import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

// The process's Prometheus metrics (GET /metrics, off unless METRICS_TOKEN is set). One registry per
// process: the bff and the worker in it record into the same counters; a separate `npm run worker`
// keeps its own (it serves no HTTP; its stage timings are seen through the queue gauges).

export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry, prefix: 'dreamweaver_' });

export const httpRequestDuration = new Histogram({
  name: 'dreamweaver_http_request_duration_seconds',
  help: 'HTTP request durations by method, route template and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

export const generationStageDuration = new Histogram({
  name: 'dreamweaver_generation_stage_duration_seconds',
  help: 'Duration of one engine call (text, picture, narration) by engine and outcome',
  labelNames: ['stage', 'engine', 'outcome'] as const,
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
  registers: [metricsRegistry],
});

export const generationFailures = new Counter({
  name: 'dreamweaver_generation_failures_total',
  help: 'Stories whose generation failed, by engine and kind (unsuitable: the brief; unavailable: ours)',
  labelNames: ['engine', 'kind'] as const,
  registers: [metricsRegistry],
});

export const paymentsTotal = new Counter({
  name: 'dreamweaver_payments_total',
  help: 'Checkout outcomes: paid (a story unlocked), rejected (paid session not matching a story or price), expired',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});

/** Queue gauges read the database at scrape time; the app registers how (see routes/health.ts). */
export const queueDepth = new Gauge({
  name: 'dreamweaver_generation_queue_depth',
  help: 'Generation jobs by state (queued and due, running)',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
});

export const queueOldestAge = new Gauge({
  name: 'dreamweaver_generation_queue_oldest_age_seconds',
  help: 'Age of the oldest queued job that is due (0 when none waits)',
  registers: [metricsRegistry],
});

/** The stage of an engine call from its name in the pipeline (`story text`, `picture 3`, `narration 2`). */
export function stageOf(what: string): string {
  if (what.startsWith('picture')) return 'picture';
  if (what.startsWith('narration')) return 'narration';
  return 'text';
}
