import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiBudgetSchema, storyProgressSchema } from '@dreamweaver/contracts';
import { ADMIN_PASSWORD, createAccount, createStory, signedIn } from '../admin/admin-fixtures.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// What the AI services cost, as the operator and the admin see it over HTTP: the /metrics counters
// and gauges, the admin's GET /api/admin/ai-budget (the dashboard's notice), and a waiting story's
// progress, which tells the parent it waits.

const TOKEN = 'metrics-token-for-the-cost-test';
let app: TestApp;
let storyId: string;

beforeAll(async () => {
  app = await startTestApp({ METRICS_TOKEN: TOKEN, AI_DAILY_BUDGET_USD: '0.10' });
  await createAccount(app, 'admin', ADMIN_PASSWORD);
  await createAccount(app, 'cost-parent');
  storyId = (await createStory(app, { title: 'The Waiting Moon' })).id;
  await app.db.knex('ai_usage').insert([
    {
      storyId,
      service: 'text',
      server: 'api.openai.com',
      model: 'gpt-4.1-mini',
      inputTokens: 1500,
      outputTokens: 1000,
    },
    {
      storyId,
      service: 'picture',
      server: 'api.openai.com',
      model: 'gpt-image-1',
      pictures: 1,
      size: '1024x1024',
      quality: 'high',
    },
    { storyId, service: 'speech', server: 'api.openai.com', model: 'gpt-4o-mini-tts', characters: 2000 },
    { storyId: null, service: 'plan', server: 'ollama:11434', model: 'llama3.1', inputTokens: 800, outputTokens: 300 },
  ]);
}, 60_000);
afterAll(async () => {
  await app?.close();
});

// $0.0006 + $0.0016 (text) + $0.167 (picture) + $0.03 (speech); the plan reading's model has no price.
const SPENT = 0.0006 + 0.0016 + 0.167 + 0.03;

describe('the AI cost over HTTP', () => {
  it('/metrics counts the dollars, tokens, pictures and characters, and says the budget is spent', async () => {
    const res = await app.client().get('/metrics', { authorization: `Bearer ${TOKEN}` });
    expect(res.status).toBe(200);
    const value = (line: string) =>
      Number(new RegExp(`^${line.replace(/[{}"]/g, '\\$&')} (\\S+)$`, 'm').exec(res.text)?.[1]);
    expect(value('dreamweaver_ai_cost_usd_total{service="picture",model="gpt-image-1"}')).toBeCloseTo(0.167, 6);
    expect(value('dreamweaver_ai_cost_usd_total{service="text",model="gpt-4.1-mini"}')).toBeCloseTo(0.0022, 6);
    expect(value('dreamweaver_ai_tokens_total{service="text",model="gpt-4.1-mini",direction="output"}')).toBe(1000);
    expect(value('dreamweaver_ai_pictures_total{model="gpt-image-1",size="1024x1024",quality="high"}')).toBe(1);
    expect(value('dreamweaver_ai_speech_characters_total{model="gpt-4o-mini-tts"}')).toBe(2000);
    expect(value('dreamweaver_ai_calls_total{service="plan",model="llama3.1",priced="no"}')).toBe(1);
    expect(value('dreamweaver_ai_spent_today_usd')).toBeCloseTo(SPENT, 6);
    expect(value('dreamweaver_ai_daily_budget_usd')).toBe(0.1);
    expect(value('dreamweaver_ai_budget_exceeded')).toBe(1);
  });

  it("GET /api/admin/ai-budget: today's spend against the budget, for the admin alone", async () => {
    const admin = await signedIn(app, 'admin', ADMIN_PASSWORD);
    const res = await admin.get('/api/admin/ai-budget');
    expect(res.status, res.text).toBe(200);
    const report = aiBudgetSchema.parse(res.body);
    expect(report).toMatchObject({ budgetUsd: 0.1, mode: 'wait', exceeded: true, unknownCallsToday: 1 });
    expect(report.spentTodayUsd).toBeCloseTo(SPENT, 6);
    expect(report.today.map((line) => line.service)).toEqual(['plan', 'text', 'picture', 'speech']);
    expect(report.today[0].costUsd).toBeNull();
    expect((await (await signedIn(app, 'cost-parent')).get('/api/admin/ai-budget')).status).toBe(403);
    expect((await app.client().get('/api/admin/ai-budget')).status).toBe(401);
  });

  it('a story held by the budget tells its parent it waits; once let go it does not', async () => {
    await app.db.knex('stories').where({ id: storyId }).update({ generationStatus: 'creating_story', progress: 5 });
    await app.db.knex('generation_jobs').insert({
      storyId,
      deadlineSeconds: 300,
      deadlineAt: new Date(Date.now() + 300_000),
      budgetHeldAt: new Date(),
    });
    const held = await app.client().get(`/api/stories/${storyId}/progress`);
    expect(held.status).toBe(200);
    expect(storyProgressSchema.parse(held.body)).toMatchObject({ status: 'creating_story', waiting: true });
    await app.db.knex('generation_jobs').where({ storyId }).update({ budgetHeldAt: null });
    const going = await app.client().get(`/api/stories/${storyId}/progress`);
    expect(storyProgressSchema.parse(going.body).waiting).toBeUndefined();
  });
});
