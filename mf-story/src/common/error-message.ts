// The shared fetcher raises "{status}: {body}" (spec.md section 8). Our bff's bodies are JSON
// `{ message }`, so a parent sees that sentence rather than the raw body.
export function errorMessage(error: unknown): string {
  const raw = error instanceof Error ? error.message : String(error);
  const match = /^\d{3}: ([\s\S]*)$/.exec(raw);
  if (!match) return raw;
  try {
    const body = JSON.parse(match[1]) as unknown;
    if (body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string') {
      return (body as { message: string }).message;
    }
  } catch {
    // not JSON: keep the fetcher's text
  }
  return raw;
}

/** The bff's `fieldErrors` of a 400 (`{ "recipientDetails.age": "..." }`), or none. */
export function errorFields(error: unknown): Record<string, string> {
  const raw = error instanceof Error ? error.message : '';
  const match = /^400: ([\s\S]*)$/.exec(raw);
  if (!match) return {};
  try {
    const body = JSON.parse(match[1]) as { fieldErrors?: unknown };
    const fields = body?.fieldErrors;
    if (!fields || typeof fields !== 'object') return {};
    return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

/**
 * The bff's own sentence for a refusal (a 4xx with a JSON `{ message }`, translated by the
 * server), which says more than a generic toast ('That story could not be finished…', 'Too many
 * attempts…'); null for anything else (5xx, network), where the generic text is right.
 */
export function clientErrorMessage(error: unknown): string | null {
  const raw = error instanceof Error ? error.message : '';
  const match = /^(4\d\d): ([\s\S]*)$/.exec(raw);
  if (!match) return null;
  try {
    const body = JSON.parse(match[2]) as { message?: unknown } | null;
    return body && typeof body.message === 'string' && body.message.trim() ? body.message : null;
  } catch {
    return null;
  }
}
