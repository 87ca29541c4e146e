import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountExportJsonSchema, accountExportPreparingSchema } from '@dreamweaver/contracts';
import { StoryVoice, VoiceRecording } from '../../src/models/index.ts';
import { accountExportSettled, getAccountExport } from '../../src/services/account-export.ts';
import { findUserById } from '../../src/services/user-service.ts';
import { createAccount, createStory, signedIn } from '../admin/admin-fixtures.ts';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.ts';

// "Download my data": the signed-in account's own ZIP, built off the request's path (202 with
// Retry-After meanwhile), then offered as a file; nobody else's data in it, no password hash.

const PATH = '/api/auth/account/export';
const TEXT = 'Luna found a little lantern in the grass. It glowed like the moon.';
/** A few bytes standing for a recorded take: the export copies the stored file as it is. */
const MP3 = Buffer.from('ID3\u0003\u0000\u0000\u0000\u0000\u0000\u0000recorded take');

let app: TestApp;
let mum: TestClient;
let mumId: number;
let paidId: string;
let previewId: string;
let strangerStoryId: string;
let childId: string;
let voiceId: number;

async function storyWithScenes(title: string, userId: number, isPaid: boolean): Promise<string> {
  const story = await createStory(app, { title, userId, isPaid });
  await app.db.knex('scenes').insert([
    { storyId: story.id, sceneNumber: 1, text: TEXT },
    { storyId: story.id, sceneNumber: 2, text: TEXT },
  ]);
  return story.id;
}

/** Asks until the ZIP comes (202s meanwhile, each with Retry-After and its JSON); the answers seen. */
async function download(client: TestClient, language = 'en') {
  const statuses: number[] = [];
  for (let i = 0; i < 120; i++) {
    const response = await fetch(app.url + PATH, {
      headers: {
        cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'accept-language': language,
      },
    });
    statuses.push(response.status);
    if (response.status === 202) {
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(accountExportPreparingSchema.parse(await response.json()).retryAfterSeconds).toBeGreaterThan(0);
      await accountExportSettled();
      continue;
    }
    expect(response.status, await response.clone().text()).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="dreamweaver-mum-\d{4}-\d\d-\d\d\.zip"/,
    );
    return { statuses, zip: await JSZip.loadAsync(Buffer.from(await response.arrayBuffer())) };
  }
  throw new Error(`no ZIP after ${statuses.join(', ')}`);
}

beforeAll(async () => {
  app = await startTestApp();
  mumId = (await createAccount(app, 'mum')).id;
  const stranger = await createAccount(app, 'stranger');
  mum = await signedIn(app, 'mum');
  paidId = await storyWithScenes('The Moon Lantern', mumId, true);
  previewId = await storyWithScenes('The Sleepy Fox', mumId, false);
  strangerStoryId = await storyWithScenes('Somebody Else', stranger.id, true);
  const child = await mum.post('/api/children', { name: 'Ida', age: 5 });
  expect(child.status, child.text).toBe(201);
  childId = child.body.id;
  const voice = await StoryVoice.query(app.db.knex).insertAndFetch({
    storyId: paidId,
    name: "Mum's voice",
    status: 'approved',
  });
  voiceId = voice.id;
  await app.context.media.put(`voices/${paidId}/${voiceId}/take-1.mp3`, MP3);
  await VoiceRecording.query(app.db.knex).insert({
    voiceId,
    sceneNumber: 1,
    audioKey: `voices/${paidId}/${voiceId}/take-1.mp3`,
    sentenceStarts: '[0]',
    durationSeconds: 2,
  });
}, 60_000);
afterAll(async () => {
  await app?.close();
});

describe('Download my data', () => {
  it('is refused signed out (401)', async () => {
    const response = await app.client().get(PATH);
    expect(response.status).toBe(401);
  });

  it('answers 202 while the ZIP is built, then the ZIP with everything of the account and nothing of another', async () => {
    const { statuses, zip } = await download(mum);
    expect(statuses[0]).toBe(202);
    const files = Object.keys(zip.files)
      .filter((name) => !zip.files[name].dir)
      .sort();
    expect(files).toEqual(
      [
        'README.txt',
        'account.json',
        `children/${childId}.json`,
        `stories/${paidId}/story.html`,
        `stories/${paidId}/story.epub`,
        `stories/${paidId}/privacy-receipt.json`,
        `stories/${previewId}/story.html`,
        `stories/${previewId}/story.epub`,
        `stories/${previewId}/privacy-receipt.json`,
        `voices/${paidId}/${voiceId}/scene-1.mp3`,
      ].sort(),
    );
    const accountText = await zip.file('account.json')!.async('string');
    expect(accountText).not.toMatch(/password|scrypt/i);
    const account = accountExportJsonSchema.parse(JSON.parse(accountText));
    expect(account.account).toMatchObject({ id: mumId, username: 'mum', language: 'en' });
    expect(account.stories.map((story) => story.id).sort()).toEqual([paidId, previewId].sort());
    expect(account.voices).toMatchObject([
      { id: voiceId, storyId: paidId, files: [`voices/${paidId}/${voiceId}/scene-1.mp3`] },
    ]);
    expect(JSON.parse(await zip.file(`children/${childId}.json`)!.async('string'))).toMatchObject({
      profile: { name: 'Ida' },
    });
    expect(await zip.file(`stories/${paidId}/story.html`)!.async('string')).toContain('The Moon Lantern');
    const epub = await JSZip.loadAsync(await zip.file(`stories/${paidId}/story.epub`)!.async('nodebuffer'));
    expect(await epub.file('mimetype')!.async('string')).toBe('application/epub+zip');
    expect(await zip.file(`voices/${paidId}/${voiceId}/scene-1.mp3`)!.async('nodebuffer')).toEqual(MP3);
    expect(JSON.parse(await zip.file(`stories/${paidId}/privacy-receipt.json`)!.async('string'))).toMatchObject({
      storyId: paidId,
      readers: { wholeStory: true },
    });
    const readme = await zip.file('README.txt')!.async('string');
    expect(readme).toContain('Your data from Dreamweaver');
    expect(readme).toContain('story.epub');
    // Another account's story is nowhere in it.
    for (const name of files) expect(await zip.file(name)!.async('string')).not.toContain(strangerStoryId);
    expect(files.join('\n')).not.toContain(strangerStoryId);
  });

  it('is offered as built until the data changes, then built again; README.txt in German for a German browser', async () => {
    const again = await download(mum);
    expect(again.statuses).toEqual([200]);
    const renamed = await mum.put(`/api/children/${childId}`, { name: 'Ida Marie', age: 5 });
    expect(renamed.status, renamed.text).toBe(200);
    const rebuilt = await download(mum);
    expect(rebuilt.statuses[0]).toBe(202);
    expect(await rebuilt.zip.file(`children/${childId}.json`)!.async('string')).toContain('Ida Marie');
    const german = await download(mum, 'de');
    expect(german.statuses[0]).toBe(202);
    const readme = await german.zip.file('README.txt')!.async('string');
    expect(readme).toContain('Deine Daten von Dreamweaver');
    expect(readme).toContain('Dein Passwort ist nicht darin.');
    expect(JSON.parse(await german.zip.file('account.json')!.async('string')).account.language).toBe('de');
  });

  it('is built again after 7 days', async () => {
    const user = (await findUserById(app.db.knex, mumId))!;
    const options = { origin: 'http://localhost:3000' };
    const fresh = await getAccountExport(app.db.knex, app.context.media, user, 'de', options);
    expect('data' in fresh).toBe(true);
    const later = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000 + 60_000);
    const stale = await getAccountExport(app.db.knex, app.context.media, user, 'de', { ...options, now: later });
    expect(stale).toEqual({ preparing: true, retryAfterSeconds: expect.any(Number) });
    await accountExportSettled();
  });

  it('is built once at a time per account, even when its data or language changes while it is built', async () => {
    const user = (await findUserById(app.db.knex, mumId))!;
    const media = app.context.media;
    const zipsPut: string[] = [];
    const counting = new Proxy(media, {
      get(target, property, receiver) {
        if (property !== 'put') return Reflect.get(target, property, receiver);
        return (key: string, ...rest: unknown[]) => {
          if (key.endsWith('.zip')) zipsPut.push(key);
          return (target.put as (...args: unknown[]) => Promise<unknown>).call(target, key, ...rest);
        };
      },
    });
    const options = { origin: 'http://localhost:3000', now: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000) };
    const asked = [];
    for (const language of ['en', 'de', 'en', 'de'] as const) {
      asked.push(await getAccountExport(app.db.knex, counting, user, language, options));
    }
    expect(asked.every((answer) => 'preparing' in answer)).toBe(true);
    await accountExportSettled();
    expect(zipsPut).toHaveLength(1);
    // Asked again once it is built, the data as it stands now (German) is built in its turn.
    await getAccountExport(app.db.knex, counting, user, 'de', options);
    await accountExportSettled();
    expect(zipsPut).toHaveLength(2);
  });
});
