import type { Language, MessageKey, Translate } from '@dreamweaver/contracts';
import { formatMoney } from '@dreamweaver/contracts';
import { escapeHtml } from '../../http/escape-html.ts';

export interface CheckoutPageInput {
  t: Translate;
  language: Language;
  sessionId: string;
  storyTitle: string;
  amountCents: number;
  currency: string;
  cancelUrl: string;
  /** A message key of the sandbox (e.g. a declined card), shown above the button. */
  problem?: MessageKey;
  /** What the buyer typed, kept when the page is shown again with a problem (never the CVC). */
  values?: { email?: string; cardNumber?: string; expiry?: string };
}

/** A self-contained page that looks like a hosted card checkout (no scripts, inline CSS only). */
export function renderCheckoutPage({
  t,
  language,
  sessionId,
  storyTitle,
  amountCents,
  currency,
  cancelUrl,
  problem,
  values = {},
}: CheckoutPageInput): string {
  const amount = formatMoney(amountCents, currency, language);
  const brand = t('app.title');
  const e = escapeHtml;
  const action = `/sandbox-checkout/${encodeURIComponent(sessionId)}/pay?lang=${language}`;
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(t('payment.sandbox.pageTitle'))} · ${e(brand)}</title>
<style>${STYLES}</style>
</head>
<body>
<main class="checkout">
  <section class="summary">
    <a class="back" href="${e(cancelUrl)}">&larr; ${e(brand)}</a>
    <p class="badge">${e(t('payment.sandbox.badge'))}</p>
    <p class="product">${e(t('payment.sandbox.product', { title: storyTitle }))}</p>
    <p class="amount" data-testid="amount">${e(amount)}</p>
    <p class="muted">${e(t('payment.sandbox.oneTime'))}</p>
    <div class="line"><span>${e(t('payment.sandbox.total'))}</span><strong>${e(amount)}</strong></div>
  </section>
  <section class="pay">
    <form method="post" action="${e(action)}" autocomplete="on" novalidate>
      <label for="email">${e(t('payment.sandbox.email'))}</label>
      <input id="email" name="email" type="email" autocomplete="email" value="${e(values.email ?? '')}" placeholder="${e(t('payment.emailForm.placeholder'))}">
      <p class="hint">${e(t('payment.sandbox.emailHint'))}</p>
      <fieldset>
        <legend>${e(t('payment.sandbox.cardInformation'))}</legend>
        <input class="card-number" name="cardNumber" aria-label="${e(t('payment.sandbox.cardNumber'))}" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" value="${e(values.cardNumber ?? '')}" required>
        <div class="row">
          <input name="expiry" aria-label="${e(t('payment.sandbox.expiry'))}" inputmode="numeric" autocomplete="cc-exp" placeholder="${e(t('payment.sandbox.expiry'))}" value="${e(values.expiry ?? '')}" required>
          <input name="cvc" aria-label="${e(t('payment.sandbox.cvc'))}" inputmode="numeric" autocomplete="cc-csc" placeholder="${e(t('payment.sandbox.cvc'))}" maxlength="4" required>
        </div>
      </fieldset>
      ${problem ? `<p class="problem" role="alert">${e(t(problem))}</p>` : ''}
      <button type="submit">${e(t('payment.sandbox.pay', { amount }))}</button>
      <a class="cancel" href="${e(cancelUrl)}">${e(t('payment.sandbox.cancel'))}</a>
      <p class="hint test-cards">${e(t('payment.sandbox.testCards'))}</p>
    </form>
    <p class="footer">${e(t('payment.sandbox.poweredBy', { brand }))}</p>
  </section>
</main>
</body>
</html>`;
}

/** A short page for a session that is unknown or already paid. */
export function renderCheckoutMessagePage({
  t,
  language,
  message,
  linkUrl,
}: {
  t: Translate;
  language: Language;
  message: MessageKey;
  linkUrl?: string;
}): string {
  const e = escapeHtml;
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${e(t('payment.sandbox.pageTitle'))} · ${e(t('app.title'))}</title><style>${STYLES}</style></head>
<body><main class="checkout single"><section class="pay"><p class="problem" role="alert">${e(t(message))}</p>
${linkUrl ? `<a class="cancel" href="${e(linkUrl)}">&larr; ${e(t('app.title'))}</a>` : ''}</section></main></body>
</html>`;
}

// Text colours meet WCAG AA contrast (4.5:1) on the page's #f6f8fb.
const STYLES = `
*{box-sizing:border-box}
body{margin:0;font:15px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#1a1f36;background:#f6f8fb}
.checkout{display:grid;grid-template-columns:1fr 1fr;min-height:100vh;max-width:980px;margin:0 auto}
.checkout.single{grid-template-columns:1fr;max-width:480px;padding-top:15vh}
.summary{padding:56px 48px;background:#fff;border-right:1px solid #e3e8ee}
.pay{padding:56px 48px}
.back{color:#4f566b;text-decoration:none;font-weight:600}
.badge{display:inline-block;margin:24px 0 8px;padding:2px 8px;border-radius:4px;background:#ffde92;color:#983705;font-size:12px;font-weight:600;text-transform:uppercase;letter-spacing:.02em}
.product{margin:16px 0 0;color:#4f566b;font-weight:500}
.amount{margin:4px 0;font-size:36px;font-weight:700;letter-spacing:-.02em}
.muted{color:#697386;margin:0 0 32px}
.line{display:flex;justify-content:space-between;padding-top:16px;border-top:1px solid #e3e8ee}
label,legend{display:block;margin:0 0 6px;font-size:13px;font-weight:600;color:#4f566b}
fieldset{border:0;padding:0;margin:20px 0 0}
input{width:100%;padding:10px 12px;font:inherit;border:1px solid #d8dee6;border-radius:6px;background:#fff;box-shadow:0 1px 1px rgba(0,0,0,.03)}
input:focus{outline:none;border-color:#635bff;box-shadow:0 0 0 3px rgba(99,91,255,.25)}
.card-number{border-radius:6px 6px 0 0}
.row{display:grid;grid-template-columns:1fr 1fr}
.row input{border-top:0;border-radius:0 0 0 6px}
.row input+input{border-left:0;border-radius:0 0 6px 0}
.hint{margin:6px 0 0;font-size:12px;color:#5f6b7e}
.problem{margin:16px 0 0;padding:10px 12px;border-radius:6px;background:#fde8e8;color:#c0123c;font-weight:500}
button{width:100%;margin-top:24px;padding:12px;font:inherit;font-weight:600;color:#fff;background:#635bff;border:0;border-radius:6px;cursor:pointer}
button:hover{background:#5148e8}
.cancel{display:block;margin-top:16px;text-align:center;color:#4f46e5;text-decoration:none}
.test-cards{margin-top:24px;padding:10px 12px;border:1px dashed #d8dee6;border-radius:6px}
.footer{margin-top:32px;text-align:center;font-size:12px;color:#5f6b7e}
@media (max-width:768px){.checkout{grid-template-columns:1fr}.summary{border-right:0;border-bottom:1px solid #e3e8ee;padding:32px 24px}.pay{padding:32px 24px}}
`;
