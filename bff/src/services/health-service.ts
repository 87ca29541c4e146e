import os from 'node:os';
import type { Knex } from 'knex';
import { GenerationJob } from '../models/index.ts';
import type { MediaStore } from './media-store.ts';

// What a load balancer asks before sending a host traffic (GET /readyz), and the queue's state,
// which /readyz reports and /metrics exposes.

export interface QueueStats {
  /** Queued jobs that are due now. */
  queued: number;
  running: number;
  /** Seconds the longest-waiting due job has waited (0 when none waits). */
  oldestAgeSeconds: number;
}

interface ReadinessCheck {
  name: 'database' | 'migrations' | 'media' | 'queue';
  ok: boolean;
  detail?: string;
}

export interface Readiness {
  ready: boolean;
  checks: ReadinessCheck[];
  queue?: QueueStats;
}

export async function queueStats(db: Knex): Promise<QueueStats> {
  const row = await GenerationJob.query(db)
    .select(
      db.raw(`count(*) filter (where state = 'queued' and run_after <= now())::int as queued`),
      db.raw(`count(*) filter (where state = 'running')::int as running`),
      db.raw(
        `coalesce(extract(epoch from now() - min(run_after) filter (where state = 'queued' and run_after <= now())), 0)::float8 as oldest_age_seconds`,
      ),
    )
    .first()
    .castTo<{ queued: number; running: number; oldestAgeSeconds: number } | undefined>();
  return {
    queued: Number(row?.queued ?? 0),
    running: Number(row?.running ?? 0),
    oldestAgeSeconds: Number(row?.oldestAgeSeconds ?? 0),
  };
}

const PROBE_KEY = `health/probe-${os.hostname().replace(/[^A-Za-z0-9_.-]/g, '_')}-${process.pid}.txt`;

/**
 * How long a media store that took the probe and gave it back counts as ready without another
 * write: a load balancer asks every few seconds, and each answer wrote a file (an S3 PUT and GET).
 * A store that breaks is reported within this time; a failed probe is not kept, so a store that
 * recovers is seen at the next ask.
 */
export const MEDIA_CHECK_KEEP_MS = 5000;

interface MediaCheckState {
  /** A probe that began before this time (ms) succeeded. */
  okUntil: number;
  /** The probe under way, shared by the asks that come while it runs. */
  running?: Promise<string | undefined>;
}

const mediaChecks = new WeakMap<MediaStore, MediaCheckState>();

async function probeMedia(media: MediaStore): Promise<string | undefined> {
  const token = `${Date.now()}-${Math.random()}`;
  await media.put(PROBE_KEY, Buffer.from(token));
  const back = await media.get(PROBE_KEY);
  return back?.data.toString() === token ? undefined : 'the probe written was not read back';
}

/** What is wrong with `media`, if anything: a probe written and read back, or a success of the last MEDIA_CHECK_KEEP_MS. */
function checkMedia(media: MediaStore): Promise<string | undefined> {
  let state = mediaChecks.get(media);
  if (!state) mediaChecks.set(media, (state = { okUntil: 0 }));
  if (Date.now() < state.okUntil) return Promise.resolve(undefined);
  const checked = state;
  const startedAt = Date.now();
  return (checked.running ??= probeMedia(media)
    .then((problem) => {
      if (!problem) checked.okUntil = startedAt + MEDIA_CHECK_KEEP_MS;
      return problem;
    })
    .finally(() => (checked.running = undefined)));
}

async function check(name: ReadinessCheck['name'], run: () => Promise<string | undefined>): Promise<ReadinessCheck> {
  try {
    const problem = await run();
    return problem ? { name, ok: false, detail: problem } : { name, ok: true };
  } catch (error) {
    return { name, ok: false, detail: error instanceof Error ? error.message : String(error) };
  }
}

/** Each check of readiness, with the one that failed named; never throws. */
export async function readiness(
  db: Knex,
  media: MediaStore,
  { timeoutMs = 5000 }: { timeoutMs?: number } = {},
): Promise<Readiness> {
  const withTimeout = <T>(work: Promise<T>) =>
    Promise.race([
      work,
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs).unref(),
      ),
    ]);
  let queue: QueueStats | undefined;
  const database = await check('database', async () => {
    await withTimeout(db.raw('select 1'));
    return undefined;
  });
  const [migrations, mediaCheck, queueCheck] = await Promise.all([
    database.ok
      ? check('migrations', async () => {
          const [, pending] = (await withTimeout(db.migrate.list())) as [unknown[], { file?: string; name?: string }[]];
          return pending.length ? `${pending.length} migration(s) not applied` : undefined;
        })
      : { name: 'migrations' as const, ok: false, detail: 'database unreachable' },
    check('media', () => withTimeout(checkMedia(media))),
    database.ok
      ? check('queue', async () => {
          queue = await withTimeout(queueStats(db));
          return undefined;
        })
      : { name: 'queue' as const, ok: false, detail: 'database unreachable' },
  ]);
  const checks = [database, migrations, mediaCheck, queueCheck];
  return { ready: checks.every((c) => c.ok), checks, queue };
}
