import type { Knex } from 'knex';
import type { Middleware } from 'koa';
import { ForbiddenError, UnauthorizedError } from '../errors.ts';
import { findUserById, isAdminUsername } from '../services/user-service.ts';

/** Loads the signed-in user (if any) for the routes as `ctx.state.user`. */
export function currentUser(db: Knex): Middleware {
  return async (ctx, next) => {
    const userId = ctx.session?.userId;
    if (typeof userId === 'number') {
      ctx.state.user = await findUserById(db, userId);
      // The account is gone (deleted by an admin): forget it rather than act for nobody.
      if (!ctx.state.user) delete ctx.session!.userId;
    }
    return next();
  };
}

export const requireUser: Middleware = async (ctx, next) => {
  if (!ctx.state.user) throw new UnauthorizedError(ctx.state.t('errors.notSignedIn'));
  return next();
};

export function requireAdmin(adminUsername: string): Middleware {
  return async (ctx, next) => {
    if (!ctx.state.user) throw new UnauthorizedError(ctx.state.t('errors.notSignedIn'));
    if (!isAdminUsername(ctx.state.user.username, { adminUsername })) throw new ForbiddenError(ctx.state.t('errors.forbidden'));
    return next();
  };
}
