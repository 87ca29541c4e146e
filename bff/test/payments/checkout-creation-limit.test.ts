import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxCheckoutSession } from '../../src/models/sandbox-checkout-session.ts';
import { CHECKOUTS_PER_ADDRESS, CHECKOUTS_PER_STORY } from '../../src/services/checkout-limit.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { startFakeStripeServer } from './fake-stripe-server.ts';
import { insertStory } from './payment-test-support.ts';

// Attack: open checkouts in a loop. Nothing limited it (100 sessions in 9.5 s, each a live
// Stripe API call in Stripe mode), and a new query on successUrl made a new idempotency key, so
// every request became a new session.
//
//   for i in $(seq 100); do curl -s -o /dev/null -w '%{http_code}\n' -X POST localhost:3000/api/payments/create-checkout-session \
//     -H 'content-type: application/json' \
//     -d '{"storyId":"<id>","successUrl":"http://localhost:3000/story/<id>?v='$i'","cancelUrl":"http://localhost:3000/story/<id>"}'; done | sort | uniq -c
//   # was: 100 x 200 and 100 sessions; now: 10 x 200 (one session), then 429 with Retry-After

const checkoutOf = (app: TestApp, storyId: string, query = '', headers: Record<string, string> = {}) =>
  app
    .client()
    .post(
      '/api/payments/create-checkout-session',
      { storyId, successUrl: `${app.url}/story/${storyId}${query}`, cancelUrl: `${app.url}/story/${storyId}${query}` },
      headers,
    );

describe('checkout creation in sandbox mode', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  it('gives one session for every query variation, then refuses the story past its limit', async () => {
    const storyId = await insertStory(app.db.knex);
    const answers = [];
    for (let i = 0; i < CHECKOUTS_PER_STORY; i++)
      answers.push(await checkoutOf(app, storyId, `?v=${i}&utm=${'x'.repeat(i)}#f${i}`));
    expect(answers.map((a) => a.status)).toEqual(Array(CHECKOUTS_PER_STORY).fill(200));
    expect(new Set(answers.map((a) => a.body.url)).size).toBe(1);
    const sessions = await SandboxCheckoutSession.query(app.db.knex).where({ storyId });
    expect(sessions).toHaveLength(1);
    expect(sessions[0].successUrl).toBe(`${app.url}/story/${storyId}?session_id={CHECKOUT_SESSION_ID}`);
    expect(sessions[0].cancelUrl).toBe(`${app.url}/story/${storyId}`);

    const refused = await checkoutOf(app, storyId);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Many checkouts were started in a short time. Please try again in 60 minutes.');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    const german = await checkoutOf(app, storyId, '', { 'accept-language': 'de' });
    expect(german.body.message).toBe(
      'In kurzer Zeit wurden viele Bezahlvorgänge gestartet. Bitte versuche es in 60 Minuten erneut.',
    );
  });

  it('limits one client over all stories', async () => {
    // The first test's story used 10 of this address's (127.0.0.1) checkouts already (its refusals were not counted).
    const stories = await Promise.all([1, 2].map(() => insertStory(app.db.knex)));
    const statuses = [];
    for (let i = 0; i < CHECKOUTS_PER_ADDRESS - CHECKOUTS_PER_STORY; i++)
      statuses.push((await checkoutOf(app, stories[i % 2])).status);
    expect(statuses).toEqual(Array(CHECKOUTS_PER_ADDRESS - CHECKOUTS_PER_STORY).fill(200));
    const fresh = await insertStory(app.db.knex);
    expect((await checkoutOf(app, fresh)).status).toBe(429);
  });
});

describe('checkout creation with Stripe', () => {
  let fake: Awaited<ReturnType<typeof startFakeStripeServer>>;
  let app: TestApp;
  beforeAll(async () => {
    fake = await startFakeStripeServer();
    app = await startTestApp({
      STRIPE_SECRET_KEY: 'sk_test_dreamweaver',
      STRIPE_WEBHOOK_SECRET: 'whsec_test_limit',
      STRIPE_API_BASE: fake.url,
    });
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });

  it('asks Stripe with one idempotency key whatever the query, and stops asking past the limit', async () => {
    const storyId = await insertStory(app.db.knex);
    const created = () => fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');
    const answers = [];
    for (let i = 0; i < CHECKOUTS_PER_STORY + 5; i++) answers.push(await checkoutOf(app, storyId, `?v=${i}`));
    expect(answers.map((a) => a.status)).toEqual([...Array(CHECKOUTS_PER_STORY).fill(200), ...Array(5).fill(429)]);
    expect(new Set(answers.filter((a) => a.status === 200).map((a) => a.body.url)).size).toBe(1);
    expect(created()).toHaveLength(CHECKOUTS_PER_STORY);
    expect(new Set(created().map((r) => r.headers['idempotency-key'])).size).toBe(1);
    expect(new Set(created().map((r) => r.form.get('success_url'))).size).toBe(1);
  });
});
