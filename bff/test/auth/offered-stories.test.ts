import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenerationWorker } from '../../src/generation/worker.ts';
import { startOfflineWorker, stopOfflineWorker, waitForStoryStatus } from '../support/offline-worker.ts';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.ts';
import { quickStoryRequest } from '../support/story-requests.ts';
import { formActionOf, insertStory } from '../payments/payment-test-support.ts';
import { Story } from '../../src/models/index.ts';

// Item 11 of issue 27: a story bought while signed out is offered to the account at sign-in.

let app: TestApp;
let worker: GenerationWorker;

beforeAll(async () => {
  app = await startTestApp();
  worker = startOfflineWorker(app);
});

afterAll(async () => {
  await stopOfflineWorker(worker);
  await app.close();
});

async function makeStory(browser: TestClient, name: string): Promise<string> {
  const created = await browser.post('/api/stories', quickStoryRequest({}, { name }));
  expect(created.status).toBe(201);
  await waitForStoryStatus(browser, created.body.id, ['preview_ready', 'creating_narration', 'completed']);
  return created.body.id;
}

/** Buys the story with the sandbox's test card, in this browser (its cookies go along, as a browser's would). */
async function buy(browser: TestClient, storyId: string) {
  const opened = await browser.post('/api/payments/create-checkout-session', {
    storyId,
    successUrl: `${app.url}/story/${storyId}`,
    cancelUrl: `${app.url}/story/${storyId}`,
  });
  expect(opened.status).toBe(200);
  const url = new URL(opened.body.url);
  const page = await browser.get(url.pathname);
  const paid = await browser.request('POST', formActionOf(page.text), {
    body: new URLSearchParams({
      cardNumber: '4242 4242 4242 4242',
      expiry: '12 / 34',
      cvc: '123',
      email: '',
    }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: app.url, 'sec-fetch-site': 'same-origin' },
  });
  expect(paid.status).toBe(303);
  const verified = await browser.get(`/api/payments/verify-payment/${url.pathname.split('/').pop()}`);
  expect(verified.body.success).toBe(true);
}

describe('stories made and bought while signed out', () => {
  it('are offered to the account at registration, and once accepted are in My Stories, still paid', async () => {
    const browser = app.client();
    const bought = await makeStory(browser, 'Mia');
    await buy(browser, bought);
    // Made here too, not bought (still being made is fine: it is the session's).
    const unpaid = (await browser.post('/api/stories', quickStoryRequest({}, { name: 'Noah' }))).body.id as string;
    // Another browser's story, and a story that already belongs to an account: never offered, never moved.
    const elsewhere = await insertStory(app.db.knex);
    const someoneElse = app.client();
    const owner = await someoneElse.post('/api/auth/register', { username: 'ella_dad', password: 'secret1' });
    const owned = await insertStory(app.db.knex);
    await Story.query(app.db.knex).findById(owned).patch({ userId: owner.body.id });

    const registered = await browser.post('/api/auth/register', { username: 'mia_mum', password: 'secret1' });
    expect(registered.status).toBe(201);
    const offered = await browser.get('/api/stories/offered');
    expect(offered.status).toBe(200);
    expect(offered.headers.get('cache-control')).toBe('no-store');
    expect(offered.body.map((story: { id: string; isPaid: boolean }) => [story.id, story.isPaid])).toEqual([
      [unpaid, false],
      [bought, true],
    ]);
    expect((await browser.get('/api/stories/user')).body).toEqual([]);

    const accepted = await browser.post('/api/stories/offered/accept', { storyIds: [bought, elsewhere, owned] });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ accepted: 1 });
    const mine = (await browser.get('/api/stories/user')).body as { id: string; isPaid: boolean }[];
    expect(mine.map((story) => [story.id, story.isPaid])).toEqual([[bought, true]]);
    // Still paid for every reader, and the other stories stayed where they were.
    expect((await app.client().get(`/api/stories/${bought}`)).body.isPaid).toBe(true);
    expect((await Story.query(app.db.knex).findById(elsewhere))?.userId).toBeNull();
    expect((await Story.query(app.db.knex).findById(owned))?.userId).toBe(owner.body.id);
    expect((await Story.query(app.db.knex).findById(unpaid))?.userId).toBeNull();
    // Asked once: nothing is offered again.
    expect((await browser.get('/api/stories/offered')).body).toEqual([]);
  }, 120_000);

  it('can be declined, and are offered only to a signed-in browser', async () => {
    const browser = app.client();
    const made = (await browser.post('/api/stories', quickStoryRequest({}, { name: 'Leo' }))).body.id as string;
    expect((await browser.get('/api/stories/offered')).status).toBe(401);
    expect((await browser.post('/api/stories/offered/accept', { storyIds: [made] })).status).toBe(401);
    await browser.post('/api/auth/register', { username: 'leo_mum', password: 'secret1' });
    const bad = await browser.post('/api/stories/offered/accept', { storyIds: 'all' }, { 'accept-language': 'de' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Wähle die Geschichten aus, die zu deinem Konto hinzukommen sollen.');
    expect((await browser.get('/api/stories/offered')).body.map((story: { id: string }) => story.id)).toEqual([made]);
    expect((await browser.post('/api/stories/offered/decline')).status).toBe(204);
    expect((await browser.get('/api/stories/offered')).body).toEqual([]);
    expect((await Story.query(app.db.knex).findById(made))?.userId).toBeNull();
  });

  it('are given once when the accept arrives many times at once (a double tap, two tabs)', async () => {
    const browser = app.client();
    const made = (await browser.post('/api/stories', quickStoryRequest({}, { name: 'Ida' }))).body.id as string;
    await browser.post('/api/auth/register', { username: 'ida_mum', password: 'secret1' });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => browser.post('/api/stories/offered/accept', { storyIds: [made] })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(answers.reduce((sum, answer) => sum + answer.body.accepted, 0)).toBe(1);
    const mine = (await browser.get('/api/stories/user')).body as { id: string }[];
    expect(mine.map((story) => story.id)).toEqual([made]);
  });
});
