import OpenAI from 'openai';
import { TransientEngineError } from '../engine.ts';

/** Timeouts, lost connections, 408/409/429 and 5xx are worth retrying later; anything else is final. */
export function asEngineError(error: unknown, what: string): unknown {
  if (error instanceof OpenAI.APIConnectionError) {
    return new TransientEngineError(`${what}: ${error instanceof OpenAI.APIConnectionTimeoutError ? 'timed out' : 'connection failed'}`);
  }
  if (error instanceof OpenAI.APIError && error.status !== undefined) {
    const status = error.status;
    if (status === 408 || status === 409 || status === 429 || status >= 500) {
      return new TransientEngineError(`${what}: provider answered ${status}`);
    }
    return new Error(`${what}: provider answered ${status} ${error.message}`);
  }
  return error;
}
