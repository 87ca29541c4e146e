import type { Knex } from 'knex';
import { snakeCaseMappers } from 'objection';
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
  get(id: string, maxAge?: unknown, options?: { ctx?: { state: { sessionUser?: SessionUser } } }): Promise<Record<string, unknown> | undefined>;
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
  select s.data as session_data, u.*
  from sessions s
  left join users u on u.id = case
    when jsonb_typeof(s.data -> 'userId') = 'number' and s.data ->> 'userId' ~ '^[0-9]{1,9}$' then (s.data ->> 'userId')::int
  end
  where s.id = ? and s.expires_at > ?`;

const { parse: camelCaseKeys } = snakeCaseMappers();

export function databaseSessionStore(db: Knex): SessionStore {
  return {
    async get(id, _maxAge, options) {
      const { rows } = await db.raw(SESSION_WITH_USER, [id, new Date()]);
      const row = rows[0] as ({ session_data: Record<string, unknown>; id: number | null } & Record<string, unknown>) | undefined;
      if (!row) return undefined;
      const { session_data: data, ...userColumns } = row;
      if (options?.ctx && typeof data.userId === 'number') {
        options.ctx.state.sessionUser = {
          userId: data.userId,
          user: userColumns.id === null ? undefined : User.fromDatabaseJson(camelCaseKeys(userColumns)),
        };
      }
      return data;
    },
    async set(id, data, maxAge) {
      const ttl = typeof maxAge === 'number' ? maxAge : DEFAULT_TTL_MS;
      const expiresAt = new Date(Date.now() + ttl);
      await SessionRecord.query(db)
        .insert({ id, data, expiresAt })
        .onConflict('id')
        .merge(['data', 'expiresAt']);
    },
    async destroy(id) {
      await SessionRecord.query(db).deleteById(id);
    },
  };
}

export async function deleteExpiredSessions(db: Knex): Promise<number> {
  return SessionRecord.query(db).where('expiresAt', '<=', new Date()).delete();
}
