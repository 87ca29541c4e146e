import type { Knex } from 'knex';
import { API_ROUTES, apiPath, type StoryVoiceJson, type StoryVoicesJson } from '@dreamweaver/contracts';
import { AppError } from '../../errors.ts';
import { Story, StoryVoice, VoiceRecording, type VoiceStatus } from '../../models/index.ts';
import type { MediaStore, OpenedMedia } from '../media-store.ts';
import { isSceneLocked, parseSentenceStarts } from '../story-json.ts';
import type { Logger } from '../../logger.ts';
import { purgeFoldersSoon, scheduleFolderPurge } from '../story-media-purge.ts';
import { deleteVoiceBookFiles, forgetVoiceBooks, voiceBookKeys } from './voice-book.ts';

// A story's recorded voices. A parent's voice is personal: only the account that owns the story
// sees, hears, records or deletes its voices, and a scene's recording passes the same paywall as
// its narration. Anyone else, the admin included, gets the same 404 as for a story that does not
// exist: not even whether the id is a story is told. A voice recorded from an invite link
// (invites.ts) is pending until the owner approves it: the owner hears it, nobody plays it.

/** A story has at most this many recorded voices. */
const MAX_VOICES_PER_STORY = 5;

type StoryForVoices = Pick<Story, 'id' | 'userId' | 'isPaid' | 'language'>;

async function findStory(db: Knex, storyId: string): Promise<StoryForVoices> {
  const story = await Story.query(db).select('id', 'userId', 'isPaid', 'language').findById(storyId);
  if (!story) throw new AppError(404, 'story.errors.notFound');
  return story;
}

/** The story, when `userId` owns it; the same 404 as for no story otherwise. */
export async function ownStory(db: Knex, storyId: string, userId: number | null): Promise<StoryForVoices> {
  const story = await findStory(db, storyId);
  if (userId === null || story.userId !== userId) throw new AppError(404, 'story.errors.notFound');
  return story;
}

/** The story, when `userId` owns it and it is paid: recording comes with the full story. */
export async function ownPaidStory(db: Knex, storyId: string, userId: number): Promise<StoryForVoices> {
  const story = await ownStory(db, storyId, userId);
  if (!story.isPaid) throw new AppError(403, 'voice.errors.notPaid');
  return story;
}

/** The voice of the story (404 for another story's voice or none, and for one not in `status` when given). */
export async function voiceOfStory(
  db: Knex,
  storyId: string,
  voiceId: number,
  status?: VoiceStatus,
): Promise<StoryVoice> {
  const voice = await StoryVoice.query(db).findOne({ id: voiceId, storyId });
  if (!voice || (status && voice.status !== status)) throw new AppError(404, 'voice.errors.notFound');
  return voice;
}

const fileOf = (key: string) => key.slice(key.lastIndexOf('/') + 1);

export function recordingJson(storyId: string, voiceId: number, recording: VoiceRecording) {
  const { sceneNumber, audioKey, sentenceStarts, durationSeconds } = recording;
  return {
    sceneNumber,
    audioUrl: apiPath(API_ROUTES.voices.sceneFile, { id: storyId, voiceId, sceneNumber, file: fileOf(audioKey) }),
    sentenceStarts: parseSentenceStarts(sentenceStarts) ?? [],
    durationSeconds: Number(durationSeconds),
  };
}

function voiceJson(story: StoryForVoices, voice: StoryVoice): StoryVoiceJson {
  const recordings = (voice.recordings ?? [])
    .filter((recording) => !isSceneLocked(story, recording.sceneNumber))
    .sort((a, b) => a.sceneNumber - b.sceneNumber)
    .map((recording) => recordingJson(story.id, voice.id, recording));
  return { id: voice.id, name: voice.name, pending: voice.status === 'pending', recordings };
}

/** The story's voices with their recordings, oldest first (`where` narrows them). */
export function voicesWithRecordings(db: Knex, where: Partial<Pick<StoryVoice, 'storyId' | 'inviteId' | 'status'>>) {
  return StoryVoice.query(db)
    .where(where)
    .orderBy('id')
    .withGraphFetched('recordings(columns)')
    .modifiers({
      columns: (query) => query.select('voiceId', 'sceneNumber', 'audioKey', 'sentenceStarts', 'durationSeconds'),
    });
}

/** The story's voices for its owner; nobody else learns that there are any (404). */
export async function listVoices(db: Knex, storyId: string, userId: number | null): Promise<StoryVoicesJson> {
  const story = await ownStory(db, storyId, userId);
  const voices = await voicesWithRecordings(db, { storyId });
  return { voices: voices.map((voice) => voiceJson(story, voice)), canRecord: story.isPaid };
}

/** A new, empty voice of the owner's paid story. */
export async function createVoice(db: Knex, storyId: string, userId: number, name: string): Promise<StoryVoiceJson> {
  const story = await ownPaidStory(db, storyId, userId);
  return addVoice(db, story, { name, status: 'approved', inviteId: null });
}

/**
 * A new, empty voice of the story: pending ones (from an invite link) count toward the limit too.
 * A link holds at most one pending voice, and its voices never take the story's last place: that
 * one is kept for the owner's own voice.
 */
export async function addVoice(
  db: Knex,
  story: StoryForVoices,
  voice: Pick<StoryVoice, 'name' | 'status' | 'inviteId'>,
): Promise<StoryVoiceJson> {
  return db.transaction(async (trx) => {
    // A story's new voices wait for each other here, so the limits hold under concurrency; and
    // for the admin moving the story (admin-story-move.ts): a voice is never added after it moved.
    const locked = await Story.query(trx).select('userId').findById(story.id).forUpdate();
    if (!locked || locked.userId !== story.userId)
      throw new AppError(404, voice.inviteId === null ? 'story.errors.notFound' : 'voice.errors.inviteNotFound');
    const voices = await StoryVoice.query(trx).select('name', 'status', 'inviteId').where({ storyId: story.id });
    if (voice.inviteId !== null) {
      const own = voices.find((other) => other.inviteId === voice.inviteId && other.status === 'pending');
      if (own) throw new AppError(409, 'voice.errors.linkHasVoice', { name: own.name });
      if (voices.length >= MAX_VOICES_PER_STORY - 1) throw new AppError(409, 'voice.errors.linkVoicesFull');
    }
    if (voices.length >= MAX_VOICES_PER_STORY)
      throw new AppError(409, 'voice.errors.tooMany', { max: MAX_VOICES_PER_STORY });
    return voiceJson(story, await StoryVoice.query(trx).insertAndFetch({ storyId: story.id, ...voice }));
  });
}

/**
 * The owner makes a pending voice a voice of the story. Approving twice (two taps, two tabs) is
 * one approval: the second finds it approved already and answers the same voice.
 */
export async function approveVoice(
  db: Knex,
  { storyId, userId, voiceId }: { storyId: string; userId: number; voiceId: number },
): Promise<StoryVoiceJson> {
  const story = await ownStory(db, storyId, userId);
  await voiceOfStory(db, storyId, voiceId);
  await StoryVoice.query(db).patch({ status: 'approved' }).where({ id: voiceId, storyId, status: 'pending' });
  const [voice] = await voicesWithRecordings(db, { storyId }).where('id', voiceId);
  if (!voice) throw new AppError(404, 'voice.errors.notFound');
  return voiceJson(story, voice);
}

/** Deletes the voice: its files first (what a parent asked to be gone), then its rows. */
export async function deleteVoice(
  db: Knex,
  media: MediaStore,
  { storyId, userId, voiceId }: { storyId: string; userId: number; voiceId: number },
): Promise<void> {
  await ownStory(db, storyId, userId);
  await removeVoice(db, media, await voiceOfStory(db, storyId, voiceId));
}

/** The voice's e-books and recordings leave the media store, then its rows go. */
async function removeVoice(db: Knex, media: MediaStore, voice: Pick<StoryVoice, 'id'>): Promise<void> {
  await forgetVoiceBooks(db, media, voice.id);
  const recordings = await VoiceRecording.query(db).select('audioKey').where({ voiceId: voice.id });
  for (const { audioKey } of recordings) await media.delete(audioKey);
  await StoryVoice.query(db).deleteById(voice.id);
}

/** Every voice of the story goes, with its files and e-books (a refunded story keeps none). */
export async function deleteStoryVoices(db: Knex, media: MediaStore, storyId: string): Promise<void> {
  const voices = await StoryVoice.query(db).select('id').where({ storyId });
  for (const voice of voices) await removeVoice(db, media, voice);
}

/** What voices deleted in a transaction leave in the media store, to delete once it has committed. */
export interface DroppedVoiceFiles {
  /** Each voice's folder of recordings (`<story>/voices/<voice>/`, as scene-recording.ts names them). */
  folders: string[];
  /** The e-books built with them. */
  books: string[];
}

/**
 * Every voice of the story goes in the caller's transaction, its folders written down for the
 * media purge in it (story-media-purge.ts): nothing is deleted from the store before it commits.
 */
export async function dropStoryVoices(trx: Knex, storyId: string): Promise<DroppedVoiceFiles> {
  const ids = (await StoryVoice.query(trx).select('id').where({ storyId })).map((voice) => voice.id);
  const books = await voiceBookKeys(trx, ids);
  const folders = ids.map((id) => `${storyId}/voices/${id}/`);
  await scheduleFolderPurge(trx, folders);
  // Their recordings and remembered e-books go with them (on delete cascade).
  if (ids.length > 0) await StoryVoice.query(trx).delete().whereIn('id', ids);
  return { folders, books };
}

/** After the commit: the dropped voices' e-books and recordings leave the store (the sweep retries the folders). */
export async function deleteDroppedVoiceFiles(
  db: Knex,
  media: MediaStore,
  logger: Pick<Logger, 'warn'>,
  { folders, books }: DroppedVoiceFiles,
): Promise<void> {
  try {
    await deleteVoiceBookFiles(media, books);
  } catch (error) {
    // Such a book is reachable by no one: its voice is gone, and only its voice's owner could download it.
    logger.warn('could not delete the e-books of deleted voices', { error });
  }
  await purgeFoldersSoon(db, media, logger, folders);
}

/** A scene's recording in a voice, for the story's owner, through the paywall. */
export async function getVoiceSceneFile(
  db: Knex,
  media: MediaStore,
  request: { storyId: string; userId: number | null; voiceId: number; sceneNumber: number; file: string },
): Promise<OpenedMedia> {
  const story = await ownStory(db, request.storyId, request.userId);
  if (isSceneLocked(story, request.sceneNumber)) throw new AppError(403, 'story.errors.locked');
  const recording = await VoiceRecording.query(db)
    .select('audioKey')
    .findOne({ voiceId: request.voiceId, sceneNumber: request.sceneNumber })
    .whereIn('voiceId', StoryVoice.query(db).select('id').where({ storyId: story.id }));
  if (!recording || fileOf(recording.audioKey) !== request.file) throw new AppError(404, 'errors.notFound');
  const stored = await media.open(recording.audioKey);
  if (!stored) throw new AppError(404, 'errors.notFound');
  return stored;
}
