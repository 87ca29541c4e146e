import { apiRequest } from '@dreamweaver/web-kit';
import type { CheckoutSessionResult, PaymentVerificationResult, ProvideEmailResult } from '@dreamweaver/contracts';

// The payment API calls.

/** Starts a checkout for the story; the provider returns to `returnUrl` with `session_id` on success. */
export function createCheckoutSession(storyId: string, returnUrl: string): Promise<CheckoutSessionResult> {
  return apiRequest<CheckoutSessionResult>('/api/payments/create-checkout-session', {
    method: 'POST',
    data: { storyId, successUrl: returnUrl, cancelUrl: returnUrl },
  });
}

export function verifyPayment(sessionId: string): Promise<PaymentVerificationResult> {
  return apiRequest<PaymentVerificationResult>(`/api/payments/verify-payment/${encodeURIComponent(sessionId)}`);
}

export function provideEmail(email: string, sessionId: string): Promise<ProvideEmailResult> {
  return apiRequest<ProvideEmailResult>('/api/payments/provide-email', { method: 'POST', data: { email, sessionId } });
}

/** Used in the toasts when the server names no sender. */
export const FALLBACK_FROM_EMAIL = 'stories@dreamweaver.local';
