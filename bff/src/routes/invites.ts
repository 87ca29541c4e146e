import type Router from '@koa/router';
import type { ParameterizedContext } from 'koa';
import { API_ROUTES, INVITE_TOKEN_HEADER, createVoiceSchema } from '@dreamweaver/contracts';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { apiRouter } from '../http/api-router.ts';
import { requireUser } from '../http/current-user.ts';
import { id, paramsOf, recordingBody, voiceParams } from '../http/recording-upload.ts';
import { abandonedSignal } from '../http/request-abandoned.ts';
import { validate } from '../validation.ts';
import { countInviteRequest } from '../services/voice/invite-limit.ts';
import {
  createInvite,
  createInviteVoice,
  inviteStory,
  listInvites,
  openInvite,
  recordInviteScene,
  revokeInvite,
} from '../services/voice/invites.ts';
import { approveVoice } from '../services/voice/story-voices.ts';

// Inviting a grandparent to read the story aloud (services/voice/invites.ts): the owner's links
// and approvals, and what a link opens without an account. The link's token travels in a header,
// never in a URL, so no log or referrer holds it.

const inviteParams = z.object({
  id,
  inviteId: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1),
});
const linkSceneParams = voiceParams.omit({ id: true }).extend({
  sceneNumber: z.coerce.number().int().min(1).max(1000),
});

/** The owner's side: the story's links (list, make, revoke) and approving a voice recorded from one. */
function addOwnerRoutes(router: Router, { db }: AppContext) {
  router.get(API_ROUTES.voices.invites.path, requireUser, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const { id: storyId } = paramsOf(z.object({ id }), ctx);
    ctx.body = await listInvites(db, storyId, ctx.state.user.id);
  });

  router.post(API_ROUTES.voices.createInvite.path, requireUser, async (ctx) => {
    const { id: storyId } = paramsOf(z.object({ id }), ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 201;
    ctx.body = await createInvite(db, storyId, ctx.state.user.id);
  });

  router.delete(API_ROUTES.voices.revokeInvite.path, requireUser, async (ctx) => {
    const { id: storyId, inviteId } = paramsOf(inviteParams, ctx);
    await revokeInvite(db, storyId, ctx.state.user.id, inviteId);
    ctx.status = 204;
  });

  router.post(API_ROUTES.voices.approve.path, requireUser, async (ctx) => {
    const { id: storyId, voiceId } = paramsOf(voiceParams, ctx);
    ctx.body = await approveVoice(db, { storyId, userId: ctx.state.user.id, voiceId });
  });
}

/** Counts the request for its address, then opens its link (the same 404 for any link that opens nothing). */
async function openedLink(ctx: ParameterizedContext, db: AppContext['db']) {
  ctx.set('Cache-Control', 'no-store');
  await countInviteRequest(db, ctx.ip);
  return openInvite(db, ctx.get(INVITE_TOKEN_HEADER) || undefined);
}

/** The link's side: the story's text, a new pending voice, a scene's recording. */
function addLinkRoutes(router: Router, { db, media }: AppContext) {
  router.get(API_ROUTES.invite.story.path, async (ctx) => {
    ctx.body = await inviteStory(db, await openedLink(ctx, db));
  });

  router.post(API_ROUTES.invite.createVoice.path, async (ctx) => {
    const opened = await openedLink(ctx, db);
    const { name } = validate(createVoiceSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = await createInviteVoice(db, opened, name);
  });

  router.put(API_ROUTES.invite.recordScene.path, async (ctx) => {
    const opened = await openedLink(ctx, db);
    const { voiceId, sceneNumber } = paramsOf(linkSceneParams, ctx);
    const { data, container } = await recordingBody(ctx);
    const signal = abandonedSignal(ctx);
    ctx.body = await recordInviteScene(db, media, opened, { voiceId, sceneNumber, data, container, signal });
  });
}

export function inviteRoutes(context: AppContext): Router {
  const router = apiRouter();
  addOwnerRoutes(router, context);
  addLinkRoutes(router, context);
  return router;
}
