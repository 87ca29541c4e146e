import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/database.ts';
import { runMigrations, whileMigrating } from '../../src/db/migrate.ts';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratch-database.ts';

// Several hosts and workers start together on one empty PostgreSQL: each must come up migrated,
// whoever wins. Knex's own lock row was inserted by each of them (two rows: "Migration table is
// already locked" for everyone, forever), which failed a CI run of the two-hosts test.

const serverUrl = process.env.DATABASE_URL;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dw-migrations-'));
const scratches: ScratchDatabase[] = [];
const opened: (Database | Knex)[] = [];

async function scratchDatabase() {
  const scratch = await createScratchDatabase(serverUrl!);
  scratches.push(scratch);
  return scratch;
}

function plainKnex(url: string): Knex {
  const knex = knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: 2 } });
  opened.push(knex);
  return knex;
}

const lockRows = async (knex: Knex) =>
  (await knex('knex_migrations_lock').select('is_locked')).map((row) => row.is_locked);

afterEach(async () => {
  await Promise.all(opened.splice(0).map((handle) => ('close' in handle ? handle.close() : handle.destroy())));
});
afterAll(async () => {
  await Promise.all(scratches.map((scratch) => scratch.drop()));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(!serverUrl)('migrating one PostgreSQL from several processes at once', () => {
  it('brings every opener up on an empty database, with one lock row left', async () => {
    const { url } = await scratchDatabase();
    const databases = await Promise.all(Array.from({ length: 6 }, () => openDatabase({ databaseUrl: url, dataDir })));
    opened.push(...databases);
    for (const database of databases) {
      const [, pending] = await database.knex.migrate.list();
      expect(pending).toEqual([]);
    }
    expect(await lockRows(plainKnex(url))).toEqual([0]);
  });

  it('mends a lock table that an earlier race left with two rows', async () => {
    const { url } = await scratchDatabase();
    const knex = plainKnex(url);
    await knex.schema.createTable('knex_migrations_lock', (table) => {
      table.increments('index').primary();
      table.integer('is_locked');
    });
    await knex('knex_migrations_lock').insert([{ is_locked: 0 }, { is_locked: 0 }]);

    const database = await openDatabase({ databaseUrl: url, dataDir });
    opened.push(database);
    expect(await runMigrations(database.knex, 'postgres', 'status')).toMatchObject({ pending: 0 });
    expect(await lockRows(knex)).toEqual([0]);
  });

  it('frees the lock row that a process killed in a rollback left set, so the next start migrates', async () => {
    // Knex runs a rollback outside a transaction: its lock row is set in one statement and freed in
    // another, and a process that dies between them (storyctl db migrate down, killed) leaves it set.
    const { url } = await scratchDatabase();
    const knex = plainKnex(url);
    opened.push(await openDatabase({ databaseUrl: url, dataDir }));
    await knex('knex_migrations_lock').update({ is_locked: 1 });

    const restarted = await openDatabase({ databaseUrl: url, dataDir });
    opened.push(restarted);
    expect(await runMigrations(restarted.knex, 'postgres', 'down')).toMatchObject({ direction: 'down' });
    expect(await lockRows(knex)).toEqual([0]);
  });

  it('waits for the process that holds the lock, and gives up with a clear reason', async () => {
    const { url } = await scratchDatabase();
    const [first, second] = [plainKnex(url), plainKnex(url)];
    let releaseFirst!: () => void;
    const firstHolds = new Promise<void>((resolve) => (releaseFirst = resolve));
    const order: string[] = [];
    const firstRun = whileMigrating(first, 'postgres', async () => {
      order.push('first starts');
      await firstHolds;
      order.push('first ends');
    });
    await expect.poll(() => order).toEqual(['first starts']);

    await expect(
      whileMigrating(second, 'postgres', async () => order.push('too early'), { waitMs: 500 }),
    ).rejects.toThrow('another process has been migrating the database for over 0.5 s');
    const secondRun = whileMigrating(second, 'postgres', async () => void order.push('second'));
    setTimeout(releaseFirst, 300);
    await Promise.all([firstRun, secondRun]);
    expect(order).toEqual(['first starts', 'first ends', 'second']);
  });

  it('keeps the result of a migration whose lock connection the server ended meanwhile', async () => {
    const { url } = await scratchDatabase();
    const [migrating, admin] = [plainKnex(url), plainKnex(url)];
    const result = whileMigrating(migrating, 'postgres', async () => {
      const { rows } = await admin.raw(
        `select pid from pg_locks where locktype = 'advisory' and granted and database = (select oid from pg_database where datname = current_database())`,
      );
      expect(rows).toHaveLength(1);
      await admin.raw('select pg_terminate_backend(?)', [rows[0].pid]);
      return 'migrated';
    });
    await expect(result).resolves.toBe('migrated');
    // The lock went with the ended session: the next process takes it at once.
    await expect(whileMigrating(admin, 'postgres', async () => 'next', { waitMs: 1_000 })).resolves.toBe('next');
  });
});
