import { z } from 'zod';

// "Download my data" (`GET /api/auth/account/export`): one ZIP with everything kept about the
// signed-in account. While it is built the answer is 202 with this body and Retry-After.

/** The 202 answer while the ZIP is being built: ask again in `retryAfterSeconds`. */
export const accountExportPreparingSchema = z.object({
  message: z.string(),
  retryAfterSeconds: z.number().int().positive(),
});

const exportedVoiceSchema = z.object({
  id: z.number().int(),
  storyId: z.string(),
  name: z.string(),
  status: z.enum(['approved', 'pending']),
  createdAt: z.string(),
  /** The MP3 takes in the ZIP, one per scene. */
  files: z.array(z.string()),
});

const exportedStorySchema = z.object({
  id: z.string(),
  title: z.string().nullable(),
  summary: z.string().nullable(),
  language: z.string(),
  createdAt: z.string(),
  status: z.string(),
  isPaid: z.boolean(),
  sharedInGallery: z.boolean(),
  childId: z.string().nullable(),
  /** The story's files in the ZIP (web page, e-book, privacy receipt). */
  files: z.array(z.string()),
});

/** account.json in the ZIP: the account (never its password hash), its stories and voices. */
export const accountExportJsonSchema = z.object({
  format: z.literal('dreamweaver-account/1'),
  exportedAt: z.string(),
  account: z.object({
    id: z.number().int(),
    username: z.string(),
    email: z.string().nullable(),
    isAdmin: z.boolean(),
    createdAt: z.string(),
    /** The language of this export (the browser's), in which README.txt is written. */
    language: z.enum(['en', 'de']),
  }),
  stories: z.array(exportedStorySchema),
  voices: z.array(exportedVoiceSchema),
});
export type AccountExportJson = z.infer<typeof accountExportJsonSchema>;
export type ExportedStoryJson = z.infer<typeof exportedStorySchema>;
export type ExportedVoiceJson = z.infer<typeof exportedVoiceSchema>;
