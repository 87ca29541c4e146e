import type Router from '@koa/router';
import { apiRouter } from '../http/api-router.ts';
import { checkoutSessionIdSchema, createCheckoutSessionSchema, provideEmailSchema, type ProvideEmailResult } from '@dreamweaver/contracts';
import type { AppContext } from '../app-context.ts';
import { AppError } from '../errors.ts';
import { ownOrigins } from '../http/own-origins.ts';
import { readRawBody } from '../http/raw-body.ts';
import { validate } from '../validation.ts';
import { createPaymentProvider } from '../payments/index.ts';
import { createStripeClient } from '../payments/stripe-provider.ts';
import { provideEmail, startCheckout, verifyPayment, type PaymentDeps } from '../services/payment-service.ts';
import { deliverStoryLinkEmail } from '../services/payment-story-link-email.ts';
import { handleStripeWebhook } from '../services/payment-webhook-service.ts';

export function paymentRoutes({ db, settings, logger, mailer }: AppContext): Router {
  const router = apiRouter('/api/payments');
  const deps: PaymentDeps = { db, provider: createPaymentProvider(db, settings), mailer, logger, publicUrl: settings.PUBLIC_URL };
  const stripe = settings.STRIPE_WEBHOOK_SECRET ? createStripeClient(settings) : undefined;

  router.post('/create-checkout-session', async (ctx) => {
    const input = validate(createCheckoutSessionSchema, ctx.request.body);
    ctx.body = await startCheckout(deps, { ...input, ownOrigins: ownOrigins(ctx, settings.PUBLIC_URL), language: ctx.state.language, clientAddress: ctx.ip });
  });

  router.get('/verify-payment/:sessionId', async (ctx) => {
    const sessionId = validate(checkoutSessionIdSchema, ctx.params.sessionId);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await verifyPayment({ ...deps, logger: ctx.state.logger }, sessionId);
  });

  router.post('/provide-email', async (ctx) => {
    const input = validate(provideEmailSchema, ctx.request.body);
    const outcome = await provideEmail({ ...deps, logger: ctx.state.logger }, { ...input, clientAddress: ctx.ip });
    ctx.body = { ...outcome, error: outcome.error && ctx.state.t(outcome.error) } satisfies ProvideEmailResult;
  });

  // Raw body (app.ts leaves this path unparsed and outside the CSRF guard): the signature covers the bytes.
  router.post('/webhook', async (ctx) => {
    if (!stripe || !settings.STRIPE_WEBHOOK_SECRET) throw new AppError(404, 'errors.notFound');
    const rawBody = await readRawBody(ctx, 1024 * 1024);
    const outcome = await handleStripeWebhook(
      { db, stripe, webhookSecret: settings.STRIPE_WEBHOOK_SECRET, logger: ctx.state.logger },
      rawBody,
      ctx.get('stripe-signature') || undefined,
    );
    // Answered before the email goes out: Stripe wants a quick 2xx, and owed emails are retried anyway.
    if (outcome.paidPaymentId !== null) {
      void deliverStoryLinkEmail(deps, outcome.paidPaymentId).catch((error) => logger.warn('story link email after webhook failed', { error }));
    }
    ctx.body = { received: true, duplicate: outcome.duplicate };
  });

  return router;
}
