import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiBudgetSchema } from '@dreamweaver/contracts';
import { createTestDatabase, type TestDatabase } from '../../bff/test/support/test-database.ts';
import { Story } from '../../bff/test/support/data.ts';
import { storyctl } from './run-storyctl.ts';

// `storyctl stories show` says what a story's AI calls used and cost; `storyctl budget` says what
// today cost against the daily budget and whether new stories wait for it.

let db: TestDatabase;
let env: Record<string, string>;
beforeAll(async () => {
  db = await createTestDatabase();
  env = { DATA_DIR: db.dataDir, DATABASE_URL: db.databaseUrl ?? '' };
  for (const id of ['story-costly', 'story-free'])
    await Story.query(db.knex).insert({
      id,
      title: id === 'story-costly' ? 'The Costly Comet' : 'The Offline Owl',
      summary: '',
      storyType: 'classic',
      details: {},
      generationStatus: 'completed',
      progress: 100,
      currentStep: 4,
    });
  await db.knex('ai_usage').insert([
    {
      storyId: 'story-costly',
      service: 'text',
      server: 'api.openai.com',
      model: 'gpt-4.1-mini',
      inputTokens: 1500,
      outputTokens: 1000,
    },
    ...[1, 2].map((sceneNumber) => ({
      storyId: 'story-costly',
      sceneNumber,
      service: 'picture',
      server: 'api.openai.com',
      model: 'gpt-image-1',
      pictures: 1,
      size: '1024x1024',
      quality: 'high',
      inputTokens: 100,
      outputTokens: 4160,
    })),
    { storyId: 'story-costly', service: 'speech', server: 'kokoro:8880', model: 'kokoro', characters: 900 },
  ]);
});
afterAll(async () => {
  await db?.close();
});

describe('storyctl and the AI cost', () => {
  it("stories show: the story's usage line by line, its cost, and what the prices cannot tell", async () => {
    const shown = await storyctl(['stories', 'show', 'story-costly'], env);
    expect(shown.code, shown.stderr).toBe(0);
    // text 0.0006 + 0.0016; pictures 2 × (0.0005 + 0.1664); the self-hosted voice has no price.
    expect(shown.stdout).toMatch(
      /AI cost: +at least \$0\.3360 \(1 call of unknown cost: price the model in AI_PRICES\)/,
    );
    expect(shown.stdout).toMatch(/picture +gpt-image-1 +2 +200 +8,320 +2 1024x1024 high +- +\$0\.3338/);
    expect(shown.stdout).toMatch(/speech +kokoro +1 +- +- +- +900 +unknown/);
    const json = JSON.parse((await storyctl(['stories', 'show', 'story-costly', '--json'], env)).stdout);
    expect(json.usage.unknownCalls).toBe(1);
    const free = await storyctl(['stories', 'show', 'story-free'], env);
    expect(free.stdout).toMatch(/AI cost: +none \(no paid AI calls\)/);
    // With the voice priced (a self-hosted model is free), the total is whole.
    const priced = await storyctl(['stories', 'show', 'story-costly'], {
      ...env,
      AI_PRICES: '{"kokoro": {"free": true}}',
    });
    expect(priced.stdout).toMatch(/AI cost: +\$0\.3360\n/);
  });

  it('budget: the day against the budget, and that new stories wait once it is spent', async () => {
    const open = await storyctl(['budget'], env);
    expect(open.code, open.stderr).toBe(0);
    expect(open.stdout).toMatch(/AI spend today \(UTC\): at least \$0\.3360 .*No daily budget is set/);
    const spent = await storyctl(['budget'], { ...env, AI_DAILY_BUDGET_USD: '0.25' });
    expect(spent.stdout).toMatch(/of the daily budget of \$0\.25\./);
    expect(spent.stdout).toMatch(/The budget is spent: new stories wait in the queue until \S+Z \(0 waiting\)/);
    const offline = await storyctl(['budget', '--json'], {
      ...env,
      AI_DAILY_BUDGET_USD: '0.25',
      AI_BUDGET_EXCEEDED: 'offline',
    });
    expect(aiBudgetSchema.parse(JSON.parse(offline.stdout))).toMatchObject({ exceeded: true, mode: 'offline' });
    const bad = await storyctl(['budget'], { ...env, AI_PRICES: '[1]' });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/Invalid setting AI_PRICES/);
  });
});
