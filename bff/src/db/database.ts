import knexFactory, { type Knex } from 'knex';
import { knexConfig } from './knex-config.ts';
import type { Logger } from '../logger.ts';
import { openEmbeddedPostgres, type EmbeddedRole } from './embedded-postgres.ts';

export type Db = Knex;

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

export async function openDatabase({ databaseUrl, dataDir, role = 'client', migrate = true, logger }: DatabaseOptions): Promise<Database> {
  const log = knexLog(logger);
  if (databaseUrl) {
    const knex = knexFactory(knexConfig(databaseUrl, { embedded: false, log }));
    await ready(knex, migrate, () => knex.destroy(), `PostgreSQL at ${redact(databaseUrl)}`);
    return { knex, kind: 'postgres', close: () => knex.destroy() };
  }
  const embedded = await openEmbeddedPostgres(dataDir, role, {
    onTakeover: ({ owner, ms, error }) => {
      if (error) logger?.warn('the embedded database lost its owner; still looking for a new one', { error: error.message, ms });
      else logger?.warn(owner ? 'the embedded database lost its owner; this process took it over' : 'the embedded database lost its owner; joined the new one', { ms });
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
  await ready(knex, migrate, close, `the embedded database in ${dataDir}`);
  return { knex, kind: 'embedded', close };
}

async function ready(knex: Knex, migrate: boolean, close: () => Promise<void>, what: string) {
  try {
    await knex.raw('select 1');
    if (migrate) await migrateLatest(knex);
  } catch (error) {
    await close().catch(() => {});
    throw new DatabaseUnavailableError(`Cannot use ${what}: ${(error as Error).message}`);
  }
}

/** Longest wait for another process's migration (several hosts and workers start at once). */
const MIGRATION_WAIT_MS = 120_000;

/**
 * Brings the schema up to date. Processes starting together on one PostgreSQL race for Knex's
 * migration lock (the loser gets "Migration table is already locked") or to create its tables:
 * the loser waits for the winner and then finds nothing left to do.
 */
async function migrateLatest(knex: Knex) {
  const until = Date.now() + MIGRATION_WAIT_MS;
  for (;;) {
    try {
      await knex.migrate.latest();
      return;
    } catch (error) {
      const racing =
        (error as Error).name === 'MigrationLocked' || ['23505', '42P07'].includes((error as { code?: string }).code ?? '');
      if (!racing || Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
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
