import type { Knex } from 'knex';
import { knexSnakeCaseMappers } from 'objection';
import { migrationSource } from './migrations/index.ts';

// The one Knex configuration of the bff and storyctl (the root knexfile.ts only re-exports it).
// PostgreSQL comes from DATABASE_URL, otherwise from the embedded PGlite socket
// (bff/src/db/embedded-postgres.ts); both go through `pg`. Migrations are listed in code (no
// directory scan), so they run the same under tsx, vitest and any bundler.

export type PgConnection = string | { host: string; port: number; user: string; database: string };

export function knexConfig(
  connection: PgConnection,
  { embedded, log }: { embedded: boolean; log?: Knex.Logger },
): Knex.Config {
  return {
    client: 'pg',
    connection,
    // Knex prints its own warnings with console.log unless given somewhere else to send them.
    ...(log ? { log } : {}),
    // PGlite is one session behind a multiplexer: one connection per process keeps every
    // transaction whole. A real server gets a normal pool. When the embedded database's owner
    // dies, a new connection is tried again (not failed at once) until another process has taken
    // it over (db/embedded-postgres.ts), within acquireConnectionTimeout.
    pool: embedded ? { min: 0, max: 1, propagateCreateError: false } : { min: 0, max: 10 },
    acquireConnectionTimeout: 30_000,
    migrations: { migrationSource, tableName: 'knex_migrations' },
    ...knexSnakeCaseMappers(),
  };
}
