import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// Siblings together: POST /api/stories takes up to two brothers and sisters besides the hero, each
// named by the hero's rules; the spec's single-child request is unchanged.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());
beforeEach(() => app.db.knex('rate_limits').where('key', 'like', 'stories:addr:%').delete());

const request = (siblings?: unknown) => ({
  audience: 'child',
  storyType: 'classic',
  language: 'en',
  recipientDetails: { name: 'Ida', age: 5 },
  ...(siblings === undefined ? {} : { siblings }),
});

const max = { name: 'Max', age: 8, pronoun: 'he', role: 'helper', look: { hairColour: 'brown', glasses: true } };
const lou = { name: 'Lou', age: 3, pronoun: 'she', look: { hairStyle: 'ponytail', skinTone: 'dark' } };

describe('a story with brothers and sisters', () => {
  it('keeps the single-child request working unchanged', async () => {
    const made = await app.client().post('/api/stories', request());
    expect(made.status).toBe(201);
    const row = await app.db.knex('stories').where({ id: made.body.id }).first();
    const details = typeof row.details === 'string' ? JSON.parse(row.details) : row.details;
    expect(details.siblings).toBeUndefined();
  });

  it('stores two siblings with their age, pronoun, role and look, blank choices left out', async () => {
    const made = await app.client().post('/api/stories', request([max, { ...lou, role: '', pronoun: null }]));
    expect(made.status).toBe(201);
    const row = await app.db.knex('stories').where({ id: made.body.id }).first();
    const details = typeof row.details === 'string' ? JSON.parse(row.details) : row.details;
    expect(details.siblings).toEqual([max, { name: 'Lou', age: 3, look: lou.look }]);
  });

  it('refuses a third sibling (four children), in English and German', async () => {
    const client = app.client();
    const three = [max, lou, { name: 'Ole' }];
    const en = await client.post('/api/stories', request(three));
    expect(en).toMatchObject({
      status: 400,
      body: { message: 'A story can have at most 2 brothers and sisters besides the hero.' },
    });
    const de = await client.post('/api/stories', request(three), { 'accept-language': 'de' });
    expect(de).toMatchObject({
      status: 400,
      body: { message: 'Eine Geschichte kann neben der Hauptfigur höchstens 2 Geschwister haben.' },
    });
  });

  it.each([
    ['no name', { age: 4 }, 'Name is required'],
    ['a blank name', { name: '   ' }, 'Name is required'],
    ['a name too long', { name: 'M'.repeat(101) }, 'The name can have at most 100 characters.'],
    ['a control character', { name: 'Ma\u0007x' }, undefined],
    ['an age past 18', { name: 'Max', age: 19 }, 'Age must be a whole number from 0 to 18.'],
    [
      'an unknown role',
      { name: 'Max', role: 'villain' },
      'Please choose one of the offered options for the brother or sister.',
    ],
    ['an unknown hair colour', { name: 'Max', look: { hairColour: 'green' } }, undefined],
    ['not a list', 'Max', 'A story can have at most 2 brothers and sisters besides the hero.'],
  ])('refuses a sibling with %s, as it would the hero', async (_what, sibling, message) => {
    const response = await app
      .client()
      .post('/api/stories', request(Array.isArray(sibling) || typeof sibling !== 'object' ? sibling : [sibling]));
    expect(response.status).toBe(400);
    if (message) expect(response.body.message).toBe(message);
    else expect(response.body.message).toEqual(expect.any(String));
  });

  it('refuses the same bad names for the hero (the rules are one)', async () => {
    const response = await app.client().post('/api/stories', {
      ...request(),
      recipientDetails: { name: 'M'.repeat(101) },
    });
    expect(response).toMatchObject({ status: 400, body: { message: 'The name can have at most 100 characters.' } });
  });
});
