import fs from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { storyPrivacyJsonSchema, type StoryPrivacyJson } from '@dreamweaver/contracts';
import { createOpenAiEngine } from '../../src/generation/openai/openai-engine.ts';
import { receiptRecorder } from '../../src/generation/receipt-recorder.ts';
import { startGenerationWorker, type GenerationWorker } from '../../src/generation/worker.ts';
import { createLogger } from '../../src/logger.ts';
import { mediaStoreFor } from '../../src/services/media-store.ts';
import { loadSettings } from '../../src/settings.ts';
import { ADMIN_PASSWORD, createAccount, createStory, signedIn } from '../admin/admin-fixtures.ts';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../generation/fake-openai-server.ts';
import { formFields } from '../generation/fake-openai-uploads.ts';
import { emptyPlanReading } from '../generation/plan-fixtures.ts';
import { startOfflineWorker, stopOfflineWorker, waitForStoryStatus } from '../support/offline-worker.ts';
import { quickStoryRequest } from '../support/story-requests.ts';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.ts';

// A story's privacy receipt (GET /api/stories/:id/privacy, docs/security.md#the-privacy-receipt):
// what was sent for a story, and to whom, is what the pipeline recorded as each request went out.
// Checked against the fake AI server's own log of every raw body it received: the same services,
// as many requests, the same texts; and never a child's name, the hero's or a sister's. A story the
// offline engine made says that nothing left the server. Only its creator reads it: 404 for anyone
// else, the admin included, as for an id that is no story.

const HERO = 'Zephyrine';
const SISTER = 'Ottoline';
const NAMES = /zephyr|ottolin/i;
const STORY_WAIT_MS = 120_000;
const logger = createLogger('silent');
const SERVICES = ['plan', 'moderation', 'text', 'picture', 'speech'];
const goodnightMp3 = fs.readFileSync(new URL('../generation/fixtures/goodnight.mp3', import.meta.url));

let app: TestApp;
let fake: FakeOpenAiServer;
let parent: TestClient;
let otherParent: TestClient;
let admin: TestClient;
let parentId: number;
let worker: GenerationWorker | undefined;
let remoteEnv: Record<string, string>;

beforeAll(async () => {
  // Whole narration, so no scene's narration is tried again in the background after the story is done.
  fake = await startFakeOpenAiServer({ speechAudio: goodnightMp3 });
  remoteEnv = {
    OPENAI_BASE_URL: fake.baseURL,
    OPENAI_API_KEY: 'sk-test-receipt',
    OPENAI_MODERATION: 'on',
    OPENAI_TEXT_FORMAT: 'json_schema',
  };
  // The plan screen's reading by the text model is on; the stories are made by the worker each test starts.
  app = await startTestApp(remoteEnv);
  await createAccount(app, 'admin', ADMIN_PASSWORD);
  parentId = (await createAccount(app, 'receipt-parent')).id;
  await createAccount(app, 'other-parent');
  parent = await signedIn(app, 'receipt-parent');
  otherParent = await signedIn(app, 'other-parent');
  admin = await signedIn(app, 'admin', ADMIN_PASSWORD);
}, 60_000);
afterAll(async () => {
  await stopOfflineWorker(worker);
  await app?.close();
  await fake?.close();
});
beforeEach(async () => {
  fake.reset();
  await app.db.knex('rate_limits').where('key', 'like', 'stories:%').delete();
});

const order = () =>
  quickStoryRequest(
    {
      storyType: 'custom',
      storyGoal: `${HERO} is brave at night`,
      siblings: [{ name: SISTER, age: '8' }],
    },
    {
      name: HERO,
      personalization: `${HERO} and her big sister ${SISTER} love the moon. ${HERO}'s owl is called Hoot.`,
      favoriteAnimal: `${SISTER}'s owl`,
    },
  );

async function receipt(client: TestClient, id: string): Promise<StoryPrivacyJson> {
  const answer = await client.get(`/api/stories/${id}/privacy`);
  expect(answer.status, answer.text).toBe(200);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  return storyPrivacyJsonSchema.parse(answer.body);
}

/** What the fake server was sent, by the receipt's service, as the receipt's texts. */
function loggedRequests(): { service: string; texts: string[] }[] {
  return fake.requests.map((request) => {
    const { path, body } = request;
    // A scene drawn from the story's reference sheet is a multipart upload (images.edit).
    if (path === '/v1/images/edits') return { service: 'picture', texts: [formFields(request).prompt] };
    const sent = JSON.parse(body);
    if (path === '/v1/moderations') return { service: 'moderation', texts: sent.input };
    if (path === '/v1/images/generations') return { service: 'picture', texts: [sent.prompt] };
    if (path === '/v1/audio/speech')
      return { service: 'speech', texts: [sent.input, ...(sent.instructions ? [sent.instructions] : [])] };
    const plan = sent.response_format?.json_schema?.name === 'story_plan';
    return {
      service: plan ? 'plan' : 'text',
      texts: sent.messages.map((message: { content: string }) => message.content),
    };
  });
}

/** A story's requests as the receipt has them, in the same shape, sorted the same way. */
const receiptRequests = (kept: StoryPrivacyJson) =>
  kept.requests.map((request) => ({ service: request.service, texts: request.parts.map((part) => part.text) }));

const sorted = (requests: { service: string; texts: string[] }[]) =>
  requests.map((request) => JSON.stringify(request)).sort();

describe('the receipt of a story made with an AI service', { timeout: 300_000 }, () => {
  it('holds every request the AI server received, with the same texts, and no child name', async () => {
    const settings = loadSettings({ DATA_DIR: app.db.dataDir, ...remoteEnv });
    const media = mediaStoreFor(app.db.dataDir);
    worker = startGenerationWorker({ db: app.db.knex, settings, logger, media, pollIntervalMs: 50 });
    // The plan screen: the text model reads the order (its first answer does not fit, so it is asked to repair it).
    fake.setPlanAnswers(['{"hero": "not a plan"}', emptyPlanReading]);
    const planned = await parent.post('/api/stories/plan', order());
    expect(planned.status, planned.text).toBe(200);
    expect(fake.requestsTo('chat')).toHaveLength(2);
    // The reading is the signed-in parent's: it goes with their account (delete-account.test.ts).
    expect(await app.db.knex('plan_reading_requests').distinct('user_id').pluck('user_id')).toEqual([parentId]);
    const created = await parent.post('/api/stories', { ...order(), plan: planned.body.plan });
    expect(created.status, created.text).toBe(201);
    const id: string = created.body.id;
    await waitForStoryStatus(parent, id, ['completed'], STORY_WAIT_MS);
    await worker.stop();
    worker = undefined;

    const kept = await receipt(parent, id);
    expect(sorted(receiptRequests(kept))).toEqual(sorted(loggedRequests()));
    const scenes = (await app.db.knex('scenes').where({ storyId: id })).length;
    const count = (service: string) => kept.requests.filter((request) => request.service === service).length;
    expect(Object.fromEntries(SERVICES.map((service) => [service, count(service)]))).toEqual({
      plan: 2,
      moderation: 1,
      text: 1,
      // Each scene's picture, and the story's reference sheet drawn first (generation/hero-sheet.ts).
      picture: scenes + 1,
      speech: scenes,
    });
    const models: Record<string, string> = {
      plan: settings.OPENAI_TEXT_MODEL,
      moderation: 'omni-moderation-latest',
      text: settings.OPENAI_TEXT_MODEL,
      picture: settings.OPENAI_IMAGE_MODEL,
      speech: settings.OPENAI_TTS_MODEL,
    };
    const server = new URL(fake.baseURL).host;
    expect(kept.services).toEqual(
      SERVICES.map((service) => ({ service, engine: 'ai', server, model: models[service], count: count(service) })),
    );
    expect(kept).toMatchObject({ recorded: true, making: false, leftTheServer: true, moderated: true, media: 'disk' });
    // The model's own first answer went back to it with what did not fit.
    expect(kept.requests.filter((r) => r.service === 'plan')[1].parts.map((p) => p.part)).toEqual([
      'instructions',
      'request',
      'earlier-answer',
      'request',
    ]);
    const pictured = kept.requests.filter((r) => r.service === 'picture').map((r) => r.sceneNumber);
    expect(pictured.sort()).toEqual([...Array.from({ length: scenes }, (_, i) => i + 1), null]);
    expect(fake.requestsTo('edits')).toHaveLength(scenes);
    // The stand-ins, and never a name, though the story itself has them (the receipt had something to hide).
    expect(kept.placeholders).toEqual(['{{HERO}}', '{{CHILD2}}']);
    expect(JSON.stringify(kept)).not.toMatch(NAMES);
    expect(JSON.stringify(await app.db.knex('scenes').where({ storyId: id }).select('text'))).toContain(HERO);
  });
});

describe('the receipt of a story made offline', { timeout: 300_000 }, () => {
  it('says the offline engine made every part and nothing left the server; who can read it is read live', async () => {
    worker = startOfflineWorker(app);
    // Another order than the one the text model read above: that reading is not this story's.
    const created = await parent.post('/api/stories', { ...order(), storyGoal: 'sleeping well' });
    expect(created.status, created.text).toBe(201);
    const id: string = created.body.id;
    await waitForStoryStatus(parent, id, ['completed'], STORY_WAIT_MS);
    await stopOfflineWorker(worker);
    worker = undefined;

    const kept = await receipt(parent, id);
    const scenes = (await app.db.knex('scenes').where({ storyId: id })).length;
    expect(kept).toEqual({
      storyId: id,
      recorded: true,
      making: false,
      leftTheServer: false,
      moderated: false,
      placeholders: [],
      services: [
        { service: 'text', engine: 'offline', server: null, model: null, count: 1 },
        { service: 'picture', engine: 'offline', server: null, model: null, count: scenes },
        { service: 'speech', engine: 'offline', server: null, model: null, count: scenes },
      ],
      requests: [],
      media: 'disk',
      readers: { wholeStory: false, gallery: false },
    });
    expect(fake.requests).toEqual([]);

    // Shown in the gallery, then hidden by the admin: the receipt says so at once.
    expect((await parent.put(`/api/stories/${id}/sharing`, { shared: true })).status).toBe(200);
    expect((await receipt(parent, id)).readers.gallery).toBe(true);
    await app.db.knex('stories').where({ id }).update({ galleryHidden: true, isPaid: true });
    expect((await receipt(parent, id)).readers).toEqual({ wholeStory: true, gallery: false });
  });
});

describe('who reads the receipt', () => {
  it('its creator only: 404 for another account, the admin, a stranger and an id that is no story', async () => {
    const owned = await createStory(app, { title: 'A story', userId: parentId });
    // Made before receipts were kept: nothing is known of what was sent.
    expect(await receipt(parent, owned.id)).toMatchObject({ recorded: false, leftTheServer: false, requests: [] });
    for (const stranger of [otherParent, admin, app.client()]) {
      const answer = await stranger.get(`/api/stories/${owned.id}/privacy`);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: expect.any(String) });
    }
    for (const missing of ['AAAAAAAAAAAAAAAAAAAAAA', 'not-an-id', `${owned.id}x`]) {
      expect((await parent.get(`/api/stories/${missing}/privacy`)).status).toBe(404);
    }
  });

  it('a story made signed out: the browser session that made it, nobody else', async () => {
    const browser = app.client();
    const created = await browser.post('/api/stories', quickStoryRequest());
    expect(created.status).toBe(201);
    expect((await browser.get(`/api/stories/${created.body.id}/privacy`)).status).toBe(200);
    for (const stranger of [app.client(), parent, admin])
      expect((await stranger.get(`/api/stories/${created.body.id}/privacy`)).status).toBe(404);
    await app.db.knex('generation_jobs').where({ storyId: created.body.id }).delete();
  });
});

describe('writing the receipt down', () => {
  it('a request whose entry cannot be written is not sent', async () => {
    const engine = createOpenAiEngine({ image: { baseURL: fake.baseURL, model: 'gpt-image-1', size: '1024x1024' } });
    const story = {
      title: 't',
      summary: 's',
      characterDescription: 'a child',
      scenes: [{ text: 'x', imagePrompt: 'a meadow' }],
    };
    const failing = async () => {
      throw new Error('the database is gone');
    };
    await expect(
      engine.illustrateScene({ brief: quickStoryRequest() as never, story, sceneNumber: 1 }, { record: failing }),
    ).rejects.toThrow('the database is gone');
    expect(fake.requests).toEqual([]);
  });

  it('keeps a text as sent, but for what jsonb cannot hold (NUL, a lone surrogate)', async () => {
    const id = (await createStory(app, { title: 'Kept', userId: parentId })).id;
    await receiptRecorder(
      app.db.knex,
      id,
    )({
      engine: 'ai',
      service: 'plan',
      server: 'ai.example',
      model: 'm',
      parts: [{ part: 'earlier-answer', text: 'a\u0000b\ud800c {{HERO}}' }],
    });
    const kept = await receipt(parent, id);
    expect(kept.requests[0].parts).toEqual([{ part: 'earlier-answer', text: 'a\uFFFDb\uFFFDc {{HERO}}' }]);
    expect(kept).toMatchObject({ recorded: true, leftTheServer: true, moderated: false, placeholders: ['{{HERO}}'] });
  });
});
