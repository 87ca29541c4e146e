import type { Knex } from 'knex';
import type { Middleware, ParameterizedContext } from 'koa';
import { AppError } from '../errors.ts';
import type { User } from '../models/index.ts';
import type { SessionUser } from '../services/session-store.ts';
import { findUserById, isAdminUsername } from '../services/user-service.ts';

/**
 * Lets routes ask for the signed-in user with `currentUserOf(ctx)`. Nothing is read until a
 * route asks, so assets and media never touch the session store or the users table.
 */
export function currentUser(db: Knex): Middleware {
  return async (ctx, next) => {
    let loading: Promise<User | undefined> | undefined;
    ctx.state.loadUser = () => (loading ??= loadUser(db, ctx));
    return next();
  };
}

async function loadUser(db: Knex, ctx: ParameterizedContext): Promise<User | undefined> {
  const userId = ctx.session?.userId;
  if (typeof userId !== 'number') return undefined;
  // Reading the session found its user in the same query (services/session-store.ts); only a
  // session whose user changed during this request (a sign-in) needs another look.
  const known = ctx.state.sessionUser as SessionUser | undefined;
  const user = known?.userId === userId ? known.user : await findUserById(db, userId);
  // The account is gone (deleted by an admin): forget it rather than act for nobody.
  if (!user) delete ctx.session!.userId;
  return user;
}

/** The signed-in user, or undefined; also kept as `ctx.state.user` for the route. */
export async function currentUserOf(ctx: ParameterizedContext): Promise<User | undefined> {
  ctx.state.user = await ctx.state.loadUser();
  return ctx.state.user;
}

export const requireUser: Middleware = async (ctx, next) => {
  if (!(await currentUserOf(ctx))) throw new AppError(401, 'errors.notSignedIn');
  return next();
};

export function requireAdmin(adminUsername: string): Middleware {
  return async (ctx, next) => {
    const user = await currentUserOf(ctx);
    if (!user) throw new AppError(401, 'errors.notSignedIn');
    if (!isAdminUsername(user.username, { adminUsername })) throw new AppError(403, 'errors.forbidden');
    return next();
  };
}
