import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leanRead, leanRows } from '../../src/db/lean-read.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db?.close());

const NAMES_BETWEEN = leanRead(`select id, username as "name" from users where id >= ? and id <= ? order by id`);

describe('a lean read', () => {
  it('numbers its values for pg in order', () => {
    expect(NAMES_BETWEEN.pgText).toBe(`select id, username as "name" from users where id >= $1 and id <= $2 order by id`);
  });

  it('gives the rows Knex gives for the same statement, and emits no query event', async () => {
    const [first] = await db.knex('users').insert({ username: 'lean-one', usernameKey: 'lean-one', passwordHash: 'x' }).returning('id');
    const [second] = await db.knex('users').insert({ username: 'lean-two', usernameKey: 'lean-two', passwordHash: 'x' }).returning('id');
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
      const [row] = await trx('users').insert({ username: 'lean-uncommitted', usernameKey: 'lean-uncommitted', passwordHash: 'x' }).returning('id');
      expect(await leanRows(trx, NAMES_BETWEEN, [row.id, row.id])).toEqual([{ id: row.id, name: 'lean-uncommitted' }]);
    } finally {
      await trx.rollback();
    }
    expect(await db.knex('users').where({ username: 'lean-uncommitted' })).toEqual([]);
  });
});
