import { API_ROUTES, RECORDING_MAX_BYTES, RECORDING_TYPES } from '@dreamweaver/contracts';
import type { ParameterizedContext } from 'koa';
import { z } from 'zod';
import { AppError } from '../errors.ts';
import { nothingRecorded, recordingContainerOf } from '../services/voice/recording-decoder.ts';

// A scene's recording is the one API body that is not JSON: the browser sends the sound as it
// recorded it. Its route checks the type itself (415 for anything but WebM or MP4 audio); the
// cross-site guard still requires the request to come from this site.

const pathPattern = (path: string) => new RegExp(`^${path.replace(/:[A-Za-z]+/g, '[^/]+')}$`);
// The owner's and an invite link's: the same recording, authorised differently.
const recordScenePaths = [API_ROUTES.voices.recordScene.path, API_ROUTES.invite.recordScene.path].map(pathPattern);

/** Whether the request is a PUT of a scene's recording. */
export function isRecordingUpload(ctx: ParameterizedContext): boolean {
  return ctx.method === 'PUT' && recordScenePaths.some((path) => path.test(ctx.path));
}

// Story ids and file names are plain URL-safe words: anything else names nothing (404), and never reaches a query.
export const id = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/);
export const voiceParams = z.object({
  id,
  voiceId: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1),
});
export const sceneParams = voiceParams.extend({ sceneNumber: z.coerce.number().int().min(1).max(1000) });
export const fileParams = sceneParams.extend({ file: z.string().regex(/^[A-Za-z0-9._-]{1,200}$/) });

export function paramsOf<S extends z.ZodType>(schema: S, ctx: ParameterizedContext): z.infer<S> {
  const parsed = schema.safeParse(ctx.params);
  if (!parsed.success) throw new AppError(404, 'errors.notFound');
  return parsed.data;
}

const tooLarge = () => new AppError(413, 'voice.errors.tooLarge', { megabytes: RECORDING_MAX_BYTES / 1024 / 1024 });

/** The recording in the body: one of the recorded types (415), at most RECORDING_MAX_BYTES (413), not empty (422). */
export async function recordingBody(ctx: ParameterizedContext) {
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
  // A browser that recorded nothing sends an empty body: that is what to say, not its type.
  if (data.length === 0) throw nothingRecorded();
  const container = recordingContainerOf(data);
  // The bytes must be what the type says: WebM is EBML, MP4 starts with its ftyp box.
  if (!container || `audio/${container}` !== type) throw new AppError(415, 'voice.errors.type');
  return { data, container };
}
