import { z } from 'zod';

// Response shapes of the bff that belong to no other area; requests are the zod schemas' types.

/** GET /api/auth/me, and the answer of register and login. */
export const currentUserSchema = z.strictObject({
  id: z.number(),
  username: z.string(),
  /** The stored admin role, as the server answers it: the admin's links follow this. */
  isAdmin: z.boolean(),
  /** Present (true) while the session was signed in with a temporary password: it must be changed first. */
  mustChangePassword: z.boolean().optional(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** GET /api/auth/me for a visitor who is not signed in: a 200 whose body has no id. */
export const anonymousVisitorSchema = z.strictObject({});
export type AnonymousVisitor = z.infer<typeof anonymousVisitorSchema>;

/**
 * DELETE /api/auth/account (and `storyctl users delete`): what went with the account, counted, and
 * how many paid stories' payment records were kept without any link to it (docs/your-data.md).
 */
export const deletedAccountSchema = z.strictObject({
  username: z.string(),
  stories: z.number().int().nonnegative(),
  childProfiles: z.number().int().nonnegative(),
  recordedVoices: z.number().int().nonnegative(),
  keptPaymentRecords: z.number().int().nonnegative(),
});
export type DeletedAccount = z.infer<typeof deletedAccountSchema>;
