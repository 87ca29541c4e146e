import { isApiError } from '@dreamweaver/web-kit';

// The shared fetcher raises an ApiError ("{status}: {body}"). Our bff's bodies are JSON
// `{ message }`, so a parent sees that sentence rather than the raw body.
export function errorMessage(error: unknown): string {
  if (isApiError(error)) return error.serverMessage() ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/** The bff's `fieldErrors` of a 400 (`{ "recipientDetails.age": "..." }`), or none. */
export function errorFields(error: unknown): Record<string, string> {
  if (!isApiError(error, 400)) return {};
  const fields = (error.json() as { fieldErrors?: unknown } | null | undefined)?.fieldErrors;
  if (!fields || typeof fields !== 'object') return {};
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/**
 * The bff's own sentence for a refusal (a 4xx with a JSON `{ message }`, translated by the
 * server), which says more than a generic toast ('That story could not be finished…', 'Too many
 * attempts…'); null for anything else (5xx, network), where the generic text is right.
 */
export function clientErrorMessage(error: unknown): string | null {
  if (!isApiError(error) || error.status < 400 || error.status > 499) return null;
  return error.serverMessage() ?? null;
}
