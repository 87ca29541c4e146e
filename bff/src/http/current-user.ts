import type { Knex } from 'knex';
import type { Middleware, ParameterizedContext } from 'koa';
import { AppError } from '../errors.ts';
import type { User } from '../models/index.ts';
import type { SessionUser } from '../services/session-store.ts';
import { findUserById, mustChangePassword } from '../services/user-service.ts';

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

/**
 * The signed-in user, or undefined; also kept as `ctx.state.user` for the route. A session signed
 * in with a temporary password may do nothing as its user but change the password (403), except
 * on the routes marked with `allowTemporaryPassword`.
 */
export async function currentUserOf(ctx: ParameterizedContext): Promise<User | undefined> {
  const user: User | undefined = await ctx.state.loadUser();
  if (user && mustChangePassword(user) && ctx.state.allowTemporaryPassword !== true) {
    throw new AppError(403, 'errors.passwordChangeRequired');
  }
  ctx.state.user = user;
  return ctx.state.user;
}

/** Before requireUser on the routes a user with a temporary password needs: who am I, change it. */
export const allowTemporaryPassword: Middleware = async (ctx, next) => {
  ctx.state.allowTemporaryPassword = true;
  return next();
};

export const requireUser: Middleware = async (ctx, next) => {
  if (!(await currentUserOf(ctx))) throw new AppError(401, 'errors.notSignedIn');
  return next();
};

/** The stored role decides (users.is_admin, granted through storyctl), never the account's name. */
export const requireAdmin: Middleware = async (ctx, next) => {
  const user = await currentUserOf(ctx);
  if (!user) throw new AppError(401, 'errors.notSignedIn');
  if (user.isAdmin !== true) throw new AppError(403, 'errors.forbidden');
  return next();
};
