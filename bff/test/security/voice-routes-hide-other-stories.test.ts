import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VoiceRecording } from '../../src/models/index.ts';
import { createAccount, createStory, signedIn } from '../admin/admin-fixtures.ts';
import { encodedAs, hummedSentencesWav } from '../support/recorded-audio.ts';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.ts';

// A story's voices and invite links are its owner's. To anyone else, another user and the admin
// included, each of their routes answers exactly what it answers for a story that does not exist
// (404, the same words): none of them tells an outsider that an id is a story.

const TEXT = 'Luna found a little lantern in the grass. It glowed like the moon on a calm night. She carried it home.';
const MISSING = 'noSuchStory0123456789x';

let app: TestApp;
let owner: TestClient;
let stranger: TestClient;
let admin: TestClient;
let storyId: string;
let voiceId: number;
let inviteId: number;
let file: string;
let webm: Buffer;

type Call = (client: TestClient, id: string) => Promise<{ status: number; text: string }>;

const ROUTES: [string, Call][] = [
  ['GET voices', (client, id) => client.get(`/api/stories/${id}/voices`)],
  ['POST voices', (client, id) => client.post(`/api/stories/${id}/voices`, { name: 'Mine' })],
  ['DELETE voice', (client, id) => client.request('DELETE', `/api/stories/${id}/voices/${voiceId}`)],
  [
    'PUT scene recording',
    (client, id) =>
      client.request('PUT', `/api/stories/${id}/voices/${voiceId}/scenes/1`, {
        body: webm,
        headers: { 'content-type': 'audio/webm' },
      }),
  ],
  ['GET scene recording', (client, id) => client.get(`/api/stories/${id}/voices/${voiceId}/scenes/1/${file}`)],
  ['POST approve', (client, id) => client.post(`/api/stories/${id}/voices/${voiceId}/approve`)],
  ['GET invites', (client, id) => client.get(`/api/stories/${id}/invites`)],
  ['POST invites', (client, id) => client.post(`/api/stories/${id}/invites`)],
  ['DELETE invite', (client, id) => client.request('DELETE', `/api/stories/${id}/invites/${inviteId}`)],
  ['GET e-book in a voice', (client, id) => client.get(`/api/stories/${id}/download?format=epub&voice=${voiceId}`)],
];

beforeAll(async () => {
  app = await startTestApp();
  const mum = await createAccount(app, 'mum');
  await createAccount(app, 'stranger');
  await createAccount(app, 'admin');
  owner = await signedIn(app, 'mum');
  stranger = await signedIn(app, 'stranger');
  admin = await signedIn(app, 'admin');
  storyId = (await createStory(app, { title: 'The Moon Lantern', userId: mum.id, isPaid: true })).id;
  await app.db.knex('scenes').insert({ storyId, sceneNumber: 1, text: TEXT });
  webm = await encodedAs(hummedSentencesWav([2.4, 2.0, 1.6]), 'webm');
  voiceId = (await owner.post(`/api/stories/${storyId}/voices`, { name: "Mum's voice" })).body.id;
  const saved = await owner.request('PUT', `/api/stories/${storyId}/voices/${voiceId}/scenes/1`, {
    body: webm,
    headers: { 'content-type': 'audio/webm' },
  });
  expect(saved.status, saved.text).toBe(200);
  const [{ audioKey }] = await VoiceRecording.query(app.db.knex).where({ voiceId });
  file = audioKey.slice(audioKey.lastIndexOf('/') + 1);
  inviteId = (await owner.post(`/api/stories/${storyId}/invites`)).body.id;
}, 60_000);
afterAll(async () => {
  await app?.close();
});

describe("another account's story on the voice and invite routes", () => {
  it.each(ROUTES)('%s: the same 404 as for no story, to another user and to the admin', async (_, call) => {
    for (const client of [stranger, admin]) {
      const missing = await call(client, MISSING);
      const theirs = await call(client, storyId);
      expect(missing.status).toBe(404);
      expect({ status: theirs.status, text: theirs.text }).toEqual({ status: missing.status, text: missing.text });
    }
  });

  it('lets the owner in on every one of them, and changed nothing for the others', async () => {
    expect((await owner.get(`/api/stories/${storyId}/voices`)).body.voices).toEqual([
      expect.objectContaining({ id: voiceId, recordings: [expect.objectContaining({ sceneNumber: 1 })] }),
    ]);
    expect((await owner.get(`/api/stories/${storyId}/voices/${voiceId}/scenes/1/${file}`)).status).toBe(200);
    expect((await owner.get(`/api/stories/${storyId}/invites`)).body).toEqual([
      expect.objectContaining({ id: inviteId }),
    ]);
    expect((await owner.request('DELETE', `/api/stories/${storyId}/invites/${inviteId}`)).status).toBe(204);
  });

  it('answers a signed-out visitor the same for the routes it may ask', async () => {
    for (const [, call] of ROUTES.filter(([name]) => name.startsWith('GET voices') || name.includes('GET scene'))) {
      const missing = await call(app.client(), MISSING);
      const theirs = await call(app.client(), storyId);
      expect(missing.status).toBe(404);
      expect(theirs.text).toBe(missing.text);
    }
  });
});
