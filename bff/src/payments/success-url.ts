const CHECKOUT_SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

/**
 * Adds `session_id={CHECKOUT_SESSION_ID}` to a return URL, before any #fragment, unless the
 * placeholder is already there. Built as text because URL serialisation would escape the braces.
 */
export function withSessionIdPlaceholder(url: string): string {
  if (url.includes(CHECKOUT_SESSION_ID_PLACEHOLDER)) return url;
  const hashAt = url.indexOf('#');
  const base = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const fragment = hashAt >= 0 ? url.slice(hashAt) : '';
  const separator = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&';
  return `${base}${separator}session_id=${CHECKOUT_SESSION_ID_PLACEHOLDER}${fragment}`;
}

/** What the provider does on a successful payment: the placeholder becomes the session id. */
export function fillSessionId(successUrl: string, sessionId: string): string {
  return successUrl.split(CHECKOUT_SESSION_ID_PLACEHOLDER).join(encodeURIComponent(sessionId));
}

/** Whether `url` is a well-formed address on one of `origins`; never throws. */
export function isOnOrigins(url: string, origins: string[]): boolean {
  return URL.canParse(url) && origins.includes(new URL(url).origin);
}
