import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsWritten, watchTableWrites } from '../../src/db/table-writes.ts';
import { SessionRecord, User } from '../../src/models/index.ts';
import { databaseSessionStore } from '../../src/services/session-store.ts';
import { setPassword } from '../../src/services/user-service.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db?.close());

/** The rows each statement `call` runs is said to write, as knex reports the statement. */
async function rowsOf(call: () => PromiseLike<unknown>): Promise<(string[] | null)[]> {
  const found: (string[] | null)[] = [];
  const record = ({ sql, bindings }: { sql: string; bindings?: unknown[] }) =>
    void found.push(rowsWritten(sql, bindings));
  db.knex.on('query', record);
  try {
    await call();
  } finally {
    db.knex.off('query', record);
  }
  return found;
}

describe('the rows a write names', () => {
  it('tells one row by id: a session saved or ended, a user changed or deleted', async () => {
    const expiresAt = new Date(Date.now() + 60_000);
    expect(
      await rowsOf(() =>
        SessionRecord.query(db.knex)
          .insert({ id: 's-1', data: { userId: 4 }, expiresAt })
          .onConflict('id')
          .merge(['data', 'expiresAt']),
      ),
    ).toEqual([['sessions:s-1']]);
    expect(await rowsOf(() => SessionRecord.query(db.knex).deleteById('s-1'))).toEqual([['sessions:s-1']]);
    const user = await User.query(db.knex).insertAndFetch({
      username: 'rows-one',
      usernameKey: 'rows-one',
      passwordHash: 'x',
    });
    expect(await rowsOf(() => User.query(db.knex).patch({ passwordHash: 'y' }).where({ id: user.id }))).toEqual([
      [`users:${user.id}`],
    ]);
    expect(
      await rowsOf(() => db.knex('users').where({ id: user.id }).update({ email: 'a@example.com', passwordHash: 'z' })),
    ).toEqual([[`users:${user.id}`]]);
    expect(await rowsOf(() => User.query(db.knex).deleteById(user.id))).toEqual([[`users:${user.id}`]]);
  });

  it("tells the rows of the services' own writes: a session stored and ended, a password set", async () => {
    // The statements the sign-in, sign-out and password change send, not hand-written ones: a Knex
    // or Objection upgrade that words them otherwise must fail here, not quietly clear every kept session.
    const store = databaseSessionStore(db.knex);
    expect(await rowsOf(() => store.set('s-2', { userId: 5 }, 60_000))).toEqual([['sessions:s-2']]);
    expect(await rowsOf(() => store.destroy('s-2'))).toEqual([['sessions:s-2']]);
    const user = await User.query(db.knex).insertAndFetch({
      username: 'rows-three',
      usernameKey: 'rows-three',
      passwordHash: 'x',
    });
    expect(await rowsOf(() => setPassword(db.knex, user.id, 'a new secret', { scryptLogN: 10 }))).toEqual([
      [`users:${user.id}`],
    ]);
  });

  it('counts any other write for every row', async () => {
    expect(await rowsOf(() => SessionRecord.query(db.knex).where('expiresAt', '<=', new Date()).delete())).toEqual([
      null,
    ]);
    expect(await rowsOf(() => SessionRecord.query(db.knex).whereRaw("data->>'userId' = ?", ['4']).delete())).toEqual([
      null,
    ]);
    expect(
      await rowsOf(() => db.knex('users').insert({ username: 'rows-two', usernameKey: 'rows-two', passwordHash: 'x' })),
    ).toEqual([null]);
    expect(await rowsOf(() => db.knex('users').where('id', '>', 0).update({ email: null }))).toEqual([null]);
  });
});

describe('keeping reads of rows', () => {
  it('keeps a read of other rows across a write by id, and of none across a write it cannot place', async () => {
    const writes = watchTableWrites(db.knex, ['sessions']);
    const readAt = writes.version;
    await SessionRecord.query(db.knex).deleteById('someone-else');
    expect(writes.mayKeepRows(readAt, ['sessions:mine'])).toBe(true);
    expect(writes.mayKeepRows(readAt, ['sessions:someone-else'])).toBe(false);
    expect(writes.mayKeep(readAt)).toBe(false);
    await SessionRecord.query(db.knex).where('expiresAt', '<=', new Date()).delete();
    expect(writes.mayKeepRows(readAt, ['sessions:mine'])).toBe(false);
  });

  it('keeps no read of the rows a transaction wrote until its commit has settled', async () => {
    const writes = watchTableWrites(db.knex, ['sessions']);
    await db.knex.transaction(async (trx) => {
      await SessionRecord.query(trx).deleteById('in-a-transaction');
    });
    const readAfterCommit = writes.version;
    expect(writes.mayKeepRows(readAfterCommit, ['sessions:in-a-transaction'])).toBe(false);
    expect(writes.mayKeepRows(readAfterCommit, ['sessions:elsewhere'])).toBe(true);
  });
});
