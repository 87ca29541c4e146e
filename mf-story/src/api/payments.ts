import { apiRequest } from '@dreamweaver/web-kit';
import {
  API_ROUTES,
  apiPath,
  type CheckoutSessionResult,
  type PaymentVerificationResult,
  type ProvideEmailResult,
} from '@dreamweaver/contracts';

// The payment API calls.

/** Starts a checkout for the story; the provider returns to `returnUrl` with `session_id` on success. */
export function createCheckoutSession(storyId: string, returnUrl: string): Promise<CheckoutSessionResult> {
  return apiRequest<CheckoutSessionResult>(API_ROUTES.payments.createCheckoutSession.path, {
    method: 'POST',
    data: { storyId, successUrl: returnUrl, cancelUrl: returnUrl },
  });
}

export function verifyPayment(sessionId: string): Promise<PaymentVerificationResult> {
  return apiRequest<PaymentVerificationResult>(apiPath(API_ROUTES.payments.verifyPayment, { sessionId }));
}

export function provideEmail(email: string, sessionId: string): Promise<ProvideEmailResult> {
  return apiRequest<ProvideEmailResult>(API_ROUTES.payments.provideEmail.path, {
    method: 'POST',
    data: { email, sessionId },
  });
}

/** Used in the toasts when the server names no sender. */
export const FALLBACK_FROM_EMAIL = 'stories@dreamweaver.local';
