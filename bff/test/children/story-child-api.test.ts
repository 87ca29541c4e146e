import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Story } from '../../src/models/index.ts';
import { ADMIN_PASSWORD, createAccount, createStory, signedIn } from '../admin/admin-fixtures.ts';
import { quickStoryRequest } from '../support/story-requests.ts';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.ts';

// `PUT /api/stories/:id/child`: a parent adds one of their own stories (one made signed out and
// accepted at sign-in, or typed in by hand) to one of their child profiles, and takes it out again.
// Nobody else's story or profile, the admin's power included; an episode stays with its series.

let app: TestApp;
let parent: TestClient;
let otherParent: TestClient;
let admin: TestClient;
let parentId: number;
let adminId: number;

const NOT_FOUND_STORY = "We couldn't find the story you're looking for.";
const NOT_FOUND_CHILD = "We couldn't find this child's profile.";

beforeAll(async () => {
  app = await startTestApp();
  adminId = (await createAccount(app, 'admin', ADMIN_PASSWORD)).id;
  parentId = (await createAccount(app, 'attach-parent')).id;
  await createAccount(app, 'attach-other');
  parent = await signedIn(app, 'attach-parent');
  otherParent = await signedIn(app, 'attach-other');
  admin = await signedIn(app, 'admin', ADMIN_PASSWORD);
});
afterAll(() => app?.close());
beforeEach(() => app.db.knex('rate_limits').where('key', 'like', 'stories:addr:%').delete());

const newProfile = async (browser: TestClient, name = 'Ida') => (await browser.post('/api/children', { name })).body.id;
const attach = (browser: TestClient, storyId: string, childId: unknown, headers?: Record<string, string>) =>
  browser.put(`/api/stories/${storyId}/child`, { childId }, headers);
const childIdOf = async (storyId: string) => (await Story.query(app.db.knex).findById(storyId))?.childId;

describe('a story made signed out, accepted at sign-in', () => {
  it("is added to the child's stories, counted and exported with them, and taken out again", async () => {
    const browser = app.client();
    const made = await browser.post('/api/stories', quickStoryRequest({}, { name: 'Ida' }));
    expect(made.status).toBe(201);
    // Signed out, the story is this browser's but no account's: there is no profile to add it to.
    expect((await attach(browser, made.body.id, null)).status).toBe(401);
    await browser.post('/api/auth/register', { username: 'claiming_mum', password: 'secret1' });
    expect((await browser.post('/api/stories/offered/accept', { storyIds: [made.body.id] })).body).toEqual({
      accepted: 1,
    });
    const profileId = await newProfile(browser);

    const added = await attach(browser, made.body.id, profileId);
    expect(added).toMatchObject({ status: 200, body: { storyId: made.body.id, childId: profileId } });
    expect(added.headers.get('cache-control')).toBe('no-store');
    expect((await browser.get(`/api/children/${profileId}`)).body.storyCount).toBe(1);
    expect((await browser.get(`/api/children/${profileId}/export`)).body.stories).toEqual([
      expect.objectContaining({ id: made.body.id }),
    ]);
    const [listed] = (await browser.get('/api/stories/user')).body;
    expect(listed).toMatchObject({ id: made.body.id, childId: profileId });
    expect(listed.series).toBeUndefined();
    // Only the owner's own list says which profile a story is with.
    expect((await browser.get(`/api/stories/${made.body.id}`)).body).not.toHaveProperty('childId');

    expect((await attach(browser, made.body.id, null)).body).toEqual({ storyId: made.body.id, childId: null });
    expect((await browser.get(`/api/children/${profileId}`)).body.storyCount).toBe(0);
    expect((await browser.get('/api/stories/user')).body[0].childId).toBeNull();
  });
});

describe("an added story and the profile's series", () => {
  it('gets no episode number, is not recapped, and its plot and title are not told again', async () => {
    const profileId = await newProfile(parent);
    // Typed in by hand as "Mausi" before the profile existed: not the same name as the profile's.
    const earlier = await createStory(app, { title: 'Mausi and the Moon Lantern', userId: parentId });
    await Story.query(app.db.knex).findById(earlier.id).patch({ plot: 'lost-lantern', childKey: 'mausi' });
    await attach(parent, earlier.id, profileId);

    const episode = await parent.post('/api/stories', {
      ...quickStoryRequest({ childId: profileId, series: true }, { name: 'Ida' }),
    });
    expect(episode.body.series).toEqual({ episode: 1, title: 'The Adventures of Ida' });
    const stored = await Story.query(app.db.knex).findById(episode.body.id);
    expect(stored?.recap).toBeNull();
    expect(stored?.variety).toMatchObject({
      recentTitles: ['Mausi and the Moon Lantern'],
      recentPlots: ['lost-lantern'],
    });
    expect((await Story.query(app.db.knex).findById(earlier.id))?.episode).toBeNull();
  });

  it('keeps an episode with its series: it cannot be taken out or moved, only left where it is', async () => {
    const profileId = await newProfile(parent);
    const otherProfileId = await newProfile(parent, 'Noor');
    const episode = await parent.post('/api/stories', quickStoryRequest({ childId: profileId, series: true }));
    expect(episode.body.series.episode).toBe(1);
    for (const target of [null, otherProfileId]) {
      const refused = await attach(parent, episode.body.id, target);
      expect(refused).toMatchObject({
        status: 409,
        body: {
          message:
            "This story is episode 1 of a series, and an episode stays with its child's series: it cannot be moved.",
        },
      });
    }
    expect((await attach(parent, episode.body.id, profileId)).status).toBe(200);
    expect(await childIdOf(episode.body.id)).toBe(profileId);
    const german = await attach(parent, episode.body.id, null, { 'accept-language': 'de' });
    expect(german.body.message).toBe(
      'Diese Geschichte ist Folge 1 einer Serie, und eine Folge bleibt in der Serie ihres Kindes: Sie kann nicht verschoben werden.',
    );
  });
});

describe("nobody else's story or profile", () => {
  let ownStory: string;
  let profileId: string;
  beforeAll(async () => {
    ownStory = (await createStory(app, { title: 'Own', userId: parentId })).id;
    profileId = await newProfile(parent);
  });

  it("answers 404 for another parent's story, and for the admin too", async () => {
    const theirProfile = await newProfile(otherParent);
    const adminProfile = await newProfile(admin);
    expect(await attach(otherParent, ownStory, theirProfile)).toMatchObject({
      status: 404,
      body: { message: NOT_FOUND_STORY },
    });
    expect(await attach(admin, ownStory, adminProfile)).toMatchObject({
      status: 404,
      body: { message: NOT_FOUND_STORY },
    });
    expect(await attach(admin, ownStory, null)).toMatchObject({ status: 404, body: { message: NOT_FOUND_STORY } });
    expect(await childIdOf(ownStory)).toBeNull();
  });

  it("answers 404 for another parent's profile, the admin's own story included", async () => {
    const theirProfile = await newProfile(otherParent);
    expect(await attach(parent, ownStory, theirProfile)).toMatchObject({
      status: 404,
      body: { message: NOT_FOUND_CHILD },
    });
    const adminStory = (await createStory(app, { title: 'Admin', userId: adminId })).id;
    expect(await attach(admin, adminStory, profileId)).toMatchObject({
      status: 404,
      body: { message: NOT_FOUND_CHILD },
    });
    expect(await childIdOf(ownStory)).toBeNull();
    expect(await childIdOf(adminStory)).toBeNull();
  });

  it('answers 404 for a story nobody owns (made signed out, never accepted)', async () => {
    const unowned = (await createStory(app, { title: 'Nobody' })).id;
    expect(await attach(parent, unowned, profileId)).toMatchObject({ status: 404, body: { message: NOT_FOUND_STORY } });
    expect(await childIdOf(unowned)).toBeNull();
  });

  it('answers 401 to an anonymous caller; a path in other letter case reaches no route', async () => {
    const response = await app.client().put(`/api/stories/${ownStory}/child`, { childId: profileId });
    expect(response).toMatchObject({ status: 401, body: { message: 'Please sign in to continue.' } });
    expect((await otherParent.put(`/api/STORIES/${ownStory}/Child`, { childId: null })).status).toBe(404);
    expect(await childIdOf(ownStory)).toBeNull();
  });
});

describe('bad input: a clear 4xx in the request language', () => {
  let ownStory: string;
  beforeAll(async () => {
    ownStory = (await createStory(app, { title: 'Own', userId: parentId })).id;
  });

  const CHOOSE = "Please choose one of your children's profiles, or none (null) to take the story out of a profile.";

  it.each([
    [{}, CHOOSE],
    [{ childId: '' }, CHOOSE],
    [{ childId: '   ' }, CHOOSE],
    [{ childId: 42 }, CHOOSE],
    [{ childId: 'x'.repeat(33) }, CHOOSE],
  ])('%j is a 400', async (body, message) => {
    const response = await parent.put(`/api/stories/${ownStory}/child`, body);
    expect(response).toMatchObject({ status: 400, body: { message } });
  });

  it('answers in German when the browser asks for it', async () => {
    const response = await attach(parent, ownStory, '', { 'accept-language': 'de' });
    expect(response.body.message).toBe(
      'Bitte wähle eines deiner Kinderprofile, oder keines (null), um die Geschichte aus einem Profil herauszunehmen.',
    );
  });

  it('answers 404 for ids that are not ids', async () => {
    const profileId = await newProfile(parent);
    expect((await attach(parent, 'not.a.story!', profileId)).body.message).toBe(NOT_FOUND_STORY);
    expect((await attach(parent, 'AAAAAAAAAAAAAAAAAAAAAA', profileId)).status).toBe(404);
    expect(await attach(parent, ownStory, 'not a profile!')).toMatchObject({
      status: 404,
      body: { message: NOT_FOUND_CHILD },
    });
    expect(await attach(parent, ownStory, 'AAAAAAAAAAAAAAAAAAAAAA')).toMatchObject({
      status: 404,
      body: { message: NOT_FOUND_CHILD },
    });
  });
});
