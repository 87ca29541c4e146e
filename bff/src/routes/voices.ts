import type Router from '@koa/router';
import type { ParameterizedContext } from 'koa';
import { API_ROUTES, RECORDING_MAX_BYTES, RECORDING_TYPES, createVoiceSchema } from '@dreamweaver/contracts';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { AppError } from '../errors.ts';
import { apiRouter } from '../http/api-router.ts';
import { currentUserOf, requireUser } from '../http/current-user.ts';
import { sendStoredMedia } from '../http/send-media.ts';
import { validate } from '../validation.ts';
import { recordingContainerOf } from '../services/voice/recording-decoder.ts';
import { recordScene } from '../services/voice/scene-recording.ts';
import { createVoice, deleteVoice, getVoiceSceneFile, listVoices } from '../services/voice/story-voices.ts';

// A story read aloud in a parent's own voice (services/voice): the owner's voices, recorded scene
// by scene as WebM/Opus or MP4/AAC bodies, and their sound through the paywall.

// Story ids and file names are plain URL-safe words: anything else names nothing (404), and never reaches a query.
const id = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/);
const voiceParams = z.object({
  id,
  voiceId: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1),
});
const sceneParams = voiceParams.extend({ sceneNumber: z.coerce.number().int().min(1).max(1000) });
const fileParams = sceneParams.extend({ file: z.string().regex(/^[A-Za-z0-9._-]{1,200}$/) });

function paramsOf<S extends z.ZodType>(schema: S, ctx: ParameterizedContext): z.infer<S> {
  const parsed = schema.safeParse(ctx.params);
  if (!parsed.success) throw new AppError(404, 'errors.notFound');
  return parsed.data;
}

const tooLarge = () => new AppError(413, 'voice.errors.tooLarge', { megabytes: RECORDING_MAX_BYTES / 1024 / 1024 });

/** The recording in the body: one of the recorded types (415), at most RECORDING_MAX_BYTES (413). */
async function recordingBody(ctx: ParameterizedContext) {
  const type = ctx.request.type.toLowerCase();
  if (!(RECORDING_TYPES as readonly string[]).includes(type)) throw new AppError(415, 'voice.errors.type');
  if (Number(ctx.get('content-length') || 0) > RECORDING_MAX_BYTES) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    size += (chunk as Buffer).length;
    if (size > RECORDING_MAX_BYTES) throw tooLarge();
    chunks.push(chunk as Buffer);
  }
  const data = Buffer.concat(chunks);
  const container = recordingContainerOf(data);
  // The bytes must be what the type says: WebM is EBML, MP4 starts with its ftyp box.
  if (!container || `audio/${container}` !== type) throw new AppError(415, 'voice.errors.type');
  return { data, container };
}

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
    ctx.body = await recordScene(db, media, {
      storyId,
      userId: ctx.state.user.id,
      voiceId,
      sceneNumber,
      data,
      container,
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
