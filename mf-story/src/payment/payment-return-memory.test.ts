import { describe, expect, it } from 'vitest';
import { paymentCheck, rememberHandled, rememberNeedsEmail, type MemoryStorage } from './payment-return-memory.ts';

function memoryStorage(): MemoryStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const unpaid = { id: 'story-a', isPaid: false };
const paid = { id: 'story-a', isPaid: true };

describe('paymentCheck', () => {
  it('verifies the return from the checkout, paid or not yet paid', () => {
    const storage = memoryStorage();
    expect(paymentCheck(unpaid, 'cs_1', storage)).toEqual({ sessionId: 'cs_1', returning: true });
    expect(paymentCheck(paid, 'cs_1', storage)).toEqual({ sessionId: 'cs_1', returning: true });
    expect(paymentCheck(paid, 'cs_1', undefined)).toEqual({ sessionId: 'cs_1', returning: true });
  });

  it('does nothing on a plain visit', () => {
    expect(paymentCheck(paid, null, memoryStorage())).toBeNull();
    expect(paymentCheck(unpaid, null, undefined)).toBeNull();
  });

  it('asks again, quietly, on every later visit of the story while the payment needs an email', () => {
    const storage = memoryStorage();
    rememberNeedsEmail(storage, 'story-a', 'cs_1');
    expect(paymentCheck(paid, null, storage)).toEqual({ sessionId: 'cs_1', returning: false });
    expect(paymentCheck({ id: 'story-b', isPaid: true }, null, storage)).toBeNull();
    // Not for a story that shows as unpaid.
    expect(paymentCheck(unpaid, null, storage)).toBeNull();
  });

  it('forgets the return once the email is known, and never verifies a handled session_id of a paid story again', () => {
    const storage = memoryStorage();
    rememberNeedsEmail(storage, 'story-a', 'cs_1');
    rememberHandled(storage, 'story-a', 'cs_1');
    expect(paymentCheck(paid, null, storage)).toBeNull();
    expect(paymentCheck(paid, 'cs_1', storage)).toBeNull();
    // An unpaid story still verifies it (the spec's rule).
    expect(paymentCheck(unpaid, 'cs_1', storage)).toEqual({ sessionId: 'cs_1', returning: true });
  });

  it('keeps the waiting return of another session when an older one is handled', () => {
    const storage = memoryStorage();
    rememberNeedsEmail(storage, 'story-a', 'cs_2');
    rememberHandled(storage, 'story-a', 'cs_1');
    expect(paymentCheck(paid, null, storage)).toEqual({ sessionId: 'cs_2', returning: false });
  });
});
