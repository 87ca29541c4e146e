import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { StoryVoice, VoiceInvite, VoiceRecording } from '../../src/models/index.ts';
import {
  LINK_TAKES_PER_STORY,
  TAKES_PER_ACCOUNT,
  TAKES_PER_LINK,
  TAKES_PER_STORY,
} from '../../src/services/voice/recording-limit.ts';
import {
  inRecordingQueue,
  RECORDING_CONCURRENCY,
  RECORDING_QUEUE_LENGTH,
  recordingQueueState,
} from '../../src/services/voice/recording-queue.ts';
import { createAccount, createStory, signedIn } from '../admin/admin-fixtures.ts';
import { briefRecording, encodedAs, hummedSentencesWav } from '../support/recorded-audio.ts';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.ts';

// Uploads of takes under load and in races: the FFmpeg work of takes sent at once waits its turn
// in a bounded queue (503 with Retry-After past it), takes are counted per account, story and
// link (429), a take is stored only if its voice and link still allow it when it lands, and an
// upload with no sound says that nothing was recorded.

const TEXT = 'Luna found a little lantern in the grass. It glowed like the moon on a calm night. She carried it home.';

let app: TestApp;
let owner: TestClient;
let ownerId: number;
let storyId: string;
let webm: Buffer;

beforeAll(async () => {
  app = await startTestApp();
  const mum = await createAccount(app, 'mum');
  ownerId = mum.id;
  owner = await signedIn(app, 'mum');
  const story = await createStory(app, { title: 'The Moon Lantern', userId: mum.id, isPaid: true });
  storyId = story.id;
  await app.db.knex('scenes').insert([
    { storyId, sceneNumber: 1, text: TEXT },
    { storyId, sceneNumber: 2, text: TEXT },
  ]);
  webm = await encodedAs(hummedSentencesWav([2.4, 2.0, 1.6]), 'webm');
}, 60_000);
afterAll(async () => {
  await app?.close();
});
afterEach(async () => {
  await StoryVoice.query(app.db.knex).delete();
  await VoiceInvite.query(app.db.knex).delete();
  await app.db.knex('rate_limits').delete();
});

const ownPath = (voiceId: number, scene = 1) => `/api/stories/${storyId}/voices/${voiceId}/scenes/${scene}`;
const ownUpload = (voiceId: number, body: Uint8Array = webm, headers: Record<string, string> = {}) =>
  owner.request('PUT', ownPath(voiceId), { body, headers: { 'content-type': 'audio/webm', ...headers } });

async function ownVoice(): Promise<number> {
  const created = await owner.post(`/api/stories/${storyId}/voices`, { name: "Mum's voice" });
  expect(created.status, created.text).toBe(201);
  return created.body.id;
}

/** A link and the pending voice it made. */
async function linkWithVoice(): Promise<{ inviteId: number; token: string; voiceId: number }> {
  const link = await owner.post(`/api/stories/${storyId}/invites`);
  expect(link.status, link.text).toBe(201);
  const voice = await app
    .client()
    .post('/api/invite/voices', { name: 'Grandma' }, { 'x-invite-token': link.body.token });
  expect(voice.status, voice.text).toBe(201);
  return { inviteId: link.body.id, token: link.body.token, voiceId: voice.body.id };
}

const linkUpload = (token: string, voiceId: number, body: Uint8Array = webm) =>
  app.client().request('PUT', `/api/invite/voices/${voiceId}/scenes/1`, {
    body,
    headers: { 'content-type': 'audio/webm', 'x-invite-token': token },
  });

/** A piece of FFmpeg work that holds its slot until the test opens it. */
function gate() {
  let open!: () => void;
  const done = new Promise<void>((resolve) => (open = resolve));
  return { work: () => done, open };
}

/** Holds `count` places of the recordings' queue (its running slots first) until `open`. */
function holdQueue(count: number) {
  const gates = Array.from({ length: count }, gate);
  const held = gates.map((g) => inRecordingQueue(g.work));
  return async () => {
    for (const g of gates) g.open();
    await Promise.all(held);
  };
}

const eventsOf = async (key: string) => (await app.db.knex('rate_limits').where({ key }).first())?.events ?? 0;
/** The limit `key` used up in the current window. */
const usedUp = (key: string, max: number) =>
  app.db.knex('rate_limits').insert({ key, events: max, windowStartedAt: new Date() });

describe('takes sent at once', () => {
  it('wait their turn: past the queue a take gets 503 with Retry-After in the reader’s language, and is not counted', async () => {
    const voiceId = await ownVoice();
    const release = holdQueue(RECORDING_CONCURRENCY + RECORDING_QUEUE_LENGTH);
    try {
      const busy = await ownUpload(voiceId);
      expect(busy.status, busy.text).toBe(503);
      expect(Number(busy.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(busy.body.message).toMatch(/Many recordings are being saved right now.*save it again in \d+ seconds/);
      const german = await ownUpload(voiceId, webm, { 'accept-language': 'de' });
      expect(german.status).toBe(503);
      expect(german.body.message).toMatch(/Gerade werden viele Aufnahmen gespeichert/);
      // Refused before any FFmpeg work: its places are given back.
      expect(await eventsOf(`takes:user:${ownerId}`)).toBe(0);
      expect(await eventsOf(`takes:story:${storyId}`)).toBe(0);
    } finally {
      await release();
    }
    const saved = await ownUpload(voiceId);
    expect(saved.status, saved.text).toBe(200);
    expect(await eventsOf(`takes:user:${ownerId}`)).toBe(1);
  });

  it('leave the queue when their client goes, unchecked and not counted', async () => {
    const voiceId = await ownVoice();
    const release = holdQueue(RECORDING_CONCURRENCY);
    try {
      const client = new AbortController();
      const upload = fetch(`${app.url}${ownPath(voiceId)}`, {
        method: 'PUT',
        body: new Uint8Array(webm),
        headers: { 'content-type': 'audio/webm', cookie: cookieOf(owner) },
        signal: client.signal,
      }).catch(() => 'gone');
      await vi.waitFor(() => expect(recordingQueueState().waiting).toBe(1), { timeout: 10_000 });
      client.abort();
      expect(await upload).toBe('gone');
      await vi.waitFor(() => expect(recordingQueueState().waiting).toBe(0), { timeout: 10_000 });
      await vi.waitFor(async () => expect(await eventsOf(`takes:user:${ownerId}`)).toBe(0), { timeout: 10_000 });
    } finally {
      await release();
    }
    expect(await VoiceRecording.query(app.db.knex).where({ voiceId })).toEqual([]);
  });
});

describe('takes per hour', () => {
  it('are limited per account and per story for the owner: 429 with Retry-After and a message', async () => {
    const voiceId = await ownVoice();
    await usedUp(`takes:user:${ownerId}`, TAKES_PER_ACCOUNT);
    const refused = await ownUpload(voiceId);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(refused.body.message).toMatch(/A great many takes.*wait 60 minutes/);
    expect((await ownUpload(voiceId, webm, { 'accept-language': 'de' })).body.message).toMatch(
      /sehr viele Aufnahmen gespeichert/,
    );
    await app.db.knex('rate_limits').delete();
    await usedUp(`takes:story:${storyId}`, TAKES_PER_STORY);
    expect((await ownUpload(voiceId)).status).toBe(429);
    expect(await VoiceRecording.query(app.db.knex).where({ voiceId })).toEqual([]);
  });

  it('are limited per link and per story’s links, apart from the owner’s takes', async () => {
    const { inviteId, token, voiceId } = await linkWithVoice();
    await usedUp(`takes:link:${inviteId}`, TAKES_PER_LINK);
    const refused = await linkUpload(token, voiceId);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.message).toMatch(/A great many takes/);
    await app.db.knex('rate_limits').delete();
    await usedUp(`takes:links-of-story:${storyId}`, LINK_TAKES_PER_STORY);
    expect((await linkUpload(token, voiceId)).status).toBe(429);
    // The links' takes used up are not the owner's.
    const own = await ownUpload(await ownVoice());
    expect(own.status, own.text).toBe(200);
  });
});

describe('a take that lands after the owner decided', () => {
  /** Starts a link's upload and waits until it is queued behind the held slots (its checks passed). */
  async function queuedLinkUpload(token: string, voiceId: number) {
    const release = holdQueue(RECORDING_CONCURRENCY);
    const upload = linkUpload(token, voiceId);
    await vi.waitFor(() => expect(recordingQueueState().waiting).toBe(1), { timeout: 10_000 });
    return { upload, release };
  }

  it('is refused with 409 when the owner approved the voice meanwhile, and keeps no file', async () => {
    const { token, voiceId } = await linkWithVoice();
    const { upload, release } = await queuedLinkUpload(token, voiceId);
    const approved = await owner.post(`/api/stories/${storyId}/voices/${voiceId}/approve`);
    expect(approved.status).toBe(200);
    await release();
    const answer = await upload;
    expect(answer.status, answer.text).toBe(409);
    expect(answer.body.message).toMatch(/already been kept/);
    expect(await VoiceRecording.query(app.db.knex).where({ voiceId })).toEqual([]);
    expect(storedTakes(voiceId)).toEqual([]);
  });

  it('is refused with 410 when the owner closed the link meanwhile', async () => {
    const { inviteId, token, voiceId } = await linkWithVoice();
    const { upload, release } = await queuedLinkUpload(token, voiceId);
    expect((await owner.request('DELETE', `/api/stories/${storyId}/invites/${inviteId}`)).status).toBe(204);
    await release();
    const answer = await upload;
    expect(answer.status, answer.text).toBe(410);
    expect(answer.body.message).toMatch(/link was closed while your take was on its way/);
    expect(await VoiceRecording.query(app.db.knex).where({ voiceId })).toEqual([]);
    expect(storedTakes(voiceId)).toEqual([]);
  });

  it('is stored when nothing changed (and the owner then approves it with the take)', async () => {
    const { token, voiceId } = await linkWithVoice();
    const { upload, release } = await queuedLinkUpload(token, voiceId);
    await release();
    expect((await upload).status).toBe(200);
    const approved = await owner.post(`/api/stories/${storyId}/voices/${voiceId}/approve`);
    expect(approved.body.recordings).toHaveLength(1);
  });
});

describe('an upload with no sound in it', () => {
  it('says that nothing was recorded, in en and de: an empty body, a bare container, a blink', async () => {
    const voiceId = await ownVoice();
    const empty = await ownUpload(voiceId, new Uint8Array(0));
    expect(empty.status).toBe(422);
    expect(empty.body.message).toBe(
      'Nothing was recorded. Please check that the microphone is on and not muted, then record the scene again.',
    );
    const german = await ownUpload(voiceId, new Uint8Array(0), { 'accept-language': 'de' });
    expect(german.body.message).toMatch(/^Es wurde nichts aufgenommen\. Bitte prüfe, ob das Mikrofon/);
    for (const [container, seconds] of [
      ['mp4', 0],
      ['mp4', 0.05],
      ['webm', 0.05],
    ] as const) {
      const answer = await owner.request('PUT', ownPath(voiceId), {
        body: await briefRecording(container, seconds),
        headers: { 'content-type': `audio/${container}` },
      });
      expect(answer.status, `${container} ${seconds} s`).toBe(422);
      expect(answer.body.message, `${container} ${seconds} s`).toMatch(/^Nothing was recorded/);
    }
    // A broken file is still one that could not be read.
    const broken = await ownUpload(voiceId, Buffer.concat([webm.subarray(0, 40), Buffer.alloc(2000, 7)]));
    expect(broken.body.message).toMatch(/could not be read/);
  });
});

const cookieOf = (client: TestClient) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

/** The files kept in the folder media store for the voice. */
function storedTakes(voiceId: number): string[] {
  const folder = path.join(app.context.settings.dataDir, 'media', storyId, 'voices', String(voiceId));
  return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
}
