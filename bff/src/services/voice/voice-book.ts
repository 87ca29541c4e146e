import type { Knex } from 'knex';
import { AppError } from '../../errors.ts';
import { Story, StoryVoice, VoiceBook, VoiceRecording } from '../../models/index.ts';
import type { MediaStore } from '../media-store.ts';
import { bookBuildSettled, downloadKey } from '../story-download.ts';
import type { StoryBook } from '../story-book.ts';
import { parseSentenceStarts } from '../story-json.ts';
import { looksLikeRandomId } from '../random-id.ts';

// The e-book read in a recorded voice: each recorded scene's narration and sentence starts are the
// recording's (the media overlays follow the real voice); a scene not recorded keeps the
// synthetic narration. Only the story's owner may download it, and only in an approved voice.
// Every key such a book is kept under is remembered (voice_books), because a book's key follows
// the story as it was then (its paywall, its text); deleting the voice deletes every one of them.

/** The book with the voice's recordings in place of the narration, where a scene has one. */
async function withRecordings(db: Knex, book: StoryBook, voiceId: number): Promise<StoryBook> {
  const recordings = await VoiceRecording.query(db)
    .select('sceneNumber', 'audioKey', 'sentenceStarts')
    .where({ voiceId });
  const byScene = new Map(recordings.map((recording) => [recording.sceneNumber, recording]));
  const scenes = book.scenes.map((scene) => {
    const recording = byScene.get(scene.sceneNumber);
    if (!recording) return scene;
    return { ...scene, audioKey: recording.audioKey, sentenceStarts: parseSentenceStarts(recording.sentenceStarts) };
  });
  return { ...book, scenes };
}

/**
 * How a download of the story is read in the voice, when `userId` owns the story and the voice is
 * its own and approved (404 otherwise). The book's key is remembered before it is built.
 */
export async function voiceBookAdapter(
  db: Knex,
  { storyId, voiceId, userId, origin }: { storyId: string; voiceId: number; userId: number | null; origin: string },
): Promise<(book: StoryBook) => Promise<StoryBook>> {
  if (!looksLikeRandomId(storyId)) throw new AppError(404, 'voice.errors.notFound');
  const story = await Story.query(db).select('userId').findById(storyId);
  const voice = await StoryVoice.query(db).select('id').findOne({ id: voiceId, storyId, status: 'approved' });
  if (!story || userId === null || story.userId !== userId || !voice) throw new AppError(404, 'voice.errors.notFound');
  return async (book) => {
    const adapted = await withRecordings(db, book, voiceId);
    await VoiceBook.query(db)
      .insert({ voiceId, mediaKey: downloadKey(adapted, 'epub', origin) })
      .onConflict(['voiceId', 'mediaKey'])
      .ignore();
    return adapted;
  };
}

/** Deletes every e-book built with the voice's recordings (before they change or go). */
export async function forgetVoiceBooks(db: Knex, media: MediaStore, voiceId: number): Promise<void> {
  await deleteVoiceBookFiles(media, await voiceBookKeys(db, [voiceId]));
  await VoiceBook.query(db).delete().where({ voiceId });
}

/** The keys of the e-books built with these voices. */
export async function voiceBookKeys(db: Knex, voiceIds: readonly number[]): Promise<string[]> {
  if (voiceIds.length === 0) return [];
  const books = await VoiceBook.query(db)
    .select('mediaKey')
    .whereIn('voiceId', [...voiceIds]);
  return books.map((book) => book.mediaKey);
}

/** Deletes these e-books from the media store. */
export async function deleteVoiceBookFiles(media: MediaStore, keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    // A book still being built would be kept after this delete, and then by nobody: wait for it.
    await bookBuildSettled(key);
    await media.delete(key);
  }
}
