import knexFactory, { type Knex } from 'knex';
import { knexConfig } from './knex-config.ts';
import type { Logger } from '../logger.ts';
import { openEmbeddedPostgres, type EmbeddedRole } from './embedded-postgres.ts';
import { openLeanPool } from './lean-read.ts';
import { withDataDirLock } from './data-dir-lock.ts';
import { migrateHoldingLock, whileMigrating } from './migrate.ts';

export interface Database {
  knex: Knex;
  /** `postgres` for DATABASE_URL, `embedded` for PGlite in DATA_DIR. */
  kind: 'postgres' | 'embedded';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  /** The server prefers to own the embedded database; tools join whoever owns it. */
  role?: EmbeddedRole;
  migrate?: boolean;
  /** Where Knex's own warnings go; without one they are dropped (our errors carry the cause). */
  logger?: Logger;
}

export class DatabaseUnavailableError extends Error {}

export async function openDatabase({
  databaseUrl,
  dataDir,
  role = 'client',
  migrate = true,
  logger,
}: DatabaseOptions): Promise<Database> {
  const log = knexLog(logger);
  if (databaseUrl) return openPostgres(databaseUrl, migrate, log, logger);
  // Opening and migrating hold the lock on DATA_DIR, so processes that start together take turns:
  // the first opens the database and migrates it, the next find it open and join it. A joiner (the
  // worker) never opens it: it waits for an owner without the lock, and takes it only to migrate.
  const lockOptions = {
    onWait: () => logger?.info('another process is opening the embedded database; waiting for it', { dataDir }),
    onCompromised: (error: Error) =>
      logger?.warn('the lock on DATA_DIR was taken over while this process held it', { error: error.message }),
  };
  const open = () => openEmbedded(dataDir, role, log, logger);
  const what = `the embedded database in ${dataDir}`;
  let opened: { knex: Knex; close: () => Promise<void> };
  if (role === 'joiner') {
    opened = await open();
    const { knex, close } = opened;
    await ready(knex, 'embedded', migrate, close, what, () =>
      withDataDirLock(dataDir, () => migrateHoldingLock(knex, () => knex.migrate.latest()), lockOptions),
    );
  } else {
    opened = await withDataDirLock(
      dataDir,
      async () => {
        const { knex, close } = await open();
        await ready(knex, 'embedded', migrate, close, what, () =>
          migrateHoldingLock(knex, () => knex.migrate.latest()),
        );
        return { knex, close };
      },
      lockOptions,
    );
  }
  return { knex: opened.knex, kind: 'embedded', close: opened.close };
}

/** DATABASE_URL's PostgreSQL, migrated when `migrate`. */
async function openPostgres(
  databaseUrl: string,
  migrate: boolean,
  log: Knex.Logger,
  logger?: Logger,
): Promise<Database> {
  const knex = knexFactory(knexConfig(databaseUrl, { embedded: false, log }));
  const leanPool = openLeanPool(knex, databaseUrl, logger);
  const close = async () => {
    try {
      await knex.destroy();
    } finally {
      await leanPool.close();
    }
  };
  await ready(knex, 'postgres', migrate, close, `PostgreSQL at ${redact(databaseUrl)}`);
  return { knex, kind: 'postgres', close };
}

/** Knex on the embedded database of `dataDir`, owned or joined as `role` says (not yet migrated). */
async function openEmbedded(
  dataDir: string,
  role: EmbeddedRole,
  log: Knex.Logger,
  logger?: Logger,
): Promise<{ knex: Knex; close: () => Promise<void> }> {
  const embedded = await openEmbeddedPostgres(dataDir, role, {
    onTakeover: ({ owner, ms, error }) => {
      if (error)
        logger?.warn('the embedded database lost its owner; still looking for a new one', {
          error: error.message,
          ms,
        });
      else
        logger?.warn(
          owner
            ? 'the embedded database lost its owner; this process took it over'
            : 'the embedded database lost its owner; joined the new one',
          { ms },
        );
    },
  });
  const knex = knexFactory(
    knexConfig(
      { host: embedded.socketDir, port: embedded.port, user: 'postgres', database: 'postgres' },
      { embedded: true, log },
    ),
  );
  const close = async () => {
    await knex.destroy();
    await embedded.close();
  };
  return { knex, close };
}

async function ready(
  knex: Knex,
  kind: Database['kind'],
  migrate: boolean,
  close: () => Promise<void>,
  what: string,
  migrateNow: () => Promise<unknown> = () => whileMigrating(knex, kind, () => knex.migrate.latest()),
) {
  try {
    await knex.raw('select 1');
    if (migrate) await migrateNow();
  } catch (error) {
    await close().catch(() => {});
    throw new DatabaseUnavailableError(`Cannot use ${what}: ${(error as Error).message}`);
  }
}

function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}

function knexLog(logger: Logger | undefined): Knex.Logger {
  const text = (message: unknown) => (typeof message === 'string' ? message : JSON.stringify(message));
  return {
    warn: (message) => logger?.warn('knex', { detail: text(message) }),
    error: (message) => logger?.error('knex', { detail: text(message) }),
    deprecate: (method, alternative) => logger?.debug('knex deprecation', { method, alternative }),
    debug: (message) => logger?.debug('knex', { detail: text(message) }),
  };
}
