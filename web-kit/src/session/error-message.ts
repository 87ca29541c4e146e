import { ApiError } from '../api-request.ts';

// The fetcher raises an ApiError ("{status}: {body}"); the bff's body is `{ message }`.
// This gives the human message, or undefined when there is none.
export function messageFromError(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  if (!(error instanceof ApiError)) return error.message || undefined;
  if (error.json() !== undefined) return error.serverMessage();
  const text = error.body || error.statusText;
  // An HTML error page (a proxy's 502) is no message for a person.
  return text && !text.trimStart().startsWith('<') ? text : undefined;
}

/** The `message` of an error response body, if it has one. */
export async function messageFromResponse(res: Response): Promise<string | undefined> {
  try {
    const body = (await res.json()) as { message?: unknown };
    return typeof body?.message === 'string' && body.message ? body.message : undefined;
  } catch {
    return undefined;
  }
}
