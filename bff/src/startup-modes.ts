import { serverFor } from './generation/create-engine.ts';
import type { Settings } from './settings.ts';

// What this process runs on, logged once at start-up: an operator sees at a glance that production
// takes real payments, sends real mail and calls the AI servers meant (and not the sandbox, the
// outbox folder or the offline engine), without reading the environment. Hosts only: no
// credentials, no paths of URLs.

export interface StartupModes {
  /** `embedded (DATA_DIR)` or `postgres (host)`. */
  database: string;
  /** `stripe` or `sandbox (free test checkout)`. */
  payments: string;
  /** `smtp (host)` or `outbox folder (DATA_DIR/outbox)`. */
  mail: string;
  /** Per modality: `offline` or `openai-compatible (host)`. */
  text: string;
  images: string;
  speech: string;
  /** `folder (DATA_DIR/media)` or `s3 (bucket at host)`. */
  media: string;
}

function hostOf(url: string | undefined): string {
  if (!url) return 'unknown host';
  try {
    return new URL(url).host;
  } catch {
    return 'unreadable URL';
  }
}

export function startupModes(settings: Settings): StartupModes {
  const engine = (modality: 'text' | 'image' | 'speech') => {
    const server = serverFor(settings, modality);
    return server ? `openai-compatible (${hostOf(server.baseURL)})` : 'offline';
  };
  return {
    database: settings.DATABASE_URL ? `postgres (${hostOf(settings.DATABASE_URL)})` : `embedded (${settings.dataDir})`,
    payments:
      settings.payments === 'stripe'
        ? `stripe (${hostOf(settings.STRIPE_API_BASE ?? 'https://api.stripe.com')})`
        : 'sandbox (free test checkout)',
    mail: settings.SMTP_URL ? `smtp (${hostOf(settings.SMTP_URL)})` : `outbox folder (${settings.dataDir}/outbox)`,
    text: engine('text'),
    images: engine('image'),
    speech: engine('speech'),
    media: settings.S3_BUCKET
      ? `s3 (${settings.S3_BUCKET} at ${settings.S3_ENDPOINT ? hostOf(settings.S3_ENDPOINT) : `AWS ${settings.S3_REGION}`})`
      : `folder (${settings.dataDir}/media)`,
  };
}
