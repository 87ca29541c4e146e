import type { StoryPlan } from '@dreamweaver/contracts';
import type { Order } from '@dreamweaver/storyteller';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPlanReader } from '../../src/generation/openai/plan-reader.ts';
import { createLogger } from '../../src/logger.ts';
import { AI_PLANS_PER_HOUR, readWithAi, type AiPlanning } from '../../src/services/ai-plan.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { startFakeOpenAiServer, type FakeOpenAiServer } from './fake-openai-server.ts';
import { emptyPlanReading, orderOf, person, planFor } from './plan-fixtures.ts';

// `POST /api/stories/plan` with a text server: the model reads the order too, told without any
// child's name, answering in the plan's format; its reading is repaired once, merged with the
// offline reader's (whose questions stand, and a disagreement about a death is asked), bounded per
// requester, and any failure answers the offline reading: never an error.

let fake: FakeOpenAiServer;
let app: TestApp;

beforeAll(async () => {
  fake = await startFakeOpenAiServer();
  // The fake speaks like OpenAI here (a strict schema); self-hosted-servers.test.ts covers the other formats.
  app = await startTestApp({ OPENAI_TEXT_BASE_URL: fake.baseURL, OPENAI_TEXT_FORMAT: 'json_schema' });
});
afterAll(async () => {
  await app.close();
  await fake.close();
});
beforeEach(() => fake.reset());

/** A reading of the model's: the empty one with `changes`. */
const readingWith = (changes: Record<string, unknown>) =>
  JSON.stringify({ ...JSON.parse(emptyPlanReading), ...changes });

const grandpaDied = {
  people: [
    {
      id: 'p1',
      name: 'Joe',
      relation: 'grandpa',
      calls: 'Grandpa Joe',
      status: 'remembered',
      away: null,
      health: 'well',
      livesWithChild: false,
      noVisits: false,
    },
    {
      id: 'p2',
      name: '{{CHILD4}}',
      relation: 'friend',
      calls: null,
      status: 'here',
      away: null,
      health: 'well',
      livesWithChild: false,
      noVisits: false,
    },
  ],
  theme: { id: 'death-person', words: 'Grandpa Joe died last month', about: 'p1' },
  care: { afterlife: 'heaven', practise: false, wishes: [], sadIsOk: true },
  details: [
    { id: 'd1', kind: 'clothing', words: 'green fishing hat', lexeme: 'Fishing Hat', colour: 'green', owner: 'p1' },
  ],
};

const order = (name: string, personalization: string) =>
  orderOf(name, { recipientDetails: { name, age: 5, personalization } });

/** Every object of a JSON schema lists each of its properties as required (strict structured output). */
function expectAllRequired(schema: unknown) {
  if (!schema || typeof schema !== 'object') return;
  const node = schema as { properties?: Record<string, unknown>; required?: string[] };
  if (node.properties) expect([...(node.required ?? [])].sort()).toEqual(Object.keys(node.properties).sort());
  for (const inner of Object.values(schema)) expectAllRequired(inner);
}

describe('the plan read by the AI too', () => {
  it('asks in the plan format without the name, merges the reading and asks about a death only the model read', async () => {
    fake.setPlanAnswers([readingWith(grandpaDied)]);
    const response = await app
      .client()
      .request('POST', '/api/stories/plan', { json: order('Zephyrine', 'Zephyrine misses Grandpa Joe so much.') });
    expect(response.status).toBe(200);
    const sent = JSON.parse(fake.requestsTo('chat')[0].body);
    expect(sent.response_format.json_schema.name).toBe('story_plan');
    expectAllRequired(sent.response_format.json_schema.schema);
    expect(JSON.stringify(sent).toLowerCase()).not.toContain('zephyrine');
    expect(sent.messages[1].content).toContain('{{HERO}} misses Grandpa Joe so much.');

    const { plan, questions } = response.body as { plan: StoryPlan; questions: { id: string; required: boolean }[] };
    const grandpa = plan.people.find((p) => p.relation === 'grandpa')!;
    expect(grandpa.calls).toBe('Grandpa Joe');
    // Until the parent answers whether Grandpa died, the story is not told as a death.
    expect(plan.theme).toMatchObject({ id: 'missing-someone', about: grandpa.id });
    expect(plan.details[0]).toMatchObject({
      words: 'green fishing hat',
      lexeme: null,
      colour: 'green',
      owner: grandpa.id,
    });
    // The afterlife is the offline reader's (asked, never taken from the model).
    expect(plan.care.afterlife).toBe('leave-out');
    // A death only the model read (or one the offline reader is unsure of) is asked before anything is written.
    expect(questions).toContainEqual(expect.objectContaining({ id: `status:${grandpa.id}`, required: true }));
    // A placeholder the model made up for a child nobody named is dropped, never shown.
    expect(JSON.stringify(plan)).not.toContain('{{');
  });

  it('repairs a reading that does not fit once, then answers the offline reading when it still does not', async () => {
    fake.setPlanAnswers(['{"hero": "not a plan"}', readingWith({ family: { shape: 'two-mums', twoHomes: false } })]);
    const repaired = await app.client().request('POST', '/api/stories/plan', { json: order('Lena', 'two mums') });
    expect(repaired.status).toBe(200);
    expect(repaired.body.plan.family.shape).toBe('two-mums');
    const chats = fake.requestsTo('chat').map((r) => JSON.parse(r.body));
    expect(chats).toHaveLength(2);
    expect(chats[1].messages.at(-1).content).toMatch(/did not fit the plan's format: hero/);

    fake.reset();
    fake.setPlanAnswers(['not json at all']);
    const fallback = await app
      .client()
      .request('POST', '/api/stories/plan', { json: order('Lena', 'loves the moon!') });
    expect(fallback.status).toBe(200);
    // The offline reader's own plan: it reads no family in "loves the moon!".
    expect(fallback.body.plan.family.shape).toBe('not-said');
    expect(fake.requestsTo('chat')).toHaveLength(2);
  });

  it.each(['server-error', 'bad-request', 'refusal', 'malformed'] as const)(
    'a server that answers %s gives the offline reading, never an error',
    async (mode) => {
      fake.setMode('chat', mode);
      const response = await app.client().request('POST', '/api/stories/plan', { json: order('Ben', `a ${mode} day`) });
      expect(response.status).toBe(200);
      expect(response.body.plan.hero.name).toBe('Ben');
      expect(response.body.plan.people).toEqual([]);
    },
  );

  it('the same order read again (to apply its answers) is not paid for twice', async () => {
    fake.setPlanAnswers([readingWith(grandpaDied)]);
    const same = order('Ada', 'Ada misses her grandpa.');
    const first = await app.client().request('POST', '/api/stories/plan', { json: same });
    const id = first.body.plan.people.find((p: { relation: string }) => p.relation === 'grandpa').id;
    const answered = await app
      .client()
      .request('POST', '/api/stories/plan', { json: { ...same, answers: { [`status:${id}`]: 'away' } } });
    expect(fake.requestsTo('chat')).toHaveLength(1);
    expect(answered.body.plan.people.find((p: { id: string }) => p.id === id).status).toBe('away');
    expect(answered.body.questions.map((q: { id: string }) => q.id)).not.toContain(`status:${id}`);
  });

  it('a plan the parent changed is checked, not read by the model again', async () => {
    const first = await app.client().request('POST', '/api/stories/plan', { json: order('Ida', 'Ida loves owls.') });
    fake.reset();
    const changed = { ...first.body.plan, setting: { id: 'farm', words: null } };
    const checked = await app
      .client()
      .request('POST', '/api/stories/plan', { json: { ...order('Ida', 'Ida loves owls.'), plan: changed } });
    expect(checked.status).toBe(200);
    expect(checked.body.plan.setting.id).toBe('farm');
    expect(fake.requestsTo('chat')).toHaveLength(0);
  });
});

describe('merging and bounding the reading', () => {
  const logger = createLogger('silent');
  const ai = (): AiPlanning => ({ reader: createPlanReader({ baseURL: fake.baseURL, model: 'test-text' }), logger });

  it('a friend the offline reader found is a placeholder for the model; a disagreement about a death is asked', async () => {
    const offlinePlan = planFor('Mia', {
      people: [
        person('p1', { relation: 'grandpa', calls: 'Grandpa Joe', status: 'away', away: 'elsewhere' }),
        person('p2', { name: 'Ella', relation: 'friend' }),
      ],
      story: null,
    });
    fake.setPlanAnswers([readingWith(grandpaDied)]);
    const request = order('Mia', 'Mia and Ella miss Grandpa Joe.');
    const read = await readWithAi(
      app.db.knex,
      { request },
      { plan: offlinePlan, questions: [] },
      {},
      { userId: null, address: '203.0.113.7' },
      ai(),
    );
    const sent = fake.requestsTo('chat')[0].body.toLowerCase();
    expect(sent).not.toContain('mia');
    expect(sent).not.toContain('ella');
    expect(sent).toContain('{{child4}}');
    // Matched to the reader's people: their ids, the reader's status, and the death asked about.
    expect(read.plan.people.map((p) => [p.id, p.name, p.status])).toEqual([
      ['p1', null, 'away'],
      ['p2', 'Ella', 'here'],
    ]);
    expect(read.questions).toEqual([expect.objectContaining({ id: 'status:p1', kind: 'status', required: true })]);
    expect(read.questions[0].text).toContain('Grandpa Joe');
  });

  it("adopts the child's own companion the reader missed, never over the one the profile or the series gave", async () => {
    const momo = { companion: { name: 'Momo', kind: 'monkey', toy: true, own: true } };
    const offline = { plan: planFor('Ida', { story: null }), questions: [] };
    const requester = { userId: null, address: '192.0.2.44' };
    const readWith = async (memory: Order['memory'], text: string) => {
      fake.setPlanAnswers([readingWith(momo)]);
      const read = await readWithAi(app.db.knex, { request: order('Ida', text), memory }, offline, {}, requester, ai());
      return read.plan.companion;
    };
    expect(await readWith(undefined, 'Ida hugs Momo.')).toEqual(momo.companion);
    // The series' companion (here one the storyteller chose: not the child's own) keeps its name.
    const previous = planFor('Ida', { companion: { name: 'Pip', kind: 'fox', toy: false, own: false } });
    expect(await readWith({ previous, episode: 2 }, 'Ida hugs Momo at night.')).toEqual(offline.plan.companion);
    const known = { pronoun: null, people: [], pets: [], family: null, companion: offline.plan.companion };
    expect(await readWith({ known }, 'Ida hugs Momo in bed.')).toEqual(offline.plan.companion);
    const profile = { companions: [{ name: 'Pip', kind: 'fox' }] };
    expect(await readWith({ profile }, 'Ida hugs Momo tonight.')).toEqual(offline.plan.companion);
  });

  it(`a requester has ${AI_PLANS_PER_HOUR} readings an hour; then the offline reading is answered at once`, async () => {
    const offline = { plan: planFor('Kai', { story: null }), questions: [] };
    const requester = { userId: null, address: '198.51.100.9' };
    for (let i = 0; i <= AI_PLANS_PER_HOUR; i++) {
      const read = await readWithAi(app.db.knex, { request: order('Kai', `order ${i}`) }, offline, {}, requester, ai());
      expect(read.plan.hero.name).toBe('Kai');
    }
    expect(fake.requestsTo('chat')).toHaveLength(AI_PLANS_PER_HOUR);
  });

  it('a server that does not answer is given up after the short limit', async () => {
    fake.setMode('chat', 'stall');
    const reader = createPlanReader({ baseURL: fake.baseURL, model: 'test-text' }, 200);
    const started = performance.now();
    const result = await reader.readPlan({ language: 'en', lines: ['The child: {{HERO}}'] });
    expect(result).toEqual({ failed: 'plan reading: the AI server did not answer in time' });
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
