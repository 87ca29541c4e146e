import OpenAI from 'openai';
import { TransientEngineError } from '../engine.ts';

// Turns what went wrong with an AI server into an engine error. The messages are ours alone:
// a provider's own error text can echo the request or part of a key, and a story's failure
// reason is shown to people, so it never carries the provider's words.

/** A failure worth trying again later; `retryAfterMs` is what the server asked for, if it said. */
export class TransientProviderError extends TransientEngineError {
  readonly retryAfterMs?: number;
  readonly status?: number;
  constructor(message: string, details: { retryAfterMs?: number; status?: number } = {}) {
    super(message);
    this.retryAfterMs = details.retryAfterMs;
    this.status = details.status;
  }
}

/** Final: the AI server or model declined the request (a refusal, a content filter, moderation). */
export class ProviderRefusalError extends Error {
  override name = 'ProviderRefusalError';
}

/** Final: a request the AI server will never accept as it is (wrong key, unknown model, bad parameter). */
export class ProviderRequestError extends Error {
  override name = 'ProviderRequestError';
}

/** `retry-after-ms`, or `retry-after` in seconds or as an HTTP date. */
function retryAfterMs(headers: Headers | undefined): number | undefined {
  if (!headers) return undefined;
  const ms = Number.parseFloat(headers.get('retry-after-ms') ?? '');
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers.get('retry-after');
  if (!value) return undefined;
  const seconds = Number.parseFloat(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

/** A provider's error code is an identifier (`rate_limit_exceeded`); anything else is dropped. */
function safeCode(code: unknown): string {
  return typeof code === 'string' && /^[A-Za-z0-9_.-]{1,64}$/.test(code) ? ` ${code}` : '';
}

/** Timeouts, lost connections, 408/409/429, 5xx and unreadable answers are transient; other refusals are final. */
export function asEngineError(error: unknown, what: string): unknown {
  if (
    error instanceof TransientEngineError ||
    error instanceof ProviderRefusalError ||
    error instanceof ProviderRequestError
  )
    return error;
  if (error instanceof OpenAI.APIConnectionTimeoutError)
    return new TransientProviderError(`${what}: the AI server did not answer in time`);
  if (error instanceof OpenAI.APIConnectionError)
    return new TransientProviderError(`${what}: the AI server could not be reached`);
  if (error instanceof OpenAI.APIError && error.status !== undefined) {
    const status = error.status;
    if (status === 429) {
      return new TransientProviderError(`${what}: the AI server is busy (HTTP 429)`, {
        status,
        retryAfterMs: retryAfterMs(error.headers),
      });
    }
    if (status === 408 || status === 409 || status >= 500) {
      return new TransientProviderError(`${what}: the AI server failed (HTTP ${status})`, {
        status,
        retryAfterMs: retryAfterMs(error.headers),
      });
    }
    const code = safeCode(error.code);
    if (/moderation|content_policy|safety/i.test(code))
      return new ProviderRefusalError(`${what}: the AI server declined this content (HTTP ${status}${code})`);
    return new ProviderRequestError(`${what}: the AI server refused the request (HTTP ${status}${code})`);
  }
  // The body of an answer that is not JSON at all (a proxy's error page, a cut connection).
  if (error instanceof SyntaxError)
    return new TransientProviderError(`${what}: the AI server's answer was not valid JSON`);
  if (error instanceof TypeError && /terminated|body|stream/i.test(error.message)) {
    return new TransientProviderError(`${what}: the AI server's answer broke off`);
  }
  // Anything else the SDK raises may quote the answer: keep only that it failed.
  if (error instanceof OpenAI.OpenAIError) return new ProviderRequestError(`${what}: the AI request failed`);
  return error;
}
