import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evalConfig } from '../../../bench/eval/config.ts';
import { createJudge } from '../../../bench/eval/judge.ts';
import { measuredStory } from '../../../bench/eval/measure.ts';
import { reportLines, writeReport } from '../../../bench/eval/report.ts';
import { exitCodeOf, runEval } from '../../../bench/eval/run.ts';
import { loadOrders } from '../../../storyteller/src/corpus/orders.ts';
import { tellCorpus } from '../../../storyteller/src/corpus/tell.ts';
import { createStoryEngine } from '../../src/generation/create-engine.ts';
import { loadSettings } from '../../src/settings.ts';
import { FAKE_RUBRIC } from './fake-judge.ts';
import { startFakeOpenAiServer, type FakeOpenAiServer } from './fake-openai-server.ts';

// `npm run eval:stories` end to end, as CI runs it: on the offline engine over the whole corpus
// (a few seconds), and on the fake OpenAI server over a few orders with the judge. The fake server
// writes one fixed draft for every order, so its stories are not judged good or bad here: only
// that the eval writes, measures, judges, prints and files them, and that no name reaches the judge.

const orders = loadOrders();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'eval-stories-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('the story eval on the offline engine', () => {
  it('writes every corpus story as the storyteller tells it, finds nothing and exits 0', async () => {
    const run = await runEval({ orders, engine: createStoryEngine(loadSettings({})), told: true, concurrency: 1 });
    // The brief is the product's: the offline engine tells exactly the committed corpus's stories.
    const { told } = tellCorpus(orders);
    expect(run.results.map((result) => result.written?.scenes.map((scene) => scene.text))).toEqual(
      told.map((one) => one.story.scenes.map((scene) => scene.text)),
    );
    expect(run.findings).toEqual([]);
    expect(exitCodeOf(run)).toBe(0);
    const lines = reportLines(run);
    expect(lines).toContain('no judge (EVAL_JUDGE_MODEL is not set): the checks only');
    expect(lines.some((line) => line.startsWith('goal acted out') && line.includes('100.0 %'))).toBe(true);
    writeReport(run, path.join(tmp, 'offline'), lines);
    expect(fs.readdirSync(path.join(tmp, 'offline', 'stories'))).toHaveLength(orders.length);
  });
});

describe('the story eval on the fake OpenAI server, with the judge', () => {
  let fake: FakeOpenAiServer;
  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
  });
  afterAll(() => fake.close());

  const judgedRequests = () => fake.requestsTo('chat').filter((request) => request.body.includes('story_rubric'));
  const judgedSystem = () => JSON.parse(judgedRequests()[0].body).messages[0].content as string;

  it('writes, measures and judges each story, prints the judge rows and files the stories, never telling a name', async () => {
    const chosen = orders.filter((order) =>
      ['en-losing-noah', 'de-details-amelie', 'en-siblings-ava-jack'].includes(order.id),
    );
    expect(chosen).toHaveLength(3);
    const settings = loadSettings({ OPENAI_BASE_URL: fake.baseURL, OPENAI_MODERATION: 'off' });
    const judge = createJudge({ baseURL: fake.baseURL, apiKey: 'judge-key' }, 'judge-model');
    const run = await runEval({
      orders: chosen,
      engine: createStoryEngine(settings),
      told: false,
      judge,
      concurrency: 2,
    });
    expect(run.results.map((result) => result.error ?? 'written')).toEqual(chosen.map(() => 'written'));
    expect(run.results.map((result) => result.rubric?.warmth)).toEqual(chosen.map(() => FAKE_RUBRIC.warmth));
    // German is scored for a German story only.
    expect(run.results.map((result) => [result.one.order.id, result.rubric?.german])).toEqual(
      chosen.map((order) => [order.id, order.request.language === 'de' ? FAKE_RUBRIC.german : null]),
    );
    const lines = reportLines(run);
    expect(lines.some((line) => line.startsWith('measure'))).toBe(true);
    expect(lines.some((line) => line.includes('judge: warmth (1–5)') && line.includes('5.0'))).toBe(true);
    // Faithful to the plan: a detail bent to another meaning (a memory told as a hobby) scores low here.
    expect(lines.some((line) => line.includes('judge: faithful to the plan (1–5)') && line.includes('4.0'))).toBe(true);
    expect(judgedSystem()).toMatch(/faithful: nothing in the story contradicts the plan/);
    expect(lines.some((line) => line.startsWith('goal acted out'))).toBe(false);
    writeReport(run, path.join(tmp, 'fake'), lines);
    const summary = JSON.parse(fs.readFileSync(path.join(tmp, 'fake', 'summary.json'), 'utf8'));
    expect(summary.stories).toHaveLength(chosen.length);
    expect(summary.exitCode).toBe(exitCodeOf(run));
    const judged = judgedRequests();
    expect(judged).toHaveLength(chosen.length);
    const names = chosen.flatMap((order) => [
      order.request.recipientDetails.name,
      ...(order.request.siblings ?? []).map((sibling) => sibling.name),
    ]);
    for (const request of fake.requests) for (const name of names) expect(request.body).not.toContain(name);
    // The story as the judge read it: the name back as its placeholder.
    expect(judged[0].body).toContain('{{HERO}}');
  });
});

describe('the judge on a server without strict schemas', () => {
  let fake: FakeOpenAiServer;
  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    fake.setMode('chat', 'no-json-schema');
  });
  afterAll(() => fake.close());

  it('asks in JSON mode with the rubric’s shape in the prompt, as the story writer does, and reads the answer', async () => {
    const [one] = tellCorpus(orders.filter((order) => order.id === 'de-details-amelie')).told;
    const brief = { recipientDetails: { name: 'Amelie', age: 6 }, language: 'de', plan: one.plan } as never;
    const story = {
      title: 'T',
      summary: '',
      characterDescription: '',
      scenes: [{ text: 'Amelie schlief.', imagePrompt: '' }],
    };
    const server = { baseURL: fake.baseURL, apiKey: 'judge-key' };
    await expect(createJudge(server, 'judge-model').score(brief, story)).rejects.toThrow(/400/);
    const rubric = await createJudge(server, 'judge-model', 'json_object').score(brief, story);
    expect(rubric.faithful).toBe(FAKE_RUBRIC.faithful);
    const asked = JSON.parse(fake.requestsTo('chat').at(-1)!.body);
    expect(asked.response_format).toEqual({ type: 'json_object' });
    expect(asked.messages[0].content).toMatch(/follow this JSON Schema/);
  });

  it('defaults to JSON mode for a judge that is not api.openai.com', () => {
    const settings = loadSettings({ OPENAI_BASE_URL: fake.baseURL, OPENAI_MODERATION: 'off' });
    expect(evalConfig(settings, { EVAL_JUDGE_MODEL: 'llama3' }).judge?.format).toBe('json_object');
    expect(evalConfig(settings, { EVAL_JUDGE_MODEL: 'm', EVAL_JUDGE_TEXT_FORMAT: 'text' }).judge?.format).toBe('text');
  });
});

describe('what the eval measures and whom it calls', () => {
  it('reads a detail of a story another engine wrote from its text, whatever its ending', () => {
    const { told } = tellCorpus(orders.filter((order) => order.id === 'de-details-amelie'));
    const [one] = told;
    const wanted = one.plan.details.filter((detail) => detail.wanted);
    const story = (text: string) => ({
      title: 'T',
      summary: '',
      characterDescription: '',
      scenes: [{ text, imagePrompt: '' }],
    });
    const all = measuredStory(one, story(wanted.map((detail) => `${detail.words}n`).join(' ')), false);
    expect(all.plan.details.filter((detail) => detail.wanted).every((detail) => detail.used)).toBe(true);
    const none = measuredStory(one, story('Es war einmal ein Mond.'), false);
    expect(none.plan.details.filter((detail) => detail.wanted && detail.used)).toEqual([]);
  });

  it('never calls api.openai.com from CI unless allowed, and judges on the text server by default', () => {
    const paid = loadSettings({ OPENAI_API_KEY: 'sk-test' });
    expect(() => evalConfig(paid, { CI: 'true' })).toThrow(/EVAL_ALLOW_PAID/);
    expect(() => evalConfig(paid, { CI: 'true', EVAL_ALLOW_PAID: 'true' })).not.toThrow();
    expect(() =>
      evalConfig(paid, { CI: 'true', EVAL_JUDGE_MODEL: 'judge', EVAL_JUDGE_BASE_URL: 'https://api.openai.com/v1' }),
    ).toThrow();
    // The same host spelt another way (capitals, a trailing dot) is the same paid service.
    expect(() =>
      evalConfig(loadSettings({}), {
        CI: 'true',
        EVAL_JUDGE_MODEL: 'judge',
        EVAL_JUDGE_BASE_URL: 'https://API.OpenAI.com./v1',
        EVAL_JUDGE_API_KEY: 'sk-test',
      }),
    ).toThrow(/EVAL_ALLOW_PAID/);
    const local = loadSettings({ OPENAI_TEXT_BASE_URL: 'http://127.0.0.1:11434/v1' });
    expect(evalConfig(local, { CI: 'true', EVAL_JUDGE_MODEL: 'qwen' }).judge).toEqual({
      model: 'qwen',
      baseURL: 'http://127.0.0.1:11434/v1',
      apiKey: undefined,
      format: 'json_object',
    });
    expect(evalConfig(loadSettings({}), {}).judge).toBeUndefined();
  });
});
