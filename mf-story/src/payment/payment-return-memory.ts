// What this browser tab remembers about checkout returns (sessionStorage, so it lasts through
// reloads and ends with the tab):
// - a session whose return was handled completely, so its session_id is never verified again;
// - per story, a paid session that still has no email, so 'One last step' comes back after a
//   reload, or when the parent opens the story again in this tab, until the email is given.

const HANDLED_KEY = 'dreamweaver.payment.handled.';
const NEEDS_EMAIL_KEY = 'dreamweaver.payment.needsEmail.';

export type MemoryStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function tabStorage(): MemoryStorage | undefined {
  try {
    return sessionStorage;
  } catch {
    return undefined;
  }
}

/** The checkout session to verify on this visit of the story page, and whether it is the return itself. */
export interface PaymentCheck {
  sessionId: string;
  /** true: back from the checkout (toasts 'Payment successful!' and the rest); false: a quiet check whether the email is still missing. */
  returning: boolean;
}

export function paymentCheck(
  story: { id: string; isPaid: boolean },
  urlSessionId: string | null,
  storage: MemoryStorage | undefined,
): PaymentCheck | null {
  if (urlSessionId && !(story.isPaid && storage?.getItem(HANDLED_KEY + urlSessionId))) {
    return { sessionId: urlSessionId, returning: true };
  }
  const waiting = storage?.getItem(NEEDS_EMAIL_KEY + story.id);
  if (waiting && story.isPaid) return { sessionId: waiting, returning: false };
  return null;
}

/** The payment went through without an email: ask again on the next visit in this tab. */
export function rememberNeedsEmail(storage: MemoryStorage | undefined, storyId: string, sessionId: string): void {
  storage?.setItem(NEEDS_EMAIL_KEY + storyId, sessionId);
}

/** Done with this return: the email is known (given now, at the checkout, or in another tab). */
export function rememberHandled(storage: MemoryStorage | undefined, storyId: string, sessionId: string): void {
  storage?.setItem(HANDLED_KEY + sessionId, '1');
  if (storage?.getItem(NEEDS_EMAIL_KEY + storyId) === sessionId) storage.removeItem(NEEDS_EMAIL_KEY + storyId);
}
