import Router from '@koa/router';
import type { ParameterizedContext } from 'koa';
import { CHECKOUT_SESSION_ID_PATTERN, isLanguage, translator, type Language, type MessageKey } from '@dreamweaver/contracts';
import type { AppContext } from '../app-context.ts';
import { readRawBody } from '../http/raw-body.ts';
import { Story } from '../models/index.ts';
import { SandboxCheckoutSession } from '../models/sandbox-checkout-session.ts';
import { renderCheckoutMessagePage, renderCheckoutPage } from '../payments/sandbox/checkout-page.ts';
import { paySandboxCheckout } from '../payments/sandbox/pay-sandbox-checkout.ts';
import { SANDBOX_CHECKOUT_PATH } from '../payments/sandbox/sandbox-provider.ts';
import { fillSessionId } from '../payments/success-url.ts';
import { fulfilCheckoutSession } from '../services/payment-service.ts';
import { deliverStoryLinkEmail } from '../services/payment-story-link-email.ts';

/**
 * The sandbox provider's "hosted" checkout page (only when Stripe is not configured). Outside /api/
 * on purpose: it is an HTML page whose form posts urlencoded bodies to its own origin.
 */
export function sandboxCheckoutRoutes({ db, settings, mailer, logger }: AppContext): Router {
  const router = new Router({ prefix: SANDBOX_CHECKOUT_PATH });
  if (settings.STRIPE_SECRET_KEY) return router;

  router.get('/:sessionId', async (ctx) => {
    const { t, language } = pageLanguage(ctx);
    const session = await findSession(ctx.params.sessionId);
    if (!session) return sendPage(ctx, 404, renderCheckoutMessagePage({ t, language, message: 'payment.sandbox.notFound' }));
    if (session.status !== 'open') {
      const linkUrl = fillSessionId(session.successUrl, session.id);
      return sendPage(ctx, 200, renderCheckoutMessagePage({ t, language, message: 'payment.sandbox.alreadyPaid', linkUrl }), session.successUrl);
    }
    const story = await Story.query(db).findById(session.storyId);
    sendPage(ctx, 200, renderCheckoutPage({ t, language, ...pageSession(session, story, t) }), session.successUrl);
  });

  router.post('/:sessionId/pay', async (ctx) => {
    const { t, language } = pageLanguage(ctx);
    const form = new URLSearchParams((await readRawBody(ctx, 16 * 1024)).toString('utf8'));
    const values = { email: form.get('email') ?? '', cardNumber: form.get('cardNumber') ?? '', expiry: form.get('expiry') ?? '' };
    const result = CHECKOUT_SESSION_ID_PATTERN.test(ctx.params.sessionId)
      ? await paySandboxCheckout(db, ctx.params.sessionId, { ...values, cvc: form.get('cvc') ?? '' })
      : ({ outcome: 'notFound' } as const);
    switch (result.outcome) {
      case 'notFound':
        return sendPage(ctx, 404, renderCheckoutMessagePage({ t, language, message: 'payment.sandbox.notFound' }));
      case 'refused': {
        const story = await Story.query(db).findById(result.session.storyId);
        const problem: MessageKey = result.problem === 'invalidEmail' ? 'validation.email.invalid' : `payment.sandbox.${result.problem}`;
        const page = renderCheckoutPage({ t, language, ...pageSession(result.session, story, t), problem, values });
        return sendPage(ctx, 402, page, result.session.successUrl);
      }
      case 'paid': {
        // What Stripe's checkout.session.completed webhook does: unlock now, even if the buyer never returns.
        const payment = await fulfilCheckoutSession(
          db,
          'sandbox',
          { id: result.session.id, storyId: result.session.storyId, paid: true, amountCents: result.session.amountCents, currency: result.session.currency, customerEmail: result.session.customerEmail, successUrl: result.session.successUrl },
          ctx.state.logger,
        );
        if (payment) await deliverStoryLinkEmail({ db, mailer, logger, publicUrl: settings.PUBLIC_URL }, payment.id);
        return redirectAfterPost(ctx, result.redirectUrl);
      }
      case 'alreadyPaid':
        return redirectAfterPost(ctx, result.redirectUrl);
    }
  });

  async function findSession(sessionId: string) {
    return CHECKOUT_SESSION_ID_PATTERN.test(sessionId) ? SandboxCheckoutSession.query(db).findById(sessionId) : undefined;
  }

  return router;
}

function pageLanguage(ctx: ParameterizedContext): { t: ReturnType<typeof translator>; language: Language } {
  const requested = ctx.query.lang;
  const language: Language = isLanguage(requested) ? requested : ctx.state.language;
  return { t: translator(language), language };
}

function pageSession(session: SandboxCheckoutSession, story: Story | undefined, t: ReturnType<typeof translator>) {
  return {
    sessionId: session.id,
    storyTitle: story?.title || t('payment.productFallback'),
    amountCents: session.amountCents,
    currency: session.currency,
    cancelUrl: session.cancelUrl,
  };
}

function redirectAfterPost(ctx: ParameterizedContext, url: string) {
  ctx.redirect(url);
  ctx.status = 303;
}

function sendPage(ctx: ParameterizedContext, status: number, html: string, returnUrl?: string) {
  // The form may only post here, and its answer redirects to the app's own return page.
  const formTargets = ["'self'", ...(returnUrl ? [new URL(returnUrl).origin] : [])].join(' ');
  ctx.status = status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Content-Security-Policy', `default-src 'none'; style-src 'unsafe-inline'; form-action ${formTargets}; base-uri 'none'; frame-ancestors 'none'`);
  ctx.set('Referrer-Policy', 'same-origin');
  ctx.body = html;
}
