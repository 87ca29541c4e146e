import type { Knex } from 'knex';
import type { Database } from './database.ts';
import { withDataDirLock } from './data-dir-lock.ts';

/** What `storyctl db migrate [latest|down|status]` (and so `npm run migrate`) can do. */
export const MIGRATE_DIRECTIONS = ['latest', 'down', 'status'] as const;
export type MigrateDirection = (typeof MIGRATE_DIRECTIONS)[number];

export type MigrateResult =
  | { direction: 'latest'; applied: string[] }
  | { direction: 'down'; undone: string[] }
  | { direction: 'status'; applied: number; pending: number };

export interface MigratingOptions {
  /** Longest wait for another process's migration (PostgreSQL; on the embedded database a living one is waited for). */
  waitMs?: number;
  /** The embedded database's DATA_DIR, whose lock orders the processes that migrate it. */
  dataDir?: string;
}

/** Moves the schema one way: up to date, back one batch, or only counts where it stands. */
export async function runMigrations(
  knex: Knex,
  kind: Database['kind'],
  direction: MigrateDirection,
  options: MigratingOptions = {},
): Promise<MigrateResult> {
  if (direction === 'latest') {
    const [, applied] = (await whileMigrating(knex, kind, () => knex.migrate.latest(), options)) as [number, string[]];
    return { direction, applied };
  }
  if (direction === 'down') {
    const [, undone] = (await whileMigrating(knex, kind, () => knex.migrate.rollback(), options)) as [number, string[]];
    return { direction, undone };
  }
  const [done, pending] = (await knex.migrate.list()) as [unknown[], unknown[]];
  return { direction, applied: done.length, pending: pending.length };
}

/** Any fixed number: the PostgreSQL advisory lock every migrating process holds. */
const MIGRATION_LOCK = 0x5a3d_0002;
/** Longest wait for another process's migration (several hosts and workers start at once). */
const MIGRATION_WAIT_MS = 120_000;
const LOCK_POLL_MS = 200;

/**
 * Runs `work` while no other process migrates the same PostgreSQL. Knex's own lock does not
 * cover processes that start together on an empty database: each finds the lock table empty and
 * inserts a row, and with two rows Knex's `update … where is_locked = 0` counts 2 and says
 * "Migration table is already locked" to everyone, forever (seen in CI: two bff hosts starting
 * at once). A session advisory lock, held on its own connection while `work` uses the pool,
 * puts the processes in a row; the one holding it also mends Knex's lock table (mendLockTable).
 * The embedded database is shared by every process on DATA_DIR (through its owner's socket), and
 * the same race bricked it: there the lock on DATA_DIR (data-dir-lock.ts) puts them in a row.
 */
export async function whileMigrating<T>(
  knex: Knex,
  kind: Database['kind'],
  work: () => Promise<T>,
  { waitMs = MIGRATION_WAIT_MS, dataDir }: MigratingOptions = {},
): Promise<T> {
  if (kind === 'embedded') {
    if (!dataDir) throw new Error('migrating the embedded database needs its DATA_DIR');
    return withDataDirLock(dataDir, () => migrateHoldingLock(knex, work));
  }
  const connection = await knex.client.acquireConnection();
  const onLockConnection = (sql: string) => knex.raw(sql, [MIGRATION_LOCK]).connection(connection);
  try {
    const until = Date.now() + waitMs;
    for (;;) {
      const { rows } = await onLockConnection('select pg_try_advisory_lock(?) as locked');
      if (rows[0].locked) break;
      if (Date.now() > until)
        throw new Error(`another process has been migrating the database for over ${waitMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
    }
    try {
      return await migrateHoldingLock(knex, work);
    } finally {
      // A connection that died took its session's lock with it: nothing to undo, and no reason to
      // fail a migration that went through.
      await onLockConnection('select pg_advisory_unlock(?)').catch(() => {});
    }
  } finally {
    await knex.client.releaseConnection(connection);
  }
}

/**
 * Runs `work` for a process that holds the lock of its kind of database (PostgreSQL's advisory lock,
 * the embedded database's lock on DATA_DIR): no other process of ours migrates meanwhile.
 */
export async function migrateHoldingLock<T>(knex: Knex, work: () => Promise<T>): Promise<T> {
  await mendLockTable(knex);
  return work();
}

/**
 * While this process holds the lock no other migrates, so Knex's lock table must hold one
 * row, unlocked. A race of an earlier start may have left more rows, and a process that died in a
 * rollback (which Knex runs outside a transaction, its lock set and freed in statements of their
 * own) may have left it locked: every later start would be told "Migration table is already locked".
 */
async function mendLockTable(knex: Knex) {
  if (!(await knex.schema.hasTable('knex_migrations_lock'))) return;
  await knex.raw('delete from knex_migrations_lock where index > (select min(index) from knex_migrations_lock)');
  await knex.raw('update knex_migrations_lock set is_locked = 0 where is_locked <> 0');
}
