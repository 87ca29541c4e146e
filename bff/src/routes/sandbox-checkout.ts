import Router from '@koa/router';
import type { ParameterizedContext } from 'koa';
import { isLanguage, translator, type Language, type MessageKey, type Translate } from '@dreamweaver/contracts';
import type { AppContext } from '../app-context.ts';
import { readRawBody } from '../http/raw-body.ts';
import { renderCheckoutMessagePage, renderCheckoutPage } from '../payments/sandbox/checkout-page.ts';
import { SANDBOX_CHECKOUT_PATH } from '../payments/sandbox/sandbox-provider.ts';
import {
  paySandboxCheckoutSession,
  viewSandboxCheckout,
  type SandboxCheckout,
} from '../services/sandbox-checkout-service.ts';

/**
 * The sandbox provider's "hosted" checkout page (only when Stripe is not configured). Outside /api/
 * on purpose: it is an HTML page whose form posts urlencoded bodies to its own origin.
 */
export function sandboxCheckoutRoutes({ db, settings, mailer }: AppContext): Router {
  const router = new Router({ prefix: SANDBOX_CHECKOUT_PATH });
  if (settings.STRIPE_SECRET_KEY) return router;

  router.get('/:sessionId', async (ctx) => {
    const { t, language } = pageLanguage(ctx);
    const view = await viewSandboxCheckout(db, ctx.params.sessionId);
    switch (view.outcome) {
      case 'notFound':
        return sendPage(ctx, 404, renderCheckoutMessagePage({ t, language, message: 'payment.sandbox.notFound' }));
      case 'alreadyPaid':
        return sendPage(
          ctx,
          200,
          renderCheckoutMessagePage({ t, language, message: 'payment.sandbox.alreadyPaid', linkUrl: view.linkUrl }),
          view.successUrl,
        );
      case 'open':
        return sendPage(
          ctx,
          200,
          renderCheckoutPage({ t, language, ...pageOf(view.checkout, t) }),
          view.checkout.successUrl,
        );
    }
  });

  router.post('/:sessionId/pay', async (ctx) => {
    const { t, language } = pageLanguage(ctx);
    const form = new URLSearchParams((await readRawBody(ctx, 16 * 1024)).toString('utf8'));
    const values = {
      email: form.get('email') ?? '',
      cardNumber: form.get('cardNumber') ?? '',
      expiry: form.get('expiry') ?? '',
    };
    const deps = { db, mailer, logger: ctx.state.logger, publicUrl: settings.PUBLIC_URL };
    const result = await paySandboxCheckoutSession(deps, ctx.params.sessionId, {
      ...values,
      cvc: form.get('cvc') ?? '',
    });
    switch (result.outcome) {
      case 'notFound':
        return sendPage(ctx, 404, renderCheckoutMessagePage({ t, language, message: 'payment.sandbox.notFound' }));
      case 'refused': {
        const problem: MessageKey =
          result.problem === 'invalidEmail' ? 'validation.email.invalid' : `payment.sandbox.${result.problem}`;
        const page = renderCheckoutPage({ t, language, ...pageOf(result.checkout, t), problem, values });
        return sendPage(ctx, 402, page, result.checkout.successUrl);
      }
      case 'paid':
      case 'alreadyPaid':
        return redirectAfterPost(ctx, result.redirectUrl);
    }
  });

  return router;
}

function pageLanguage(ctx: ParameterizedContext): { t: Translate; language: Language } {
  const requested = ctx.query.lang;
  const language: Language = isLanguage(requested) ? requested : ctx.state.language;
  return { t: translator(language), language };
}

function pageOf(checkout: SandboxCheckout, t: Translate) {
  return {
    sessionId: checkout.sessionId,
    storyTitle: checkout.storyTitle ?? t('payment.productFallback'),
    amountCents: checkout.amountCents,
    currency: checkout.currency,
    cancelUrl: checkout.cancelUrl,
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
  ctx.set(
    'Content-Security-Policy',
    `default-src 'none'; style-src 'unsafe-inline'; form-action ${formTargets}; base-uri 'none'; frame-ancestors 'none'`,
  );
  ctx.set('Referrer-Policy', 'same-origin');
  ctx.body = html;
}
