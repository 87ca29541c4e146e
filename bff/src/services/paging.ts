import type { PageCursor } from '@dreamweaver/contracts';
import { AppError } from '../errors.ts';

// Keyset paging (contracts/src/paging.ts): a page asks for one row more than its limit, and when
// that row comes, the page's last row becomes the cursor of the next page. Rows are found after the
// cursor by their sort key, never by an offset, so a page costs the same at row 50 and row 900,000,
// and rows added meanwhile neither repeat nor hide others.

/** What one page asks for: how many rows, and after which (the cursor of the previous page). */
export interface PageRequest {
  limit: number;
  cursor?: PageCursor;
}

export interface Page<T> {
  items: T[];
  /** Where the next page starts; undefined on the last one (the route sends it encoded). */
  next?: PageCursor;
}

/**
 * SQL for a created_at sort key as text with every microsecond (a JS Date keeps only
 * milliseconds, and rows a microsecond apart would repeat or vanish between pages).
 */
export const cursorTime = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * The `toISOString` form (milliseconds) of a cursorTime: a list that reads the one needs no
 * second to_char for the other (about a tenth of PostgreSQL's time for the admin's story page).
 */
export const isoOfCursorTime = (at: string) => `${at.slice(0, 23)}Z`;

const CURSOR_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/;

/** The cursor of a list newest first by (created_at, id text); 400 for a cursor of another list. */
export function timeCursorOf(request: PageRequest, list: string): { at: string; id: string } | undefined {
  const { cursor } = request;
  if (!cursor) return undefined;
  if (cursor.list !== list || !CURSOR_TIME.test(cursor.at) || typeof cursor.id !== 'string') throw badCursor();
  return { at: cursor.at, id: cursor.id };
}

/** The cursor of a list by an integer id; 400 for a cursor of another list. */
export function idCursorOf(request: PageRequest, list: string): number | undefined {
  const { cursor } = request;
  if (!cursor) return undefined;
  if (cursor.list !== list || cursor.at !== '' || typeof cursor.id !== 'number') throw badCursor();
  return cursor.id;
}

/** SQL for a timestamp as `Date.prototype.toISOString` writes it (UTC, milliseconds): no Date parsed. */
export const isoTime = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The keyset of a list newest first by (created_at, id) of `table`: the condition that keeps the
 * rows after the cursor (a row comparison, which an index on (…, created_at, id) answers by
 * reading just the page), with its values, and the order. The condition is `true` without a cursor.
 */
export function newestFirstSql(
  table: string,
  after: { at: string; id: string } | undefined,
): { after: string; values: string[]; order: string } {
  return {
    after: after ? `(${table}.created_at, ${table}.id) < (?::timestamptz, ?)` : 'true',
    values: after ? [after.at, after.id] : [],
    order: `order by ${table}.created_at desc, ${table}.id desc`,
  };
}

const badCursor = () => new AppError(400, 'validation.paging.cursor');

/** How many rows to read: one more than the page, to know whether another follows. */
const rowsToRead = (request: PageRequest) => request.limit + 1;

/**
 * rowsToRead as SQL's `limit`, written into the statement rather than passed as a value: for a
 * prepared statement with `limit $n`, PostgreSQL cannot cost a generic plan (any number of rows)
 * below the custom ones and plans it again at every execution (pgbench, the admin's story page:
 * 0.41 ms with the value, 0.30 ms written in). The contracts' schema keeps the limit to 1–200.
 */
export function limitSql(request: PageRequest): string {
  const rows = rowsToRead(request);
  if (!Number.isSafeInteger(rows) || rows < 1) throw new Error(`a page of ${request.limit} rows`);
  return `limit ${rows}`;
}

/** The page of `rows` (read with rowsToRead) and, when a row was left over, the next page's cursor. */
export function pageFrom<R, T>(
  rows: R[],
  request: PageRequest,
  list: string,
  keyOf: (row: R) => { at: string; id: string | number },
  toItem: (row: R) => T,
): Page<T> {
  const more = rows.length > request.limit;
  const shown = more ? rows.slice(0, request.limit) : rows;
  const items = shown.map(toItem);
  if (!more) return { items };
  return { items, next: { list, ...keyOf(shown[shown.length - 1]) } };
}

/** Every page of a list, one after another (storyctl prints whole lists this way). */
export async function allPages<T>(read: (request: PageRequest) => Promise<Page<T>>, limit = 500): Promise<T[]> {
  const all: T[] = [];
  let request: PageRequest = { limit };
  for (;;) {
    const page = await read(request);
    all.push(...page.items);
    if (!page.next) return all;
    request = { limit, cursor: page.next };
  }
}
