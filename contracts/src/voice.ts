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
  /** Recorded from an invite link and not approved by the owner yet: not offered for listening. */
  pending: z.boolean(),
  recordings: z.array(voiceRecordingJsonSchema),
});
export type StoryVoiceJson = z.infer<typeof storyVoiceJsonSchema>;

/** `GET /api/stories/:id/voices`: the story's recorded voices, and whether this requester may record one. */
export const storyVoicesJsonSchema = z.strictObject({
  voices: z.array(storyVoiceJsonSchema),
  canRecord: z.boolean(),
});
export type StoryVoicesJson = z.infer<typeof storyVoicesJsonSchema>;

/** A private link lasts this long (then it opens nothing). */
export const INVITE_DAYS = 7;
/** The header an invite page sends its link's token in (never in a URL, so it stays out of logs). */
export const INVITE_TOKEN_HEADER = 'X-Invite-Token';

/** An open invite link of a story, as its owner sees it (the token itself is shown once, when made). */
export const voiceInviteJsonSchema = z.strictObject({
  id: z.number().int(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type VoiceInviteJson = z.infer<typeof voiceInviteJsonSchema>;

/** `POST /api/stories/:id/invites`: the new link's token, shown to the owner this once. */
export const createdVoiceInviteJsonSchema = voiceInviteJsonSchema.extend({ token: z.string() });
export type CreatedVoiceInviteJson = z.infer<typeof createdVoiceInviteJsonSchema>;

/** A voice recorded from an invite link, as the link sees it: no address of any file (they name the story). */
export const inviteVoiceJsonSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  recordedScenes: z.array(z.number().int()),
});
export type InviteVoiceJson = z.infer<typeof inviteVoiceJsonSchema>;

/** A scene recorded from an invite link: kept, and how long it is. */
export const inviteRecordingJsonSchema = z.strictObject({
  sceneNumber: z.number().int().min(1),
  durationSeconds: z.number(),
});

/**
 * `GET /api/invite`: what an invite link shows, and nothing more: the language and the scenes'
 * text to read, and the voices recorded from this link that wait for the owner.
 */
export const inviteStoryJsonSchema = z.strictObject({
  language: z.enum(['en', 'de']),
  scenes: z.array(z.strictObject({ sceneNumber: z.number().int().min(1), text: z.string() })),
  voices: z.array(inviteVoiceJsonSchema),
});
export type InviteStoryJson = z.infer<typeof inviteStoryJsonSchema>;
