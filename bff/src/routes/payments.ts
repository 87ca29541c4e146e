import type Router from '@koa/router';
import { apiRouter } from '../http/api-router.ts';
import { checkoutSessionIdSchema, createCheckoutSessionSchema, provideEmailSchema } from '@dreamweaver/contracts';
import type { AppContext } from '../app-context.ts';
import { NotFoundError } from '../errors.ts';
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
    const input = validate(createCheckoutSessionSchema(ctx.state.t), ctx.request.body, ctx.state.t);
    ctx.body = await startCheckout(deps, { ...input, ownOrigins: ownOrigins(ctx, settings.PUBLIC_URL), language: ctx.state.language }, ctx.state.t);
  });

  router.get('/verify-payment/:sessionId', async (ctx) => {
    const sessionId = validate(checkoutSessionIdSchema(ctx.state.t), ctx.params.sessionId, ctx.state.t);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await verifyPayment({ ...deps, logger: ctx.state.logger }, sessionId, ctx.state.t);
  });

  router.post('/provide-email', async (ctx) => {
    const input = validate(provideEmailSchema(ctx.state.t), ctx.request.body, ctx.state.t);
    ctx.body = await provideEmail({ ...deps, logger: ctx.state.logger }, { ...input, clientAddress: ctx.ip }, ctx.state.t);
  });

  // Raw body (app.ts leaves this path unparsed and outside the CSRF guard): the signature covers the bytes.
  router.post('/webhook', async (ctx) => {
    if (!stripe || !settings.STRIPE_WEBHOOK_SECRET) throw new NotFoundError(ctx.state.t('errors.notFound'));
    const rawBody = await readRawBody(ctx, 1024 * 1024);
    const outcome = await handleStripeWebhook(
      { db, stripe, webhookSecret: settings.STRIPE_WEBHOOK_SECRET, logger: ctx.state.logger },
      rawBody,
      ctx.get('stripe-signature') || undefined,
      ctx.state.t,
    );
    // Answered before the email goes out: Stripe wants a quick 2xx, and owed emails are retried anyway.
    if (outcome.paidPaymentId !== null) {
      void deliverStoryLinkEmail(deps, outcome.paidPaymentId).catch((error) => logger.warn('story link email after webhook failed', { error }));
    }
    ctx.body = { received: true, duplicate: outcome.duplicate };
  });

  return router;
}
