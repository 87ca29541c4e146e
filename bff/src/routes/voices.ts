import type Router from '@koa/router';
import { API_ROUTES, createVoiceSchema } from '@dreamweaver/contracts';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { apiRouter } from '../http/api-router.ts';
import { currentUserOf, requireUser } from '../http/current-user.ts';
import { abandonedSignal } from '../http/request-abandoned.ts';
import { sendStoredMedia } from '../http/send-media.ts';
import { fileParams, id, paramsOf, recordingBody, sceneParams, voiceParams } from '../http/recording-upload.ts';
import { validate } from '../validation.ts';
import { recordOwnScene } from '../services/voice/scene-recording.ts';
import { createVoice, deleteVoice, getVoiceSceneFile, listVoices } from '../services/voice/story-voices.ts';

// A story read aloud in a parent's own voice (services/voice): the owner's voices, recorded scene
// by scene as WebM/Opus or MP4/AAC bodies, and their sound through the paywall.

export function voiceRoutes({ db, media }: AppContext): Router {
  const router = apiRouter();

  router.get(API_ROUTES.voices.list.path, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const { id: storyId } = paramsOf(z.object({ id }), ctx);
    ctx.body = await listVoices(db, storyId, (await currentUserOf(ctx))?.id ?? null);
  });

  router.post(API_ROUTES.voices.create.path, requireUser, async (ctx) => {
    const { name } = validate(createVoiceSchema, ctx.request.body);
    const { id: storyId } = paramsOf(z.object({ id }), ctx);
    ctx.status = 201;
    ctx.body = await createVoice(db, storyId, ctx.state.user.id, name);
  });

  router.delete(API_ROUTES.voices.remove.path, requireUser, async (ctx) => {
    const { id: storyId, voiceId } = paramsOf(voiceParams, ctx);
    await deleteVoice(db, media, { storyId, userId: ctx.state.user.id, voiceId });
    ctx.status = 204;
  });

  router.put(API_ROUTES.voices.recordScene.path, requireUser, async (ctx) => {
    const { id: storyId, voiceId, sceneNumber } = paramsOf(sceneParams, ctx);
    const { data, container } = await recordingBody(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await recordOwnScene(db, media, {
      storyId,
      userId: ctx.state.user.id,
      voiceId,
      sceneNumber,
      data,
      container,
      signal: abandonedSignal(ctx),
    });
  });

  router.get(API_ROUTES.voices.sceneFile.path, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const { id: storyId, ...rest } = paramsOf(fileParams, ctx);
    const userId = (await currentUserOf(ctx))?.id ?? null;
    // A parent's voice stays in no cache: a shared computer keeps nothing after signing out.
    await sendStoredMedia(ctx, await getVoiceSceneFile(db, media, { storyId, userId, ...rest }));
  });

  return router;
}
