import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MediaPurge,
  Payment,
  PlanReadingRequest,
  SessionRecord,
  StoryVoice,
  VoiceBook,
  VoiceRecording,
} from '../../src/models/index.ts';
import { mediaFolderOf } from '../../src/services/media-store.ts';
import { purgeDeletedStoryMedia, storyMediaFolders } from '../../src/services/story-media-purge.ts';
import { ADMIN_PASSWORD, createAccount, signedIn } from '../admin/admin-fixtures.ts';
import { aCompletedStory, aPaidPayment } from '../support/factories.ts';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.ts';

// Issue "A parent's data is theirs", item 1: a parent deletes their account. The account, its
// sessions, its child profiles and its stories go, with every file of the stories (pictures,
// narration, recorded voices, built books) and their invite links; a paid story's payment stays
// only as a bookkeeping record with nothing that leads back to the family.

const WRONG = 'That is not your password, so your account was not deleted.';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  await createAccount(app, 'admin', ADMIN_PASSWORD);
});
afterAll(() => app?.close());

const knex = () => app.db.knex;
const deleteAccount = (client: TestClient, password: unknown, headers: Record<string, string> = {}) =>
  client.request('DELETE', '/api/auth/account', { json: { password }, headers });

/**
 * A family: an account with a child profile, a paid story (a payment, a recorded voice, an invite
 * link, a built book, a gallery picture) and a free one, a "Download my data" ZIP, each with a file in every place a story keeps files.
 */
async function aFamily(username: string) {
  const user = await createAccount(app, username);
  const client = await signedIn(app, username);
  const child = await client.post('/api/children', { name: `${username}-child` });
  expect(child.status, child.text).toBe(201);
  const paidId = await aCompletedStory(knex(), { userId: user.id, isPaid: true, title: `${username}'s paid tale` });
  const freeId = await aCompletedStory(knex(), { userId: user.id, title: `${username}'s free tale` });
  await knex()('stories').whereIn('id', [paidId, freeId]).update({ child_id: child.body.id });
  await knex()('stories')
    .where({ id: paidId })
    .update({ gallery_id: `g-${paidId}`, shared_at: new Date() });
  const keys: string[] = [];
  for (const id of [paidId, freeId]) {
    await knex()('scenes')
      .where({ story_id: id, scene_number: 1 })
      .update({ image_key: `${id}/scene-1-picture.svg`, audio_key: `${id}/scene-1-narration.mp3` });
    keys.push(`${id}/scene-1-picture.svg`, `${id}/scene-1-narration.mp3`, `downloads/${id}/en-paid-1.epub`);
  }
  const voice = await client.post(`/api/stories/${paidId}/voices`, { name: 'Mum' });
  expect(voice.status, voice.text).toBe(201);
  const voiceKey = `${paidId}/voices/${voice.body.id}/scene-1-abc.mp3`;
  await VoiceRecording.query(knex()).insert({
    voiceId: voice.body.id,
    sceneNumber: 1,
    audioKey: voiceKey,
    sentenceStarts: '[0]',
    durationSeconds: 2,
  });
  await VoiceBook.query(knex()).insert({ voiceId: voice.body.id, mediaKey: `downloads/${paidId}/en-paid-1.epub` });
  keys.push(voiceKey);
  // A "Download my data" ZIP built earlier, and the note of which one is current.
  keys.push(`exports/${user.id}/current.json`, `exports/${user.id}/a1b2c3.zip`);
  for (const key of keys) await app.context.media.put(key, Buffer.from(key.endsWith('.svg') ? '<svg/>' : 'bytes'));
  const invite = await client.post(`/api/stories/${paidId}/invites`);
  expect(invite.status, invite.text).toBe(201);
  families += 1;
  const sessionId = `cs_test_${families}`;
  const payment = await aPaidPayment(knex(), paidId, {
    providerSessionId: sessionId,
    customerEmail: `${username}@example.com`,
    linkOrigin: 'https://dreamweaver.example',
  });
  await knex()('story_link_email_requests').insert({ paymentId: payment.id, emailHash: 'a'.repeat(64) });
  await aPaidPayment(knex(), paidId, { providerSessionId: `${sessionId}_open`, status: 'open' });
  return {
    user,
    client,
    sessionId,
    childId: child.body.id as string,
    paidId,
    freeId,
    keys,
    inviteToken: invite.body.token,
  };
}

let families = 0;
type Family = Awaited<ReturnType<typeof aFamily>>;

/** Every URL of the family's stories, voices and books. */
async function urlsOf(family: Family): Promise<string[]> {
  const urls: string[] = [];
  for (const id of [family.paidId, family.freeId]) {
    const story = await family.client.get(`/api/stories/${id}`);
    expect(story.status, story.text).toBe(200);
    for (const scene of story.body.scenes) urls.push(scene.imageUrl, scene.audioUrl);
    urls.push(`/api/stories/${id}`, `/api/stories/${id}/progress`);
    urls.push(`/api/stories/${id}/download?format=epub`);
  }
  urls.push(`/api/stories/${family.paidId}/voices`, `/api/stories/${family.paidId}/invites`);
  const voices = await family.client.get(`/api/stories/${family.paidId}/voices`);
  const voice = voices.body.voices[0];
  urls.push(voice.recordings[0].audioUrl, `/api/stories/${family.paidId}/download?format=epub&voice=${voice.id}`);
  urls.push(`/api/gallery/g-${family.paidId}/cover`);
  return urls.filter((url): url is string => typeof url === 'string');
}

const present = (keys: readonly string[]) =>
  Promise.all(keys.map(async (key) => (await app.context.media.get(key)) !== undefined));
const storyFolders = (family: Family) =>
  [family.paidId, family.freeId].map((id) => path.join(mediaFolderOf(app.context.settings.dataDir), id));

describe('DELETE /api/auth/account', () => {
  it('needs a signed-in user and the password, asked again', async () => {
    expect((await deleteAccount(app.client(), 'anything')).status).toBe(401);
    await createAccount(app, 'forgetful');
    const browser = await signedIn(app, 'forgetful');
    const missing = await browser.request('DELETE', '/api/auth/account');
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors.password).toBe('Please enter your password to delete your account');
    const german = await browser.request('DELETE', '/api/auth/account', {
      json: { password: '' },
      headers: { 'accept-language': 'de' },
    });
    expect(german.body.fieldErrors.password).toBe('Bitte gib dein Passwort ein, um dein Konto zu löschen');
  });

  it('refuses a wrong password with a clear message, and past the sign-in limits with a 429', async () => {
    const careful = await createAccount(app, 'careful');
    const browser = await signedIn(app, 'careful');
    const wrong = await deleteAccount(browser, 'not-my-password');
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual({ message: WRONG, fieldErrors: { password: WRONG } });
    const german = await deleteAccount(browser, 'nicht-mein-passwort', { 'accept-language': 'de' });
    expect(german.body.message).toBe('Das ist nicht dein Passwort, darum wurde dein Konto nicht gelöscht.');
    for (let i = 0; i < 3; i++) expect((await deleteAccount(browser, `guess-${i}`)).status).toBe(403);
    const throttled = await deleteAccount(browser, 'careful-password');
    expect(throttled.status).toBe(429);
    expect(throttled.body.message).toMatch(/Too many sign-in attempts/);
    expect((await browser.get('/api/auth/me')).body.id).toBe(careful.id);
    // Cross-site, as every other state-changing request: refused before anything is read.
    const forged = await deleteAccount(browser, 'careful-password', {
      'sec-fetch-site': 'cross-site',
      origin: 'https://evil.example',
    });
    expect(forged.status).toBe(403);
    expect(await knex()('users').where({ id: careful.id }).first()).toBeDefined();
  });

  it('deletes the account and everything of it: every URL is 404, the files are gone, signing in fails', async () => {
    const leaving = await aFamily('leaving');
    const staying = await aFamily('staying');
    const phone = await signedIn(app, 'leaving');
    const leavingUrls = await urlsOf(leaving);
    const stayingUrls = await urlsOf(staying);
    // What the text model was sent when it read each family's order on the plan screen.
    const planReading = (userId: number | null) => ({
      orderKey: `order-of-${userId}`,
      userId,
      readingId: `reading-of-${userId}`,
      server: 'api.example',
      model: 'a-model',
      parts: [{ part: 'request' as const, text: 'Her owl is called Hoot.' }],
    });
    for (const userId of [leaving.user.id, staying.user.id, null])
      await PlanReadingRequest.query(knex()).insert(planReading(userId));
    for (const url of leavingUrls) expect((await leaving.client.get(url)).status, url).toBeLessThan(400);
    for (const url of stayingUrls) expect((await staying.client.get(url)).status, url).toBeLessThan(400);

    const deleted = await deleteAccount(leaving.client, 'leaving-password');
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.body).toEqual({
      username: 'leaving',
      stories: 2,
      childProfiles: 1,
      recordedVoices: 1,
      keptPaymentRecords: 1,
    });
    expect(deleted.headers.getSetCookie().join('\n')).toMatch(/dw\.device=;/);
    // The sign-in counters that hold the name in their keys go too (the other family's stay).
    const counters = async (name: string) =>
      (await knex()('rate_limits').where('key', 'like', `%${name}%`)).map((row) => row.key);
    expect(await counters('leaving')).toEqual([]);
    expect(await counters('staying')).not.toEqual([]);

    // Signed out here and on the phone at once; the name and password lead nowhere.
    expect((await leaving.client.get('/api/auth/me')).body).toEqual({});
    expect((await phone.get('/api/auth/me')).body).toEqual({});
    expect(await SessionRecord.query(knex()).whereRaw("data->>'userId' = ?", [String(leaving.user.id)])).toEqual([]);
    const signIn = await app.client().post('/api/auth/login', { username: 'leaving', password: 'leaving-password' });
    expect(signIn.status).toBe(401);

    // 404 for anyone signed in (the admin too); signed out, a route only an owner may ask (the
    // invite links) answers 401 first, as it does for any story.
    const admin = await signedIn(app, 'admin', ADMIN_PASSWORD);
    for (const client of [staying.client, admin])
      for (const url of leavingUrls) expect((await client.get(url)).status, url).toBe(404);
    for (const client of [leaving.client, phone, app.client()])
      for (const url of leavingUrls)
        expect((await client.get(url)).status, url).toBe(url.endsWith('/invites') ? 401 : 404);
    expect((await app.client().get('/api/invite', { 'x-invite-token': leaving.inviteToken })).status).toBe(404);
    expect(await present(leaving.keys)).toEqual(leaving.keys.map(() => false));
    for (const folder of storyFolders(leaving)) expect(fs.existsSync(folder), folder).toBe(false);
    for (const table of ['stories', 'child_profiles', 'known_sign_in_addresses', 'plan_reading_requests'])
      expect(await knex()(table).where({ user_id: leaving.user.id }), table).toEqual([]);
    expect(await StoryVoice.query(knex()).whereIn('storyId', [leaving.paidId, leaving.freeId])).toEqual([]);
    expect(await knex()('voice_invites').where({ story_id: leaving.paidId })).toEqual([]);

    // The other family has everything still.
    for (const url of stayingUrls) expect((await staying.client.get(url)).status, url).toBeLessThan(400);
    expect(await present(staying.keys)).toEqual(staying.keys.map(() => true));
    expect((await staying.client.get('/api/auth/me')).body.username).toBe('staying');
    expect((await staying.client.get('/api/children')).body).toHaveLength(1);
    expect(await Payment.query(knex()).where({ storyId: staying.paidId })).toHaveLength(2);
    expect(await knex()('plan_reading_requests').where({ user_id: staying.user.id })).toHaveLength(1);
    // A signed-out reading names no account: it waits its day (plan-reading-receipt.ts).
    expect(await knex()('plan_reading_requests').whereNull('user_id')).toHaveLength(1);
  });

  it('keeps a paid story’s payment as the provider’s reference and the amount, with nothing leading back', async () => {
    const family = await aFamily('paying');
    const [paid] = await Payment.query(knex()).where({ providerSessionId: family.sessionId });
    expect((await deleteAccount(family.client, 'paying-password')).status).toBe(200);

    const kept = await Payment.query(knex()).findById(paid.id);
    expect(kept).toMatchObject({
      storyId: null,
      provider: 'sandbox',
      providerSessionId: family.sessionId,
      status: 'paid',
      amountCents: paid.amountCents,
      currency: paid.currency,
      customerEmail: null,
      linkOrigin: null,
      emailSentAt: null,
      emailLastError: null,
    });
    expect(kept?.paidAt).toEqual(paid.paidAt);
    const row = JSON.stringify(await knex()('payments').where({ id: paid.id }).first());
    for (const trace of ['paying', family.paidId, 'example.com', 'dreamweaver.example'])
      expect(row).not.toContain(trace);
    // A checkout never paid is no bookkeeping record; the addresses it was sent to go too.
    expect(await Payment.query(knex()).where({ providerSessionId: `${family.sessionId}_open` })).toEqual([]);
    expect(await knex()('story_link_email_requests').where({ payment_id: paid.id })).toEqual([]);

    // The return page of that checkout finds nothing to show, and takes no new address for it.
    const verify = await app.client().get(`/api/payments/verify-payment/${family.sessionId}`);
    expect(verify.body).toMatchObject({ success: false, storyId: null });
    await app.client().post('/api/payments/provide-email', { sessionId: family.sessionId, email: 'new@example.com' });
    expect((await Payment.query(knex()).findById(paid.id))?.customerEmail).toBeNull();
  });

  it('leaves nothing behind when the media store is down: the sweep deletes the files later', async () => {
    const family = await aFamily('outage');
    const { media } = app.context;
    const deleteFolder = media.deleteFolder;
    media.deleteFolder = async () => {
      throw new Error('the bucket is unreachable');
    };
    try {
      expect((await deleteAccount(family.client, 'outage-password')).status).toBe(200);
    } finally {
      media.deleteFolder = deleteFolder;
    }
    expect(await present(family.keys)).toEqual(family.keys.map(() => true));
    const folders = [family.paidId, family.freeId].flatMap(storyMediaFolders);
    expect((await MediaPurge.query(knex()).whereIn('folder', folders)).map((row) => row.folder).sort()).toEqual(
      folders.sort(),
    );

    expect(await purgeDeletedStoryMedia(knex(), media, { warn: () => {} })).toBeGreaterThanOrEqual(4);
    expect(await present(family.keys)).toEqual(family.keys.map(() => false));
    for (const folder of storyFolders(family)) expect(fs.existsSync(folder), folder).toBe(false);
  });

  it('refuses to delete the only admin account (409), and deletes an admin when another one remains', async () => {
    const admin = await signedIn(app, 'admin', ADMIN_PASSWORD);
    const refused = await deleteAccount(admin, ADMIN_PASSWORD);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'This is the only admin account, so it cannot be deleted. Give another account the admin role first (storyctl users grant-admin).',
    );
    expect((await admin.get('/api/auth/me')).body.username).toBe('admin');

    await createAccount(app, 'deputy', 'deputy-password', { isAdmin: true });
    const deputy = await signedIn(app, 'deputy', 'deputy-password');
    expect((await deleteAccount(deputy, 'deputy-password')).status).toBe(200);
    expect((await deleteAccount(admin, ADMIN_PASSWORD)).status).toBe(409);
  });
});

describe("deleting a child's profile with its stories", () => {
  it('keeps a paid story’s payment record the same way', async () => {
    const family = await aFamily('profile-only');
    const [paid] = await Payment.query(knex()).where({ providerSessionId: family.sessionId });
    const deleted = await family.client.request('DELETE', `/api/children/${family.childId}?stories=delete`);
    expect(deleted.body).toEqual({ deletedStories: 2 });
    expect(await Payment.query(knex()).findById(paid.id)).toMatchObject({
      storyId: null,
      customerEmail: null,
      providerSessionId: family.sessionId,
      amountCents: paid.amountCents,
    });
  });
});
