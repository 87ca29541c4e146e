import path from 'node:path';
import { z } from 'zod';

// Every environment setting of DESIGN.md in one place; `.env.example` lists the same names.
const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional());
const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const settingsSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalUrl.optional(),
  SESSION_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  ADMIN_USERNAME: z.string().trim().min(3).max(50).default('admin'),
  PUBLIC_URL: optionalUrl.optional(),
  LOG_LEVEL: z.enum(['silent', 'error', 'warn', 'info', 'debug']).default('info'),
  /** log2 of scrypt's N; 17 is OWASP's recommendation. Tests lower it to stay fast. */
  SCRYPT_LOG_N: z.coerce.number().int().min(10).max(20).default(17),
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: optionalUrl.optional(),
  OPENAI_TEXT_MODEL: z.string().trim().min(1).default('gpt-4.1-mini'),
  OPENAI_IMAGE_MODEL: z.string().trim().min(1).default('gpt-image-1'),
  OPENAI_IMAGE_SIZE: z.string().trim().regex(/^(auto|\d{3,4}x\d{3,4})$/, 'must be auto or WIDTHxHEIGHT').default('1024x1024'),
  OPENAI_TTS_MODEL: z.string().trim().min(1).default('gpt-4o-mini-tts'),
  OPENAI_TTS_VOICE: z.string().trim().min(1).default('nova'),
  /** Longest time from queueing a story to completed or failed; engine calls are cut off at it. */
  GENERATION_DEADLINE_SECONDS: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce.number().int().min(1).max(3600).default(300),
  ),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  /** Where the Stripe SDK sends its calls (default api.stripe.com); tests point it at a local fake. */
  STRIPE_API_BASE: optionalUrl.optional(),
  SMTP_URL: optionalText,
  MAIL_FROM: optionalText,
  MF_STORY_URL: optionalUrl.optional(),
  MF_ACCOUNT_URL: optionalUrl.optional(),
  MF_ADMIN_URL: optionalUrl.optional(),
});

export type Settings = z.infer<typeof settingsSchema> & { dataDir: string };

export class SettingsError extends Error {}

/** Reads the settings; a bad one throws a SettingsError whose message is one clear line. */
export function loadSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const parsed = settingsSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new SettingsError(`Invalid setting ${issue.path.join('.')}: ${issue.message}`);
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}
