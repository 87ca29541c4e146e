import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimPeriodicTask, finishPeriodicTask } from '../../src/generation/job-queue.ts';
import { Payment, Story } from '../../src/models/index.ts';
import { SandboxCheckoutSession } from '../../src/models/sandbox-checkout-session.ts';
import { createPaymentProvider } from '../../src/payments/index.ts';
import {
  reconcilePaidCheckouts,
  startCheckoutReconciler,
  type ReconcilerDeps,
} from '../../src/services/checkout-reconciler.ts';
import { startCheckout } from '../../src/services/payment-service.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { startFakeStripeServer } from './fake-stripe-server.ts';
import { formActionOf, insertStory, paymentRows, readOutbox, submitSandboxForm } from './payment-test-support.ts';
import { STORY_PRICE_CENTS } from '@dreamweaver/contracts';

// A paid checkout whose process died before the story was unlocked: the reconciler (start-up and
// periodic, one host at a time) fulfils it through the same fulfilment as the return page.

const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };

function depsOf(app: TestApp): ReconcilerDeps {
  const { db, settings, mailer, logger } = app.context;
  return { db, provider: createPaymentProvider(db, settings), mailer, logger, publicUrl: settings.PUBLIC_URL };
}

async function openCheckout(app: TestApp, storyId: string) {
  const response = await app.client().post('/api/payments/create-checkout-session', {
    storyId,
    successUrl: `${app.url}/story/${storyId}`,
    cancelUrl: `${app.url}/story/${storyId}?checkout=cancelled`,
  });
  expect(response.status).toBe(200);
  return response.body.url as string;
}

const isPaid = async (app: TestApp, storyId: string) => (await Story.query(app.db.knex).findById(storyId))!.isPaid;
const mailsTo = (app: TestApp, address: string) =>
  readOutbox(app.db.dataDir).filter((m) => new RegExp(`^To: ${address.replace(/\./g, '\\.')}$`, 'm').test(m.headers));

describe('the checkout reconciler with the sandbox provider', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  /** The card accepted, then the process killed: the session is paid, nothing else happened. */
  async function paidButNotFulfilled(email: string) {
    const storyId = await insertStory(app.db.knex);
    const url = await openCheckout(app, storyId);
    const sessionId = new URL(url).pathname.split('/').pop()!;
    await SandboxCheckoutSession.query(app.db.knex)
      .patch({ status: 'paid', paidAt: new Date(), customerEmail: email })
      .where({ id: sessionId });
    return { storyId, sessionId, url };
  }

  it('unlocks and mails a paid sandbox checkout that was never fulfilled, once however often it runs', async () => {
    const { storyId, sessionId } = await paidButNotFulfilled('crashed@example.com');
    expect(await isPaid(app, storyId)).toBe(false);
    expect((await paymentRows(app.db.knex, sessionId))[0].status).toBe('open');

    expect(await reconcilePaidCheckouts(depsOf(app))).toEqual({ found: 1, fulfilled: 1 });
    expect(await isPaid(app, storyId)).toBe(true);
    const rows = await paymentRows(app.db.knex, sessionId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'paid',
      customerEmail: 'crashed@example.com',
      amountCents: STORY_PRICE_CENTS,
    });
    expect(rows[0].emailSentAt).not.toBeNull();
    expect(mailsTo(app, 'crashed@example.com')).toHaveLength(1);

    expect(await reconcilePaidCheckouts(depsOf(app))).toEqual({ found: 0, fulfilled: 0 });
    expect(await paymentRows(app.db.knex, sessionId)).toHaveLength(1);
    expect(mailsTo(app, 'crashed@example.com')).toHaveLength(1);
  });

  it('leaves open (unpaid) checkouts alone', async () => {
    const storyId = await insertStory(app.db.knex);
    await openCheckout(app, storyId);
    expect(await reconcilePaidCheckouts(depsOf(app))).toEqual({ found: 0, fulfilled: 0 });
    expect(await isPaid(app, storyId)).toBe(false);
  });

  it('runs at start-up through the periodic task, and only on the host that holds it', async () => {
    const { storyId } = await paidButNotFulfilled('startup@example.com');
    // Another host holds the task: this one's start-up run waits its turn.
    expect(
      await claimPeriodicTask(app.db.knex, 'checkout-reconciler', 'other-host', {
        everyMs: 60_000,
        leaseMs: 60_000,
        now: true,
      }),
    ).toBe(true);
    const blocked = startCheckoutReconciler(depsOf(app), { holder: 'this-host', intervalMs: 60_000 });
    await blocked.idle();
    blocked.stop();
    expect(await isPaid(app, storyId)).toBe(false);

    await finishPeriodicTask(app.db.knex, 'checkout-reconciler', 'other-host');
    const reconciler = startCheckoutReconciler(depsOf(app), { holder: 'this-host', intervalMs: 60_000 });
    await reconciler.idle();
    reconciler.stop();
    expect(await isPaid(app, storyId)).toBe(true);
    expect(mailsTo(app, 'startup@example.com')).toHaveLength(1);
  });

  it('claims a periodic task for one holder at a time, and again only when due', async () => {
    const db = app.db.knex;
    const options = { everyMs: 60_000, leaseMs: 60_000 };
    const claims = await Promise.all(
      ['a', 'b', 'c'].map((holder) => claimPeriodicTask(db, 'test-task', holder, { ...options, now: true })),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    const winner = ['a', 'b', 'c'][claims.indexOf(true)];
    await finishPeriodicTask(db, 'test-task', winner);
    // Ran just now: not due for another minute, unless asked at start-up.
    expect(await claimPeriodicTask(db, 'test-task', 'b', options)).toBe(false);
    expect(await claimPeriodicTask(db, 'test-task', 'b', { ...options, now: true })).toBe(true);
    // A holder that died: its lease runs out and the task is free again.
    await db.raw(
      "update periodic_tasks set locked_until = now() - interval '1 second', run_after = now() where name = 'test-task'",
    );
    expect(await claimPeriodicTask(db, 'test-task', 'c', options)).toBe(true);
  });

  it('fulfils a paid session when its form is submitted again', async () => {
    const storyId = await insertStory(app.db.knex);
    const url = await openCheckout(app, storyId);
    const action = formActionOf(await (await fetch(url)).text());
    const sessionId = new URL(url).pathname.split('/').pop()!;
    // The card was accepted, then the process died; the buyer submits the same form again.
    await SandboxCheckoutSession.query(app.db.knex)
      .patch({ status: 'paid', paidAt: new Date(), customerEmail: 'again@example.com' })
      .where({ id: sessionId });
    const response = await submitSandboxForm(app.url, action, { ...GOOD_CARD, email: 'again@example.com' });
    expect(response.status).toBe(303);
    expect(await isPaid(app, storyId)).toBe(true);
    expect(mailsTo(app, 'again@example.com')).toHaveLength(1);
  });
});

describe('the checkout reconciler with Stripe', () => {
  let fake: Awaited<ReturnType<typeof startFakeStripeServer>>;
  let app: TestApp;
  beforeAll(async () => {
    fake = await startFakeStripeServer();
    app = await startTestApp({
      STRIPE_SECRET_KEY: 'sk_test_dreamweaver',
      STRIPE_WEBHOOK_SECRET: 'whsec_test',
      STRIPE_API_BASE: fake.url,
    });
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });

  it('lists the sessions paid since the oldest open checkout and fulfils each once', async () => {
    const paidStory = await insertStory(app.db.knex);
    const paidSession = (await openCheckout(app, paidStory)).split('/').pop()!;
    const unpaidStory = await insertStory(app.db.knex);
    await openCheckout(app, unpaidStory);
    // Paid on Stripe's page; the webhook never came and the buyer never returned.
    fake.completePayment(paidSession, 'stripe-buyer@example.com');

    const before = fake.requests.length;
    expect(await reconcilePaidCheckouts(depsOf(app))).toEqual({ found: 1, fulfilled: 1 });
    const listed = fake.requests.slice(before).filter((r) => r.method === 'GET' && r.path === '/v1/checkout/sessions');
    expect(listed).toHaveLength(1);
    expect(fake.requests.slice(before).filter((r) => r.method === 'POST')).toHaveLength(0);
    expect(await isPaid(app, paidStory)).toBe(true);
    expect(await isPaid(app, unpaidStory)).toBe(false);
    expect((await paymentRows(app.db.knex, paidSession))[0]).toMatchObject({
      status: 'paid',
      customerEmail: 'stripe-buyer@example.com',
    });
    expect(mailsTo(app, 'stripe-buyer@example.com')).toHaveLength(1);

    expect(await reconcilePaidCheckouts(depsOf(app))).toEqual({ found: 0, fulfilled: 0 });
    expect(mailsTo(app, 'stripe-buyer@example.com')).toHaveLength(1);
  });

  it('asks Stripe only for completed sessions created after the oldest open checkout (less a little slack)', async () => {
    const storyId = await insertStory(app.db.knex);
    const sessionId = (await openCheckout(app, storyId)).split('/').pop()!;
    const [row] = await paymentRows(app.db.knex, sessionId);
    const oldest = await Payment.query(app.db.knex)
      .where({ status: 'open' })
      .min('createdAt as at')
      .first()
      .castTo<{ at: Date }>();
    const before = fake.requests.length;
    await reconcilePaidCheckouts(depsOf(app));
    const [list] = fake.requests.slice(before).filter((r) => r.method === 'GET' && r.path === '/v1/checkout/sessions');
    expect(row.status).toBe('open');
    const gt = Number(list.query.get('created[gt]'));
    expect(gt).toBeLessThanOrEqual(new Date(oldest.at).getTime() / 1000);
    expect(gt).toBeGreaterThan(new Date(oldest.at).getTime() / 1000 - 3600);
    expect(list.query.get('status')).toBe('complete');
  });

  it('marks open Stripe checkouts older than a session can live as expired', async () => {
    const storyId = await insertStory(app.db.knex);
    const sessionId = (await openCheckout(app, storyId)).split('/').pop()!;
    await Payment.query(app.db.knex)
      .patch({ createdAt: new Date(Date.now() - 26 * 60 * 60_000) })
      .where({ providerSessionId: sessionId });
    await reconcilePaidCheckouts(depsOf(app));
    expect((await paymentRows(app.db.knex, sessionId))[0].status).toBe('expired');
  });
});

describe('a price change between opening and paying a checkout', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  it('is paid and unlocked at the price the checkout was opened at', async () => {
    const storyId = await insertStory(app.db.knex);
    const { db, settings, mailer, logger } = app.context;
    // Opened while the story cost $3.99 ...
    const { url } = await startCheckout(
      {
        db,
        provider: createPaymentProvider(db, settings),
        mailer,
        logger,
        price: { amountCents: 399, currency: 'usd' },
      },
      {
        storyId,
        successUrl: `${app.url}/story/${storyId}`,
        cancelUrl: `${app.url}/story/${storyId}`,
        ownOrigins: [app.url],
        language: 'en',
      },
    );
    const sessionId = new URL(url).pathname.split('/').pop()!;
    expect((await paymentRows(db, sessionId))[0]).toMatchObject({ checkoutAmountCents: 399, checkoutCurrency: 'usd' });
    // ... paid after the price went up to this server's price, then verified by the return page.
    await SandboxCheckoutSession.query(db)
      .patch({ status: 'paid', paidAt: new Date(), customerEmail: 'early@example.com' })
      .where({ id: sessionId });
    const verified = await app.client().get(`/api/payments/verify-payment/${sessionId}`);
    expect(verified.body).toMatchObject({ success: true, storyId });
    expect(await isPaid(app, storyId)).toBe(true);
    expect((await paymentRows(db, sessionId))[0]).toMatchObject({ status: 'paid', amountCents: 399, currency: 'usd' });
  });

  it('still refuses a session that paid another amount than its checkout was opened at', async () => {
    const storyId = await insertStory(app.db.knex);
    const sessionId = (await openCheckout(app, storyId)).split('/').pop()!;
    await SandboxCheckoutSession.query(app.db.knex)
      .patch({ status: 'paid', amountCents: 1, paidAt: new Date() })
      .where({ id: sessionId });
    const verified = await app.client().get(`/api/payments/verify-payment/${sessionId}`);
    expect(verified.body).toMatchObject({ success: false });
    expect(await isPaid(app, storyId)).toBe(false);
  });
});
