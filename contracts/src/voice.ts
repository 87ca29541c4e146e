import { z } from 'zod';
import { translator, type Translate } from './i18n/index.ts';
import { hasControlCharacters, isStorableText } from './text.ts';

// A story's own voices: a parent (or grandparent) reads the story aloud, scene by scene, and that
// recording becomes a narration of the story next to the synthetic one. Recordings stay on our
// servers and are never sent to any AI service.

const english = translator('en');

/** What a browser's MediaRecorder makes: WebM with Opus (Chromium, Firefox) or MP4 with AAC (Safari). */
export const RECORDING_TYPES = ['audio/webm', 'audio/mp4'] as const;
/** At most this many bytes of recorded sound per scene. */
export const RECORDING_MAX_BYTES = 10 * 1024 * 1024;
/** At most this many seconds of recorded sound per scene. */
export const RECORDING_MAX_SECONDS = 10 * 60;
const VOICE_NAME_MAX = 40;

/** `POST /api/stories/:id/voices`: the name the recorder gives the voice ("Mum's voice"). */
export function createVoiceSchema(t: Translate = english) {
  return z.object({
    name: z
      .string({ error: t('voice.validation.name') })
      .trim()
      .min(1, t('voice.validation.name'))
      .max(VOICE_NAME_MAX, t('voice.validation.nameTooLong', { max: VOICE_NAME_MAX }))
      .refine(isStorableText, t('validation.text.unstorable'))
      .refine((name) => !hasControlCharacters(name), t('validation.text.control')),
  });
}

/** One scene read aloud: where its sound is and where each of its sentences starts (seconds). */
export const voiceRecordingJsonSchema = z.strictObject({
  sceneNumber: z.number().int().min(1),
  audioUrl: z.string(),
  sentenceStarts: z.array(z.number()),
  durationSeconds: z.number(),
});
export type VoiceRecordingJson = z.infer<typeof voiceRecordingJsonSchema>;

export const storyVoiceJsonSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  recordings: z.array(voiceRecordingJsonSchema),
});
export type StoryVoiceJson = z.infer<typeof storyVoiceJsonSchema>;

/** `GET /api/stories/:id/voices`: the story's recorded voices, and whether this requester may record one. */
export const storyVoicesJsonSchema = z.strictObject({
  voices: z.array(storyVoiceJsonSchema),
  canRecord: z.boolean(),
});
export type StoryVoicesJson = z.infer<typeof storyVoicesJsonSchema>;
