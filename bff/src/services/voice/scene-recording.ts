import type { Knex } from 'knex';
import { ForeignKeyViolationError } from 'objection';
import { splitSentences, type VoiceRecordingJson } from '@dreamweaver/contracts';
import { AppError } from '../../errors.ts';
import { minimumNarrationSeconds } from '../../generation/audio-check.ts';
import { Scene, VoiceRecording } from '../../models/index.ts';
import type { MediaStore } from '../media-store.ts';
import { newRandomId } from '../random-id.ts';
import { ANALYSIS_RATE, decodeRecording, recordingAsMp3, type RecordingContainer } from './recording-decoder.ts';
import { heardSeconds, recordedSentenceStarts } from './recording-timing.ts';
import { ownPaidStory, recordingJson, voiceOfStory } from './story-voices.ts';
import { forgetVoiceBooks } from './voice-book.ts';

// One scene read aloud: checked (it decodes, something is heard, it is long enough for the text),
// timed (where each sentence starts) and kept in the media store as MP3. It goes nowhere else:
// no recording is ever sent to an AI service. The owner records into the story's approved voices;
// an invite link records into its own pending ones (invites.ts): who may record is decided by the
// caller, and the recording is then checked and stored here the same way.

/** Less sound than this is no reading of a scene. */
const MIN_HEARD_SECONDS = 0.5;

export interface SceneRecordingRequest {
  storyId: string;
  voiceId: number;
  sceneNumber: number;
  data: Buffer;
  container: RecordingContainer;
}

/** The owner of the paid story records a scene into one of its approved voices. */
export async function recordOwnScene(
  db: Knex,
  media: MediaStore,
  request: SceneRecordingRequest & { userId: number },
): Promise<VoiceRecordingJson> {
  await ownPaidStory(db, request.storyId, request.userId);
  await voiceOfStory(db, request.storyId, request.voiceId, 'approved');
  return recordScene(db, media, request);
}

/** Checks, times and stores the recording of a scene in a voice the caller may record into, replacing an earlier one. */
export async function recordScene(
  db: Knex,
  media: MediaStore,
  request: SceneRecordingRequest,
): Promise<VoiceRecordingJson> {
  const { storyId, voiceId, sceneNumber } = request;
  const scene = await Scene.query(db).select('text').findOne({ storyId, sceneNumber });
  if (!scene?.text) throw new AppError(404, 'voice.errors.noScene');

  const samples = await decodeRecording(request.data, request.container);
  const heard = heardSeconds(samples, ANALYSIS_RATE);
  if (heard < MIN_HEARD_SECONDS) throw new AppError(422, 'voice.errors.silent');
  const minimum = minimumNarrationSeconds(scene.text);
  if (samples.length / ANALYSIS_RATE < minimum || heard < minimum / 2)
    throw new AppError(422, 'voice.errors.tooShort', {
      seconds: Math.round((samples.length / ANALYSIS_RATE) * 10) / 10,
    });
  const { starts } = recordedSentenceStarts(samples, ANALYSIS_RATE, splitSentences(scene.text));

  const audioKey = `${storyId}/voices/${voiceId}/scene-${sceneNumber}-${newRandomId()}.mp3`;
  await media.put(audioKey, await recordingAsMp3(request.data, request.container));
  const earlier = await VoiceRecording.query(db).select('audioKey').findOne({ voiceId, sceneNumber });
  // The e-book built with the earlier take holds it: it goes too.
  if (earlier) await forgetVoiceBooks(db, media, voiceId);
  const row = {
    voiceId,
    sceneNumber,
    audioKey,
    sentenceStarts: JSON.stringify(starts),
    durationSeconds: samples.length / ANALYSIS_RATE,
  };
  try {
    await VoiceRecording.query(db)
      .insert(row)
      .onConflict(['voiceId', 'sceneNumber'])
      .merge(['audioKey', 'sentenceStarts', 'durationSeconds', 'updatedAt']);
  } catch (error) {
    // The voice went while this scene was being checked (the owner rejected or deleted it, or the
    // story was deleted): its take goes too, and the recorder hears that the voice is gone.
    if (!(error instanceof ForeignKeyViolationError)) throw error;
    await media.delete(audioKey);
    throw new AppError(404, 'voice.errors.notFound');
  }
  if (earlier && earlier.audioKey !== audioKey) await media.delete(earlier.audioKey);
  return recordingJson(storyId, voiceId, VoiceRecording.fromJson(row));
}
