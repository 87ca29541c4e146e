import type Router from '@koa/router';
import { apiRouter } from '../http/api-router.ts';
import {
  API_ROUTES,
  type AnonymousVisitor,
  changePasswordSchema,
  deleteAccountSchema,
  loginSchema,
  registerSchema,
} from '@dreamweaver/contracts';
import type { AppContext } from '../app-context.ts';
import { allowTemporaryPassword, currentUserOf, requireUser } from '../http/current-user.ts';
import { forgetDevice, presentedDevice, rememberDevice } from '../http/device-cookie.ts';
import { abandonedSignal } from '../http/request-abandoned.ts';
import { validate } from '../validation.ts';
import { deleteOwnAccount } from '../services/account-deletion.ts';
import { authenticate, changePassword, findUserById, registerVisitor, toPublicUser } from '../services/user-service.ts';
import type { ParameterizedContext } from 'koa';
import type { User } from '../models/index.ts';

const ANONYMOUS: AnonymousVisitor = Object.freeze({});

export function authRoutes({ db, accountRules, settings, sessionSecret, media, logger }: AppContext): Router {
  const router = apiRouter();

  // Anonymous is an answer, not an error: a 200 without an id, so no signed-out page logs a failed request.
  router.get(API_ROUTES.auth.currentUser.path, allowTemporaryPassword, async (ctx) => {
    const user = await currentUserOf(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = user ? toPublicUser(user) : ANONYMOUS;
  });

  router.post(API_ROUTES.auth.register.path, async (ctx) => {
    const input = validate(registerSchema, ctx.request.body);
    const user = await registerVisitor(db, input, accountRules, { address: ctx.ip, signal: abandonedSignal(ctx) });
    await signIn(ctx, user);
    ctx.status = 201;
    ctx.body = toPublicUser(user);
  });

  router.post(API_ROUTES.auth.signIn.path, async (ctx) => {
    const input = validate(loginSchema, ctx.request.body);
    const device = presentedDevice(ctx, sessionSecret);
    const user = await authenticate(
      db,
      { ...input, address: ctx.ip, device, addressSecret: sessionSecret, signal: abandonedSignal(ctx) },
      accountRules,
    );
    await signIn(ctx, user);
    ctx.body = toPublicUser(user);
  });

  /** The signed-in user's new password; every other session of the account ends, this one is renewed. */
  router.post(API_ROUTES.auth.changePassword.path, allowTemporaryPassword, requireUser, async (ctx) => {
    const input = validate(changePasswordSchema, ctx.request.body);
    const user: User = ctx.state.user;
    await changePassword(db, user, { ...input, address: ctx.ip, signal: abandonedSignal(ctx) }, accountRules);
    await ctx.session!.regenerate();
    ctx.set('Cache-Control', 'no-store');
    ctx.body = toPublicUser((await findUserById(db, user.id)) ?? user);
  });

  router.post(API_ROUTES.auth.signOut.path, async (ctx) => {
    ctx.session = null;
    ctx.status = 204;
  });

  /** The signed-in parent deletes their account, password asked again; every session of it ends, this one too. */
  router.delete(API_ROUTES.auth.deleteAccount.path, requireUser, async (ctx) => {
    const { password } = validate(deleteAccountSchema, ctx.request.body);
    const deleted = await deleteOwnAccount(
      { db, media, logger },
      ctx.state.user,
      { password, address: ctx.ip, signal: abandonedSignal(ctx) },
      accountRules,
    );
    ctx.session = null;
    forgetDevice(ctx, settings.behindHttps);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = deleted;
  });

  /**
   * A new session id at every sign-in (no fixation). The stories made before it stay in the session's
   * list, to be offered to the account (routes/offered-stories.ts).
   */
  async function signIn(ctx: ParameterizedContext, user: User) {
    const session = ctx.session!;
    session.userId = user.id;
    await session.regenerate();
    rememberDevice(ctx, sessionSecret, user.id, settings.behindHttps);
  }

  return router;
}
