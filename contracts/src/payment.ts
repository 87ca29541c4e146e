import { z } from 'zod';
import { emailSchema } from './auth.ts';
import { translator, type Translate } from './i18n/index.ts';

const english = translator('en');

/** Checkout session ids of Stripe (`cs_test_...`) and of the sandbox (`sbx_cs_...`). */
export const CHECKOUT_SESSION_ID_PATTERN = /^[A-Za-z0-9_]{1,255}$/;

export function checkoutSessionIdSchema(t: Translate = english) {
  return z
    .string({ error: t('payment.validation.sessionId') })
    .trim()
    .regex(CHECKOUT_SESSION_ID_PATTERN, t('payment.validation.sessionId'));
}

function returnUrlSchema(t: Translate) {
  return z
    .string({ error: t('payment.validation.returnUrl') })
    .trim()
    .max(2000, t('payment.validation.returnUrl'))
    .refine(
      (value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol),
      t('payment.validation.returnUrl'),
    );
}

export function createCheckoutSessionSchema(t: Translate = english) {
  return z.object({
    storyId: z
      .string({ error: t('payment.validation.storyId') })
      .trim()
      .min(1, t('payment.validation.storyId'))
      .max(64, t('payment.validation.storyId')),
    successUrl: returnUrlSchema(t),
    cancelUrl: returnUrlSchema(t),
  });
}

export function provideEmailSchema(t: Translate = english) {
  return z.object({
    email: emailSchema(t),
    sessionId: checkoutSessionIdSchema(t),
  });
}

export type CreateCheckoutSessionRequest = z.infer<ReturnType<typeof createCheckoutSessionSchema>>;

/** `POST /api/payments/create-checkout-session`: where the browser goes to pay. */
export const checkoutSessionResultSchema = z.strictObject({ url: z.string() });
export type CheckoutSessionResult = z.infer<typeof checkoutSessionResultSchema>;

/** `GET /api/payments/verify-payment/:sessionId`: the result of a checkout. */
export const paymentVerificationResultSchema = z.strictObject({
  success: z.boolean(),
  needsEmail: z.boolean(),
  emailSent: z.boolean(),
  customerEmail: z.string().nullable(),
  /** The sender the buyer will see ("we'll email you from ..."). */
  fromEmail: z.string(),
  storyId: z.string().nullable(),
});
export type PaymentVerificationResult = z.infer<typeof paymentVerificationResultSchema>;

/** `POST /api/payments/provide-email`: the story link email was accepted, or why not. */
export const provideEmailResultSchema = z.strictObject({
  success: z.boolean(),
  fromEmail: z.string(),
  error: z.string().nullable(),
});
export type ProvideEmailResult = z.infer<typeof provideEmailResultSchema>;

/** `POST /api/payments/webhook`: Stripe's event was taken (a repeat is acknowledged, not applied again). */
export const webhookReceiptSchema = z.strictObject({ received: z.literal(true), duplicate: z.boolean() });
