import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  knownChildSchema,
  planQuestionsErrorSchema,
  storyPlanAnswerSchema,
  type PlanAnswers,
  type StoryPlan,
} from '@dreamweaver/contracts';
import type { Order } from '@dreamweaver/storyteller';
import { ChildProfile, Story } from '../../src/models/index.ts';
import { createAccount, signedIn } from '../admin/admin-fixtures.ts';
import { quickStoryRequest } from '../support/story-requests.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// The story API around the plan screen (docs/product-rules.md, "The story plan"): `POST
// /api/stories/plan` reads an order into a plan and its questions and writes nothing; `POST
// /api/stories` tells the plan the parent confirmed (changed or not), refuses an order with an open
// question (422) and keeps what the parent confirmed on the child's profile.
//
// The storyteller's reader is wrapped only to record what the server gave it (the profile's memory);
// every order goes to the real one, which asks whether Grandpa died when "We miss Grandpa so much."
// does not say.

const readOrders: Order[] = [];
const UNCLEAR = 'We miss Grandpa so much.';

vi.mock('@dreamweaver/storyteller', async (importOriginal) => {
  const real = await importOriginal<typeof import('@dreamweaver/storyteller')>();
  return {
    ...real,
    readOrder: (order: Order, answers: PlanAnswers = {}) => {
      readOrders.push(order);
      return real.readOrder(order, answers);
    },
  };
});

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());
beforeEach(async () => {
  readOrders.length = 0;
  await app.db.knex('rate_limits').where('key', 'like', 'stories:addr:%').delete();
});

const PLAN_PATH = '/api/stories/plan';

async function written() {
  const count = async (table: string) => Number((await app.db.knex(table).count({ n: '*' }).first())!.n);
  const limits = await app.db.knex('rate_limits').where('key', 'like', 'stories:addr:%').sum({ n: 'events' }).first();
  return { stories: await count('stories'), jobs: await count('generation_jobs'), counted: Number(limits?.n ?? 0) };
}

async function readPlan(body: unknown = quickStoryRequest()): Promise<StoryPlan> {
  const answer = await app.client().post(PLAN_PATH, body);
  expect(answer.status, answer.text).toBe(200);
  return storyPlanAnswerSchema.parse(answer.body).plan;
}

const storedPlan = async (id: string) => (await Story.query(app.db.knex).findById(id).select('plan'))!.plan!;

/** A detail as the reader would find it in the parent's words. */
function detail(id: string, words: string, wanted = true): StoryPlan['details'][number] {
  return {
    id,
    kind: 'thing',
    words,
    lexeme: null,
    colour: null,
    owner: null,
    wanted,
    used: false,
    where: null,
    why: null,
  };
}

describe('POST /api/stories/plan', () => {
  it('answers the plan, its questions and its animals, and writes and counts nothing', async () => {
    const before = await written();
    const answer = await app.client().post(PLAN_PATH, quickStoryRequest());
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const { plan, questions, kinds } = storyPlanAnswerSchema.parse(answer.body);
    expect(plan.hero.name).toBe('Mia');
    expect(plan.story?.arc).toBeTruthy();
    // Only what may be asked without holding the order back (the pronoun the form does not say).
    expect(questions.filter((question) => question.required)).toEqual([]);
    expect(kinds[plan.companion.kind]?.noun).toBeTruthy();
    // More often than the creation limit allows stories (30 an hour): reading is never counted.
    for (let i = 0; i < 35; i++) expect((await app.client().post(PLAN_PATH, quickStoryRequest())).status).toBe(200);
    expect(await written()).toEqual(before);
    expect((await app.client().post('/api/stories', quickStoryRequest())).status).toBe(201);
  });

  it('checks a changed plan as a story would take it: where each detail goes, or why not', async () => {
    const plan = await readPlan();
    const changed: StoryPlan = {
      ...plan,
      theme: { ...plan.theme, id: 'dark' },
      hero: { ...plan.hero, name: 'Mallory' },
      details: [detail('d1', 'the old lighthouse'), detail('d2', 'the red bike', false)],
    };
    const answer = await app.client().post(PLAN_PATH, { ...quickStoryRequest(), plan: changed });
    expect(answer.status, answer.text).toBe(200);
    const checked = storyPlanAnswerSchema.parse(answer.body).plan;
    expect(checked.theme).toMatchObject({ id: 'dark', sensitive: false });
    expect(checked.hero.name).toBe('Mia');
    expect(checked.details[1]).toMatchObject({ wanted: false, used: false, why: 'You chose to leave it out.' });
    // In German when the story is German.
    const german = await app.client().post(PLAN_PATH, { ...quickStoryRequest({ language: 'de' }), plan: changed });
    expect(german.body.plan.details[1].why).toBe('Du hast es weggelassen.');
  });
});

describe('POST /api/stories with the plan the parent confirmed', () => {
  it('tells the changed plan: another theme, a detail left out; the hero keeps the name of the order', async () => {
    const plan = await readPlan();
    const changed: StoryPlan = {
      ...plan,
      theme: { ...plan.theme, id: 'being-brave', sensitive: true },
      hero: { ...plan.hero, name: 'Somebody Else', pronoun: 'she' },
      details: [detail('d1', 'the old lighthouse'), detail('d2', 'the red bike', false)],
    };
    const created = await app.client().post('/api/stories', { ...quickStoryRequest(), plan: changed });
    expect(created.status, created.text).toBe(201);
    const stored = await storedPlan(created.body.id);
    expect(stored.theme).toMatchObject({ id: 'being-brave', sensitive: false });
    expect(stored.hero).toMatchObject({ name: 'Mia', pronoun: 'she' });
    expect(stored.details.map(({ id, wanted, used }) => ({ id, wanted, used }))).toEqual([
      { id: 'd1', wanted: true, used: expect.any(Boolean) },
      { id: 'd2', wanted: false, used: false },
    ]);
    expect(stored.details[1].why).toBe('You chose to leave it out.');
    expect(stored.story?.arc).toBeTruthy();
  });

  it('refuses a plan that breaks the contract with a message the parent can act on, and writes nothing', async () => {
    const plan = await readPlan();
    const person = {
      id: 'p1',
      name: null,
      relation: 'friend',
      calls: null,
      status: 'here',
      away: null,
      health: 'well',
      livesWithChild: false,
    };
    const broken: [string, unknown, string, string][] = [
      [
        'an unknown theme',
        { ...plan, theme: { ...plan.theme, id: 'dragons' } },
        'plan.theme.id',
        'Please choose one of the options offered.',
      ],
      [
        '13 people',
        { ...plan, people: Array.from({ length: 13 }, (_, i) => ({ ...person, id: `p${i}` })) },
        'plan.people',
        'The plan has more entries here than a story can hold.',
      ],
      [
        'a 10 kB word',
        { ...plan, details: [detail('d1', 'w'.repeat(10_240))] },
        'plan.details.0.words',
        'Please keep this under 200 characters.',
      ],
      [
        'a NUL byte',
        { ...plan, companion: { ...plan.companion, name: 'Pi\u0000p' } },
        'plan.companion.name',
        'This text contains invisible control characters that cannot be saved. Please remove them and try again.',
      ],
    ];
    const before = await written();
    for (const [what, bad, field, message] of broken) {
      for (const path of [PLAN_PATH, '/api/stories']) {
        const refused = await app.client().post(path, { ...quickStoryRequest(), plan: bad });
        expect(refused.status, `${what} at ${path}`).toBe(400);
        expect(refused.body.message, what).toBe(message);
        expect(refused.body.fieldErrors[field], what).toBe(message);
      }
    }
    const german = await app.client().post(
      PLAN_PATH,
      { ...quickStoryRequest(), plan: broken[0][1] },
      {
        'accept-language': 'de',
      },
    );
    expect(german.body.message).toBe('Bitte wähle eine der angebotenen Möglichkeiten.');
    expect(await written()).toEqual(before);
  });
});

describe('an order with a question the parent must answer', () => {
  const unclear = quickStoryRequest({}, { name: 'Theo', personalization: UNCLEAR });

  it('is refused with 422 and the questions, writing and counting nothing; answered, it is told', async () => {
    const before = await written();
    const refused = await app.client().post('/api/stories', unclear);
    expect(refused.status).toBe(422);
    const body = planQuestionsErrorSchema.parse(refused.body);
    expect(body.message).toBe('Before we write, please answer a question about the story.');
    // Asked, and nothing else required (the pronoun is asked, but a story can be told without it).
    expect(body.questions.filter((q) => q.required).map((q) => q.id)).toEqual(['status:p1']);
    expect(await written()).toEqual(before);
    // The plan screen asks the same, and reads the answer into the plan.
    const asked = await app.client().post(PLAN_PATH, unclear);
    const askedIds = asked.body.questions.map((q: { id: string }) => q.id);
    expect(askedIds).toEqual(body.questions.map((q) => q.id));
    const answers = { 'status:p1': 'remembered' };
    const answered = storyPlanAnswerSchema.parse((await app.client().post(PLAN_PATH, { ...unclear, answers })).body);
    expect(answered.questions.filter((q) => q.required)).toEqual([]);
    expect(answered.plan.theme).toMatchObject({ id: 'death-person', about: 'p1' });

    const created = await app.client().post('/api/stories', { ...unclear, answers });
    expect(created.status, created.text).toBe(201);
    const stored = await storedPlan(created.body.id);
    expect(stored.people[0]).toMatchObject({ relation: 'grandpa', status: 'remembered' });
    expect(stored.theme.id).toBe('death-person');
    // The plan screen's way: the plan as shown (answered) with the answers.
    const told = await app.client().post('/api/stories', { ...unclear, answers, plan: answered.plan });
    expect(told.status).toBe(201);
  });
});

describe("a child's profile and the plans its parent confirmed", () => {
  it('keeps the confirmed people, pets, family, pronoun and companion, and gives them to the next reading', async () => {
    await createAccount(app, 'plan-parent');
    const parent = await signedIn(app, 'plan-parent');
    const childId = (await parent.post('/api/children', { name: 'Ida' })).body.id as string;
    const order = quickStoryRequest({ childId }, { name: 'Ida' });
    const first = await parent.post(PLAN_PATH, order);
    expect(first.status).toBe(200);
    expect(readOrders.at(-1)?.memory?.known).toBeNull();

    const plan: StoryPlan = {
      ...storyPlanAnswerSchema.parse(first.body).plan,
      hero: { ...first.body.plan.hero, pronoun: 'she' },
      companion: { name: 'Bobo', kind: 'elephant', toy: true, own: true },
      people: [
        {
          id: 'p1',
          name: 'Heinz',
          relation: 'grandpa',
          calls: 'Opa',
          status: 'remembered',
          away: null,
          health: 'well',
          livesWithChild: false,
        },
      ],
      pets: [{ id: 'q1', name: 'Minka', kind: 'cat', status: 'here' }],
      family: { shape: 'two-mums', twoHomes: false },
    };
    const created = await parent.post('/api/stories', { ...order, plan });
    expect(created.status, created.text).toBe(201);
    const known = knownChildSchema().parse((await ChildProfile.query(app.db.knex).findById(childId))!.known);
    expect(known).toEqual({
      pronoun: 'she',
      people: plan.people,
      pets: plan.pets,
      family: plan.family,
      companion: plan.companion,
    });

    // The next plan of that child is read from what the parent confirmed: tonight's words name Opa
    // Heinz and Minka without saying who is alive, and the profile answers it (no question asked).
    const nextOrder = quickStoryRequest(
      { childId },
      { name: 'Ida', personalization: 'Opa Heinz and Minka the cat. She loves her toy elephant.' },
    );
    const next = await parent.post(PLAN_PATH, nextOrder);
    expect(next.status, next.text).toBe(200);
    expect(readOrders.at(-1)?.memory?.known).toEqual(known);
    expect(next.body.questions.filter((q: { required: boolean }) => q.required)).toEqual([]);
    // The reader starts from it: the pronoun, Opa Heinz remembered, Minka, Bobo the companion, two mums.
    const again = storyPlanAnswerSchema.parse(next.body).plan;
    expect(again.hero.pronoun).toBe('she');
    expect(again.people.find((person) => person.name === 'Heinz')?.status).toBe('remembered');
    expect(again.pets.map((pet) => pet.name)).toContain('Minka');
    expect(again.companion).toMatchObject({ name: 'Bobo', kind: 'elephant' });
    expect(again.family.shape).toBe('two-mums');

    // Another parent's child is nobody's memory: an unknown or foreign childId reads no profile.
    await createAccount(app, 'plan-stranger');
    const stranger = await signedIn(app, 'plan-stranger');
    const foreign = await stranger.post(PLAN_PATH, order);
    expect(foreign.status).toBe(404);
  });
});

describe('the plan route under other spellings', () => {
  it('answers only at its own path: upper- and mixed-case spellings reach nothing and write nothing', async () => {
    const before = await written();
    for (const path of ['/API/STORIES/PLAN', '/Api/Stories/Plan', '/api/stories/PLAN', '/api/Stories/plan']) {
      const answer = await app.client().post(path, quickStoryRequest());
      expect(answer.status, path).toBeGreaterThanOrEqual(400);
      expect(answer.status, path).toBeLessThan(500);
    }
    expect(await written()).toEqual(before);
  });
});
