import type { Knex } from 'knex';
import { SessionRecord } from '../models/index.ts';

// koa-session's external store: the cookie holds only a random id; the data lives here, so
// signing out really ends the session and every bff process sees the same sessions.

export interface SessionStore {
  get(id: string): Promise<Record<string, unknown> | undefined>;
  set(id: string, data: Record<string, unknown>, maxAge: number | 'session' | undefined): Promise<void>;
  destroy(id: string): Promise<void>;
}

const DEFAULT_TTL_MS = 24 * 60 * 60 * 1000;

export function databaseSessionStore(db: Knex): SessionStore {
  return {
    async get(id) {
      const record = await SessionRecord.query(db).findById(id).where('expiresAt', '>', new Date());
      return record?.data;
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
