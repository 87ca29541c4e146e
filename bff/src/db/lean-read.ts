import type { Knex } from 'knex';

interface PgClient {
  query(config: { text: string; values: readonly unknown[] }): Promise<{ rows: unknown[] }>;
}

/** A read written with `?` for its values (and no other question mark), run by `leanRows`. */
export interface LeanRead {
  /** As Knex takes it (`?`), for a transaction. */
  readonly knexSql: string;
  /** As pg takes it (`$1`, `$2`, …). */
  readonly pgText: string;
}

export function leanRead(sql: string): LeanRead {
  let position = 0;
  return { knexSql: sql, pgText: sql.replace(/\?/g, () => `$${++position}`) };
}

/**
 * The rows of a hot read, run on a connection of Knex's own pool without Knex's query runner:
 * for GET /api/stories/:id under load, Knex's share of the bff's CPU profile (raw SQL rewritten
 * for bindings each time, the runner, query events, debug checks) was 8 % of its busy samples,
 * more than a second round trip's. No `query` events are emitted: only plain reads may use this
 * (db/table-writes.ts watches writes). In a transaction it goes through Knex, on its connection.
 */
export async function leanRows<Row>(db: Knex, read: LeanRead, values: readonly unknown[]): Promise<Row[]> {
  if (db.isTransaction) return ((await db.raw(read.knexSql, values as Knex.RawBinding[])) as { rows: Row[] }).rows;
  const connection = (await db.client.acquireConnection()) as PgClient;
  try {
    return (await connection.query({ text: read.pgText, values })).rows as Row[];
  } finally {
    await db.client.releaseConnection(connection);
  }
}
