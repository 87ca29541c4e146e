import { createHash } from 'node:crypto';

/** An address as logged: a hash of its lower-cased form (one mailbox, however it is capitalised). */
export function emailAddressHash(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}
