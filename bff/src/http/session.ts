import { randomBytes } from 'node:crypto';
import type Koa from 'koa';
import session from 'koa-session';
import type { SessionStore } from '../services/session-store.ts';

export const SESSION_COOKIE = 'dw.sid';
const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

/** The session cookie: a random id only, HttpOnly, SameSite=Lax, Secure when served over HTTPS. */
export function sessionMiddleware(app: Koa, store: SessionStore, { secure }: { secure: boolean }) {
  return session(
    {
      key: SESSION_COOKIE,
      maxAge: THIRTY_DAYS_MS,
      httpOnly: true,
      sameSite: 'lax',
      secure,
      signed: true,
      rolling: false,
      renew: true,
      store,
      genid: () => randomBytes(32).toString('base64url'),
    },
    app,
  );
}
