import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LEAN_POOL_APPLICATION_NAME, LEAN_POOL_MAX, leanRead, leanRows } from '../../src/db/lean-read.ts';
import { openDatabase } from '../../src/db/database.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db?.close());

const NAMES_BETWEEN = leanRead(`select id, username as "name" from users where id >= ? and id <= ? order by id`);

describe('a lean read', () => {
  it('numbers its values for pg in order', () => {
    expect(NAMES_BETWEEN.pgText).toBe(
      `select id, username as "name" from users where id >= $1 and id <= $2 order by id`,
    );
  });

  it('gives the rows Knex gives for the same statement, and emits no query event', async () => {
    const [first] = await db
      .knex('users')
      .insert({ username: 'lean-one', usernameKey: 'lean-one', passwordHash: 'x' })
      .returning('id');
    const [second] = await db
      .knex('users')
      .insert({ username: 'lean-two', usernameKey: 'lean-two', passwordHash: 'x' })
      .returning('id');
    const values = [first.id, second.id];
    const events: string[] = [];
    const record = (query: { sql: string }) => events.push(query.sql);
    db.knex.on('query', record);
    const lean = await leanRows(db.knex, NAMES_BETWEEN, values).finally(() => db.knex.off('query', record));
    expect(events).toEqual([]);
    expect(lean).toEqual((await db.knex.raw(NAMES_BETWEEN.knexSql, values)).rows);
    expect(lean).toEqual([
      { id: first.id, name: 'lean-one' },
      { id: second.id, name: 'lean-two' },
    ]);
  });

  it("reads in a transaction on the transaction's connection, seeing what it has not committed", async () => {
    const trx = await db.knex.transaction();
    try {
      const [row] = await trx('users')
        .insert({ username: 'lean-uncommitted', usernameKey: 'lean-uncommitted', passwordHash: 'x' })
        .returning('id');
      expect(await leanRows(trx, NAMES_BETWEEN, [row.id, row.id])).toEqual([{ id: row.id, name: 'lean-uncommitted' }]);
    } finally {
      await trx.rollback();
    }
    expect(await db.knex('users').where({ username: 'lean-uncommitted' })).toEqual([]);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('a lean read on a PostgreSQL server', () => {
  const leanBackends = async () =>
    (
      await db.knex.raw(
        `select pid from pg_stat_activity where datname = current_database() and application_name = ?`,
        [LEAN_POOL_APPLICATION_NAME],
      )
    ).rows as { pid: number }[];

  it("runs on a pool of its own, not on Knex's", async () => {
    const acquire = vi.spyOn(db.knex.client, 'acquireConnection');
    try {
      expect(await leanRows(db.knex, leanRead('select 1 as "one"'), [])).toEqual([{ one: 1 }]);
      expect(acquire).not.toHaveBeenCalled();
    } finally {
      acquire.mockRestore();
    }
    expect((await leanBackends()).length).toBeGreaterThan(0);
  });

  const terminateLeanBackends = async () => {
    const ended = await leanBackends();
    expect(ended.length).toBeGreaterThan(0);
    await db.knex.raw('select pg_terminate_backend(pid) from unnest(?::int[]) as pid', [ended.map((row) => row.pid)]);
    return ended;
  };

  it('reads on after the server ends its connections, without taking the process down', async () => {
    await leanRows(db.knex, leanRead('select 1'), []);
    const ended = await terminateLeanBackends();
    await expect
      .poll(async () => (await leanBackends()).filter((row) => ended.some((old) => old.pid === row.pid)).length)
      .toBe(0);
    expect(await leanRows(db.knex, leanRead('select 2 as "two"'), [])).toEqual([{ two: 2 }]);
  });

  it('reads again on a new connection when the one it was handed had been ended before the pool knew', async () => {
    // Every connection of the pool idle and prepared, as after a busy spell.
    await Promise.all(
      Array.from({ length: LEAN_POOL_MAX }, () => leanRows(db.knex, leanRead('select pg_sleep(0.05)'), [])),
    );
    expect((await leanBackends()).length).toBe(LEAN_POOL_MAX);
    await terminateLeanBackends();
    // The server closes their sockets now, but this thread reads none of that news before the
    // next read is sent: so the pool hands out a connection it still thinks is alive.
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300);
    const reads = await Promise.all(
      Array.from({ length: LEAN_POOL_MAX }, (_, i) => leanRows(db.knex, leanRead('select ? :: int as "n"'), [i])),
    );
    expect(reads).toEqual(Array.from({ length: LEAN_POOL_MAX }, (_, i) => [{ n: i }]));
  });
});

describe('a prepared lean read', () => {
  it('is prepared under one name per statement and connection', async () => {
    const read = leanRead('select ? :: int + 1 as "next"');
    expect(read.statementName).toMatch(/^lean_[0-9a-f]{16}$/);
    expect(leanRead('select ? :: int + 2 as "next"').statementName).not.toBe(read.statementName);
    for (let i = 0; i < 3; i++) expect(await leanRows(db.knex, read, [i])).toEqual([{ next: i + 1 }]);
    const prepared = (await db.knex.raw('select name from pg_prepared_statements')).rows.map(
      (row: { name: string }) => row.name,
    );
    // On a server this asks Knex's connection, which prepares nothing; PGlite's one session has them all.
    if (!process.env.DATABASE_URL)
      expect(prepared.filter((name: string) => name.startsWith(read.statementName))).toHaveLength(1);
  });

  it('is prepared again after a migration changes the type of a column it returns', async () => {
    await db.knex.schema.createTable('lean_probe', (table) => {
      table.integer('id');
      table.string('label', 20);
    });
    try {
      await db.knex('lean_probe').insert({ id: 1, label: 'before' });
      const read = leanRead('select id, label from lean_probe where id = ?');
      // Prepared on every connection of the lean pool, as a busy server would have it.
      await Promise.all(Array.from({ length: LEAN_POOL_MAX }, () => leanRows(db.knex, read, [1])));
      await db.knex.raw('alter table lean_probe alter column label type text');
      await db.knex('lean_probe').update({ label: 'after' });
      for (let i = 0; i < LEAN_POOL_MAX; i++)
        expect(await leanRows(db.knex, read, [1])).toEqual([{ id: 1, label: 'after' }]);
    } finally {
      await db.knex.schema.dropTable('lean_probe');
    }
  });

  it.skipIf(process.env.DATABASE_URL)(
    'is prepared by each process that joins the embedded database, in its one session',
    async () => {
      const read = leanRead('select ? :: text as "who"');
      expect(await leanRows(db.knex, read, ['server'])).toEqual([{ who: 'server' }]);
      const joined = await openDatabase({ dataDir: db.dataDir, role: 'client', migrate: false });
      try {
        expect(joined.kind).toBe('embedded');
        expect(await leanRows(joined.knex, read, ['storyctl'])).toEqual([{ who: 'storyctl' }]);
        expect(await leanRows(db.knex, read, ['server again'])).toEqual([{ who: 'server again' }]);
      } finally {
        await joined.close();
      }
    },
  );
});
