import type Router from '@koa/router';
import { apiRouter } from '../http/api-router.ts';
import { loginSchema, registerSchema } from '@dreamweaver/contracts';
import type { AppContext } from '../app-context.ts';
import { requireUser } from '../http/current-user.ts';
import { presentedDevice, rememberDevice } from '../http/device-cookie.ts';
import { abandonedSignal } from '../http/request-abandoned.ts';
import { validate } from '../validation.ts';
import { claimAnonymousStories } from '../services/story-service.ts';
import { authenticate, registerVisitor, toPublicUser } from '../services/user-service.ts';
import type { ParameterizedContext } from 'koa';
import type { User } from '../models/index.ts';

export function authRoutes({ db, accountRules, settings, sessionSecret }: AppContext): Router {
  const router = apiRouter('/api/auth');

  router.get('/me', requireUser, (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = toPublicUser(ctx.state.user, accountRules);
  });

  router.post('/register', async (ctx) => {
    const input = validate(registerSchema, ctx.request.body);
    const user = await registerVisitor(db, input, accountRules, { address: ctx.ip, signal: abandonedSignal(ctx) });
    await signIn(ctx, user);
    ctx.status = 201;
    ctx.body = toPublicUser(user, accountRules);
  });

  router.post('/login', async (ctx) => {
    const input = validate(loginSchema, ctx.request.body);
    const device = presentedDevice(ctx, sessionSecret);
    const user = await authenticate(db, { ...input, address: ctx.ip, device, signal: abandonedSignal(ctx) }, accountRules);
    await signIn(ctx, user);
    ctx.body = toPublicUser(user, accountRules);
  });

  router.post('/logout', async (ctx) => {
    ctx.session = null;
    ctx.status = 204;
  });

  /** A new session id at every sign-in (no fixation); stories made before it come along. */
  async function signIn(ctx: ParameterizedContext, user: User) {
    const session = ctx.session!;
    const storyIds = session.anonymousStoryIds ?? [];
    if (storyIds.length > 0) await claimAnonymousStories(db, user.id, storyIds);
    delete session.anonymousStoryIds;
    session.userId = user.id;
    await session.regenerate();
    rememberDevice(ctx, sessionSecret, user.id, settings.behindHttps);
  }

  return router;
}
