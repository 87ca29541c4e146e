import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN, SIGN_IN_PASSWORD_MAX, USERNAME_MAX, USERNAME_MIN } from './constants.ts';
import { translator, type Translate } from './i18n/index.ts';

const english = translator('en');

// Schemas are built with a translator so the browser shows them in the interface language
// and the bff answers in the request's language; the English texts are spec.md section 5.
export function usernameSchema(t: Translate = english) {
  return z
    .string({ error: t('validation.username.min') })
    .trim()
    .min(USERNAME_MIN, t('validation.username.min'))
    .max(USERNAME_MAX, t('validation.username.max'));
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

export function registerSchema(t: Translate = english) {
  return z.object({
    username: usernameSchema(t),
    password: z
      .string({ error: t('validation.password.min') })
      .min(PASSWORD_MIN, t('validation.password.min'))
      .max(PASSWORD_MAX, t('validation.password.max')),
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
  return z.string({ error: t('validation.email.invalid') }).trim().max(254, t('validation.email.invalid')).email(t('validation.email.invalid'));
}

export type LoginRequest = z.infer<ReturnType<typeof loginSchema>>;
export type RegisterRequest = z.infer<ReturnType<typeof registerSchema>>;
