import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Payment, Story } from '../../src/models/index.ts';
import { createPaymentProvider } from '../../src/payments/index.ts';
import { refundStoryPayment } from '../../src/services/payment-refund.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { startFakeStripeServer } from './fake-stripe-server.ts';
import { insertStory, paymentRows, readOutbox, waitFor } from './payment-test-support.ts';
import { STORY_PRICE_CENTS, STORY_PRICE_CURRENCY, storyPriceLabel } from '@dreamweaver/contracts';

const WEBHOOK_SECRET = 'whsec_test_dreamweaver_secret';
const stripe = new Stripe('sk_test_unused');

let fake: Awaited<ReturnType<typeof startFakeStripeServer>>;
let app: TestApp;
beforeAll(async () => {
  fake = await startFakeStripeServer();
  app = await startTestApp({
    STRIPE_SECRET_KEY: 'sk_test_dreamweaver',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: fake.url,
    MAIL_FROM: 'Dreamweaver <hello@dreamweaver.example>',
  });
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

describe('the Stripe provider', () => {
  it("creates a one-time Checkout Session of the story's price for the story and verifies it once paid", async () => {
    const storyId = await insertStory(app.db.knex, { title: 'Mila and the Cloud Whale' });
    // The browser that opens the checkout is the one told the buyer's address.
    const buyer = app.client();
    const checkout = await buyer.post('/api/payments/create-checkout-session', {
      storyId,
      successUrl: `${app.url}/story/${storyId}`,
      cancelUrl: `${app.url}/story/${storyId}?checkout=cancelled`,
    });
    expect(checkout.status).toBe(200);
    const sessionId = checkout.body.url.split('/').pop();
    expect(checkout.body.url).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`);

    const created = fake.requests.find((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions')!;
    expect(created.headers.authorization).toBe('Bearer sk_test_dreamweaver');
    expect(created.headers['idempotency-key']).toMatch(/^story-checkout-[0-9a-f]{40}$/);
    expect(Object.fromEntries(created.form)).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][unit_amount]': String(STORY_PRICE_CENTS),
      'line_items[0][price_data][currency]': 'usd',
      // A neutral product name: neither the title nor the child's name goes to Stripe.
      'line_items[0][price_data][product_data][name]': 'Personalised bedtime story',
      'allowed_payment_method_types[0]': 'card',
      client_reference_id: storyId,
      'metadata[storyId]': storyId,
      success_url: `${app.url}/story/${storyId}?session_id={CHECKOUT_SESSION_ID}`,
      // The page only: a query on a return address is dropped, so it cannot mint new sessions.
      cancel_url: `${app.url}/story/${storyId}`,
    });
    expect(decodeURIComponent(created.form.toString())).not.toMatch(/Mila|Cloud Whale|Luna/);

    const unpaid = await app.client().get(`/api/payments/verify-payment/${sessionId}`);
    expect(unpaid.status).toBe(200);
    expect(unpaid.body).toMatchObject({ success: false, storyId });
    expect((await Story.query(app.db.knex).findById(storyId))!.isPaid).toBe(false);

    fake.completePayment(sessionId, 'buyer@example.com');
    const verified = await buyer.get(`/api/payments/verify-payment/${sessionId}`);
    expect(verified.body).toEqual({
      success: true,
      needsEmail: false,
      emailSent: true,
      customerEmail: 'buyer@example.com',
      fromEmail: 'Dreamweaver <hello@dreamweaver.example>',
      storyId,
    });
    const again = await buyer.get(`/api/payments/verify-payment/${sessionId}`);
    expect(again.body).toEqual(verified.body);
    const rows = await paymentRows(app.db.knex, sessionId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      provider: 'stripe',
      status: 'paid',
      amountCents: STORY_PRICE_CENTS,
      currency: STORY_PRICE_CURRENCY,
      customerEmail: 'buyer@example.com',
    });
    expect((await Story.query(app.db.knex).findById(storyId))!.isPaid).toBe(true);
    const sent = readOutbox(app.db.dataDir).filter((m) => /^To: buyer@example\.com$/m.test(m.headers));
    expect(sent).toHaveLength(1);
    expect(sent[0].headers).toMatch(/^From: Dreamweaver <hello@dreamweaver\.example>$/m);
    expect(sent[0].decoded).toContain(`${app.url}/story/${storyId}`);
  });

  it('names the product in German for a German checkout', async () => {
    const storyId = await insertStory(app.db.knex, { title: 'Lotte und der Mondwal', language: 'de' });
    const checkout = await app
      .client()
      .post(
        '/api/payments/create-checkout-session',
        { storyId, successUrl: `${app.url}/story/${storyId}`, cancelUrl: `${app.url}/story/${storyId}` },
        { 'accept-language': 'de' },
      );
    expect(checkout.status).toBe(200);
    const created = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions').at(-1)!;
    expect(created.form.get('line_items[0][price_data][product_data][name]')).toBe(
      'Personalisierte Gutenachtgeschichte',
    );
    expect(created.form.get('metadata[storyId]')).toBe(storyId);
  });

  it('refuses to sell a failed story or one whose preview is not ready, in English and German', async () => {
    const failed = await insertStory(app.db.knex);
    await Story.query(app.db.knex).patch({ generationStatus: 'failed' }).where({ id: failed });
    const writing = await insertStory(app.db.knex);
    await Story.query(app.db.knex).patch({ generationStatus: 'generating_images' }).where({ id: writing });
    const before = fake.requests.length;
    const buy = (storyId: string, language: string) =>
      app
        .client()
        .post(
          '/api/payments/create-checkout-session',
          { storyId, successUrl: `${app.url}/story/${storyId}`, cancelUrl: `${app.url}/story/${storyId}` },
          { 'accept-language': language },
        );
    expect(await buy(failed, 'en')).toMatchObject({
      status: 409,
      body: { message: 'This story could not be created, so it cannot be bought. Please create a new story.' },
    });
    expect(await buy(failed, 'de')).toMatchObject({
      status: 409,
      body: {
        message:
          'Diese Geschichte konnte nicht erstellt werden und kann deshalb nicht gekauft werden. Bitte erstelle eine neue Geschichte.',
      },
    });
    expect(await buy(writing, 'en')).toMatchObject({
      status: 409,
      body: { message: 'This story is still being created. You can buy it as soon as its first scene is ready.' },
    });
    expect(await buy(writing, 'de')).toMatchObject({
      status: 409,
      body: {
        message:
          'Diese Geschichte wird gerade noch erstellt. Du kannst sie kaufen, sobald ihre erste Szene fertig ist.',
      },
    });
    expect(fake.requests.length).toBe(before);
    expect(await Payment.query(app.db.knex).whereIn('storyId', [failed, writing])).toEqual([]);
  });

  it('refunds a paid story that failed for good through Stripe when the admin confirms', async () => {
    const storyId = await insertStory(app.db.knex);
    const checkout = await app.client().post('/api/payments/create-checkout-session', {
      storyId,
      successUrl: `${app.url}/story/${storyId}?refund`,
      cancelUrl: `${app.url}/story/${storyId}`,
    });
    const sessionId = checkout.body.url.split('/').pop();
    fake.completePayment(sessionId, null);
    expect((await app.client().get(`/api/payments/verify-payment/${sessionId}`)).body.success).toBe(true);
    // The story failed after payment and its automatic retry failed too.
    await Payment.query(app.db.knex).patch({ refundStatus: 'needed' }).where({ providerSessionId: sessionId });

    const refund = await refundStoryPayment(
      {
        db: app.db.knex,
        provider: createPaymentProvider(app.db.knex, app.context.settings),
        logger: app.context.logger,
        media: app.context.media,
      },
      storyId,
    );
    const call = fake.requests.find((r) => r.method === 'POST' && r.path === '/v1/refunds')!;
    expect(call.headers.authorization).toBe('Bearer sk_test_dreamweaver');
    expect(call.form.get('payment_intent')).toBe(`pi_test_${sessionId}`);
    expect(call.form.get('metadata[storyId]')).toBe(storyId);
    expect(call.headers['idempotency-key']).toBe(`story-refund-${sessionId}`);
    expect(refund).toEqual({
      storyId,
      refunds: [
        expect.objectContaining({
          provider: 'stripe',
          refundId: expect.stringMatching(/^re_test_fake/),
          amountCents: STORY_PRICE_CENTS,
        }),
      ],
    });
    const [row] = await paymentRows(app.db.knex, sessionId);
    expect(row).toMatchObject({ status: 'paid', refundStatus: 'refunded', refundId: refund.refunds[0].refundId });
    expect(row.refundedAt).toBeInstanceOf(Date);
    // Nothing is owed any more: a second confirmation changes nothing.
    await expect(
      refundStoryPayment(
        {
          db: app.db.knex,
          provider: createPaymentProvider(app.db.knex, app.context.settings),
          logger: app.context.logger,
          media: app.context.media,
        },
        storyId,
      ),
    ).rejects.toMatchObject({ status: 409 });
    expect(fake.requests.filter((r) => r.path === '/v1/refunds')).toHaveLength(1);
  });

  it('gives back the same session when the same checkout is asked for twice', async () => {
    const storyId = await insertStory(app.db.knex);
    const body = { storyId, successUrl: `${app.url}/story/${storyId}`, cancelUrl: `${app.url}/story/${storyId}` };
    const first = await app.client().post('/api/payments/create-checkout-session', body);
    const second = await app.client().post('/api/payments/create-checkout-session', body);
    expect(second.body.url).toBe(first.body.url);
  });

  it('answers success: false for a session Stripe does not know, and 502 when Stripe fails', async () => {
    const unknown = await app.client().get('/api/payments/verify-payment/cs_test_unknown');
    expect(unknown.status).toBe(200);
    expect(unknown.body.success).toBe(false);
    const broken = await app.client().get('/api/payments/verify-payment/cs_test_broken');
    expect(broken.status).toBe(502);
    expect(broken.body.message).toBe('The payment service is not available right now. Please try again later.');
  });

  it('does not serve the sandbox checkout page when Stripe is configured', async () => {
    const response = await app.client().get('/sandbox-checkout/cs_sandbox_0123');
    expect(response.text).not.toContain(`Pay ${storyPriceLabel('en')}`);
  });
});

describe('POST /api/payments/webhook', () => {
  function completedEvent(eventId: string, session: Record<string, unknown>) {
    return JSON.stringify({
      id: eventId,
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: session },
    });
  }
  function paidSession(id: string, storyId: string, email: string | null) {
    return {
      id,
      object: 'checkout.session',
      payment_status: 'paid',
      amount_total: STORY_PRICE_CENTS,
      currency: 'usd',
      client_reference_id: storyId,
      metadata: { storyId },
      customer_details: email ? { email } : null,
      success_url: `${app.url}/story/${storyId}?session_id={CHECKOUT_SESSION_ID}`,
    };
  }
  const post = (payload: string, signature?: string) =>
    app.client().request('POST', '/api/payments/webhook', {
      body: payload,
      headers: { 'content-type': 'application/json', ...(signature && { 'stripe-signature': signature }) },
    });

  it('unlocks the story for a signed checkout.session.completed, once, however often it arrives', async () => {
    const storyId = await insertStory(app.db.knex);
    const payload = completedEvent(
      'evt_completed_1',
      paidSession('cs_test_webhook1', storyId, 'tab-closer@example.com'),
    );
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });

    const first = await post(payload, signature);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ received: true, duplicate: false });
    expect((await Story.query(app.db.knex).findById(storyId))!.isPaid).toBe(true);
    const mail = await waitFor(() =>
      readOutbox(app.db.dataDir).find((m) => /^To: tab-closer@example\.com$/m.test(m.headers)),
    );
    expect(mail.decoded).toContain(`${app.url}/story/${storyId}`);

    const repeated = await post(payload, stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }));
    expect(repeated.status).toBe(200);
    expect(repeated.body.duplicate).toBe(true);
    // The same session in a second event (Stripe may send several) changes nothing either.
    const other = completedEvent('evt_completed_2', paidSession('cs_test_webhook1', storyId, 'tab-closer@example.com'));
    expect(
      (await post(other, stripe.webhooks.generateTestHeaderString({ payload: other, secret: WEBHOOK_SECRET }))).status,
    ).toBe(200);
    expect(await paymentRows(app.db.knex, 'cs_test_webhook1')).toHaveLength(1);
    expect(readOutbox(app.db.dataDir).filter((m) => /^To: tab-closer@example\.com$/m.test(m.headers))).toHaveLength(1);
  });

  it('refuses a forged, tampered or missing signature with 400 and changes nothing', async () => {
    const storyId = await insertStory(app.db.knex);
    const payload = completedEvent('evt_forged', paidSession('cs_test_forged', storyId, null));
    const forged = await post(
      payload,
      stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' }),
    );
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe('The webhook signature is not valid.');
    const signedOriginal = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect(
      (await post(payload.replace(`"amount_total":${STORY_PRICE_CENTS}`, '"amount_total":1'), signedOriginal)).status,
    ).toBe(400);
    expect((await post(payload)).status).toBe(400);
    expect((await Story.query(app.db.knex).findById(storyId))!.isPaid).toBe(false);
    expect(await paymentRows(app.db.knex, 'cs_test_forged')).toHaveLength(0);
  });

  it('unlocks the story when a delayed payment succeeds later (checkout.session.async_payment_succeeded)', async () => {
    const storyId = await insertStory(app.db.knex);
    const payload = JSON.stringify({
      id: 'evt_async_paid',
      object: 'event',
      type: 'checkout.session.async_payment_succeeded',
      data: { object: paidSession('cs_test_async', storyId, null) },
    });
    const response = await post(payload, stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }));
    expect(response.status).toBe(200);
    expect((await Story.query(app.db.knex).findById(storyId))!.isPaid).toBe(true);
    expect((await paymentRows(app.db.knex, 'cs_test_async'))[0]).toMatchObject({ status: 'paid' });
  });

  it('marks the open payment of an expired checkout session as expired', async () => {
    const storyId = await insertStory(app.db.knex);
    const checkout = await app.client().post('/api/payments/create-checkout-session', {
      storyId,
      successUrl: `${app.url}/story/${storyId}?expiring`,
      cancelUrl: `${app.url}/story/${storyId}`,
    });
    const sessionId = checkout.body.url.split('/').pop();
    expect((await paymentRows(app.db.knex, sessionId))[0].status).toBe('open');
    const payload = JSON.stringify({
      id: 'evt_expired',
      object: 'event',
      type: 'checkout.session.expired',
      data: { object: { id: sessionId, object: 'checkout.session' } },
    });
    expect(
      (await post(payload, stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }))).status,
    ).toBe(200);
    expect((await paymentRows(app.db.knex, sessionId))[0].status).toBe('expired');
  });

  it('acknowledges events it does not act on, and unpaid sessions do not unlock', async () => {
    const storyId = await insertStory(app.db.knex);
    const unpaid = JSON.stringify({
      id: 'evt_unpaid',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { ...paidSession('cs_test_unpaid', storyId, null), payment_status: 'unpaid' } },
    });
    const response = await post(
      unpaid,
      stripe.webhooks.generateTestHeaderString({ payload: unpaid, secret: WEBHOOK_SECRET }),
    );
    expect(response.status).toBe(200);
    const other = JSON.stringify({
      id: 'evt_other',
      object: 'event',
      type: 'payment_intent.created',
      data: { object: {} },
    });
    expect(
      (await post(other, stripe.webhooks.generateTestHeaderString({ payload: other, secret: WEBHOOK_SECRET }))).status,
    ).toBe(200);
    expect((await Story.query(app.db.knex).findById(storyId))!.isPaid).toBe(false);
  });
});
