import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Story } from '../../src/models/index.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { formActionOf, insertStory, paymentRows, readOutbox, submitSandboxForm } from './payment-test-support.ts';
import { STORY_PRICE_CENTS, STORY_PRICE_CURRENCY, storyPriceLabel } from '@dreamweaver/contracts';

const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };
const DECLINED_CARD = { cardNumber: '4000 0000 0000 0002', expiry: '12 / 34', cvc: '123' };

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

/** Opens a checkout as `buyer` (a browser of its own by default), the browser later told the buyer's address. */
async function openCheckout(storyId: string, headers?: Record<string, string>, buyer = app.client()) {
  const response = await buyer.post(
    '/api/payments/create-checkout-session',
    { storyId, successUrl: `${app.url}/story/${storyId}`, cancelUrl: `${app.url}/story/${storyId}?checkout=cancelled` },
    headers,
  );
  expect(response.status).toBe(200);
  const url = new URL(response.body.url);
  return { url, sessionId: url.pathname.split('/').pop()!, buyer };
}

describe('buying a story through the sandbox checkout', () => {
  it('goes from checkout to a paid, unlocked story whose link is emailed once an address is given', async () => {
    const storyId = await insertStory(app.db.knex, { title: 'Luna & the <Moon> Lantern' });
    const locked = await app.client().get(`/api/stories/${storyId}`);
    expect(locked.body.scenes.map((s: { locked: boolean }) => s.locked)).toEqual([false, true, true]);
    const { url, sessionId, buyer } = await openCheckout(storyId);
    expect(url.origin).toBe(app.url);
    expect(url.pathname).toMatch(/^\/sandbox-checkout\/cs_sandbox_[0-9a-f]{32}$/);

    const page = await fetch(url);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");
    expect(html).toContain('Full story: Luna &amp; the &lt;Moon&gt; Lantern');
    expect(html).toContain(storyPriceLabel('en'));
    expect(html).toContain(`Pay ${storyPriceLabel('en')}`);
    for (const field of ['cardNumber', 'expiry', 'cvc', 'email']) expect(html).toContain(`name="${field}"`);
    // The return addresses are kept as pages, without their query (one checkout per purchase, see checkout-limit.ts).
    expect(html).toContain(`href="${app.url}/story/${storyId}"`);

    const declined = await submitSandboxForm(app.url, formActionOf(html), { ...DECLINED_CARD, email: '' });
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Your card was declined. Please try another card.');
    expect((await Story.query(app.db.knex).findById(storyId))!.isPaid).toBe(false);
    expect((await app.client().get(`/api/payments/verify-payment/${sessionId}`)).body.success).toBe(false);

    const paid = await submitSandboxForm(app.url, formActionOf(html), { ...GOOD_CARD, email: '' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${app.url}/story/${storyId}?session_id=${sessionId}`);

    const browser = buyer;
    const verified = await browser.get(`/api/payments/verify-payment/${sessionId}`);
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({
      success: true,
      needsEmail: true,
      emailSent: false,
      customerEmail: null,
      fromEmail: 'Dreamweaver <stories@dreamweaver.local>',
      storyId,
    });
    const again = await browser.get(`/api/payments/verify-payment/${sessionId}`);
    expect(again.body).toEqual(verified.body);
    const rows = await paymentRows(app.db.knex, sessionId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      storyId,
      provider: 'sandbox',
      status: 'paid',
      amountCents: STORY_PRICE_CENTS,
      currency: STORY_PRICE_CURRENCY,
    });
    const story = (await Story.query(app.db.knex).findById(storyId))!;
    expect(story.isPaid).toBe(true);
    expect(story.paidAt).toBeInstanceOf(Date);
    const viewed = await browser.get(`/api/stories/${storyId}`);
    expect(viewed.status).toBe(200);
    expect(viewed.body.isPaid).toBe(true);
    expect(viewed.body.scenes.map((s: { locked: boolean }) => s.locked)).toEqual([false, false, false]);
    expect(viewed.body.scenes[2].text).toBe('Scene 3 of the tale');
    expect(readOutbox(app.db.dataDir)).toHaveLength(0);

    const invalid = await browser.post('/api/payments/provide-email', { email: 'not-an-address', sessionId });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe('Please enter a valid email address');
    expect(invalid.body.fieldErrors.email).toBe('Please enter a valid email address');

    const provided = await browser.post('/api/payments/provide-email', { email: 'parent@example.com', sessionId });
    expect(provided.status).toBe(200);
    expect(provided.body).toEqual({ success: true, fromEmail: 'Dreamweaver <stories@dreamweaver.local>', error: null });
    const outbox = readOutbox(app.db.dataDir);
    expect(outbox).toHaveLength(1);
    expect(outbox[0].headers).toMatch(/^To: parent@example\.com$/m);
    expect(outbox[0].headers).toMatch(/^From: Dreamweaver <stories@dreamweaver\.local>$/m);
    expect(outbox[0].decoded).toContain('Content-Type: text/plain');
    expect(outbox[0].decoded).toContain('Content-Type: text/html');
    expect(outbox[0].decoded).toContain(`${app.url}/story/${storyId}`);
    expect(outbox[0].decoded).toContain('Every scene of "Luna & the <Moon> Lantern" is now unlocked.');
    expect(outbox[0].decoded).toContain('Luna &amp; the &lt;Moon&gt; Lantern');

    const afterEmail = await browser.get(`/api/payments/verify-payment/${sessionId}`);
    expect(afterEmail.body).toMatchObject({
      success: true,
      needsEmail: false,
      emailSent: true,
      customerEmail: 'parent@example.com',
    });
    await browser.post('/api/payments/provide-email', { email: 'parent@example.com', sessionId });
    expect(readOutbox(app.db.dataDir)).toHaveLength(1);

    const secondPurchase = await app.client().post('/api/payments/create-checkout-session', {
      storyId,
      successUrl: `${app.url}/story/${storyId}`,
      cancelUrl: `${app.url}/story/${storyId}`,
    });
    expect(secondPurchase.status).toBe(409);
    expect(secondPurchase.body.message).toBe('This story is already unlocked.');
    const paidAgain = await submitSandboxForm(app.url, formActionOf(html), { ...GOOD_CARD, email: '' });
    expect(paidAgain.status).toBe(303);
    expect(await paymentRows(app.db.knex, sessionId)).toHaveLength(1);
  });

  it('emails the link right away when the buyer gave an address at checkout, in the story language', async () => {
    const storyId = await insertStory(app.db.knex, { title: 'Emil und der Sternenhund', language: 'de' });
    const before = readOutbox(app.db.dataDir).length;
    const { url, sessionId, buyer } = await openCheckout(storyId, { 'accept-language': 'de-DE,de;q=0.9' });
    expect(url.searchParams.get('lang')).toBe('de');
    const html = await (await fetch(url)).text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('4,99');
    expect(html).toContain('bezahlen</button>');

    const paid = await submitSandboxForm(app.url, formActionOf(html), { ...GOOD_CARD, email: 'eltern@example.de' });
    expect(paid.status).toBe(303);
    const verified = await buyer.get(`/api/payments/verify-payment/${sessionId}`);
    expect(verified.body).toMatchObject({
      success: true,
      needsEmail: false,
      emailSent: true,
      customerEmail: 'eltern@example.de',
      storyId,
    });
    const again = await buyer.get(`/api/payments/verify-payment/${sessionId}`);
    expect(again.body).toEqual(verified.body);

    const outbox = readOutbox(app.db.dataDir);
    expect(outbox).toHaveLength(before + 1);
    const message = outbox.find((m) => /^To: eltern@example\.de$/m.test(m.headers))!;
    expect(message.decoded).toContain('Alle Szenen von „Emil und der Sternenhund“ sind jetzt freigeschaltet.');
    expect(message.decoded).toContain(`${app.url}/story/${storyId}`);
  });

  it('shows the page in the language of the lang parameter, over Accept-Language', async () => {
    const storyId = await insertStory(app.db.knex);
    const { url } = await openCheckout(storyId);
    url.searchParams.set('lang', 'de');
    const html = await (await fetch(url, { headers: { 'accept-language': 'en' } })).text();
    expect(html).toContain('Kartendaten');
    // The email field's example address is a German one too.
    expect(html).toContain('placeholder="du@beispiel.de"');
    expect(html).not.toContain('you@example.com');
    url.searchParams.set('lang', 'en');
    expect(await (await fetch(url)).text()).toContain('placeholder="you@example.com"');
  });

  it('leaves the story locked when the buyer cancels, and a cancelled session does not verify', async () => {
    const storyId = await insertStory(app.db.knex);
    const { url, sessionId } = await openCheckout(storyId);
    const html = await (await fetch(url)).text();
    expect(html).toContain(`<a class="cancel" href="${app.url}/story/${storyId}">Cancel and go back</a>`);
    const verified = await app.client().get(`/api/payments/verify-payment/${sessionId}`);
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ success: false, needsEmail: false, emailSent: false, storyId });
    expect((await Story.query(app.db.knex).findById(storyId))!.isPaid).toBe(false);
    const provided = await app.client().post('/api/payments/provide-email', { email: 'parent@example.com', sessionId });
    expect(provided.body).toEqual({
      success: false,
      fromEmail: 'Dreamweaver <stories@dreamweaver.local>',
      error: 'We could not find a completed payment for this checkout.',
    });
  });

  it('refuses bad cards with a message on the page and keeps what was typed (but not the CVC)', async () => {
    const storyId = await insertStory(app.db.knex);
    const { url } = await openCheckout(storyId);
    const action = formActionOf(await (await fetch(url)).text());
    const cases: [Record<string, string>, string][] = [
      [{ ...GOOD_CARD, cardNumber: '4242 4242 4242 4241' }, 'Your card number is invalid.'],
      [{ ...GOOD_CARD, cardNumber: '5555 5555 5555 4444' }, 'This sandbox only accepts its test cards.'],
      [{ ...GOOD_CARD, expiry: '01 / 20' }, 'Your card has expired.'],
      [{ ...GOOD_CARD, expiry: '13 / 40' }, 'Your card&#39;s expiration date is invalid.'],
      [{ ...GOOD_CARD, cvc: '1' }, 'Your card&#39;s security code is invalid.'],
      [{ ...GOOD_CARD, email: 'nope' }, 'Please enter a valid email address'],
    ];
    for (const [fields, message] of cases) {
      const response = await submitSandboxForm(app.url, action, { email: '', ...fields });
      const page = await response.text();
      expect(response.status, message).toBe(402);
      expect(page).toContain(message);
      expect(page).toContain(`value="${fields.cardNumber}"`);
      expect(page).not.toContain(`value="${fields.cvc}"`);
    }
    expect((await Story.query(app.db.knex).findById(storyId))!.isPaid).toBe(false);
  });

  it('gives the same session for the same purchase asked twice', async () => {
    const storyId = await insertStory(app.db.knex);
    const first = await openCheckout(storyId);
    const second = await openCheckout(storyId);
    expect(second.sessionId).toBe(first.sessionId);
  });
});

describe('POST /api/payments/create-checkout-session refusals', () => {
  it('refuses return URLs on another origin (no open redirect)', async () => {
    const storyId = await insertStory(app.db.knex);
    for (const body of [
      { storyId, successUrl: 'https://evil.example/steal', cancelUrl: `${app.url}/story/${storyId}` },
      { storyId, successUrl: `${app.url}/story/${storyId}`, cancelUrl: 'https://evil.example/' },
      { storyId, successUrl: `javascript:alert(1)`, cancelUrl: `${app.url}/` },
    ]) {
      const response = await app.client().post('/api/payments/create-checkout-session', body);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('The return address must be a page of this site.');
    }
  });

  it('answers 404 for an unknown story and 400 for a missing one', async () => {
    const unknown = await app.client().post('/api/payments/create-checkout-session', {
      storyId: 'no-such-story',
      successUrl: `${app.url}/story/x`,
      cancelUrl: `${app.url}/story/x`,
    });
    expect(unknown.status).toBe(404);
    const missing = await app
      .client()
      .post('/api/payments/create-checkout-session', { successUrl: `${app.url}/`, cancelUrl: `${app.url}/` });
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors.storyId).toBe('Please choose the story you want to buy.');
  });
});

describe('verification of sessions that are not paid purchases', () => {
  it('answers success: false for an unknown session and 400 for a malformed id', async () => {
    const unknown = await app.client().get('/api/payments/verify-payment/cs_sandbox_00000000000000000000000000000000');
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({
      success: false,
      needsEmail: false,
      emailSent: false,
      customerEmail: null,
      fromEmail: 'Dreamweaver <stories@dreamweaver.local>',
      storyId: null,
    });
    const malformed = await app.client().get('/api/payments/verify-payment/bad%20id%3Cscript%3E');
    expect(malformed.status).toBe(400);
  });

  it('shows a not-found page for an unknown sandbox session', async () => {
    const response = await fetch(`${app.url}/sandbox-checkout/cs_sandbox_nope`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('This checkout session does not exist.');
  });

  it('has no webhook without Stripe settings', async () => {
    const response = await app
      .client()
      .request('POST', '/api/payments/webhook', { body: '{}', headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(404);
  });
});
