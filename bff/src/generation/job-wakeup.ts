import type { Knex } from 'knex';
import pg from 'pg';
import type { Logger } from '../logger.ts';

// Wakes idle workers in every process when a job is queued: PostgreSQL LISTEN/NOTIFY. The NOTIFY
// is sent in the transaction that queues the job, so it is delivered exactly when the job row is
// visible (on commit) and never for a job that was rolled back. Workers keep a slow poll as a
// safety net (a notification missed while a listener reconnects).
//
// The embedded database (PGlite behind its Unix-socket multiplexer, db/embedded-postgres.ts) has
// one session shared by every connection: a LISTEN there would deliver each notification to
// whichever connection's query happens to be running, so it is not used. Embedded workers are
// woken in-process (job-signals.ts) and poll every second, as before.

export const JOB_CHANNEL = 'dreamweaver_jobs';

/** Tells every listening worker that a job may be claimable now. Call it inside the queueing transaction. */
export async function notifyJobQueued(db: Knex): Promise<void> {
  await db.raw('select pg_notify(?, ?)', [JOB_CHANNEL, '']);
}

type ConnectionSettings = string | pg.ClientConfig;

function connectionOf(db: Knex): ConnectionSettings | undefined {
  return (db.client as { connectionSettings?: ConnectionSettings }).connectionSettings;
}

/** True for a PostgreSQL server; false for the embedded database (a Unix socket to PGlite's one session). */
export function supportsListen(db: Knex): boolean {
  const connection = connectionOf(db);
  if (connection === undefined) return false;
  if (typeof connection === 'string') return true;
  return !(typeof connection.host === 'string' && connection.host.startsWith('/'));
}

export interface JobListener {
  /** LISTEN is in place right now. */
  readonly listening: boolean;
  /** Resolves once the first LISTEN is in place (or failed; it then keeps retrying). */
  readonly ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * Holds one connection of its own (not from the pool) that LISTENs on the job channel and calls
 * `onQueued` for every notification, and once after each reconnect (something may have been missed).
 */
export function listenForJobs(
  db: Knex,
  onQueued: () => void,
  logger: Logger,
  { retryMs = 1000 }: { retryMs?: number } = {},
): JobListener {
  const connection = connectionOf(db);
  let client: pg.Client | undefined;
  let listening = false;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let failures = 0;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  const connect = async () => {
    if (closed || !connection) return;
    const next = new pg.Client(typeof connection === 'string' ? { connectionString: connection } : connection);
    client = next;
    const lost = (error?: Error) => {
      if (client !== next) return;
      listening = false;
      client = undefined;
      next.removeAllListeners();
      next.on('error', () => {});
      next.end().catch(() => {});
      if (closed) return;
      failures++;
      const wait = Math.min(30_000, retryMs * 2 ** Math.min(failures - 1, 5));
      logger.warn('job notifications lost; polling until they are back', { error: error?.message, retryInMs: wait });
      retryTimer = setTimeout(() => void connect(), wait);
      retryTimer.unref();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', (message) => {
      if (message.channel === JOB_CHANNEL) onQueued();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${JOB_CHANNEL}`);
      if (client !== next) return;
      listening = true;
      if (failures > 0) onQueued();
      failures = 0;
    } catch (error) {
      lost(error as Error);
    } finally {
      markReady();
    }
  };
  void connect();

  return {
    get listening() {
      return listening;
    },
    ready,
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      listening = false;
      if (current) {
        current.removeAllListeners();
        current.on('error', () => {});
        await current.end().catch(() => {});
      }
    },
  };
}
