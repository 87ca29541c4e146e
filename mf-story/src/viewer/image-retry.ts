// A scene picture that fails: up to 3 retries, 100, 300 and 900 ms apart, cache-busted.
const IMAGE_RETRY_DELAYS_MS = [100, 300, 900] as const;
export const IMAGE_MAX_RETRIES = IMAGE_RETRY_DELAYS_MS.length;

/** Delay before retry number `retry` (1-based), or null when no retry is left. */
export function imageRetryDelay(retry: number): number | null {
  return retry >= 1 && retry <= IMAGE_MAX_RETRIES ? IMAGE_RETRY_DELAYS_MS[retry - 1] : null;
}

/** The URL for an attempt: the original first, then with a `retry` query so no cache answers it. */
export function imageAttemptUrl(url: string, retry: number, stamp: number = Date.now()): string {
  if (retry <= 0 || url.startsWith('data:') || url.startsWith('blob:')) return url;
  const hashAt = url.indexOf('#');
  const base = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const fragment = hashAt >= 0 ? url.slice(hashAt) : '';
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}retry=${retry}-${stamp}${fragment}`;
}
