import knexFactory, { type Knex } from 'knex';
import { knexConfig } from './knex-config.ts';
import type { Logger } from '../logger.ts';
import { openEmbeddedPostgres, type EmbeddedRole } from './embedded-postgres.ts';
import { openLeanPool } from './lean-read.ts';
import { whileMigrating } from './migrate.ts';

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
  await ready(knex, 'embedded', migrate, close, `the embedded database in ${dataDir}`);
  return { knex, kind: 'embedded', close };
}

async function ready(knex: Knex, kind: Database['kind'], migrate: boolean, close: () => Promise<void>, what: string) {
  try {
    await knex.raw('select 1');
    if (migrate) await whileMigrating(knex, kind, () => knex.migrate.latest());
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
