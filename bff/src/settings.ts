import path from 'node:path';
import { z } from 'zod';
import { REMOTES, type RemoteSetting } from '@dreamweaver/contracts';
import { priceTable } from './generation/cost/prices.ts';
import { speechFormats } from './generation/openai/speech-answer.ts';
import { textFormats } from './generation/openai/text-format.ts';

// Every environment setting in one place (docs/settings.md); `.env.example` lists the same names.
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

const onOff = (fallback: 'on' | 'off') =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.enum(['on', 'off']).default(fallback),
  );

/** The setting of each remote of the registry (contracts/src/frontends.ts), an optional URL. */
function remoteUrlSettings() {
  const url = optionalUrl.optional();
  return Object.fromEntries(REMOTES.map((remote) => [remote.setting, url])) as Record<RemoteSetting, typeof url>;
}

const settingsSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalUrl.optional(),
  SESSION_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  ADMIN_USERNAME: z.string().trim().min(3).max(50).default('admin'),
  PUBLIC_URL: optionalUrl.optional(),
  /** Proxies in front of the bff whose X-Forwarded-* headers are trusted; default 1 behind https, else 0. */
  TRUST_PROXY_HOPS: optionalText.pipe(z.coerce.number<string | undefined>().int().min(0).max(10).optional()),
  LOG_LEVEL: z.enum(['silent', 'error', 'warn', 'info', 'debug']).default('info'),
  /** log2 of scrypt's N; 17 is OWASP's recommendation. Tests lower it to stay fast. */
  SCRYPT_LOG_N: z.coerce.number().int().min(10).max(20).default(17),
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: optionalUrl.optional(),
  /** One server per modality (each defaults to OPENAI_BASE_URL / OPENAI_API_KEY); see create-engine.ts. */
  OPENAI_TEXT_BASE_URL: optionalUrl.optional(),
  OPENAI_TEXT_API_KEY: optionalText,
  OPENAI_IMAGE_BASE_URL: optionalUrl.optional(),
  OPENAI_IMAGE_API_KEY: optionalText,
  OPENAI_SPEECH_BASE_URL: optionalUrl.optional(),
  OPENAI_SPEECH_API_KEY: optionalText,
  /** Moderation of the parent's free text: on by default only when story text goes to OpenAI itself. */
  OPENAI_MODERATION: z
    .string()
    .trim()
    .toLowerCase()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.enum(['on', 'off']).optional())
    .optional(),
  OPENAI_TEXT_MODEL: z.string().trim().min(1).default('gpt-4.1-mini'),
  // gpt-image-1 was shut down on 2026-10-23 (OpenAI's deprecations page); 2.6 Flare is the quick one of its successors.
  OPENAI_IMAGE_MODEL: z.string().trim().min(1).default('gpt-image-2.6-flare'),
  OPENAI_IMAGE_SIZE: z
    .string()
    .trim()
    .regex(/^(auto|\d{3,4}x\d{3,4})$/, 'must be auto or WIDTHxHEIGHT')
    .default('1024x1024'),
  /** Partial pictures streamed before each final one (0–3); unset: 2 for gpt-image models, 0 for others. */
  OPENAI_IMAGE_PARTIALS: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce.number().int().min(0).max(3).optional(),
  ),
  /** Scenes drawn from the story's reference sheet (images.edit): `auto` for the GPT image models. */
  OPENAI_IMAGE_REFERENCES: z
    .string()
    .trim()
    .toLowerCase()
    .transform((v) => (v === '' ? 'auto' : v))
    .pipe(z.enum(['auto', 'on', 'off']))
    .default('auto'),
  OPENAI_TTS_MODEL: z.string().trim().min(1).default('gpt-4o-mini-tts'),
  OPENAI_TTS_VOICE: z.string().trim().min(1).default('nova'),
  /** The AI services' prices per model (JSON), over the default table of generation/cost/prices.ts. */
  AI_PRICES: z
    .string()
    .optional()
    .transform((json, ctx) => {
      try {
        return priceTable(json);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /** US dollars the AI services may cost in one UTC day; unset: no limit. */
  AI_DAILY_BUDGET_USD: optionalText.pipe(z.coerce.number<string | undefined>().finite().min(0).optional()),
  /** Past the day's budget, new stories `wait` in the queue until the next UTC day, or are made by the `offline` engine. */
  AI_BUDGET_EXCEEDED: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.enum(['wait', 'offline']).default('wait'),
  ),
  /** The voice for stories in one language, over OPENAI_TTS_VOICE (self-hosted voices speak one language each). */
  OPENAI_TTS_VOICE_EN: optionalText,
  OPENAI_TTS_VOICE_DE: optionalText,
  /** What the speech server is asked for; whatever comes is stored as MP3 (openai/speech-answer.ts). */
  OPENAI_TTS_FORMAT: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.enum(speechFormats).default('mp3'),
  ),
  /** How the text server is asked for JSON; unset: json_schema for OpenAI itself, json_object for any other server. */
  OPENAI_TEXT_FORMAT: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.enum(textFormats).optional(),
  ),
  /** off: the story's text is asked for whole, for a server that cannot stream (no early picture of scene 1). */
  OPENAI_TEXT_STREAM: onOff('on'),
  /** Longest time from queueing a story to completed or failed; engine calls are cut off at it. */
  GENERATION_DEADLINE_SECONDS: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce.number().int().min(1).max(3600).default(300),
  ),
  /** `stripe` or `sandbox` (the free test checkout, card 4242…); unset: stripe when STRIPE_SECRET_KEY is set. Production needs one of them said. */
  PAYMENTS: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.enum(['stripe', 'sandbox']).optional(),
  ),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  /** Where the Stripe SDK sends its calls (default api.stripe.com); tests point it at a local fake. */
  STRIPE_API_BASE: optionalUrl.optional(),
  SMTP_URL: optionalText,
  MAIL_FROM: optionalText,
  /** With the sandbox checkout (no STRIPE_SECRET_KEY) mail goes to the outbox, SMTP_URL or not, unless this is `smtp`. */
  SANDBOX_MAIL: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.enum(['outbox', 'smtp']).default('outbox'),
  ),
  /** MF_STORY_URL, MF_ACCOUNT_URL, …: one per remote of contracts/src/frontends.ts, where its mf-manifest.json lives. */
  ...remoteUrlSettings(),
  /** Turns on GET /metrics (Prometheus), answered only with `Authorization: Bearer <token>`. */
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  /** On SIGTERM: longest wait for in-flight requests and running stories before the process exits anyway. */
  SHUTDOWN_GRACE_SECONDS: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce.number().int().min(1).max(600).default(25),
  ),
  /** Media in an S3-compatible bucket instead of DATA_DIR/media; every bff host and worker of one database must share it. */
  S3_BUCKET: optionalText.pipe(
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name (3-63 lower-case letters, digits, dots and hyphens)',
      )
      .optional(),
  ),
  /** The S3-compatible server (MinIO, Ceph, R2, ...); AWS S3 itself when unset. */
  S3_ENDPOINT: optionalUrl.optional(),
  S3_REGION: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().min(1).default('us-east-1'),
  ),
  /** Both or neither; without them the SDK's own chain (AWS_* variables, an instance role) is used. */
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** `on`: bucket in the path (https://host/bucket/key), as most self-hosted servers need; `off`: in the host name. */
  S3_FORCE_PATH_STYLE: onOff('off'),
  /** `off`: this bff host generates no stories (run `npm run worker` beside it); `on`: it does, as the single process always did. */
  WORKER: onOff('on'),
  /** `on`: with WORKER=on and offline narration, the speech processes start and practise at start-up, so the first stories are not slower; `off`: they start with the first story (test servers). */
  SPEECH_WARM_UP: onOff('on'),
  /** `on`: the first start makes a few shared sample stories (invented names) for the home page's gallery. */
  SAMPLE_STORIES: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.enum(['on', 'off']).default('on'),
  ),
});

export type Settings = Omit<z.infer<typeof settingsSchema>, 'TRUST_PROXY_HOPS'> & {
  dataDir: string;
  TRUST_PROXY_HOPS: number;
  /** Which checkout runs: Stripe's, or the built-in sandbox (free: test cards only). */
  payments: 'stripe' | 'sandbox';
  /** NODE_ENV is production. */
  production: boolean;
  /** PUBLIC_URL is https: cookies are Secure, plain-http requests are sent to it. */
  behindHttps: boolean;
};

export class SettingsError extends Error {}

/**
 * Example secrets shipped in files of this repository (deploy/compose.yaml had them as defaults):
 * public, so a production process refuses them, as it does anything that says it is a placeholder.
 */
const PLACEHOLDER_SECRETS = new Set(['change-me-to-32-or-more-random-characters', 'local-metrics-token-0123456789']);
const PLACEHOLDER_WORDING = /change[-_ ]?me|placeholder|replace[-_ ]?me/i;

export function isPlaceholderSecret(value: string): boolean {
  return PLACEHOLDER_SECRETS.has(value) || PLACEHOLDER_WORDING.test(value);
}

/** Reads the settings; a bad one throws a SettingsError whose message is one clear line. */
export function loadSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const parsed = settingsSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new SettingsError(`Invalid setting ${issue.path.join('.')}: ${issue.message}`);
  }
  const data = parsed.data;
  const behindHttps = data.PUBLIC_URL?.startsWith('https://') ?? false;
  const TRUST_PROXY_HOPS = data.TRUST_PROXY_HOPS ?? (behindHttps ? 1 : 0);
  const production = env.NODE_ENV === 'production';
  // Without PUBLIC_URL the product's own origin would have to come from request headers, which a client controls.
  if (production && !data.PUBLIC_URL) {
    throw new SettingsError('Invalid setting PUBLIC_URL: required when NODE_ENV is production');
  }
  if (data.PAYMENTS === 'stripe' && !data.STRIPE_SECRET_KEY) {
    throw new SettingsError('Invalid setting STRIPE_SECRET_KEY: required when PAYMENTS is stripe');
  }
  if (data.PAYMENTS === 'sandbox' && data.STRIPE_SECRET_KEY) {
    throw new SettingsError('Invalid setting PAYMENTS: sandbox contradicts STRIPE_SECRET_KEY (unset one of them)');
  }
  const payments = data.PAYMENTS ?? (data.STRIPE_SECRET_KEY ? 'stripe' : 'sandbox');
  // The sandbox unlocks any story for a test card: in production only when asked for by name.
  if (production && payments === 'sandbox' && data.PAYMENTS !== 'sandbox') {
    throw new SettingsError(
      'Invalid setting STRIPE_SECRET_KEY: required when NODE_ENV is production (or set PAYMENTS=sandbox to run the free test checkout on purpose)',
    );
  }
  if (production) {
    for (const name of ['SESSION_SECRET', 'METRICS_TOKEN'] as const) {
      const value = data[name];
      if (value && isPlaceholderSecret(value)) {
        throw new SettingsError(
          `Invalid setting ${name}: a placeholder from an example file; set a random value of your own in production`,
        );
      }
    }
  }
  const s3Given = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).find(
    (name) => data[name] !== undefined,
  );
  if (s3Given && !data.S3_BUCKET) {
    throw new SettingsError(`Invalid setting S3_BUCKET: required when ${s3Given} is set`);
  }
  if (Boolean(data.S3_ACCESS_KEY_ID) !== Boolean(data.S3_SECRET_ACCESS_KEY)) {
    throw new SettingsError(
      `Invalid setting ${data.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'}: set both S3 keys or neither`,
    );
  }
  if (behindHttps && TRUST_PROXY_HOPS === 0) {
    throw new SettingsError(
      'Invalid setting TRUST_PROXY_HOPS: an https PUBLIC_URL needs the TLS proxy in front of the bff trusted (1 or more)',
    );
  }
  return { ...data, TRUST_PROXY_HOPS, behindHttps, payments, production, dataDir: path.resolve(data.DATA_DIR) };
}
