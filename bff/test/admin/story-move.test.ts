import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MediaPurge, Story, StoryVoice, VoiceBook, VoiceInvite, VoiceRecording } from '../../src/models/index.ts';
import { addVoice } from '../../src/services/voice/story-voices.ts';
import { encodedAs, hummedSentencesWav } from '../support/recorded-audio.ts';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.ts';
import { ADMIN_PASSWORD, createAccount, createStory, signedIn } from './admin-fixtures.ts';

// The admin moves a story to another account (bought in the wrong one): what belongs to the family
// that had it stays behind. Its recorded voices refuse the move unless the admin asks for them to
// be deleted with it; its invite links close; it leaves that family's child profile and series.

const TEXT = 'Luna found a little lantern in the grass. It glowed like the moon on a calm night. She carried it home.';

let app: TestApp;
let admin: TestClient;
let mum: TestClient;
let dad: TestClient;
let mumId: number;
let dadId: number;
let profileId: string;
let webm: Buffer;
let storyId: string;

const assign = (body: unknown, headers?: Record<string, string>) =>
  admin.put(`/api/admin/stories/${storyId}/assign`, body, headers);
const linkHeaders = (token: string) => ({ 'x-invite-token': token });
const openLink = (token: string) => app.client().get('/api/invite', linkHeaders(token));
const linkUpload = (token: string, voiceId: number) =>
  app.client().request('PUT', `/api/invite/voices/${voiceId}/scenes/1`, {
    body: webm,
    headers: { 'content-type': 'audio/webm', ...linkHeaders(token) },
  });

async function newLink(): Promise<string> {
  const made = await mum.post(`/api/stories/${storyId}/invites`);
  expect(made.status, made.text).toBe(201);
  return made.body.token;
}

/** Mum's own voice with scene 1 recorded, and Grandma's pending one recorded from a link: their files. */
async function recordVoices(): Promise<{ token: string; grandma: number; keys: string[] }> {
  const own = await mum.post(`/api/stories/${storyId}/voices`, { name: "Mum's voice" });
  expect(own.status, own.text).toBe(201);
  const saved = await mum.request('PUT', `/api/stories/${storyId}/voices/${own.body.id}/scenes/1`, {
    body: webm,
    headers: { 'content-type': 'audio/webm' },
  });
  expect(saved.status, saved.text).toBe(200);
  const token = await newLink();
  const grandma = await app.client().post('/api/invite/voices', { name: 'Grandma' }, linkHeaders(token));
  expect(grandma.status, grandma.text).toBe(201);
  expect((await linkUpload(token, grandma.body.id)).status).toBe(200);
  // An e-book built in Mum's voice, as a download keeps it.
  const book = `downloads/${storyId}/en-paid-voicebook.epub`;
  await app.context.media.put(book, Buffer.from('an epub in a voice'));
  await VoiceBook.query(app.db.knex).insert({ voiceId: own.body.id, mediaKey: book });
  const recordings = await VoiceRecording.query(app.db.knex).whereIn('voiceId', [own.body.id, grandma.body.id]);
  expect(recordings).toHaveLength(2);
  return { token, grandma: grandma.body.id, keys: [...recordings.map((r) => r.audioKey), book] };
}

beforeAll(async () => {
  app = await startTestApp();
  await createAccount(app, 'admin', ADMIN_PASSWORD);
  admin = await signedIn(app, 'admin', ADMIN_PASSWORD);
  mumId = (await createAccount(app, 'mum')).id;
  dadId = (await createAccount(app, 'dad')).id;
  mum = await signedIn(app, 'mum');
  dad = await signedIn(app, 'dad');
  const profile = await mum.post('/api/children', { name: 'Luna', age: 5 });
  expect(profile.status, profile.text).toBe(201);
  profileId = profile.body.id;
  webm = await encodedAs(hummedSentencesWav([2.4, 2.0, 1.6]), 'webm');
}, 60_000);
afterAll(async () => {
  await app?.close();
});
/** A fresh paid story of Mum's, episode 2 of her profile's series. */
beforeEach(async () => {
  const story = await createStory(app, { title: 'The Moon Lantern', userId: mumId, isPaid: true });
  storyId = story.id;
  await Story.query(app.db.knex)
    .patch({ childId: profileId, episode: 2, seriesTitle: "Luna's adventures", recap: 'Last time, Luna met an owl.' })
    .where({ id: storyId });
  await app.db.knex('scenes').insert([
    { storyId, sceneNumber: 1, text: TEXT },
    { storyId, sceneNumber: 2, text: TEXT },
  ]);
  await app.db.knex('rate_limits').delete();
});

describe('moving a story that has recorded voices', () => {
  it('is refused with 409, says how many voices and what to do (en and de), and changes nothing; to its own account it is no move', async () => {
    const { token, keys } = await recordVoices();
    const refused = await assign({ userId: dadId });
    expect(refused.status, refused.text).toBe(409);
    expect(refused.body.message).toBe(
      `The story "${storyId}" was not moved: it has 2 recorded voices (kept or waiting for approval), which belong to the family that has the story now. Its owner can delete them on the story's page, under Voice; or move the story and delete the voices with it: storyctl stories assign --delete-voices (deleteVoices: true in the API).`,
    );
    const german = await assign({ userId: null }, { 'accept-language': 'de' });
    expect(german.status).toBe(409);
    expect(german.body.message).toContain(`Die Geschichte "${storyId}" wurde nicht verschoben: Sie hat 2 aufgenommene`);
    expect((await assign({ userId: dadId, deleteVoices: false })).status).toBe(409);

    const story = (await Story.query(app.db.knex).findById(storyId))!;
    expect(story).toMatchObject({ userId: mumId, childId: profileId, episode: 2 });
    expect((await mum.get(`/api/stories/${storyId}/voices`)).body.voices).toHaveLength(2);
    expect((await openLink(token)).status).toBe(200);
    for (const key of keys) expect(await app.context.media.get(key), key).toBeDefined();

    // Given to the account that has it, the story does not move: no voice deleted, no link closed.
    const same = await assign({ userId: mumId, deleteVoices: true });
    expect(same.status, same.text).toBe(200);
    expect(await StoryVoice.query(app.db.knex).where({ storyId }).resultSize()).toBe(2);
    expect((await openLink(token)).status).toBe(200);
    expect(await Story.query(app.db.knex).findById(storyId)).toMatchObject({ childId: profileId, episode: 2 });

    // One voice is said as one.
    const [first] = await StoryVoice.query(app.db.knex).where({ storyId }).orderBy('id');
    expect((await mum.request('DELETE', `/api/stories/${storyId}/voices/${first.id}`)).status).toBe(204);
    const one = await assign({ userId: dadId });
    expect(one.status).toBe(409);
    expect(one.body.message).toContain('it has 1 recorded voice (kept or waiting for approval), which belongs to');
  });

  it('with deleteVoices deletes the voices and their files, closes the links and leaves the profile, in the move', async () => {
    const { token, grandma, keys } = await recordVoices();
    const secondLink = await newLink();
    const moved = await assign({ userId: dadId, deleteVoices: true });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body).toMatchObject({ id: storyId, userId: dadId, username: 'dad' });

    expect(await StoryVoice.query(app.db.knex).where({ storyId }).resultSize()).toBe(0);
    expect(await VoiceRecording.query(app.db.knex).whereIn('audioKey', keys).resultSize()).toBe(0);
    expect(await VoiceBook.query(app.db.knex).whereIn('mediaKey', keys).resultSize()).toBe(0);
    for (const key of keys) expect(await app.context.media.get(key), key).toBeUndefined();
    // What the store could not delete now, the sweep deletes later.
    const folders = (await MediaPurge.query(app.db.knex)).map((purge) => purge.folder);
    expect(folders).toContain(`${storyId}/voices/${grandma}/`);

    const invites = await VoiceInvite.query(app.db.knex).where({ storyId });
    expect(invites).toHaveLength(2);
    for (const invite of invites) expect(invite.revokedAt).not.toBeNull();
    for (const link of [token, secondLink]) expect((await openLink(link)).status).toBe(404);
    expect((await linkUpload(token, grandma)).status).toBe(404);

    expect((await mum.get(`/api/stories/${storyId}/voices`)).status).toBe(404);
    expect((await dad.get(`/api/stories/${storyId}/voices`)).body).toEqual({ voices: [], canRecord: true });
    expect((await dad.get(`/api/stories/${storyId}/invites`)).body).toEqual([]);
    expect(await Story.query(app.db.knex).findById(storyId)).toMatchObject({
      userId: dadId,
      childId: null,
      episode: null,
      seriesTitle: null,
      recap: null,
    });
  });

  it('to nobody is refused too, and goes with deleteVoices', async () => {
    await recordVoices();
    expect((await assign({ userId: null })).status).toBe(409);
    const moved = await assign({ userId: null, deleteVoices: true });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body).toMatchObject({ userId: null });
    expect(await StoryVoice.query(app.db.knex).where({ storyId }).resultSize()).toBe(0);
  });

  it('takes only userId and a boolean deleteVoices', async () => {
    const extra = await assign({ userId: dadId, deleteVoices: true, keepLinks: true });
    expect(extra.status).toBe(400);
    expect(extra.body.message).toBe("Please send only userId, and deleteVoices to delete the story's recorded voices.");
    const notBoolean = await assign({ userId: dadId, deleteVoices: 'yes' });
    expect(notBoolean.status).toBe(400);
    expect(notBoolean.body.message).toBe('Please give deleteVoices as true or false.');
    expect((await Story.query(app.db.knex).findById(storyId))!.userId).toBe(mumId);
  });
});

describe('moving a story without voices', () => {
  it('closes its invite links: the old family reads and records through them no more', async () => {
    const token = await newLink();
    expect((await openLink(token)).status).toBe(200);
    const moved = await assign({ userId: dadId });
    expect(moved.status, moved.text).toBe(200);
    const opened = await openLink(token);
    expect(opened.status).toBe(404);
    expect(opened.text).not.toContain('Luna');
    const voice = await app.client().post('/api/invite/voices', { name: 'Grandma' }, linkHeaders(token));
    expect(voice.status).toBe(404);
    expect(await StoryVoice.query(app.db.knex).where({ storyId }).resultSize()).toBe(0);
    // Nor does the old owner see or close the links any more.
    expect((await mum.get(`/api/stories/${storyId}/invites`)).status).toBe(404);
  });

  it('adds no voice for whoever checked the story before it moved (the voice waits for the move, then finds it gone)', async () => {
    const asSeenBefore = { id: storyId, userId: mumId, isPaid: true, language: 'en' as const };
    expect((await assign({ userId: dadId })).status).toBe(200);
    const own = addVoice(app.db.knex, asSeenBefore, { name: "Mum's voice", status: 'approved', inviteId: null });
    await expect(own).rejects.toMatchObject({ status: 404, code: 'story.errors.notFound' });
    expect(await StoryVoice.query(app.db.knex).where({ storyId }).resultSize()).toBe(0);
  });

  it('takes it out of the old owner’s child profile and series', async () => {
    const storiesOfProfile = async () =>
      (await mum.get('/api/children')).body.find((p: { id: string }) => p.id === profileId).storyCount;
    const before = await storiesOfProfile();
    expect((await assign({ userId: dadId })).status).toBe(200);

    const listed = (await dad.get('/api/stories/user')).body.find((s: { id: string }) => s.id === storyId);
    expect(listed).toMatchObject({ id: storyId, childId: null });
    expect(listed.series).toBeUndefined();
    expect(JSON.stringify(listed)).not.toContain(profileId);
    // The old owner's profile counts and exports the same stories, none of them the moved one.
    expect(await storiesOfProfile()).toBe(before - 1);
    const exported = await mum.get(`/api/children/${profileId}/export`);
    expect(exported.body.stories).toHaveLength(before - 1);
    expect(exported.body.stories.map((s: { id: string }) => s.id)).not.toContain(storyId);
  });
});
