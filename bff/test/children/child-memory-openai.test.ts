import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAiEngine } from '../../src/generation/openai/openai-engine.ts';
import { runStoryPipeline } from '../../src/generation/pipeline.ts';
import { createLogger } from '../../src/logger.ts';
import { mediaStoreFor } from '../../src/services/media-store.ts';
import { createAccount, signedIn } from '../admin/admin-fixtures.ts';
import { defaultDraft, startFakeOpenAiServer, type FakeOpenAiServer } from '../generation/fake-openai-server.ts';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.ts';

// A series told by the OpenAI engine (a fake server): episode 3's prompt holds the profile's story
// bible and the two earlier episodes in one line each, with the placeholder where the child's name
// was; no request of any episode holds the name, not even where the bible itself says it.

let app: TestApp;
let parent: TestClient;
let fake: FakeOpenAiServer;

beforeAll(async () => {
  fake = await startFakeOpenAiServer();
  app = await startTestApp();
  await createAccount(app, 'memory-parent');
  parent = await signedIn(app, 'memory-parent');
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

const summaries = [
  "{{HERO}} found the moon's lost button by the pond. Then everyone slept.",
  '{{HERO}} taught a sleepy owl to hum a lullaby.',
  '{{HERO}} counted the stars with Pepper.',
];

async function episode(childId: string, name: string, summary: string) {
  fake.setDraft({ ...defaultDraft, title: `{{HERO}} and ${summary.slice(9, 25)}`, summary });
  const made = await parent.post('/api/stories', {
    audience: 'child',
    storyType: 'classic',
    language: 'en',
    childId,
    series: true,
    recipientDetails: { name, age: 5, personalization: `${name} has a dog called Pepper.` },
  });
  expect(made.status).toBe(201);
  const server = { baseURL: fake.baseURL, apiKey: 'k' };
  await runStoryPipeline(made.body.id, {
    db: app.db.knex,
    engine: createOpenAiEngine({
      text: { ...server, model: 'test-text', moderation: false },
      image: { ...server, model: 'gpt-image-1', size: '1024x1024' },
      speech: { ...server, model: 'test-tts', voice: 'nova' },
    }),
    media: mediaStoreFor(app.db.dataDir),
    logger: createLogger('silent'),
    concurrency: 1,
    retry: { attempts: 1, baseDelayMs: 1 },
  });
  return (await parent.get(`/api/stories/${made.body.id}`)).body;
}

describe("the OpenAI engine is told the profile's bible and earlier episodes, never a name", () => {
  it('in episode 3, with the placeholder where the bible and the summaries named the child', async () => {
    const { body: profile } = await parent.post('/api/children', {
      name: 'Ida',
      age: 5,
      bible: ['Ida is afraid of thunder, but less now', 'Pepper is our dog', "Ida's teddy sleeps on the left"],
    });
    const first = await episode(profile.id, 'Ida', summaries[0]);
    expect(first.summary).toBe(summaries[0].replace('{{HERO}}', 'Ida'));
    await episode(profile.id, 'Ida', summaries[1]);
    fake.reset();
    // Tonight the parent typed a pet name: the profile's name in the bible is still hidden.
    const third = await episode(profile.id, 'Mausi', summaries[2]);
    expect(third.series.episode).toBe(3);

    const [prompt] = fake.requestsTo('chat').map((request) => request.body);
    expect(prompt).toContain('{{HERO}} is afraid of thunder, but less now');
    // The facts the storyteller read are in the plan: Pepper the dog, the teddy (the request is JSON).
    expect(prompt).toContain('Companion: \\"Pepper\\", a dog');
    expect(prompt).toContain('toy: \\"teddy\\"');
    expect(prompt).toContain("1. {{HERO}} found the moon's lost button by the pond.");
    expect(prompt).toContain('2. {{HERO}} taught a sleepy owl to hum a lullaby.');
    expect(prompt).not.toContain('Then everyone slept');
    expect(fake.requests.length).toBeGreaterThan(5);
    for (const request of fake.requests) expect(request.body).not.toMatch(/\bida|mausi/i);
  });

  it('keeps the bible out of a story that is not made from a profile, and tells a one-off story no episodes', async () => {
    const { body: profile } = await parent.post('/api/children', { name: 'Ole', bible: ['Ole loves boats'] });
    fake.reset();
    const made = await parent.post('/api/stories', {
      audience: 'child',
      storyType: 'classic',
      language: 'en',
      childId: profile.id,
      recipientDetails: { name: 'Ole' },
    });
    const row = await app.db.knex('stories').where({ id: made.body.id }).first();
    const variety = typeof row.variety === 'string' ? JSON.parse(row.variety) : row.variety;
    expect(variety.bible).toEqual(['Ole loves boats']);
    expect(variety.earlierEpisodes).toBeUndefined();
    const typedIn = await parent.post('/api/stories', {
      audience: 'child',
      storyType: 'classic',
      language: 'en',
      recipientDetails: { name: 'Ole' },
    });
    const other = await app.db.knex('stories').where({ id: typedIn.body.id }).first();
    expect(JSON.stringify(other.variety)).not.toContain('bible');
  });
});
