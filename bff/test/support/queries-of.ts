import type { Knex } from 'knex';

/** The SQL of every statement `db` runs while `call` does. */
export async function queriesOf(db: Knex, call: () => Promise<unknown>): Promise<string[]> {
  const queries: string[] = [];
  const record = (query: { sql: string }) => queries.push(query.sql);
  db.on('query', record);
  try {
    await call();
  } finally {
    db.removeListener('query', record);
  }
  return queries;
}
