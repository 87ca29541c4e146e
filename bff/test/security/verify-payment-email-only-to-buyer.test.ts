import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { formActionOf, insertStory, submitSandboxForm } from '../payments/payment-test-support.ts';

// The checkout session id travels in the return URL (/story/…?session_id=cs_…): browser history,
// a link shared from the return page, a proxy's log. GET /api/payments/verify-payment/:id gave
// whoever held it the buyer's email address. Now only the browser session that opened the
// checkout is told the address; anyone else learns the payment's state, as before, without it.

const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

describe('verifying a payment', () => {
  it('tells the buyer’s address only to the browser that opened the checkout', async () => {
    const storyId = await insertStory(app.db.knex);
    const buyer = app.client();
    const opened = await buyer.post('/api/payments/create-checkout-session', {
      storyId,
      successUrl: `${app.url}/story/${storyId}`,
      cancelUrl: `${app.url}/story/${storyId}`,
    });
    expect(opened.status).toBe(200);
    const checkoutUrl = new URL(opened.body.url);
    const sessionId = checkoutUrl.pathname.split('/').pop()!;
    const page = await (await fetch(checkoutUrl)).text();
    expect(
      (await submitSandboxForm(app.url, formActionOf(page), { ...GOOD_CARD, email: 'private.parent@example.com' }))
        .status,
    ).toBe(303);

    const stranger = app.client();
    const seenByStranger = await stranger.get(`/api/payments/verify-payment/${sessionId}`);
    expect(seenByStranger.status).toBe(200);
    expect(seenByStranger.body).toMatchObject({
      success: true,
      needsEmail: false,
      emailSent: true,
      customerEmail: null,
      storyId,
    });
    expect(JSON.stringify(seenByStranger.body)).not.toContain('private.parent');

    // A stranger who opens a checkout of their own is not told anyone else's address either.
    const otherStory = await insertStory(app.db.knex);
    expect(
      (
        await stranger.post('/api/payments/create-checkout-session', {
          storyId: otherStory,
          successUrl: `${app.url}/`,
          cancelUrl: `${app.url}/`,
        })
      ).status,
    ).toBe(200);
    expect((await stranger.get(`/api/payments/verify-payment/${sessionId}`)).body.customerEmail).toBeNull();

    const seenByBuyer = await buyer.get(`/api/payments/verify-payment/${sessionId}`);
    expect(seenByBuyer.body).toMatchObject({ success: true, customerEmail: 'private.parent@example.com', storyId });
  });
});
