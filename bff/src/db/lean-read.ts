import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import pg from 'pg';
import type { Logger } from '../logger.ts';
import { isLostDatabaseConnection } from './lost-connection.ts';

interface PgClient {
  query(config: { name: string; text: string; values: readonly unknown[] }): Promise<{ rows: unknown[] }>;
}

/** A read written with `?` for its values (and no other question mark), run by `leanRows`. */
export interface LeanRead {
  /** As Knex takes it (`?`), for a transaction. */
  readonly knexSql: string;
  /** As pg takes it (`$1`, `$2`, …). */
  readonly pgText: string;
  /** The start of its prepared statements' names: one per text, as pg requires (see preparedRows). */
  readonly statementName: string;
}

export function leanRead(sql: string): LeanRead {
  let position = 0;
  const pgText = sql.replace(/\?/g, () => `$${++position}`);
  return {
    knexSql: sql,
    pgText,
    statementName: `lean_${createHash('sha256').update(pgText).digest('hex').slice(0, 16)}`,
  };
}

/** How the lean pool's connections name themselves in pg_stat_activity. */
export const LEAN_POOL_APPLICATION_NAME = 'dreamweaver-lean-read';
/** Connections of the lean pool: its reads (a story, a page of a list) are over in about a millisecond. */
export const LEAN_POOL_MAX = 5;
/** The longest a lean read may run on the server; a stuck one fails instead of holding its request. */
const LEAN_STATEMENT_TIMEOUT_MS = 10_000;

interface LeanPool {
  pool: pg.Pool;
  logger?: Logger;
}

const leanPools = new WeakMap<Knex, LeanPool>();

/**
 * Gives the hot reads of `knex`'s PostgreSQL server a small pool of their own (pg's, opened on
 * first use; `close()` ends it). Knex's pool cost the story read tarn's acquire and release (two
 * 30 s timers, a validation and a dozen promises per read), and those objects outlived young
 * collections long enough for V8 to allocate them in old space, where they kept each answer's
 * rows alive until a full collection (`node --trace-gc` under bench:api's load: 350 MB promoted
 * in 10 s, 116 MB through pg's pool). The embedded database has one connection (PGlite's one
 * session), so its reads stay on Knex's.
 */
export function openLeanPool(knex: Knex, connectionString: string, logger?: Logger): { close(): Promise<void> } {
  const pool = new pg.Pool({
    connectionString,
    application_name: LEAN_POOL_APPLICATION_NAME,
    max: LEAN_POOL_MAX,
    connectionTimeoutMillis: 30_000,
    statement_timeout: LEAN_STATEMENT_TIMEOUT_MS,
  });
  // An idle connection that the server drops (a restart, a failover) is an 'error' event on the
  // pool: unheard, it would end the process. The pool replaces the connection on the next read.
  pool.on('error', (error) => logger?.warn('a lean-read connection to PostgreSQL failed', { error: error.message }));
  leanPools.set(knex, { pool, logger });
  return {
    close: async () => {
      leanPools.delete(knex);
      await pool.end();
    },
  };
}

/**
 * A migration that changes the type of a column a prepared read returns makes PostgreSQL refuse
 * that statement on the connections that prepared it ("cached plan must not change result type").
 */
const isStalePlan = (error: unknown) =>
  (error as { code?: string }).code === '0A000' && /cached plan/i.test((error as Error).message);

/**
 * Every lean read is a prepared statement: PostgreSQL parses and plans the story with its scenes'
 * json_agg once per connection instead of once per answer, which was most of the database's CPU
 * for GET /api/stories/:id (bench:api, story bff ÷ bare: PostgreSQL 0.71 -> 0.97, embedded,
 * where PGlite plans inside the bff, 0.62 -> 1.02).
 *
 * Each connection prepares them under names of its own (the statement's name and a random tag of
 * the connection): the embedded database is one PGlite session that every connection (the
 * server's, storyctl's, one made again after a dropped one) shares, where a name prepared by one
 * would be "already exists" to the next. A stale statement gets a new tag, so it is prepared anew
 * on the same connection (the old one stays unused until the connection closes).
 */
const connectionTags = new WeakMap<object, string>();
const newTag = (connection: object) => {
  const tag = randomBytes(4).toString('hex');
  connectionTags.set(connection, tag);
  return tag;
};

async function preparedRows<Row>(
  connection: PgClient,
  read: LeanRead,
  values: readonly unknown[],
  logger?: Logger,
): Promise<Row[]> {
  let tag = connectionTags.get(connection) ?? newTag(connection);
  for (let attempt = 0; ; attempt++) {
    try {
      return (await connection.query({ name: `${read.statementName}_${tag}`, text: read.pgText, values }))
        .rows as Row[];
    } catch (error) {
      if (!isStalePlan(error) || attempt > 0) throw error;
      logger?.warn('a lean read was prepared before the schema changed; preparing it again', {
        statement: read.statementName,
      });
      tag = newTag(connection);
    }
  }
}

async function readOnLeanPool<Row>(
  { pool, logger }: LeanPool,
  read: LeanRead,
  values: readonly unknown[],
): Promise<Row[]> {
  // A connection the server ended while it sat idle here (a restart, a failover) may be handed out
  // before its socket's news is read, and the read on it fails (CI saw 57P01 after every ended
  // connection had left pg_stat_activity). Every idle one may have been ended at once; each failed
  // try closes one of them, and the read is a plain select, so trying it again is safe.
  for (let attempt = 0; ; attempt++) {
    const client = await pool.connect();
    try {
      const rows = await preparedRows<Row>(client, read, values, logger);
      client.release();
      return rows;
    } catch (error) {
      // As pg's pool.query does: a connection that failed a read is closed, not reused.
      client.release(error as Error);
      if (!isLostDatabaseConnection(error) || attempt >= LEAN_POOL_MAX) throw error;
      logger?.warn('a lean-read connection to PostgreSQL was gone; reading again on another', {
        error: (error as Error).message,
      });
    }
  }
}

const leanReadWatchers = new WeakMap<Knex, Set<(sql: string) => void>>();

/**
 * Calls `watch` with the SQL of every lean read made on `db` (which emits no Knex `query` event)
 * until the returned function is called: how a test counts the reads of a request.
 */
export function watchLeanReads(db: Knex, watch: (sql: string) => void): () => void {
  const watchers = leanReadWatchers.get(db) ?? new Set();
  leanReadWatchers.set(db, watchers);
  watchers.add(watch);
  return () => watchers.delete(watch);
}

/**
 * The rows of a hot read, without Knex's query runner: for GET /api/stories/:id under load,
 * Knex's share of the bff's CPU profile (raw SQL rewritten for bindings each time, the runner,
 * query events, debug checks) was 8 % of its busy samples, more than a second round trip's. On a
 * PostgreSQL server it runs on the lean pool (openLeanPool), otherwise on a connection of Knex's
 * own pool. No `query` events are emitted: only plain reads may use this (db/table-writes.ts
 * watches writes). In a transaction it goes through Knex, on its connection.
 */
export async function leanRows<Row>(db: Knex, read: LeanRead, values: readonly unknown[]): Promise<Row[]> {
  for (const watch of leanReadWatchers.get(db) ?? []) watch(read.knexSql);
  if (db.isTransaction) return ((await db.raw(read.knexSql, values as Knex.RawBinding[])) as { rows: Row[] }).rows;
  const lean = leanPools.get(db);
  if (lean) return readOnLeanPool<Row>(lean, read, values);
  const connection = (await db.client.acquireConnection()) as PgClient;
  try {
    return await preparedRows<Row>(connection, read, values);
  } finally {
    await db.client.releaseConnection(connection);
  }
}

const readsByText = new Map<string, LeanRead>();

/**
 * The rows of a read put together from a few fixed pieces (a list with or without a cursor, a
 * filter), run as a lean read: each text is prepared once per connection, and the pieces' texts
 * are few (never any of the user's text, which goes in `values`). `planEachTime` runs it through
 * Knex's pool instead, planned for its values every time: a search, where the plan depends on
 * the words (a trigram index for a rare one, the newest first for a common one), which a
 * prepared statement's generic plan would not know.
 */
export async function builtRows<Row>(
  db: Knex,
  sql: string,
  values: readonly unknown[],
  { planEachTime = false }: { planEachTime?: boolean } = {},
): Promise<Row[]> {
  if (planEachTime) return ((await db.raw(sql, values as Knex.RawBinding[])) as { rows: Row[] }).rows;
  let read = readsByText.get(sql);
  if (!read) {
    read = leanRead(sql);
    readsByText.set(sql, read);
  }
  return leanRows<Row>(db, read, values);
}
