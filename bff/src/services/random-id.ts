import { randomBytes } from 'node:crypto';

/** 128 random bits, URL-safe: story ids and gallery ids cannot be guessed. */
export function newRandomId(): string {
  return randomBytes(16).toString('base64url');
}

/** Anything else cannot be one of our ids (story or gallery), so it is not worth a query. */
export const looksLikeRandomId = (id: string) => /^[A-Za-z0-9_-]{1,32}$/.test(id);
