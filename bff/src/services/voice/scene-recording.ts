import type { Knex } from 'knex';
import { ForeignKeyViolationError } from 'objection';
import { splitSentences, type VoiceRecordingJson } from '@dreamweaver/contracts';
import { AppError } from '../../errors.ts';
import { minimumNarrationSeconds } from '../../generation/audio-check.ts';
import { Scene, StoryVoice, VoiceRecording, type VoiceStatus } from '../../models/index.ts';
import type { MediaStore } from '../media-store.ts';
import { newRandomId } from '../random-id.ts';
import type { RateLimit } from '../rate-limit.ts';
import { ANALYSIS_RATE, decodeRecording, recordingAsMp3, type RecordingContainer } from './recording-decoder.ts';
import { releaseTake, reserveTake, ownTakeLimits } from './recording-limit.ts';
import { inRecordingQueue, wasNeverChecked } from './recording-queue.ts';
import { heardSeconds, recordedSentenceStarts } from './recording-timing.ts';
import { ownPaidStory, recordingJson, voiceOfStory } from './story-voices.ts';
import { forgetVoiceBooks } from './voice-book.ts';

// One scene read aloud: checked (it decodes, something is heard, it is long enough for the text),
// timed (where each sentence starts) and kept in the media store as MP3. It goes nowhere else:
// no recording is ever sent to an AI service. The owner records into the story's approved voices;
// an invite link records into its own pending ones (invites.ts): who may record is decided by the
// caller, and the recording is then counted (recording-limit.ts), checked in its turn
// (recording-queue.ts) and stored here the same way. Checking takes seconds, so whatever allowed
// the take is checked once more, locked, in the transaction that stores it.

/** Less sound than this is no reading of a scene. */
const MIN_HEARD_SECONDS = 0.5;

export interface SceneRecordingRequest {
  storyId: string;
  voiceId: number;
  sceneNumber: number;
  data: Buffer;
  container: RecordingContainer;
  /** Aborts when the client goes: a take still waiting for its turn is then never checked. */
  signal?: AbortSignal;
}

/** Who may send the take: what it counts against, and what must still allow it when it is stored. */
export interface RecordingAccess {
  limits: RateLimit[];
  /** Locks the rows that allow the take (until the transaction ends) and throws when they no longer do. */
  stillAllowed: (trx: Knex.Transaction) => Promise<void>;
}

/** Locks the voice against change or deletion while a take is stored in it; 404 when it is gone, 409 when it is no longer `status`. */
export async function lockVoice(trx: Knex.Transaction, voiceId: number, status: VoiceStatus): Promise<void> {
  const voice = await StoryVoice.query(trx).select('status').findById(voiceId).forShare();
  if (!voice) throw new AppError(404, 'voice.errors.notFound');
  if (voice.status !== status) throw new AppError(409, 'voice.errors.voiceApproved');
}

/** The owner of the paid story records a scene into one of its approved voices. */
export async function recordOwnScene(
  db: Knex,
  media: MediaStore,
  request: SceneRecordingRequest & { userId: number },
): Promise<VoiceRecordingJson> {
  await ownPaidStory(db, request.storyId, request.userId);
  await voiceOfStory(db, request.storyId, request.voiceId, 'approved');
  return recordScene(db, media, request, {
    limits: ownTakeLimits(request.userId, request.storyId),
    stillAllowed: (trx) => lockVoice(trx, request.voiceId, 'approved'),
  });
}

interface CheckedTake {
  mp3: Buffer;
  sentenceStarts: number[];
  durationSeconds: number;
}

/** Decodes and checks the take against the scene's text, times its sentences and encodes it as MP3. */
async function checkTake(request: SceneRecordingRequest, text: string): Promise<CheckedTake> {
  const samples = await decodeRecording(request.data, request.container);
  const heard = heardSeconds(samples, ANALYSIS_RATE);
  if (heard < MIN_HEARD_SECONDS) throw new AppError(422, 'voice.errors.silent');
  const durationSeconds = samples.length / ANALYSIS_RATE;
  const minimum = minimumNarrationSeconds(text);
  if (durationSeconds < minimum || heard < minimum / 2)
    throw new AppError(422, 'voice.errors.tooShort', { seconds: Math.round(durationSeconds * 10) / 10 });
  const { starts } = recordedSentenceStarts(samples, ANALYSIS_RATE, splitSentences(text));
  const mp3 = await recordingAsMp3(request.data, request.container, durationSeconds);
  return { mp3, sentenceStarts: starts, durationSeconds };
}

/** Counts, checks (in its turn), times and stores the recording of a scene, replacing an earlier one. */
export async function recordScene(
  db: Knex,
  media: MediaStore,
  request: SceneRecordingRequest,
  access: RecordingAccess,
): Promise<VoiceRecordingJson> {
  const { storyId, sceneNumber } = request;
  const scene = await Scene.query(db).select('text').findOne({ storyId, sceneNumber });
  if (!scene?.text) throw new AppError(404, 'voice.errors.noScene');
  const text = scene.text;

  const reservation = await reserveTake(db, access.limits);
  let take: CheckedTake;
  try {
    take = await inRecordingQueue(() => checkTake(request, text), request.signal);
  } catch (error) {
    if (wasNeverChecked(error)) await releaseTake(db, reservation);
    throw error;
  }
  return storeTake(db, media, request, take, access);
}

/** Keeps the checked take's file and row, when what allowed it still does (otherwise the file goes again). */
async function storeTake(
  db: Knex,
  media: MediaStore,
  { storyId, voiceId, sceneNumber }: SceneRecordingRequest,
  take: CheckedTake,
  access: RecordingAccess,
): Promise<VoiceRecordingJson> {
  const audioKey = `${storyId}/voices/${voiceId}/scene-${sceneNumber}-${newRandomId()}.mp3`;
  await media.put(audioKey, take.mp3);
  // The e-book built with the earlier take holds it: it goes too.
  if (await VoiceRecording.query(db).select('audioKey').findOne({ voiceId, sceneNumber }))
    await forgetVoiceBooks(db, media, voiceId);
  const row = {
    voiceId,
    sceneNumber,
    audioKey,
    sentenceStarts: JSON.stringify(take.sentenceStarts),
    durationSeconds: take.durationSeconds,
  };
  let earlier: Pick<VoiceRecording, 'audioKey'> | undefined;
  try {
    earlier = await db.transaction(async (trx) => {
      // The owner may have approved or deleted the voice, or closed the link, while the take was checked.
      await access.stillAllowed(trx);
      const replaced = await VoiceRecording.query(trx).select('audioKey').findOne({ voiceId, sceneNumber });
      await VoiceRecording.query(trx)
        .insert(row)
        .onConflict(['voiceId', 'sceneNumber'])
        .merge(['audioKey', 'sentenceStarts', 'durationSeconds', 'updatedAt']);
      return replaced;
    });
  } catch (error) {
    await media.delete(audioKey);
    // The voice went between the check and the insert (the story was deleted): the same 404.
    if (error instanceof ForeignKeyViolationError) throw new AppError(404, 'voice.errors.notFound');
    throw error;
  }
  if (earlier && earlier.audioKey !== audioKey) await media.delete(earlier.audioKey);
  return recordingJson(storyId, voiceId, VoiceRecording.fromJson(row));
}
