import { randomBytes } from 'node:crypto';
import knexFactory from 'knex';

export interface ScratchDatabase {
  /** DATABASE_URL of the new, empty database. */
  url: string;
  drop(): Promise<void>;
}

/**
 * A new empty database on the server of `serverUrl` (or a copy of the `template` database), so a
 * test never sees another test's rows (or a previous run's: CI's PostgreSQL keeps its data between runs).
 */
export async function createScratchDatabase(serverUrl: string, template?: string): Promise<ScratchDatabase> {
  const name = `dw_test_${randomBytes(6).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
  await admin.raw(template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.raw(`drop database if exists ${name} with (force)`);
      await admin.destroy();
    },
  };
}
