import type { Knex } from 'knex';
import { snakeCaseMappers } from 'objection';
import { watchTableWrites } from '../db/table-writes.ts';
import { SessionRecord, User } from '../models/index.ts';

// koa-session's external store: the cookie holds only a random id; the data lives here, so
// signing out really ends the session and every bff process sees the same sessions.

/** What reading a session found out about its signed-in user, kept for the one request. */
export interface SessionUser {
  /** The session's `userId` when it was read. */
  userId: number;
  /** That account, or undefined when it is gone. */
  user: User | undefined;
}

export interface SessionStore {
  /** `options.ctx`: the request, which keeps what the same query found about the user (`ctx.state.sessionUser`). */
  get(
    id: string,
    maxAge?: unknown,
    options?: { ctx?: { state: { sessionUser?: SessionUser } } },
  ): Promise<Record<string, unknown> | undefined>;
  set(id: string, data: Record<string, unknown>, maxAge: number | 'session' | undefined): Promise<void>;
  destroy(id: string): Promise<void>;
}

const DEFAULT_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * The session and its user in one round trip: a signed-in request read the session and then the
 * user, two queries for every signed-in API call (the CPU profile of GET /api/auth/me under load
 * was query building, pg and the embedded database twice over). The user id is taken from the
 * session's JSON only when it is a plain integer, so nothing in a session can break the query.
 */
const SESSION_WITH_USER = `
  select s.data as session_data, s.expires_at as session_expires_at, u.*
  from sessions s
  left join users u on u.id = case
    when jsonb_typeof(s.data -> 'userId') = 'number' and s.data ->> 'userId' ~ '^[0-9]{1,9}$' then (s.data ->> 'userId')::int
  end
  where s.id = ? and s.expires_at > ?`;

const { parse: camelCaseKeys } = snakeCaseMappers();

/**
 * How long this process answers from a session it has read without reading it again. A write to
 * the sessions or users table made by this process ends what it may have changed at once: the one
 * session, or every session of the one user, when the statement names its row by id (sign-out, a
 * session saved, a password changed, an account deleted), every kept session otherwise (a password
 * reset's sign-out everywhere, a new account). One made by another host or process (storyctl) is
 * seen here within this time. docs/security.md states the bound.
 */
export const SESSION_CACHE_MS = 1000;
/** Sessions kept at most; past it the oldest go first. */
const SESSION_CACHE_ENTRIES = 10_000;

interface CachedSession {
  /** The session's JSON as stored: parsed anew for each request, which may change its copy. */
  dataJson: string;
  /** The user's columns (camelCase), or undefined when the account is gone. */
  userColumns: Record<string, unknown> | undefined;
  /** The watcher's version it was read at (see db/table-writes.ts). */
  version: number;
  /** The rows it was read from, as the watcher names them: the session, and its user if it names one. */
  rows: string[];
  /** Not used at or after this time (ms): the cache's bound or the session's end, whichever is first. */
  until: number;
}

async function readSession(db: Knex, id: string, now: number, version: number): Promise<CachedSession | undefined> {
  const { rows } = await db.raw(SESSION_WITH_USER, [id, new Date(now)]);
  const row = rows[0] as
    | ({ session_data: Record<string, unknown>; session_expires_at: Date | string; id: number | null } & Record<
        string,
        unknown
      >)
    | undefined;
  if (!row) return undefined;
  const { session_data: data, session_expires_at: expiresAt, ...userColumns } = row;
  return {
    dataJson: JSON.stringify(data),
    userColumns: userColumns.id === null ? undefined : camelCaseKeys(userColumns),
    version,
    rows: typeof data.userId === 'number' ? [`sessions:${id}`, `users:${data.userId}`] : [`sessions:${id}`],
    until: Math.min(now + SESSION_CACHE_MS, new Date(expiresAt).getTime()),
  };
}

/**
 * Sessions this process read in the last SESSION_CACHE_MS: the CPU profile of a signed-in
 * GET /api/auth/me under load was the session query (PGlite's wasm, pg's protocol parsing) at five
 * times the whole signed-out answer; a page asks the API several times in the same second.
 * Requests for a session that is being read share that read (unless something was written since
 * it began), so a session's expiry does not send all of its waiting requests to the database.
 */
function sessionCache(db: Knex) {
  const writes = watchTableWrites(db, ['sessions', 'users']);
  const kept = new Map<string, CachedSession>();
  const reading = new Map<string, Promise<CachedSession | undefined> & { version: number }>();

  function keep(id: string, entry: CachedSession) {
    if (!writes.mayKeepRows(entry.version, entry.rows)) return;
    kept.delete(id);
    if (kept.size >= SESSION_CACHE_ENTRIES) kept.delete(kept.keys().next().value!);
    kept.set(id, entry);
  }

  return function find(id: string): CachedSession | undefined | Promise<CachedSession | undefined> {
    const now = Date.now();
    const version = writes.version;
    const entry = kept.get(id);
    if (entry && now < entry.until && writes.mayKeepRows(entry.version, entry.rows)) return entry;
    if (entry) kept.delete(id);
    const running = reading.get(id);
    if (running?.version === version) return running;
    const read = Object.assign(
      readSession(db, id, now, version).then((found) => {
        if (found) keep(id, found);
        return found;
      }),
      { version },
    );
    reading.set(id, read);
    void read.finally(() => reading.get(id) === read && reading.delete(id)).catch(() => {});
    return read;
  };
}

export function databaseSessionStore(db: Knex): SessionStore {
  const findSession = sessionCache(db);
  return {
    async get(id, _maxAge, options) {
      const entry = await findSession(id);
      if (!entry) return undefined;
      const data = JSON.parse(entry.dataJson) as Record<string, unknown>;
      if (options?.ctx && typeof data.userId === 'number') {
        options.ctx.state.sessionUser = {
          userId: data.userId,
          user: entry.userColumns && User.fromDatabaseJson(entry.userColumns),
        };
      }
      return data;
    },
    async set(id, data, maxAge) {
      const ttl = typeof maxAge === 'number' ? maxAge : DEFAULT_TTL_MS;
      const expiresAt = new Date(Date.now() + ttl);
      await SessionRecord.query(db).insert({ id, data, expiresAt }).onConflict('id').merge(['data', 'expiresAt']);
    },
    async destroy(id) {
      await SessionRecord.query(db).deleteById(id);
    },
  };
}

export async function deleteExpiredSessions(db: Knex): Promise<number> {
  return SessionRecord.query(db).where('expiresAt', '<=', new Date()).delete();
}
