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
