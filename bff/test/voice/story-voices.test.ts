import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import JSZip from 'jszip';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { StoryVoice, VoiceBook, VoiceRecording } from '../../src/models/index.ts';
import { bookBuildSettled, getStoryDownload } from '../../src/services/story-download.ts';
import { lockVoice, recordScene } from '../../src/services/voice/scene-recording.ts';
import { voiceBookAdapter } from '../../src/services/voice/voice-book.ts';
import { createAccount, createStory, signedIn } from '../admin/admin-fixtures.ts';
import { epubcheck } from '../support/epubcheck.ts';
import { encodedAs, hummedSentencesWav, longToneWebm } from '../support/recorded-audio.ts';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.ts';

// A story read aloud in a parent's own voice: only the owner of a paid story records, hears and
// deletes it; the server takes what browsers record (WebM/Opus, MP4/AAC) and nothing else, checks
// the sound, finds where each sentence starts from the pauses, and keeps the files in the media store.

const run = promisify(execFile);
const TEXT = 'Luna found a little lantern in the grass. It glowed like the moon on a calm night. She carried it home.';
const SENTENCES = [2.4, 2.0, 1.6];

let app: TestApp;
let owner: TestClient;
let stranger: TestClient;
let storyId: string;
let ownerId: number;
let webm: Buffer;

async function paidStory(userId: number | null, isPaid = true): Promise<string> {
  const story = await createStory(app, { title: 'The Moon Lantern', userId, isPaid });
  await app.db.knex('scenes').insert([
    { storyId: story.id, sceneNumber: 1, text: TEXT },
    { storyId: story.id, sceneNumber: 2, text: TEXT },
  ]);
  return story.id;
}

const upload = (
  client: TestClient,
  path: string,
  body: Uint8Array,
  type: string,
  headers: Record<string, string> = {},
) => client.request('PUT', path, { body, headers: { 'content-type': type, ...headers } });

async function newVoice(name = "Mum's voice"): Promise<number> {
  const created = await owner.post(`/api/stories/${storyId}/voices`, { name });
  expect(created.status).toBe(201);
  return created.body.id;
}

beforeAll(async () => {
  app = await startTestApp();
  const mum = await createAccount(app, 'mum');
  await createAccount(app, 'stranger');
  owner = await signedIn(app, 'mum');
  stranger = await signedIn(app, 'stranger');
  ownerId = mum.id;
  storyId = await paidStory(mum.id);
  webm = await encodedAs(hummedSentencesWav(SENTENCES), 'webm');
}, 60_000);
afterAll(async () => {
  await app?.close();
});
// Each test makes its voices afresh (a story has at most five).
afterEach(async () => {
  await StoryVoice.query(app.db.knex).delete().where({ storyId });
});

describe('recording a scene in your own voice', () => {
  it('stores a WebM/Opus reading as MP3 with sentence starts at the pauses, for the owner only', async () => {
    const voiceId = await newVoice();
    const path = `/api/stories/${storyId}/voices/${voiceId}/scenes/1`;
    const saved = await upload(owner, path, webm, 'audio/webm;codecs=opus');
    expect(saved.status, saved.text).toBe(200);
    // The sentences start after 0.4 s, then after each 0.9 s pause (a tenth of a second early).
    const expected = [0.3, 0.4 + 2.4 + 0.9 - 0.1, 0.4 + 2.4 + 0.9 + 2.0 + 0.9 - 0.1];
    for (const [i, start] of (saved.body.sentenceStarts as number[]).entries())
      expect(start).toBeCloseTo(expected[i], 1);
    expect(saved.body.durationSeconds).toBeGreaterThan(8);

    const sound = await owner.get(saved.body.audioUrl);
    expect(sound.status).toBe(200);
    expect(sound.headers.get('content-type')).toBe('audio/mpeg');
    const listed = await owner.get(`/api/stories/${storyId}/voices`);
    expect(listed.body).toMatchObject({ canRecord: true, voices: [{ id: voiceId, name: "Mum's voice" }] });
    expect(listed.body.voices[0].recordings).toEqual([saved.body]);

    // Nobody else hears it or learns that it exists.
    expect((await stranger.get(saved.body.audioUrl)).status).toBe(404);
    expect((await app.client().get(saved.body.audioUrl)).status).toBe(404);
    expect((await stranger.get(`/api/stories/${storyId}/voices`)).status).toBe(404);
  });

  it('takes MP4/AAC as Safari records it, and a second take replaces the first and its file', async () => {
    const voiceId = await newVoice('Grandpa');
    const path = `/api/stories/${storyId}/voices/${voiceId}/scenes/2`;
    const first = await upload(owner, path, webm, 'audio/webm');
    expect(first.status, first.text).toBe(200);
    const mp4 = await encodedAs(hummedSentencesWav(SENTENCES), 'mp4');
    const second = await upload(owner, path, mp4, 'audio/mp4');
    expect(second.status, second.text).toBe(200);
    expect(second.body.sentenceStarts).toHaveLength(3);
    expect(second.body.audioUrl).not.toBe(first.body.audioUrl);
    expect((await owner.get(first.body.audioUrl)).status).toBe(404);
    expect(await VoiceRecording.query(app.db.knex).where({ voiceId })).toHaveLength(1);
  });

  it("refuses other types, mislabelled bodies and oversized ones with 415 and 413, in the reader's language", async () => {
    const voiceId = await newVoice('Types');
    const path = `/api/stories/${storyId}/voices/${voiceId}/scenes/1`;
    const wav = hummedSentencesWav(SENTENCES);
    const ogg = await upload(owner, path, wav, 'audio/ogg');
    expect(ogg.status).toBe(415);
    expect(ogg.body.message).toMatch(/WebM with Opus or as MP4 with AAC/);
    expect((await upload(owner, path, wav, 'audio/webm')).status).toBe(415);
    const german = await upload(owner, path, wav, 'text/plain', { 'accept-language': 'de' });
    expect(german.status).toBe(415);
    expect(german.body.message).toMatch(/Bitte sende die Aufnahme als WebM/);
    const huge = await upload(owner, path, Buffer.alloc(10 * 1024 * 1024 + 1, 1), 'audio/webm');
    expect(huge.status).toBe(413);
    expect(huge.body.message).toMatch(/at most 10 MB/);
    const long = await upload(owner, path, await longToneWebm(605), 'audio/webm');
    expect(long.status, long.text).toBe(413);
    expect(long.body.message).toMatch(/at most 10 minutes/);
  }, 60_000);

  it('refuses silence, a recording too short for the text, and a file that does not decode', async () => {
    const voiceId = await newVoice('Checks');
    const path = `/api/stories/${storyId}/voices/${voiceId}/scenes/1`;
    const silent = await upload(owner, path, await encodedAs(hummedSentencesWav([3, 3], 0.5, 0), 'webm'), 'audio/webm');
    expect(silent.status).toBe(422);
    expect(silent.body.message).toMatch(/could not hear anything/);
    const short = await upload(owner, path, await encodedAs(hummedSentencesWav([0.8]), 'webm'), 'audio/webm');
    expect(short.status).toBe(422);
    expect(short.body.message).toMatch(/too short/);
    const broken = Buffer.concat([webm.subarray(0, 40), Buffer.alloc(2000, 7)]);
    expect((await upload(owner, path, broken, 'audio/webm')).status).toBe(422);
    expect(await VoiceRecording.query(app.db.knex).where({ voiceId })).toHaveLength(0);
  });

  it('keeps at most five voices when many are created at once (two tabs, a double tap)', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => owner.post(`/api/stories/${storyId}/voices`, { name: `Voice ${i}` })),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(3);
    expect(await StoryVoice.query(app.db.knex).where({ storyId }).resultSize()).toBe(5);
  });

  it('is for the owner of a paid story only', async () => {
    const voiceId = await newVoice('Owner only');
    const path = `/api/stories/${storyId}/voices/${voiceId}/scenes/1`;
    expect((await upload(app.client(), path, webm, 'audio/webm')).status).toBe(401);
    // Anyone else is told what they would be told of no story at all (security/voice-routes-hide-other-stories.test.ts).
    expect((await upload(stranger, path, webm, 'audio/webm')).status).toBe(404);
    expect((await stranger.post(`/api/stories/${storyId}/voices`, { name: 'Mine' })).status).toBe(404);
    expect((await stranger.request('DELETE', `/api/stories/${storyId}/voices/${voiceId}`)).status).toBe(404);
    // Not a scene of the story, not a voice of the story, not from this site.
    expect((await upload(owner, `/api/stories/${storyId}/voices/${voiceId}/scenes/9`, webm, 'audio/webm')).status).toBe(
      404,
    );
    const otherStory = await paidStory((await createAccount(app, 'other')).id);
    expect(
      (await upload(owner, `/api/stories/${otherStory}/voices/${voiceId}/scenes/1`, webm, 'audio/webm')).status,
    ).toBe(404);
    const crossSite = await upload(owner, path, webm, 'audio/webm', {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.status).toBe(403);
    // Only the recording route takes a body that is not JSON.
    const elsewhere = await owner.request('POST', `/api/stories/${storyId}/voices`, {
      body: webm,
      headers: { 'content-type': 'audio/webm' },
    });
    expect(elsewhere.status).toBe(415);
    expect(elsewhere.body.message).toMatch(/as JSON/);

    const mum = await app.db.knex('users').where({ username: 'mum' }).first();
    const unpaid = await paidStory(mum.id, false);
    const refused = await owner.post(`/api/stories/${unpaid}/voices`, { name: 'Mum' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/unlock the story/);
    expect((await owner.post(`/api/stories/${storyId}/voices`, { name: '  ' })).status).toBe(400);
  });

  it("passes the paywall like narration: a refunded story's later scenes are locked again", async () => {
    const voiceId = await newVoice('Paywall');
    const saved = await upload(owner, `/api/stories/${storyId}/voices/${voiceId}/scenes/2`, webm, 'audio/webm');
    expect(saved.status).toBe(200);
    await app.db.knex('stories').where({ id: storyId }).update({ is_paid: false });
    try {
      expect((await owner.get(saved.body.audioUrl)).status).toBe(403);
      const listed = await owner.get(`/api/stories/${storyId}/voices`);
      expect(listed.body.canRecord).toBe(false);
      expect(listed.body.voices.find((v: { id: number }) => v.id === voiceId).recordings).toEqual([]);
    } finally {
      await app.db.knex('stories').where({ id: storyId }).update({ is_paid: true });
    }
  });

  it('deletes a voice with its files', async () => {
    const voiceId = await newVoice('Gone');
    const saved = await upload(owner, `/api/stories/${storyId}/voices/${voiceId}/scenes/1`, webm, 'audio/webm');
    const [{ audioKey }] = await VoiceRecording.query(app.db.knex).where({ voiceId });
    expect(await app.context.media.get(audioKey)).toBeDefined();
    expect((await owner.request('DELETE', `/api/stories/${storyId}/voices/${voiceId}`)).status).toBe(204);
    expect(await app.context.media.get(audioKey)).toBeUndefined();
    expect(await StoryVoice.query(app.db.knex).findById(voiceId)).toBeUndefined();
    expect((await owner.get(saved.body.audioUrl)).status).toBe(404);
  });

  it('answers 404 and keeps no file when the voice goes while its scene is being checked (rejected, deleted)', async () => {
    const voiceId = await newVoice('Going');
    expect((await owner.request('DELETE', `/api/stories/${storyId}/voices/${voiceId}`)).status).toBe(204);
    // The route checked the voice before the delete; the service meets its absence when it stores the take.
    const recording = recordScene(
      app.db.knex,
      app.context.media,
      { storyId, voiceId, sceneNumber: 1, data: webm, container: 'webm' },
      { limits: [], stillAllowed: (trx) => lockVoice(trx, voiceId, 'approved') },
    );
    await expect(recording).rejects.toMatchObject({ status: 404, code: 'voice.errors.notFound' });
    const folder = path.join(app.context.settings.dataDir, 'media', storyId, 'voices', String(voiceId));
    expect(fs.existsSync(folder) ? fs.readdirSync(folder) : []).toEqual([]);
  });

  it('reads the e-book in the voice: its sound and sentence timings in the media overlays, and epubcheck is clean', async () => {
    const voiceId = await newVoice('Book');
    const saved = await upload(owner, `/api/stories/${storyId}/voices/${voiceId}/scenes/2`, webm, 'audio/webm');
    const book = await epubIn(owner, voiceId);
    expect(book.status).toBe(200);
    const zip = await JSZip.loadAsync(book.data);
    const audio = Object.keys(zip.files).filter((name) => name.endsWith('.mp3'));
    expect(audio).toHaveLength(1);
    const smil = await zip.file('EPUB/scene-2.smil')!.async('string');
    const begins = [...smil.matchAll(/clipBegin="([^"]+)"/g)].map((m) => m[1]);
    expect(begins.slice(1)).toEqual(saved.body.sentenceStarts.slice(1).map(clock));
    // The last clip and the durations end with the sound as a player plays it, not a frame later.
    const played = await playedSeconds(await zip.file(audio[0])!.async('nodebuffer'));
    const ends = [...smil.matchAll(/clipEnd="([^"]+)"/g)].map((m) => seconds(m[1]));
    const opf = await zip.file('EPUB/package.opf')!.async('string');
    const durations = [...opf.matchAll(/<meta property="media:duration"[^>]*>([^<]+)</g)].map((m) => seconds(m[1]));
    for (const end of [ends[ends.length - 1], ...durations]) expect(Math.abs(end - played)).toBeLessThanOrEqual(0.001);
    const file = path.join(os.tmpdir(), `voice-${voiceId}.epub`);
    fs.writeFileSync(file, book.data);
    const run = await epubcheck(file);
    if (run) expect(run.status, run.output).toBe(0);
    // Only for the owner; and deleting the voice deletes the book that holds it.
    expect((await epubIn(stranger, voiceId)).status).toBe(404);
    const keys = await builtBooks();
    expect((await owner.request('DELETE', `/api/stories/${storyId}/voices/${voiceId}`)).status).toBe(204);
    expect((await builtBooks()).length).toBe(keys.length - 1);
  }, 120_000);

  it('leaves no e-book behind when the voice is deleted while its book is being built', async () => {
    const voiceId = await newVoice('Built while deleted');
    await upload(owner, `/api/stories/${storyId}/voices/${voiceId}/scenes/1`, webm, 'audio/webm');
    const { knex } = app.db;
    const adaptBook = await voiceBookAdapter(knex, { storyId, voiceId, userId: ownerId, origin: app.url });
    const answer = await getStoryDownload(knex, app.context.media, storyId, 'epub', {
      origin: app.url,
      adaptBook,
      buildWaitMs: 0,
    });
    expect(answer).toMatchObject({ preparing: true });
    const [{ mediaKey }] = await VoiceBook.query(knex).where({ voiceId });
    expect((await owner.request('DELETE', `/api/stories/${storyId}/voices/${voiceId}`)).status).toBe(204);
    await bookBuildSettled(mediaKey);
    expect(await app.context.media.get(mediaKey)).toBeUndefined();
  }, 60_000);
});

/** The clock value of a SMIL clip, as the EPUB writer puts it: 3.6 is "0:00:03.600". */
const clock = (seconds: number) => `0:00:${seconds.toFixed(3).padStart(6, '0')}`;
/** The seconds of a clock value, "0:00:03.600" is 3.6. */
const seconds = (value: string) => value.split(':').reduce((sum, part) => sum * 60 + Number(part), 0);

/**
 * How long an MP3 plays, by ffprobe: the samples of its decoded frames (FFmpeg, like browsers,
 * leaves out the encoder's delay and padding that LAME's Info tag names; the container's duration
 * would count them, and the Info frame too).
 */
async function playedSeconds(mp3: Buffer): Promise<number> {
  const file = path.join(os.tmpdir(), `voice-book-${process.pid}.mp3`);
  fs.writeFileSync(file, mp3);
  try {
    const { stdout } = await run('ffprobe', [
      ...['-v', 'error', '-select_streams', 'a:0', '-show_entries', 'stream=sample_rate:frame=nb_samples'],
      ...['-of', 'json', file],
    ]);
    const probed: { streams: { sample_rate: string }[]; frames: { nb_samples: number }[] } = JSON.parse(stdout);
    const samples = probed.frames.reduce((sum, frame) => sum + frame.nb_samples, 0);
    return samples / Number(probed.streams[0].sample_rate);
  } finally {
    fs.rmSync(file, { force: true });
  }
}

async function epubIn(client: TestClient, voiceId: number) {
  for (let tries = 0; ; tries++) {
    const response = await fetch(`${app.url}/api/stories/${storyId}/download?format=epub&voice=${voiceId}`, {
      headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    if (response.status !== 202 || tries > 200)
      return { status: response.status, data: Buffer.from(await response.arrayBuffer()) };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The e-books kept in the folder media store for the story. */
async function builtBooks(): Promise<string[]> {
  const folder = path.join(app.context.settings.dataDir, 'media', 'downloads', storyId);
  return fs.existsSync(folder) ? fs.readdirSync(folder).filter((name) => name.endsWith('.epub')) : [];
}
