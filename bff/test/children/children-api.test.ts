import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChildProfile, Story, User } from '../../src/models/index.ts';
import { ageOf } from '../../src/services/child-profiles.ts';
import { ADMIN_PASSWORD, createAccount, createStory, signedIn } from '../admin/admin-fixtures.ts';
import { quickStoryRequest } from '../support/story-requests.ts';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.ts';

// The child profiles API: a parent's own profiles, and nobody else's (other users and the admin
// get 404, anonymous callers 401); the admin's lists show counts only.

let app: TestApp;
let parent: TestClient;
let otherParent: TestClient;
let admin: TestClient;
let parentId: number;

const ida = {
  name: 'Ida',
  age: 5,
  pronoun: 'she',
  favourites: { animal: 'otter', colour: 'teal', activity: 'climbing', food: '' },
  look: { hairColour: 'red', hairStyle: 'curly', glasses: true, skinTone: 'light', pyjamas: 'stars' },
  companions: [{ name: 'Pepper', kind: 'dog' }, { name: 'Bobo' }],
  bible: ['Pepper is our dog', 'Ida is afraid of thunder, but less now'],
};

beforeAll(async () => {
  app = await startTestApp();
  await createAccount(app, 'admin', ADMIN_PASSWORD);
  parentId = (await createAccount(app, 'ida-parent')).id;
  await createAccount(app, 'other-parent');
  parent = await signedIn(app, 'ida-parent');
  otherParent = await signedIn(app, 'other-parent');
  admin = await signedIn(app, 'admin', ADMIN_PASSWORD);
});
afterAll(() => app?.close());

describe('a parent and their own child profiles', () => {
  it('creates a profile and reads it back, blank fields as null', async () => {
    const created = await parent.post('/api/children', ida);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      name: 'Ida',
      age: 5,
      birthYear: null,
      birthMonth: null,
      pronoun: 'she',
      favourites: { animal: 'otter', colour: 'teal', activity: 'climbing', food: null },
      look: { hairColour: 'red', hairStyle: 'curly', glasses: true, skinTone: 'light', pyjamas: 'stars' },
      companions: [
        { name: 'Pepper', kind: 'dog' },
        { name: 'Bobo', kind: null },
      ],
      bible: ['Pepper is our dog', 'Ida is afraid of thunder, but less now'],
      storyCount: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const read = await parent.get(`/api/children/${created.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created.body);
    const list = await parent.get('/api/children');
    expect(list.body.map((c: { id: string }) => c.id)).toContain(created.body.id);
  });

  it('needs only a name; the pronoun is then unspecified and the lists are empty', async () => {
    const created = await parent.post('/api/children', { name: ' Noor ' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Noor', age: null, pronoun: 'unspecified', companions: [], bible: [] });
    expect(created.body.look).toEqual({
      hairColour: null,
      hairStyle: null,
      glasses: null,
      skinTone: null,
      pyjamas: null,
    });
  });

  it('updates the whole profile, the story bible included', async () => {
    const { body } = await parent.post('/api/children', ida);
    const changed = await parent.put(`/api/children/${body.id}`, {
      ...ida,
      age: undefined,
      birthYear: new Date().getUTCFullYear() - 6,
      birthMonth: 1,
      bible: ['Pepper is our dog', 'Ida can swim now'],
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ age: 6, bible: ['Pepper is our dog', 'Ida can swim now'] });
    expect((await parent.get(`/api/children/${body.id}`)).body.bible).toEqual([
      'Pepper is our dog',
      'Ida can swim now',
    ]);
  });

  it('exports everything kept about the child as a JSON file, with the stories made from the profile', async () => {
    const { body } = await parent.post('/api/children', ida);
    const story = await createStory(app, { title: 'Ida and the Thunder Drum', userId: parentId });
    await Story.query(app.db.knex).patch({ childId: body.id }).where({ id: story.id });
    const exported = await parent.get(`/api/children/${body.id}/export`);
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toBe(`attachment; filename="child-profile-${body.id}.json"`);
    expect(exported.body).toMatchObject({
      format: 'dreamweaver-child-profile/1',
      profile: { ...body, storyCount: 1, updatedAt: expect.any(String) },
      stories: [{ id: story.id, title: 'Ida and the Thunder Drum', language: 'en' }],
    });
  });

  it('deletes a profile and keeps its stories, unlinked', async () => {
    const { body } = await parent.post('/api/children', ida);
    const story = await createStory(app, { title: 'Kept', userId: parentId });
    await Story.query(app.db.knex).patch({ childId: body.id }).where({ id: story.id });
    const deleted = await parent.request('DELETE', `/api/children/${body.id}?stories=keep`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ deletedStories: 0 });
    expect((await parent.get(`/api/children/${body.id}`)).status).toBe(404);
    const kept = await Story.query(app.db.knex).findById(story.id);
    expect(kept).toMatchObject({ childId: null, userId: parentId });
  });

  it('deletes a profile with its stories when asked, and no other story', async () => {
    const { body } = await parent.post('/api/children', ida);
    const linked = await createStory(app, { title: 'Goes', userId: parentId });
    const other = await createStory(app, { title: 'Stays', userId: parentId });
    await Story.query(app.db.knex).patch({ childId: body.id }).where({ id: linked.id });
    const deleted = await parent.request('DELETE', `/api/children/${body.id}?stories=delete`);
    expect(deleted.body).toEqual({ deletedStories: 1 });
    expect(await Story.query(app.db.knex).findById(linked.id)).toBeUndefined();
    expect(await Story.query(app.db.knex).findById(other.id)).toBeDefined();
  });
});

describe('bad input: a clear 400 in the request language', () => {
  it.each([
    [{}, 'name', 'Name is required'],
    [{ name: 'Ida', pronoun: 'it' }, 'pronoun', 'Please choose he, she, they or unspecified.'],
    [{ name: 'Ida', look: { hairColour: 'green' } }, 'look.hairColour', 'Please choose one of the options offered.'],
    [{ name: 'Ida', age: 30 }, 'age', 'Age must be a whole number from 0 to 18.'],
    [{ name: 'Ida', birthYear: 2020 }, 'birthMonth', 'Please give both the birth year and the birth month.'],
    [
      { name: 'Ida', age: 4, birthYear: 2024, birthMonth: 1 },
      'age',
      'Please give either the age or the birth year and month, not both.',
    ],
    [{ name: 'Ida', birthYear: 1990, birthMonth: 1 }, 'birthYear', 'The birth year must be within the last 18 years.'],
    [{ name: 'Ida', companions: [{ name: '' }] }, 'companions.0.name', 'Every companion or toy needs a name.'],
    [
      { name: 'Ida', bible: Array.from({ length: 31 }, () => 'a fact') },
      'bible',
      'A story bible can hold at most 30 facts.',
    ],
    [{ name: 'Ida', bible: ['x'.repeat(201)] }, 'bible.0', 'Please keep this under 200 characters.'],
    [{ name: 'Ida\u001b[31m' }, 'name', expect.any(String)],
  ])('%j is refused at %s', async (input, field, message) => {
    const response = await parent.post('/api/children', input);
    expect(response.status).toBe(400);
    expect(response.body.fieldErrors[field]).toEqual(message);
  });

  it('answers in German when the browser asks for it', async () => {
    const response = await parent.post('/api/children', { name: 'Ida', pronoun: 'es' }, { 'accept-language': 'de' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(
      'Bitte wähle ein Pronomen: he (er), she (sie), they oder unspecified (nicht angegeben).',
    );
  });

  it('refuses a delete that does not say what happens to the stories', async () => {
    const { body } = await parent.post('/api/children', { name: 'Ida' });
    const response = await parent.request('DELETE', `/api/children/${body.id}`);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Please say whether the stories are kept or deleted (keep or delete).');
    expect((await parent.get(`/api/children/${body.id}`)).status).toBe(200);
  });
});

describe('nobody else sees or changes a profile', () => {
  let profileId: string;
  beforeAll(async () => {
    profileId = (await parent.post('/api/children', ida)).body.id;
  });

  const calls: [string, (b: TestClient) => Promise<{ status: number; body: unknown }>][] = [
    ['GET /api/children/:id', (b) => b.get(`/api/children/${profileId}`)],
    ['PUT /api/children/:id', (b) => b.put(`/api/children/${profileId}`, { name: 'Taken' })],
    ['DELETE /api/children/:id', (b) => b.request('DELETE', `/api/children/${profileId}?stories=delete`)],
    ['GET /api/children/:id/export', (b) => b.get(`/api/children/${profileId}/export`)],
  ];

  it.each(calls)('%s answers 401 to an anonymous caller', async (_name, call) => {
    const response = await call(app.client());
    expect(response).toMatchObject({ status: 401, body: { message: 'Please sign in to continue.' } });
  });

  it.each(calls)('%s answers 404 to another parent and to the admin', async (_name, call) => {
    for (const stranger of [otherParent, admin]) {
      const response = await call(stranger);
      expect(response).toMatchObject({ status: 404, body: { message: "We couldn't find this child's profile." } });
    }
  });

  it('lists only the caller’s own profiles; anonymous callers get 401', async () => {
    expect((await app.client().get('/api/children')).status).toBe(401);
    expect((await app.client().post('/api/children', ida)).status).toBe(401);
    expect((await otherParent.get('/api/children')).body).toEqual([]);
    expect((await admin.get('/api/children')).body).toEqual([]);
  });

  it('is unchanged after the refused calls', async () => {
    expect((await parent.get(`/api/children/${profileId}`)).body).toMatchObject({ name: 'Ida', bible: ida.bible });
  });

  it("shows the admin a count of each account's profiles, never their details", async () => {
    const users = await admin.get('/api/admin/users');
    const row = users.body.find((u: { id: number }) => u.id === parentId);
    const own = (await parent.get('/api/children')).body.length;
    expect(row.childProfileCount).toBe(own);
    expect(JSON.stringify(users.body)).not.toContain('Pepper');
    expect(JSON.stringify(users.body)).not.toContain(profileId);
  });
});

describe('a story made from a profile', () => {
  it("is linked to the parent's own profile and counted with it", async () => {
    const { body } = await parent.post('/api/children', ida);
    const made = await parent.post('/api/stories', quickStoryRequest({ childId: body.id }, { name: 'Ida' }));
    expect(made.status).toBe(201);
    expect(await Story.query(app.db.knex).findById(made.body.id)).toMatchObject({ childId: body.id, userId: parentId });
    expect((await parent.get(`/api/children/${body.id}`)).body.storyCount).toBe(1);
  });

  it("is refused with 404 for another parent's profile and when signed out, and nothing is made", async () => {
    const { body } = await parent.post('/api/children', ida);
    const before = await Story.query(app.db.knex).resultSize();
    for (const maker of [otherParent, app.client()]) {
      const refused = await maker.post('/api/stories', quickStoryRequest({ childId: body.id }));
      expect(refused).toMatchObject({ status: 404, body: { message: "We couldn't find this child's profile." } });
    }
    expect(await Story.query(app.db.knex).resultSize()).toBe(before);
  });
});

describe('the age grows by itself', () => {
  it('counts whole years from the birth month, or from the day the age was given', () => {
    const now = new Date('2030-06-15T00:00:00Z');
    const born = { birthYear: 2024, birthMonth: 7, age: null, ageGivenAt: null } as ChildProfile;
    expect(ageOf(born, now)).toBe(5);
    expect(ageOf({ ...born, birthMonth: 6 } as ChildProfile, now)).toBe(6);
    const given = { birthYear: null, birthMonth: null, age: 4, ageGivenAt: new Date('2028-06-01T00:00:00Z') };
    expect(ageOf(given as ChildProfile, now)).toBe(6);
  });
});

describe('an account and its profiles', () => {
  it('deleting the account deletes its profiles', async () => {
    const gone = await createAccount(app, 'leaving-parent');
    const browser = await signedIn(app, 'leaving-parent');
    const { body } = await browser.post('/api/children', { name: 'Ola' });
    await User.query(app.db.knex).deleteById(gone.id);
    expect(await ChildProfile.query(app.db.knex).findById(body.id)).toBeUndefined();
  });

  it('keeps at most 20 profiles per account', async () => {
    await createAccount(app, 'big-family');
    const browser = await signedIn(app, 'big-family');
    for (let i = 0; i < 20; i += 1)
      expect((await browser.post('/api/children', { name: `Child ${i}` })).status).toBe(201);
    const refused = await browser.post('/api/children', { name: 'One more' });
    expect(refused).toMatchObject({ status: 409, body: { message: 'An account can keep at most 20 child profiles.' } });
  });
});
