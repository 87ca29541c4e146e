import type { Knex } from 'knex';
import { AppError } from '../../errors.ts';
import { Story, StoryVoice, VoiceRecording } from '../../models/index.ts';
import type { MediaStore } from '../media-store.ts';
import { downloadKey } from '../story-download.ts';
import { getStoryBook, type StoryBook } from '../story-service.ts';
import { parseSentenceStarts } from '../story-json.ts';
import { looksLikeRandomId } from '../random-id.ts';

// The e-book read in a recorded voice: each recorded scene's narration and sentence starts are the
// recording's (the media overlays follow the real voice); a scene not recorded keeps the
// synthetic narration. Only the story's owner may download it. Its built file is kept like any
// download and deleted with the recordings it holds.

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

/** How a download of the story is read in the voice, when `userId` owns the story and the voice is its own (404 otherwise). */
export async function voiceBookAdapter(
  db: Knex,
  { storyId, voiceId, userId }: { storyId: string; voiceId: number; userId: number | null },
): Promise<(book: StoryBook) => Promise<StoryBook>> {
  if (!looksLikeRandomId(storyId)) throw new AppError(404, 'voice.errors.notFound');
  const story = await Story.query(db).select('userId').findById(storyId);
  const voice = await StoryVoice.query(db).select('id').findOne({ id: voiceId, storyId });
  if (!story || userId === null || story.userId !== userId || !voice) throw new AppError(404, 'voice.errors.notFound');
  return (book) => withRecordings(db, book, voiceId);
}

// A voice is recorded for a paid story, whose books link nowhere: the origin does not change their key.
const ANY_ORIGIN = 'http://localhost';

/** Deletes the e-book built with the voice's recordings as they are now (before they change or go). */
export async function forgetVoiceBook(db: Knex, media: MediaStore, storyId: string, voiceId: number): Promise<void> {
  const book = await withRecordings(db, await getStoryBook(db, storyId), voiceId);
  await media.delete(downloadKey(book, 'epub', ANY_ORIGIN));
}
