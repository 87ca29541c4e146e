import type Router from '@koa/router';
import type Koa from 'koa';
import { apiRouter } from '../http/api-router.ts';
import {
  API_ROUTES,
  checkoutSessionIdSchema,
  createCheckoutSessionSchema,
  provideEmailSchema,
  type ProvideEmailResult,
} from '@dreamweaver/contracts';
import type { AppContext } from '../app-context.ts';
import { AppError } from '../errors.ts';
import { ownOrigins } from '../http/own-origins.ts';
import { readRawBody } from '../http/raw-body.ts';
import { validate } from '../validation.ts';
import { createPaymentProvider, type PaymentProvider } from '../payments/index.ts';
import { createStripeClient } from '../payments/stripe-provider.ts';
import { provideEmail, startCheckout, verifyPayment, type PaymentDeps } from '../services/payment-service.ts';
import { deliverStoryLinkEmail } from '../services/payment-story-link-email.ts';
import { handleStripeWebhook } from '../services/payment-webhook-service.ts';

/** Checkout sessions a browser session remembers having opened (the newest). */
const CHECKOUTS_KEPT = 20;

/** The checkout sessions this browser session opened (create-checkout-session remembers them). */
function checkoutsOf(ctx: Koa.Context): string[] {
  const kept: unknown = ctx.session?.checkoutSessionIds;
  return Array.isArray(kept) ? kept.filter((id): id is string => typeof id === 'string') : [];
}

export function paymentRoutes({ db, settings, logger, mailer }: AppContext): Router {
  const router = apiRouter();
  const provider = createPaymentProvider(db, settings);
  const deps: PaymentDeps = { db, provider, mailer, logger, publicUrl: settings.PUBLIC_URL };
  const stripe = settings.STRIPE_WEBHOOK_SECRET ? createStripeClient(settings) : undefined;

  router.post(API_ROUTES.payments.createCheckoutSession.path, async (ctx) => {
    const input = validate(createCheckoutSessionSchema, ctx.request.body);
    // The provider's session id is remembered in this browser's session: only this browser is
    // told the buyer's address when the payment is verified.
    let opened: string | undefined;
    const remembering: PaymentProvider = {
      ...provider,
      createCheckoutSession: async (checkout) => {
        const created = await provider.createCheckoutSession(checkout);
        opened = created.id;
        return created;
      },
    };
    ctx.body = await startCheckout(
      { ...deps, provider: remembering },
      {
        ...input,
        ownOrigins: ownOrigins(ctx, settings.PUBLIC_URL),
        language: ctx.state.language,
        clientAddress: ctx.ip,
      },
    );
    if (opened && ctx.session) {
      const kept = checkoutsOf(ctx).filter((id) => id !== opened);
      ctx.session.checkoutSessionIds = [...kept, opened].slice(-CHECKOUTS_KEPT);
    }
  });

  router.get(API_ROUTES.payments.verifyPayment.path, async (ctx) => {
    const sessionId = validate(checkoutSessionIdSchema, ctx.params.sessionId);
    ctx.set('Cache-Control', 'no-store');
    const result = await verifyPayment({ ...deps, logger: ctx.state.logger }, sessionId);
    // The session id travels in the return URL (history, a shared link, a proxy's log): whoever
    // holds it learns whether the story is paid, but the buyer's address only in the buyer's browser.
    ctx.body = checkoutsOf(ctx).includes(sessionId) ? result : { ...result, customerEmail: null };
  });

  router.post(API_ROUTES.payments.provideEmail.path, async (ctx) => {
    const input = validate(provideEmailSchema, ctx.request.body);
    const outcome = await provideEmail({ ...deps, logger: ctx.state.logger }, { ...input, clientAddress: ctx.ip });
    ctx.body = { ...outcome, error: outcome.error && ctx.state.t(outcome.error) } satisfies ProvideEmailResult;
  });

  // Raw body (app.ts leaves this path unparsed and outside the CSRF guard): the signature covers the bytes.
  router.post(API_ROUTES.payments.webhook.path, async (ctx) => {
    if (!stripe || !settings.STRIPE_WEBHOOK_SECRET) throw new AppError(404, 'errors.notFound');
    const rawBody = await readRawBody(ctx, 1024 * 1024);
    const outcome = await handleStripeWebhook(
      { db, stripe, webhookSecret: settings.STRIPE_WEBHOOK_SECRET, logger: ctx.state.logger },
      rawBody,
      ctx.get('stripe-signature') || undefined,
    );
    // Answered before the email goes out: Stripe wants a quick 2xx, and owed emails are retried anyway.
    if (outcome.paidPaymentId !== null) {
      void deliverStoryLinkEmail(deps, outcome.paidPaymentId).catch((error) =>
        logger.warn('story link email after webhook failed', { error }),
      );
    }
    ctx.body = { received: true, duplicate: outcome.duplicate };
  });

  return router;
}
