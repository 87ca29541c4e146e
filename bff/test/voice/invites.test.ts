import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { StoryVoice, VoiceBook, VoiceInvite, VoiceRecording } from '../../src/models/index.ts';
import { INVITE_REQUESTS_PER_HOUR } from '../../src/services/voice/invite-limit.ts';
import { createAccount, createStory, signedIn } from '../admin/admin-fixtures.ts';
import { encodedAs, hummedSentencesWav } from '../support/recorded-audio.ts';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.ts';

// Inviting a grandparent, tested as the paywall is: a link opens one paid story's text and the
// recorder, nothing else; what it records waits for the owner; a revoked or expired link, or an
// unknown one, is the same 404; only the owner makes, closes and approves; it is rate-limited.

const TEXT = 'Luna found a little lantern in the grass. It glowed like the moon on a calm night. She carried it home.';

let app: TestApp;
let owner: TestClient;
let stranger: TestClient;
let admin: TestClient;
let storyId: string;
let otherStoryId: string;
let webm: Buffer;

async function paidStory(userId: number): Promise<string> {
  const story = await createStory(app, { title: 'The Moon Lantern', userId, isPaid: true });
  await app.db.knex('scenes').insert([
    { storyId: story.id, sceneNumber: 1, text: TEXT, imagePrompt: 'a picture of a lantern' },
    { storyId: story.id, sceneNumber: 2, text: TEXT },
  ]);
  return story.id;
}

const invites = (id = storyId) => `/api/stories/${id}/invites`;
const linkHeaders = (token: string) => ({ 'x-invite-token': token });
/** A browser with no session at all: whoever holds the link. */
const guest = () => app.client();

async function newLink(client = owner, id = storyId): Promise<{ id: number; token: string }> {
  const made = await client.post(invites(id));
  expect(made.status, made.text).toBe(201);
  return made.body;
}

const openLink = (token: string, client = guest()) => client.get('/api/invite', linkHeaders(token));
const linkVoice = (token: string, name = 'Grandma', client = guest()) =>
  client.post('/api/invite/voices', { name }, linkHeaders(token));
const linkUpload = (token: string, voiceId: number, sceneNumber: number, client = guest()) =>
  client.request('PUT', `/api/invite/voices/${voiceId}/scenes/${sceneNumber}`, {
    body: webm,
    headers: { 'content-type': 'audio/webm', ...linkHeaders(token) },
  });

/** A link that recorded scene 1 into a new pending voice. */
async function recordedFromLink(): Promise<{ token: string; voiceId: number }> {
  const { token } = await newLink();
  const voice = await linkVoice(token);
  expect(voice.status, voice.text).toBe(201);
  const saved = await linkUpload(token, voice.body.id, 1);
  expect(saved.status, saved.text).toBe(200);
  return { token, voiceId: voice.body.id };
}

beforeAll(async () => {
  app = await startTestApp();
  const mum = await createAccount(app, 'mum');
  const other = await createAccount(app, 'other');
  await createAccount(app, 'stranger');
  await createAccount(app, 'admin');
  owner = await signedIn(app, 'mum');
  stranger = await signedIn(app, 'stranger');
  admin = await signedIn(app, 'admin');
  storyId = await paidStory(mum.id);
  otherStoryId = await paidStory(other.id);
  webm = await encodedAs(hummedSentencesWav([2.4, 2.0, 1.6]), 'webm');
}, 60_000);
afterAll(async () => {
  await app?.close();
});
afterEach(async () => {
  await StoryVoice.query(app.db.knex).delete();
  await VoiceInvite.query(app.db.knex).delete();
  // Every test starts with the address's invite requests uncounted.
  await app.db.knex('rate_limits').delete();
});

describe('an invite link to record the story', () => {
  it('opens only the story’s scenes’ text, and records a pending voice the owner hears and nobody plays', async () => {
    const { token } = await newLink();
    const opened = await openLink(token);
    expect(opened.status, opened.text).toBe(200);
    expect(opened.body).toEqual({
      language: 'en',
      scenes: [
        { sceneNumber: 1, text: TEXT },
        { sceneNumber: 2, text: TEXT },
      ],
      voices: [],
    });
    // Nothing names the story, its pictures or its owner.
    expect(opened.text).not.toContain(storyId);
    expect(opened.text).not.toMatch(/picture|Moon Lantern|mum/i);
    expect(opened.headers.get('cache-control')).toBe('no-store');

    const voice = await linkVoice(token);
    expect(voice.status, voice.text).toBe(201);
    expect(voice.body).toEqual({ id: expect.any(Number), name: 'Grandma', recordedScenes: [] });
    const saved = await linkUpload(token, voice.body.id, 2);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.text).not.toContain(storyId);
    expect((await openLink(token)).body.voices).toEqual([{ id: voice.body.id, name: 'Grandma', recordedScenes: [2] }]);

    // The owner sees it pending and may listen; it is no voice of the story yet.
    const listed = await owner.get(`/api/stories/${storyId}/voices`);
    const pending = listed.body.voices.find((v: { id: number }) => v.id === voice.body.id);
    expect(pending).toMatchObject({ name: 'Grandma', pending: true, recordings: [{ sceneNumber: 2 }] });
    expect((await owner.get(pending.recordings[0].audioUrl)).status).toBe(200);
    expect((await stranger.get(pending.recordings[0].audioUrl)).status).toBe(404);
    expect((await guest().get(pending.recordings[0].audioUrl)).status).toBe(404);
    // Neither the e-book nor the owner's own recorder uses it before approval.
    expect((await owner.get(`/api/stories/${storyId}/download?format=epub&voice=${voice.body.id}`)).status).toBe(404);
    const ownTake = await owner.request('PUT', `/api/stories/${storyId}/voices/${voice.body.id}/scenes/1`, {
      body: webm,
      headers: { 'content-type': 'audio/webm' },
    });
    expect(ownTake.status).toBe(404);
  });

  it('keeps the token only as its hash, 256 random bits', async () => {
    const { token, id } = await newLink();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const row = await app.db.knex('voice_invites').where({ id }).first();
    expect(row.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    const listed = await owner.get(invites());
    expect(listed.body).toEqual([{ id, createdAt: expect.any(String), expiresAt: expect.any(String) }]);
    const days = (Date.parse(listed.body[0].expiresAt) - Date.parse(listed.body[0].createdAt)) / 86_400_000;
    expect(days).toBe(7);
  });

  it('reaches no other story, no other scene and no other voice', async () => {
    const { token, voiceId } = await recordedFromLink();
    // Another story's id in the path names nothing on the link's routes: they have no story id.
    const otherLink = await newLink(await signedIn(app, 'other'), otherStoryId);
    const otherVoice = await linkVoice(otherLink.token, 'Other');
    expect((await linkUpload(token, otherVoice.body.id, 1)).status).toBe(404);
    expect((await guest().get(`/api/stories/${otherStoryId}/voices`, linkHeaders(token))).status).toBe(404);
    expect((await guest().post(`/api/stories/${otherStoryId}/voices`, { name: 'x' }, linkHeaders(token))).status).toBe(
      401,
    );
    expect((await guest().post(invites(), undefined, linkHeaders(token))).status).toBe(401);
    // A scene the story does not have.
    expect((await linkUpload(token, voiceId, 3)).status).toBe(404);
    expect((await linkUpload(token, voiceId, 0)).status).toBe(404);
    // A voice of the story not made by this link (the owner's own), and one already approved.
    const own = await owner.post(`/api/stories/${storyId}/voices`, { name: "Mum's voice" });
    expect((await linkUpload(token, own.body.id, 1)).status).toBe(404);
    const second = await newLink();
    expect((await linkUpload(second.token, voiceId, 1)).status).toBe(404);
    expect((await owner.post(`/api/stories/${storyId}/voices/${voiceId}/approve`)).status).toBe(200);
    expect((await linkUpload(token, voiceId, 2)).status).toBe(404);
    // With its voice kept, the link may start another one; only that one is the link's to record.
    const mine = await linkVoice(token, 'Grandpa');
    expect(mine.status).toBe(201);
    expect((await openLink(token)).body.voices.map((v: { id: number }) => v.id)).toEqual([mine.body.id]);
  });

  it('opens nothing after it is revoked, after it expires, or when the story is no longer paid: the same 404', async () => {
    const { token, voiceId } = await recordedFromLink();
    const unknown = await openLink('A'.repeat(43));
    expect(unknown.status).toBe(404);
    const unknownBody = unknown.text;

    const link = await VoiceInvite.query(app.db.knex).findOne({});
    expect((await owner.request('DELETE', `${invites()}/${link!.id}`)).status).toBe(204);
    for (const replay of [await openLink(token), await linkVoice(token), await linkUpload(token, voiceId, 2)]) {
      expect(replay.status).toBe(404);
      expect(replay.text).toBe(unknownBody);
    }
    expect((await owner.get(invites())).body).toEqual([]);
    // What it recorded stays, pending, for the owner to decide.
    expect(await StoryVoice.query(app.db.knex).findById(voiceId)).toMatchObject({ status: 'pending' });

    const expiring = await newLink();
    expect((await openLink(expiring.token)).status).toBe(200);
    await app.db
      .knex('voice_invites')
      .where({ id: expiring.id })
      .update({ expires_at: new Date(Date.now() - 1000) });
    expect((await openLink(expiring.token)).text).toBe(unknownBody);
    expect((await linkVoice(expiring.token)).status).toBe(404);

    const unpaid = await newLink();
    await app.db.knex('stories').where({ id: storyId }).update({ is_paid: false });
    try {
      expect((await openLink(unpaid.token)).text).toBe(unknownBody);
    } finally {
      await app.db.knex('stories').where({ id: storyId }).update({ is_paid: true });
    }
    // No token, or one that is no token at all.
    expect((await guest().get('/api/invite')).text).toBe(unknownBody);
    expect((await openLink('not a token!')).text).toBe(unknownBody);
  });

  it('is made, listed and revoked by the owner of a paid story only: not anonymous, not another user, not the admin', async () => {
    const { id } = await newLink();
    for (const client of [guest(), stranger, admin]) {
      // Signed in, anyone but the owner gets the 404 of a story that does not exist.
      const expected = client.cookies.size ? 404 : 401;
      expect((await client.post(invites())).status).toBe(expected);
      expect((await client.get(invites())).status).toBe(expected);
      expect((await client.request('DELETE', `${invites()}/${id}`)).status).toBe(expected);
    }
    expect(await VoiceInvite.query(app.db.knex).resultSize()).toBe(1);
    // Another story's link is not the owner's to close.
    const theirs = await newLink(await signedIn(app, 'other'), otherStoryId);
    expect((await owner.request('DELETE', `${invites()}/${theirs.id}`)).status).toBe(404);
    expect((await owner.request('DELETE', `${invites(otherStoryId)}/${theirs.id}`)).status).toBe(404);
    // An unpaid story has no links; and its POSTs must come from this site.
    const unpaid = await createStory(app, {
      title: 'Free',
      userId: (await app.db.knex('users').where({ username: 'mum' }).first()).id,
    });
    expect((await owner.post(invites(unpaid.id))).status).toBe(403);
    const crossSite = await owner.post(invites(), undefined, {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.status).toBe(403);
  });

  it('is approved or rejected by the owner only; rejecting deletes the files', async () => {
    const { voiceId } = await recordedFromLink();
    const approve = `/api/stories/${storyId}/voices/${voiceId}/approve`;
    expect((await guest().post(approve)).status).toBe(401);
    expect((await stranger.post(approve)).status).toBe(404);
    expect((await admin.post(approve)).status).toBe(404);
    expect((await stranger.request('DELETE', `/api/stories/${storyId}/voices/${voiceId}`)).status).toBe(404);
    const crossSite = await owner.post(approve, undefined, {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.status).toBe(403);
    expect(await StoryVoice.query(app.db.knex).findById(voiceId)).toMatchObject({ status: 'pending' });

    const approved = await owner.post(approve);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ id: voiceId, pending: false, recordings: [{ sceneNumber: 1 }] });

    const rejected = await recordedFromLink();
    const [{ audioKey }] = await VoiceRecording.query(app.db.knex).where({ voiceId: rejected.voiceId });
    expect(await app.context.media.get(audioKey)).toBeDefined();
    expect((await owner.request('DELETE', `/api/stories/${storyId}/voices/${rejected.voiceId}`)).status).toBe(204);
    expect(await app.context.media.get(audioKey)).toBeUndefined();
    expect(await StoryVoice.query(app.db.knex).findById(rejected.voiceId)).toBeUndefined();
  });

  it('approved twice at once is one voice', async () => {
    const { voiceId } = await recordedFromLink();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => owner.post(`/api/stories/${storyId}/voices/${voiceId}/approve`)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const voices = await StoryVoice.query(app.db.knex).where({ storyId });
    expect(voices).toHaveLength(1);
    expect(voices[0]).toMatchObject({ id: voiceId, status: 'approved' });
    expect(await VoiceRecording.query(app.db.knex).where({ voiceId })).toHaveLength(1);
  });

  it('holds one pending voice per link: a second one is refused with a clear message', async () => {
    const { token } = await newLink();
    const answers = await Promise.all(Array.from({ length: 3 }, (_, i) => linkVoice(token, `Grandma ${i}`)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    const made = answers.find((answer) => answer.status === 201)!.body;
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(refused.body.message).toBe(
      `A voice has already been recorded with this link ("${made.name}"). Please go on recording into it, or ask for a second link for another voice.`,
    );
    const german = await guest().post(
      '/api/invite/voices',
      { name: 'Opa' },
      { ...linkHeaders(token), 'accept-language': 'de' },
    );
    expect(german.status).toBe(409);
    expect(german.body.message).toMatch(/^Mit diesem Link wurde schon eine Stimme aufgenommen/);
    // Once the owner kept it, the link may record another voice.
    await owner.post(`/api/stories/${storyId}/voices/${made.id}/approve`);
    expect((await linkVoice(token, 'Grandpa')).status).toBe(201);
  });

  it('counts pending voices toward the story’s five, and keeps the last place for the owner’s own voice', async () => {
    await owner.post(`/api/stories/${storyId}/voices`, { name: "Mum's voice" });
    const tokens = await Promise.all(Array.from({ length: 5 }, async () => (await newLink()).token));
    const answers = await Promise.all(tokens.map((token, i) => linkVoice(token, `Grandma ${i}`)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(2);
    expect(refused[0].body.message).toMatch(/no room for another voice right now/);
    // The links filled four places; the fifth is the owner's.
    const own = await owner.post(`/api/stories/${storyId}/voices`, { name: 'Dad' });
    expect(own.status, own.text).toBe(201);
    expect((await owner.post(`/api/stories/${storyId}/voices`, { name: 'Granny' })).status).toBe(409);
    expect(await StoryVoice.query(app.db.knex).where({ storyId }).resultSize()).toBe(5);
  });

  it('is rate-limited per address, unknown tokens included', async () => {
    const { token } = await newLink();
    const answers = [];
    for (let i = 0; i < INVITE_REQUESTS_PER_HOUR; i++)
      answers.push((await openLink(i % 2 ? token : 'B'.repeat(43))).status);
    expect(answers.filter((status) => status === 429)).toEqual([]);
    const refused = await openLink(token);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.message).toMatch(/Too many requests/);
    expect((await linkVoice(token)).status).toBe(429);
  });
});

describe('an e-book read in a voice', () => {
  it('is deleted with every key it was kept under when the voice is deleted or the story refunded', async () => {
    const { voiceId } = await recordedFromLink();
    await owner.post(`/api/stories/${storyId}/voices/${voiceId}/approve`);
    const download = `/api/stories/${storyId}/download?format=epub&voice=${voiceId}`;
    // Asked for once, the book is remembered under its key (and built off the request's path).
    await waitFor(async () => (await owner.get(download)).status === 200);
    const [{ mediaKey }] = await VoiceBook.query(app.db.knex).where({ voiceId });
    expect(await app.context.media.get(mediaKey)).toBeDefined();
    const takes = (await VoiceRecording.query(app.db.knex).where({ voiceId })).map((take) => take.audioKey);
    expect(takes).toHaveLength(1);
    // The story changes after the book was built: the book's key no longer follows from the story.
    await app.db.knex('stories').where({ id: storyId }).update({ title: 'The Moon Lantern, again' });

    const sessionId = `cs_sandbox_${voiceId}`;
    await app.db.knex('sandbox_checkout_sessions').insert({
      id: sessionId,
      idempotencyKey: sessionId,
      storyId,
      amountCents: 499,
      currency: 'eur',
      successUrl: '/',
      cancelUrl: '/',
      status: 'paid',
    });
    await app.db.knex('payments').insert({
      storyId,
      provider: 'sandbox',
      providerSessionId: sessionId,
      status: 'paid',
      refundStatus: 'needed',
      amountCents: 499,
      currency: 'eur',
    });
    const refunded = await admin.post(`/api/admin/stories/${storyId}/refund`);
    expect(refunded.status, refunded.text).toBe(200);
    expect(await app.context.media.get(mediaKey)).toBeUndefined();
    expect(await StoryVoice.query(app.db.knex).where({ storyId })).toEqual([]);
    expect(await VoiceBook.query(app.db.knex)).toEqual([]);
    for (const audioKey of takes) expect(await app.context.media.get(audioKey)).toBeUndefined();
  }, 120_000);
});

async function waitFor(condition: () => Promise<boolean>) {
  for (let tries = 0; tries < 400; tries++) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the book was not built');
}
