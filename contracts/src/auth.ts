import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN, SIGN_IN_PASSWORD_MAX, USERNAME_MAX, USERNAME_MIN } from './constants.ts';
import { translator, type Translate } from './i18n/index.ts';
import { hasControlCharacters } from './text.ts';

const english = translator('en');

/**
 * Characters no username may hold: controls (Cc), format characters (Cf: zero-width joiners and
 * spaces, bidi controls, soft hyphen), line and paragraph separators, private-use, unassigned and
 * surrogate code points, every default-ignorable code point (variation selectors, Hangul fillers,
 * combining grapheme joiner) and any space but the plain one (NFKC has already made most spaces plain).
 */
const INVISIBLE_OR_CONTROL =
  /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cn}\p{Cs}\p{Default_Ignorable_Code_Point}]|(?! )\p{Zs}/u;

/** A username as it is stored: NFKC (fullwidth and styled letters become plain ones), trimmed. */
export function normalizeUsername(name: string): string {
  return name.normalize('NFKC').trim();
}

/** The form two spellings of one account share (normalised, lower case): lookups, uniqueness, limits. */
export function usernameKey(name: string): string {
  return normalizeUsername(name).toLowerCase().normalize('NFKC');
}

export function hasInvisibleCharacters(name: string): boolean {
  return INVISIBLE_OR_CONTROL.test(name);
}

// Schemas are built with a translator so the browser shows them in the interface language
// and the bff answers in the request's language; the texts are in the dictionaries.
// Every way a username comes in (register, sign-in, the admin's new user, storyctl) passes here.
export function usernameSchema(t: Translate = english) {
  return z
    .string({ error: t('validation.username.min') })
    .overwrite(normalizeUsername)
    .min(USERNAME_MIN, t('validation.username.min'))
    .max(USERNAME_MAX, t('validation.username.max'))
    .refine((name) => !hasInvisibleCharacters(name), t('validation.username.invisible'));
}

export function loginSchema(t: Translate = english) {
  return z.object({
    username: usernameSchema(t),
    password: z
      .string({ error: t('validation.password.min') })
      .min(PASSWORD_MIN, t('validation.password.min'))
      .max(SIGN_IN_PASSWORD_MAX, t('validation.password.max')),
  });
}

/**
 * A password being chosen (register, change): PASSWORD_MIN to PASSWORD_MAX, and no control characters. Sign-in
 * takes any password up to SIGN_IN_PASSWORD_MAX, so one chosen before this rule still works.
 */
function newPasswordSchema(t: Translate = english) {
  return z
    .string({ error: t('validation.password.min') })
    .min(PASSWORD_MIN, t('validation.password.min'))
    .max(PASSWORD_MAX, t('validation.password.max'))
    .refine((password) => !hasControlCharacters(password), t('validation.password.control'));
}

export function registerSchema(t: Translate = english) {
  return z.object({
    username: usernameSchema(t),
    password: newPasswordSchema(t),
  });
}

/** `POST /api/auth/password`: the signed-in user's current password and the new one, which must differ. */
export function changePasswordSchema(t: Translate = english) {
  return z
    .object({
      currentPassword: z
        .string({ error: t('validation.password.current') })
        .min(1, t('validation.password.current'))
        .max(SIGN_IN_PASSWORD_MAX, t('validation.password.max')),
      newPassword: newPasswordSchema(t),
    })
    .refine((body) => body.newPassword !== body.currentPassword, {
      message: t('validation.password.same'),
      path: ['newPassword'],
    });
}

/** `DELETE /api/auth/account`: the account's password, asked again, as sign-in takes it. */
export function deleteAccountSchema(t: Translate = english) {
  return z.object({
    password: z
      .string({ error: t('validation.password.deleteAccount') })
      .min(1, t('validation.password.deleteAccount'))
      .max(SIGN_IN_PASSWORD_MAX, t('validation.password.max')),
  });
}

/** The change-password form in the browser: the API body plus a confirmation of the new password. */
export function changePasswordFormSchema(t: Translate = english) {
  return z
    .object({
      currentPassword: z.string().min(1, t('validation.password.current')),
      newPassword: newPasswordSchema(t),
      confirmPassword: z.string(),
    })
    .refine((form) => form.newPassword !== form.currentPassword, {
      message: t('validation.password.same'),
      path: ['newPassword'],
    })
    .refine((form) => form.newPassword === form.confirmPassword, {
      message: t('validation.password.match'),
      path: ['confirmPassword'],
    });
}

/** The register form in the browser: the API body plus a confirmation shown on its own field. */
export function registerFormSchema(t: Translate = english) {
  return registerSchema(t)
    .extend({ confirmPassword: z.string() })
    .refine((form) => form.password === form.confirmPassword, {
      message: t('validation.password.match'),
      path: ['confirmPassword'],
    });
}

export function emailSchema(t: Translate = english) {
  return z
    .string({ error: t('validation.email.invalid') })
    .trim()
    .max(254, t('validation.email.invalid'))
    .email(t('validation.email.invalid'));
}

export type LoginRequest = z.infer<ReturnType<typeof loginSchema>>;
export type RegisterRequest = z.infer<ReturnType<typeof registerSchema>>;
export type DeleteAccountRequest = z.infer<ReturnType<typeof deleteAccountSchema>>;
export type ChangePasswordRequest = z.infer<ReturnType<typeof changePasswordSchema>>;
