import { z } from 'zod';
import { emailSchema, usernameSchema } from './auth.ts';
import { hasControlCharacters } from './text.ts';
import { GENERATION_STATUSES } from './story.ts';
import { translator, type Translate } from './i18n/index.ts';

const english = translator('en');

// The admin API (enforced by the bff: 401 signed out, 403 not the admin).
// The dashboard and storyctl's --json print these same shapes.

/** Largest id PostgreSQL's `integer` holds; bigger numbers are bad input, not a database error. */
const MAX_DATABASE_ID = 2_147_483_647;

/** `GET /api/admin/users` items. */
export const adminUserSchema = z.strictObject({
  id: z.number(),
  username: z.string(),
  email: z.string().nullable(),
  storyCount: z.number(),
  /** How many child profiles the account keeps: a count only, never their details. */
  childProfileCount: z.number(),
  createdAt: z.string(),
  /** The stored admin role (storyctl users grant-admin / revoke-admin). */
  isAdmin: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** `POST /api/admin/users`: the temporary password is shown once and stored only as a hash. */
export const createdUserSchema = z.strictObject({
  id: z.number(),
  username: z.string(),
  email: z.string().nullable(),
  temporaryPassword: z.string(),
  /** True when a welcome email with the username and temporary password went out. */
  welcomeEmailSent: z.boolean(),
});
export type CreatedUser = z.infer<typeof createdUserSchema>;

/**
 * `POST /api/admin/users/:userId/password` (and storyctl users reset-password): a new temporary
 * password, shown once; the old one stops working and the account is signed out everywhere.
 */
export const passwordResetSchema = z.strictObject({
  id: z.number(),
  username: z.string(),
  temporaryPassword: z.string(),
});
export type PasswordReset = z.infer<typeof passwordResetSchema>;

/** `GET /api/admin/users/:userId/stories` items. */
export const adminUserStorySchema = z.strictObject({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  isPaid: z.boolean(),
  createdAt: z.string(),
  generationStatus: z.enum(GENERATION_STATUSES),
});
export type AdminUserStory = z.infer<typeof adminUserStorySchema>;

/** `GET /api/admin/stories` items (newest first) and the answer of the assign call. */
export const adminStorySchema = z.strictObject({
  id: z.string(),
  title: z.string(),
  createdAt: z.string(),
  isPaid: z.boolean(),
  generationStatus: z.enum(GENERATION_STATUSES),
  userId: z.number().nullable(),
  /** The owner's name; null when unassigned (or the owner is gone: "Unknown user"). */
  username: z.string().nullable(),
  /** Its creator shows it in the Recent Stories gallery. */
  shared: z.boolean(),
  /** The admin keeps it out of the gallery, shared or not. */
  galleryHidden: z.boolean(),
  /** One of the product's own sample stories. */
  isSample: z.boolean(),
  /** Scenes of a completed story still without narration (retried in the background); empty otherwise. */
  scenesWithoutAudio: z.array(z.number()),
  /** 'needed': paid, and the story failed for good (the admin confirms the refund); 'refunded': given back. */
  refundStatus: z.enum(['needed', 'refunded']).nullable(),
});
export type AdminStory = z.infer<typeof adminStorySchema>;

/** `POST /api/admin/stories/:storyId/refund` and `storyctl payments refund`. */
export const storyRefundSchema = z.strictObject({
  storyId: z.string(),
  refunds: z.array(
    z.strictObject({
      paymentId: z.number(),
      provider: z.string(),
      refundId: z.string(),
      amountCents: z.number(),
      currency: z.string(),
    }),
  ),
});
export type StoryRefund = z.infer<typeof storyRefundSchema>;

// A blank email field means "no email", so the dialog can send its empty input as it is.
const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

export function createUserSchema(t: Translate = english) {
  return z.object({
    username: usernameSchema(t),
    email: z.preprocess(blankToUndefined, emailSchema(t).optional()),
  });
}

function userIdSchema(t: Translate = english) {
  return z
    .number({ error: t('admin.validation.userId') })
    .int(t('admin.validation.userId'))
    .positive(t('admin.validation.userId'))
    .max(MAX_DATABASE_ID, t('admin.validation.userId'));
}

/**
 * `PUT /api/admin/stories/:storyId/assign`: null unassigns (the dialog's "None (Unassigned)").
 * `deleteVoices: true` deletes the story's recorded voices in the move, which is refused while it
 * has any (docs/recorded-voices.md); the dashboard never sends it.
 */
export function assignStorySchema(t: Translate = english) {
  return z.strictObject(
    {
      userId: userIdSchema(t).nullable(),
      deleteVoices: z.boolean({ error: t('admin.validation.deleteVoices') }).optional(),
    },
    { error: t('admin.validation.assignFields') },
  );
}

/** `PUT /api/admin/stories/:storyId/gallery`: hide a story from the gallery, or let it show again. */
export function storyGallerySchema(t: Translate = english) {
  return z.object({ hidden: z.boolean({ error: t('admin.validation.hidden') }) });
}

/** Path parameters arrive as text; @koa/router 15 has no regex params, so zod checks them. */
export function userIdParamsSchema(t: Translate = english) {
  return z.object({
    userId: z
      .string()
      .regex(/^\d{1,10}$/, t('admin.validation.userId'))
      .transform(Number)
      .pipe(userIdSchema(t)),
  });
}

export function storyIdParamsSchema(t: Translate = english) {
  return z.object({
    storyId: z
      .string()
      .trim()
      .min(1, t('admin.validation.storyId'))
      .max(64, t('admin.validation.storyId'))
      .refine((id) => !hasControlCharacters(id), t('validation.text.control')),
  });
}

/**
 * `GET /api/admin/stories?search=&failed=`: search is optional, title or id, case-insensitive (the
 * dashboard's search box); failed=true lists only stories whose generation failed.
 */
export function storySearchQuerySchema(t: Translate = english) {
  return z.object({
    search: z.preprocess(
      (value) => (Array.isArray(value) ? value[0] : value),
      z
        .string({ error: t('admin.validation.search') })
        .trim()
        .max(200, t('admin.validation.search'))
        .refine((search) => !hasControlCharacters(search), t('validation.text.control'))
        .optional(),
    ),
    failed: z.preprocess(
      (value) => (Array.isArray(value) ? value[0] : value),
      z
        .enum(['true', 'false'], { error: t('admin.validation.failedFilter') })
        .optional()
        .transform((value) => value === 'true'),
    ),
  });
}
