import type { Knex } from 'knex';

/**
 * What a cache of this process needs to know about writes to some tables: `version` grows at every
 * write that may have changed them, so a read that began at one version may be kept only if it
 * ends at the same one (`mayKeep`), or, for a cache of single rows, if nothing written since may
 * have touched its rows (`mayKeepRows`). Writes of other processes and hosts are not seen here; a
 * cache bounds those by its time to live.
 */
export interface TableWrites {
  readonly version: number;
  /** True when nothing was written since `version` was read and no commit of a write is still landing. */
  mayKeep(startedAt: number): boolean;
  /**
   * True when no write since `startedAt` may have changed the rows `rows` names (`table:id`, by
   * primary key `id`) and no commit of such a write is still landing. A write whose rows cannot be
   * told from its statement counts for every row.
   */
  mayKeepRows(startedAt: number, rows: readonly string[]): boolean;
}

/**
 * How long reads are not kept after a transaction that wrote the tables commits: knex tells when a
 * COMMIT is sent, not when it is done, and a read in that gap may still see the old rows.
 */
const COMMIT_SETTLE_MS = 1000;
/** Rows whose last write is remembered at most; past it, the next write counts for every row. */
const ROWS_REMEMBERED = 10_000;

interface QueryEvent {
  sql?: string;
  bindings?: readonly unknown[];
  __knexTxId?: string;
}

/** When rows (or all of them) were last written: the version, and the end of a commit's settling. */
interface LastWrite {
  version: number;
  settlingUntil: number;
}

/** `ALL`: a write whose rows cannot be told from its statement. */
const ALL = null;
type Rows = string[] | typeof ALL;

/**
 * The rows a statement writes, as `table:id`, when its text says so: one row by primary key
 * (`delete from "t" where "id" = $1`, `update "t" set … where "t"."id" = $2`, an upsert of one row
 * `insert into "t" (…, "id", …) values (…) on conflict ("id") do update …`). Anything else: ALL.
 * Knex's statements come with numbered placeholders ($1) by the time it reports them.
 */
export function rowsWritten(sql: string, bindings: readonly unknown[] = []): Rows {
  const at = (placeholder: string | undefined): unknown =>
    placeholder ? bindings[Number(placeholder) - 1] : undefined;
  const row = (table: string, id: unknown): Rows =>
    typeof id === 'string' || typeof id === 'number' ? [`${table}:${id}`] : ALL;
  const byId =
    /^\s*(?:delete from|update) "(\w+)"(?: set (?:"\w+" = \$\d+(?:, )?)+)? where (?:"\w+"\.)?"id" = \$(\d+)\s*$/i.exec(
      sql,
    );
  if (byId) return row(byId[1], at(byId[2]));
  const upsert =
    /^\s*insert into "(\w+)" \(([^)]*)\) values \(([^)]*)\) on conflict \("id"\) do update set [^()]*?(?: returning "id")?\s*$/i.exec(
      sql,
    );
  if (upsert) {
    const columns = upsert[2].split(', ');
    const values = upsert[3].split(', ');
    const idAt = columns.indexOf('"id"');
    if (idAt >= 0 && columns.length === values.length) return row(upsert[1], at(/^\$(\d+)$/.exec(values[idAt])?.[1]));
  }
  return ALL;
}

/**
 * Watches every statement this knex instance runs (its `query` events, which include those of its
 * transactions) for writes to `tables`: a write counts when it starts, when it has finished (outside
 * a transaction) and when its transaction commits or rolls back.
 */
export function watchTableWrites(db: Knex, tables: readonly string[]): TableWrites {
  const namesTable = new RegExp(`\\b(?:${tables.join('|')})\\b`, 'i');
  const isWrite = (sql: string | undefined): sql is string =>
    !!sql && !/^\s*select\b/i.test(sql) && namesTable.test(sql);
  /** The rows each open transaction has written so far (ALL once any statement's rows are unknown). */
  const writingTransactions = new Map<string, Rows>();
  let version = 0;
  let settlingUntil = 0;
  let everyRow: LastWrite = { version: 0, settlingUntil: 0 };
  const byRow = new Map<string, LastWrite>();

  function written(rows: Rows, settling = 0) {
    version += 1;
    if (settling) settlingUntil = settling;
    if (rows === ALL || byRow.size + rows.length > ROWS_REMEMBERED) {
      everyRow = {
        version,
        settlingUntil: Math.max(settling, everyRow.settlingUntil, ...[...byRow.values()].map((w) => w.settlingUntil)),
      };
      byRow.clear();
      return;
    }
    for (const row of rows)
      byRow.set(row, { version, settlingUntil: Math.max(settling, byRow.get(row)?.settlingUntil ?? 0) });
  }

  db.on('query', ({ sql, bindings, __knexTxId: txId }: QueryEvent) => {
    if (txId && writingTransactions.has(txId) && sql && /^\s*(?:commit|rollback)\b/i.test(sql)) {
      const rows = writingTransactions.get(txId)!;
      writingTransactions.delete(txId);
      written(rows, Date.now() + COMMIT_SETTLE_MS);
    } else if (isWrite(sql)) {
      const rows = rowsWritten(sql, bindings);
      written(rows);
      if (txId) {
        const before = writingTransactions.get(txId);
        writingTransactions.set(txId, before === ALL || rows === ALL ? ALL : [...(before ?? []), ...rows]);
      }
    }
  });
  db.on('query-response', (_response: unknown, { sql, bindings }: QueryEvent) => {
    if (isWrite(sql)) written(rowsWritten(sql, bindings));
  });
  const untouched = (write: LastWrite | undefined, startedAt: number, now: number) =>
    !write || (write.version <= startedAt && now >= write.settlingUntil);
  return {
    get version() {
      return version;
    },
    mayKeep: (startedAt) => startedAt === version && Date.now() >= settlingUntil,
    mayKeepRows(startedAt, rows) {
      const now = Date.now();
      return untouched(everyRow, startedAt, now) && rows.every((row) => untouched(byRow.get(row), startedAt, now));
    },
  };
}
