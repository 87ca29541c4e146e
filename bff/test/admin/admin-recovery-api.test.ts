import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Payment, Story } from '../../src/models/index.ts';
import { SandboxCheckoutSession } from '../../src/models/sandbox-checkout-session.ts';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.ts';
import { formActionOf, insertStory, submitSandboxForm } from '../payments/payment-test-support.ts';
import { ADMIN_PASSWORD, createAccount, signedIn } from './admin-fixtures.ts';
import { STORY_PRICE_CENTS, STORY_PRICE_CURRENCY } from '@dreamweaver/contracts';

// Issue 12, item 5: a paid story that fails is retried, then flagged; the admin retries stories
// and confirms refunds (sandbox provider here; Stripe's refund API in stripe-checkout.test.ts).

let app: TestApp;
let admin: TestClient;
let parent: TestClient;
beforeAll(async () => {
  app = await startTestApp();
  await createAccount(app, 'admin', ADMIN_PASSWORD);
  await createAccount(app, 'plain-parent');
  admin = await signedIn(app, 'admin', ADMIN_PASSWORD);
  parent = await signedIn(app, 'plain-parent');
});
afterAll(() => app?.close());

async function failedStory({ rescues = 0 } = {}) {
  const id = await insertStory(app.db.knex);
  await Story.query(app.db.knex)
    .patch({ generationStatus: 'failed', failureReason: 'picture 2: provider answered 500' })
    .where({ id });
  await app.db
    .knex('generation_jobs')
    .insert({ storyId: id, state: 'failed', rescues, lastError: 'picture 2: provider answered 500' });
  return id;
}

/** Buys the story in the sandbox checkout: opened while the preview was ready, paid now. */
async function openCheckout(storyId: string) {
  const checkout = await app.client().post('/api/payments/create-checkout-session', {
    storyId,
    successUrl: `${app.url}/story/${storyId}`,
    cancelUrl: `${app.url}/story/${storyId}`,
  });
  expect(checkout.status).toBe(200);
  return {
    sessionId: new URL(checkout.body.url).pathname.split('/').pop()!,
    pay: async () => {
      const page = await app.client().get(new URL(checkout.body.url).pathname + new URL(checkout.body.url).search);
      const paid = await submitSandboxForm(app.url, formActionOf(page.text), {
        email: '',
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/40',
        cvc: '123',
      });
      expect(paid.status).toBe(303);
    },
  };
}

describe('the admin recovery routes', () => {
  const calls = (storyId: string): [string, (b: TestClient) => ReturnType<TestClient['post']>][] => [
    ['POST /api/admin/stories/:storyId/retry', (b) => b.post(`/api/admin/stories/${storyId}/retry`, {})],
    ['POST /API/Admin/Stories/:storyId/RETRY', (b) => b.post(`/API/Admin/Stories/${storyId}/RETRY`, {})],
    ['POST /api/admin/stories/:storyId/refund', (b) => b.post(`/api/admin/stories/${storyId}/refund`, {})],
    ['POST /api/ADMIN/stories/:storyId/Refund', (b) => b.post(`/api/ADMIN/stories/${storyId}/Refund`, {})],
  ];

  it('answer 401 signed out and 403 for a parent, in any spelling, and change nothing', async () => {
    const id = await failedStory();
    for (const [name, call] of calls(id)) {
      // The right spelling is guarded; any other spelling is no route at all (404).
      const rightSpelling = name.includes('/api/admin/');
      expect((await call(app.client())).status, name).toBe(rightSpelling ? 401 : 404);
      expect((await call(parent)).status, name).toBe(rightSpelling ? 403 : 404);
    }
    expect((await Story.query(app.db.knex).findById(id))!.generationStatus).toBe('failed');
  });

  it('lists failed stories, and queues a failed story again with a fresh deadline', async () => {
    const id = await failedStory();
    const done = await insertStory(app.db.knex);
    const failedOnly = await admin.get('/api/admin/stories?failed=true');
    expect(failedOnly.status).toBe(200);
    expect(failedOnly.body.map((s: { id: string }) => s.id)).toContain(id);
    expect(failedOnly.body.map((s: { id: string }) => s.id)).not.toContain(done);
    expect(failedOnly.body.every((s: { generationStatus: string }) => s.generationStatus === 'failed')).toBe(true);
    expect((await admin.get('/api/admin/stories?failed=maybe')).status).toBe(400);

    const retried = await admin.post(`/api/admin/stories/${id}/retry`, {});
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ id, generationStatus: 'generating_images' });
    const story = (await Story.query(app.db.knex).findById(id))!;
    expect(story.failureReason).toBeNull();
    const job = await app.db.knex('generation_jobs').where({ storyId: id }).first();
    expect(job).toMatchObject({ state: 'queued', phase: 'story', attempts: 0 });
    expect(new Date(job.deadlineAt).getTime()).toBeGreaterThan(Date.now());

    const again = await admin.post(`/api/admin/stories/${id}/retry`, {});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      `Only a story whose generation failed can be retried; "${id}" is generating_images.`,
    );
    expect((await admin.post('/api/admin/stories/no-such-story/retry', {})).status).toBe(404);
  });

  it('shows the scenes of a completed story that still lack narration', async () => {
    const id = await insertStory(app.db.knex, { sceneCount: 3 });
    await app.db
      .knex('scenes')
      .where({ storyId: id, sceneNumber: 2 })
      .update({ audioKey: `${id}/scene-2-narration.wav` });
    const listed = (await admin.get('/api/admin/stories')).body.find((s: { id: string }) => s.id === id);
    expect(listed).toMatchObject({ generationStatus: 'completed', scenesWithoutAudio: [1, 3], refundStatus: null });
  });
});

describe('a payment for a story that failed', () => {
  it('retries the story automatically', async () => {
    const id = await insertStory(app.db.knex);
    const checkout = await openCheckout(id);
    await Story.query(app.db.knex)
      .patch({ generationStatus: 'failed', failureReason: 'text: provider answered 500' })
      .where({ id });
    await checkout.pay();
    const story = (await Story.query(app.db.knex).findById(id))!;
    expect(story).toMatchObject({ isPaid: true, generationStatus: 'generating_images', failureReason: null });
    expect(await app.db.knex('generation_jobs').where({ storyId: id }).first()).toMatchObject({
      state: 'queued',
      rescues: 1,
    });
    expect((await Payment.query(app.db.knex).where({ storyId: id }))[0].refundStatus).toBeNull();
  });

  it('is flagged for a refund once the retry is used up, and the admin refunds it through the sandbox', async () => {
    const id = await insertStory(app.db.knex);
    const checkout = await openCheckout(id);
    await Story.query(app.db.knex)
      .patch({ generationStatus: 'failed', failureReason: 'text: provider answered 500' })
      .where({ id });
    await app.db.knex('generation_jobs').insert({ storyId: id, state: 'failed', rescues: 1 });
    expect((await admin.post(`/api/admin/stories/${id}/refund`, {})).status).toBe(409);
    await checkout.pay();

    expect((await Story.query(app.db.knex).findById(id))!).toMatchObject({ isPaid: true, generationStatus: 'failed' });
    const flagged = (await admin.get('/api/admin/stories?failed=true')).body.find((s: { id: string }) => s.id === id);
    expect(flagged).toMatchObject({ isPaid: true, refundStatus: 'needed' });

    const refund = await admin.post(`/api/admin/stories/${id}/refund`, {}, { 'accept-language': 'de' });
    expect(refund.status).toBe(200);
    expect(refund.body).toEqual({
      storyId: id,
      refunds: [
        {
          paymentId: expect.any(Number),
          provider: 'sandbox',
          refundId: `re_sandbox_${checkout.sessionId.replace('cs_sandbox_', '')}`,
          amountCents: STORY_PRICE_CENTS,
          currency: STORY_PRICE_CURRENCY,
        },
      ],
    });
    expect((await SandboxCheckoutSession.query(app.db.knex).findById(checkout.sessionId))!.status).toBe('refunded');
    expect((await Payment.query(app.db.knex).where({ storyId: id }))[0]).toMatchObject({
      status: 'paid',
      refundStatus: 'refunded',
    });
    expect((await admin.get('/api/admin/stories')).body.find((s: { id: string }) => s.id === id).refundStatus).toBe(
      'refunded',
    );

    const twice = await admin.post(`/api/admin/stories/${id}/refund`, {}, { 'accept-language': 'de' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(`Keine Zahlung von "${id}" wartet auf eine Erstattung.`);
  });
});
