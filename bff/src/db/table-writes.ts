import type { Knex } from 'knex';

/**
 * What a cache of this process needs to know about writes to some tables: `version` grows at every
 * write that may have changed them, so a read that began at one version may be kept only if it
 * ends at the same one (`mayKeep`). Writes of other processes and hosts are not seen here; a cache
 * bounds those by its time to live.
 */
export interface TableWrites {
  readonly version: number;
  /** True when nothing was written since `version` was read and no commit of a write is still landing. */
  mayKeep(startedAt: number): boolean;
}

/**
 * How long reads are not kept after a transaction that wrote the tables commits: knex tells when a
 * COMMIT is sent, not when it is done, and a read in that gap may still see the old rows.
 */
const COMMIT_SETTLE_MS = 1000;

interface QueryEvent {
  sql?: string;
  __knexTxId?: string;
}

/**
 * Watches every statement this knex instance runs (its `query` events, which include those of its
 * transactions) for writes to `tables`: a write counts when it starts, when it has finished (outside
 * a transaction) and when its transaction commits or rolls back.
 */
export function watchTableWrites(db: Knex, tables: readonly string[]): TableWrites {
  const namesTable = new RegExp(`\\b(?:${tables.join('|')})\\b`, 'i');
  const isWrite = (sql: string | undefined): sql is string => !!sql && !/^\s*select\b/i.test(sql) && namesTable.test(sql);
  const writingTransactions = new Set<string>();
  let version = 0;
  let settlingUntil = 0;

  db.on('query', ({ sql, __knexTxId: txId }: QueryEvent) => {
    if (txId && writingTransactions.has(txId) && sql && /^\s*(?:commit|rollback)\b/i.test(sql)) {
      writingTransactions.delete(txId);
      version += 1;
      settlingUntil = Date.now() + COMMIT_SETTLE_MS;
    } else if (isWrite(sql)) {
      version += 1;
      if (txId) writingTransactions.add(txId);
    }
  });
  db.on('query-response', (_response: unknown, { sql }: QueryEvent) => {
    if (isWrite(sql)) version += 1;
  });
  return {
    get version() {
      return version;
    },
    mayKeep: (startedAt) => startedAt === version && Date.now() >= settlingUntil,
  };
}
