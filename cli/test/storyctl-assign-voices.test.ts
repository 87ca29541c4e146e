import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../bff/test/support/test-database.ts';
import { Story, StoryVoice, User, VoiceInvite, VoiceRecording } from '../../bff/test/support/data.ts';
import { stderrLines, storyctl } from './run-storyctl.ts';

// `storyctl stories assign` of a story with recorded voices: refused, saying how many and what to
// do, unless --delete-voices deletes them and their files in the move; its invite links close.

let db: TestDatabase;
let env: Record<string, string>;
let newOwner: number;
const STORY = 'story-with-voices';

const mediaFile = (key: string) => path.join(db.dataDir, 'media', key);

beforeAll(async () => {
  db = await createTestDatabase();
  env = { DATA_DIR: db.dataDir, DATABASE_URL: db.databaseUrl ?? '' };
  const mum = await User.query(db.knex).insertAndFetch({ username: 'mum', passwordHash: 'x', email: null });
  newOwner = (await User.query(db.knex).insertAndFetch({ username: 'dad', passwordHash: 'x', email: null })).id;
  await Story.query(db.knex).insert({
    id: STORY,
    title: 'The Moon Lantern',
    summary: '',
    storyType: 'classic',
    details: {},
    generationStatus: 'completed',
    isPaid: true,
    userId: mum.id,
  });
  const own = await StoryVoice.query(db.knex).insertAndFetch({
    storyId: STORY,
    name: "Mum's voice",
    status: 'approved',
  });
  await StoryVoice.query(db.knex).insert({ storyId: STORY, name: 'Grandma', status: 'pending' });
  const key = `${STORY}/voices/${own.id}/scene-1-abc.mp3`;
  await VoiceRecording.query(db.knex).insert({
    voiceId: own.id,
    sceneNumber: 1,
    audioKey: key,
    sentenceStarts: '[0]',
    durationSeconds: 4,
  });
  fs.mkdirSync(path.dirname(mediaFile(key)), { recursive: true });
  fs.writeFileSync(mediaFile(key), 'a recorded scene');
  await VoiceInvite.query(db.knex).insert({
    storyId: STORY,
    tokenHash: 'a'.repeat(64),
    createdAt: new Date(),
    expiresAt: new Date(Date.now() + 86_400_000),
  });
});
afterAll(() => db?.close());

describe('storyctl stories assign of a story with recorded voices', () => {
  it('refuses with exit 1, says how many voices and what to do, and changes nothing', async () => {
    const refused = await storyctl(['stories', 'assign', STORY, 'dad'], env);
    expect(refused.code).toBe(1);
    expect(stderrLines(refused)).toEqual([
      `error: The story "${STORY}" was not moved: it has 2 recorded voices (kept or waiting for approval), which belong to the family that has the story now. Its owner can delete them on the story's page, under Voice; or move the story and delete the voices with it: storyctl stories assign --delete-voices (deleteVoices: true in the API).`,
    ]);
    expect((await storyctl(['stories', 'assign', STORY, 'none'], env)).code).toBe(1);
    expect((await Story.query(db.knex).findById(STORY))!.userId).not.toBe(newOwner);
    expect(await StoryVoice.query(db.knex).where({ storyId: STORY }).resultSize()).toBe(2);
    expect(await VoiceInvite.query(db.knex).where({ storyId: STORY }).whereNull('revokedAt').resultSize()).toBe(1);
  });

  it('moves it with --delete-voices: the voices and their files are gone, the links closed', async () => {
    const [recording] = await VoiceRecording.query(db.knex).whereIn(
      'voiceId',
      StoryVoice.query(db.knex).select('id').where({ storyId: STORY }),
    );
    expect(fs.existsSync(mediaFile(recording.audioKey))).toBe(true);
    const moved = await storyctl(['stories', 'assign', STORY, 'dad', '--delete-voices'], env);
    expect(moved).toMatchObject({
      code: 0,
      stdout: `Story ${STORY} ("The Moon Lantern") is now assigned to dad (id ${newOwner}).\n`,
      stderr: '',
    });
    expect((await Story.query(db.knex).findById(STORY))!.userId).toBe(newOwner);
    expect(await StoryVoice.query(db.knex).where({ storyId: STORY }).resultSize()).toBe(0);
    expect(fs.existsSync(mediaFile(recording.audioKey))).toBe(false);
    expect(await VoiceInvite.query(db.knex).where({ storyId: STORY }).whereNull('revokedAt').resultSize()).toBe(0);
  });

  it('says the option in its help', async () => {
    const help = await storyctl(['stories', 'assign', '--help'], env);
    expect(help.stdout).toMatch(/--delete-voices +delete the story's recorded voices/);
  });
});
