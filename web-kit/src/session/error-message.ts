// The fetcher raises `"{status}: {body}"` (spec.md section 8); the bff's body is `{ message }`.
// This digs the human message out again, or returns undefined when there is none.
export function messageFromError(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  if (!match) return error.message || undefined;
  const body = match[1];
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    return typeof parsed?.message === 'string' && parsed.message ? parsed.message : undefined;
  } catch {
    // An HTML error page (a proxy's 502) is no message for a person.
    return body && !body.trimStart().startsWith('<') ? body : undefined;
  }
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
