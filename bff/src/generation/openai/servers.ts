import { setTimeout as sleep } from 'node:timers/promises';
import OpenAI from 'openai';
import type { Language } from '@dreamweaver/contracts';
import { asEngineError, TransientProviderError } from './provider-errors.ts';
import type { SpeechFormat } from './speech-answer.ts';
import type { TextFormat } from './text-format.ts';

// The OpenAI-compatible servers the engine talks to, one client per modality, and the one way
// every request is made: with its own time limit, the story's deadline and one wait for a short 429.

/** One OpenAI-compatible server: OpenAI itself, or a self-hosted one (Ollama, vLLM, LocalAI, Kokoro-FastAPI). */
export interface OpenAiServer {
  baseURL: string;
  /** A self-hosted server may need none. */
  apiKey?: string;
}

export interface OpenAiEngineOptions {
  /** Story text; `moderation` checks the parent's free text on the same server first. */
  text?: OpenAiServer & { model: string; moderation: boolean; format?: TextFormat; stream?: boolean };
  /**
   * `partials`: partial pictures streamed before each final one (0–3; unset: 2 for gpt-image models, else 0).
   * `references`: each scene is drawn from the story's reference sheet (images.edit); see picture-request.ts.
   */
  image?: OpenAiServer & { model: string; size: string; partials?: number; references?: boolean };
  /** `voices`: a voice per story language over `voice`; `format`: what is asked for (stored as MP3 whatever comes). */
  speech?: OpenAiServer & {
    model: string;
    voice: string;
    voices?: Partial<Record<Language, string>>;
    format?: SpeechFormat;
  };
  /** Per-call limits in milliseconds; they fit well inside a story's 300 s deadline. */
  timeouts?: Partial<CallTimeouts>;
  /** A 429 whose retry-after is at most this long is waited out and tried once more here. */
  maxRateLimitWaitMs?: number;
}

export interface CallTimeouts {
  text: number;
  image: number;
  speech: number;
  moderation: number;
}

export const defaultCallTimeouts: CallTimeouts = { text: 60_000, image: 90_000, speech: 45_000, moderation: 15_000 };

export const OPENAI_BASE_URL = 'https://api.openai.com/v1';

export function client(server: OpenAiServer): OpenAI {
  // No retries inside the SDK: its waits cannot be aborted and it would honour any retry-after.
  // The pipeline retries transient errors within the story's deadline.
  return new OpenAI({
    apiKey: server.apiKey ?? 'no-key',
    baseURL: server.baseURL,
    maxRetries: 0,
    timeout: defaultCallTimeouts.image,
    // The SDK would print the raw text of an answer it cannot parse; the engine reports such errors without it.
    logLevel: 'off',
  });
}

/** The engine's servers, their clients and limits. */
export interface Servers {
  options: OpenAiEngineOptions;
  timeouts: CallTimeouts;
  maxRateLimitWaitMs: number;
  clients: { text: OpenAI | undefined; image: OpenAI | undefined; speech: OpenAI | undefined };
}

export type Request = { signal: AbortSignal; timeout: number };

/**
 * One request with its own time limit and the caller's signal (the story's deadline). The limit
 * covers reading the answer too, not only its headers.
 */
export async function call<T>(
  { maxRateLimitWaitMs }: Servers,
  what: string,
  timeoutMs: number,
  signal: AbortSignal | undefined,
  run: (request: Request) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    signal?.throwIfAborted();
    const timer = AbortSignal.timeout(timeoutMs);
    const combined = signal ? AbortSignal.any([signal, timer]) : timer;
    try {
      return await run({ signal: combined, timeout: timeoutMs });
    } catch (error) {
      signal?.throwIfAborted();
      if (timer.aborted) throw new TransientProviderError(`${what}: the AI server did not answer in time`);
      const failure = asEngineError(error, what);
      const wait =
        failure instanceof TransientProviderError && failure.status === 429 ? failure.retryAfterMs : undefined;
      if (attempt === 1 && wait !== undefined && wait <= maxRateLimitWaitMs) {
        await sleep(wait, undefined, { signal }).catch(() => signal?.throwIfAborted());
        continue;
      }
      throw failure;
    }
  }
}

export function configured<T>(value: T | undefined, what: string): T {
  if (!value) throw new Error(`${what}: no AI server is configured for it`);
  return value;
}
