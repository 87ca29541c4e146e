import type { Language, Translate } from '@dreamweaver/contracts';
import type { User } from '../models/index.ts';
import type { Logger } from '../logger.ts';
import type { SessionUser } from '../services/session-store.ts';

/** What the middleware puts on `ctx.state` for the routes. */
export interface AppState {
  requestId: string;
  logger: Logger;
  language: Language;
  t: Translate;
  /** Set once a route has asked for it (see http/current-user.ts). */
  user?: User;
  loadUser: () => Promise<User | undefined>;
  /** What the session read found about its user (services/session-store.ts), for loadUser. */
  sessionUser?: SessionUser;
}

declare module 'koa-session' {
  interface Session {
    userId?: number;
    /** Stories made while signed out; they become the user's at sign-in or registration. */
    anonymousStoryIds?: string[];
  }
}
