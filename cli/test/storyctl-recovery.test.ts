import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../bff/test/support/test-database.ts';
import { Payment, SandboxCheckoutSession, Scene, Story } from '../../bff/test/support/data.ts';
import { stderrLines, storyctl, storyctlProcess } from './run-storyctl.ts';
import { STORY_PRICE_CENTS, STORY_PRICE_CURRENCY } from '@dreamweaver/contracts';

// Issue 12: the admin finds failed stories, retries them, and refunds a paid story that failed for good.
// The refund runs the real binary (a process that ends once its payment client is closed); the
// other commands run through the same entry in this process.

let db: TestDatabase;
let env: Record<string, string>;
beforeAll(async () => {
  db = await createTestDatabase();
  env = { DATA_DIR: db.dataDir, DATABASE_URL: db.databaseUrl ?? '' };
  await addStory('story-done', 'The Quiet Harbour', 'completed', '2026-06-01T10:00:00Z');
  await addStory('story-broken', 'The Lost Kite', 'failed', '2026-06-02T10:00:00Z');
  await addStory('story-paid-broken', 'The Paper Moon', 'failed', '2026-06-03T10:00:00Z', true);
  await Scene.query(db.knex).insert([
    {
      storyId: 'story-done',
      sceneNumber: 1,
      text: 'One',
      imageKey: 'story-done/scene-1-picture.svg',
      audioKey: 'story-done/scene-1-narration.wav',
    },
    { storyId: 'story-done', sceneNumber: 2, text: 'Two', imageKey: 'story-done/scene-2-picture.svg' },
    { storyId: 'story-broken', sceneNumber: 1, text: 'One', imageKey: 'story-broken/scene-1-picture.svg' },
  ]);
  await db
    .knex('generation_jobs')
    .insert({ storyId: 'story-broken', state: 'failed', lastError: 'picture 2: provider answered 500' });
  await SandboxCheckoutSession.query(db.knex).insert({
    id: 'cs_sandbox_paperm00n',
    idempotencyKey: 'paper-moon',
    storyId: 'story-paid-broken',
    amountCents: STORY_PRICE_CENTS,
    currency: STORY_PRICE_CURRENCY,
    successUrl: 'http://localhost:3000/story/story-paid-broken?session_id={CHECKOUT_SESSION_ID}',
    cancelUrl: 'http://localhost:3000/story/story-paid-broken',
    status: 'paid',
  });
  await Payment.query(db.knex).insert({
    storyId: 'story-paid-broken',
    provider: 'sandbox',
    providerSessionId: 'cs_sandbox_paperm00n',
    status: 'paid',
    amountCents: STORY_PRICE_CENTS,
    currency: STORY_PRICE_CURRENCY,
    refundStatus: 'needed',
  });
});
afterAll(() => db?.close());

async function addStory(
  id: string,
  title: string,
  generationStatus: 'completed' | 'failed',
  createdAt: string,
  isPaid = false,
) {
  await Story.query(db.knex).insert({
    id,
    title,
    summary: '',
    storyType: 'classic',
    details: {},
    generationStatus,
    failureReason: generationStatus === 'failed' ? 'picture 2: provider answered 500' : null,
    isPaid,
    createdAt: new Date(createdAt),
  });
}

describe('storyctl and failed stories', () => {
  it('lists only failed stories with --failed, with the refund owed, and the scenes without audio', async () => {
    const failed = await storyctl(['stories', 'list', '--failed'], env);
    expect(failed.code).toBe(0);
    const [header, ...rows] = failed.stdout.trimEnd().split('\n');
    expect(header).toMatch(/^ID +TITLE +STATUS +PAID +REFUND +NO AUDIO +ASSIGNED TO +CREATED \(UTC\)$/);
    expect(rows.map((r) => r.split(/ {2,}/).slice(0, 5))).toEqual([
      ['story-paid-broken', 'The Paper Moon', 'failed', 'yes', 'needed'],
      ['story-broken', 'The Lost Kite', 'failed', 'no', '-'],
    ]);
    const all = JSON.parse((await storyctl(['stories', 'list', '--json'], env)).stdout);
    expect(all.find((s: { id: string }) => s.id === 'story-done')).toMatchObject({
      scenesWithoutAudio: [2],
      refundStatus: null,
    });
    const table = (await storyctl(['stories', 'list', '--search', 'harbour'], env)).stdout;
    expect(table.split('\n')[1].split(/ {2,}/).slice(0, 6)).toEqual([
      'story-done',
      'The Quiet Harbour',
      'completed',
      'no',
      '-',
      '2',
    ]);
  });

  it('retries a failed story, and refuses one that has not failed', async () => {
    const retried = await storyctl(['stories', 'retry', 'story-broken'], env);
    expect(retried).toMatchObject({
      code: 0,
      stdout: 'Story story-broken ("The Lost Kite") is queued again (preview_ready).\n',
    });
    expect(await db.knex('generation_jobs').where({ storyId: 'story-broken' }).first()).toMatchObject({
      state: 'queued',
      phase: 'story',
    });
    const again = await storyctl(['stories', 'retry', 'story-broken'], env);
    expect(again.code).toBe(1);
    expect(stderrLines(again)).toEqual([
      'error: Only a story whose generation failed can be retried; "story-broken" is preview_ready.',
    ]);
  });

  it('refunds a paid story that failed for good, once', async () => {
    const refunded = await storyctlProcess(['payments', 'refund', 'story-paid-broken'], env);
    expect(refunded).toMatchObject({ code: 0, stderr: '' });
    expect(refunded.stdout).toBe(
      `Refunded ${(STORY_PRICE_CENTS / 100).toFixed(2)} USD of story story-paid-broken (sandbox refund re_sandbox_paperm00n).\n`,
    );
    expect((await SandboxCheckoutSession.query(db.knex).findById('cs_sandbox_paperm00n'))!.status).toBe('refunded');
    expect((await Payment.query(db.knex).findOne({ storyId: 'story-paid-broken' }))!).toMatchObject({
      refundStatus: 'refunded',
      refundId: 're_sandbox_paperm00n',
    });
    const twice = await storyctl(['payments', 'refund', 'story-paid-broken'], env);
    expect(twice.code).toBe(1);
    expect(stderrLines(twice)).toEqual(['error: No payment of "story-paid-broken" is waiting for a refund.']);
    const unknown = await storyctl(['payments', 'refund', 'no-such-story'], env);
    expect(stderrLines(unknown)).toEqual(['error: There is no story "no-such-story".']);
  });
});
