import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import {
  INVITE_DAYS,
  type CreatedVoiceInviteJson,
  type InviteStoryJson,
  type InviteVoiceJson,
  type VoiceInviteJson,
} from '@dreamweaver/contracts';
import { AppError } from '../../errors.ts';
import { Scene, Story, StoryVoice, VoiceInvite } from '../../models/index.ts';
import type { MediaStore } from '../media-store.ts';
import { linkTakeLimits } from './recording-limit.ts';
import { lockVoice, recordScene, type SceneRecordingRequest } from './scene-recording.ts';
import { addVoice, ownPaidStory, ownStory, voicesWithRecordings } from './story-voices.ts';

// A private link to record a story: the owner of a paid story gives it to a grandparent far away,
// who reads the story aloud without an account. The link's token (256 random bits) is shown to the
// owner once and kept only as its SHA-256. It opens one story's scenes' text and the recorder,
// nothing else (no title, no pictures, no account), for INVITE_DAYS or until revoked. Whatever it
// records is a pending voice the owner approves or rejects (story-voices.ts). A link that is
// unknown, revoked or expired, or whose story is no longer paid, is one and the same 404.

/** A story has at most this many open links at a time. */
const MAX_OPEN_INVITES = 5;
const DAY_MS = 24 * 60 * 60_000;

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
const notFound = () => new AppError(404, 'voice.errors.inviteNotFound');

function inviteJson(invite: VoiceInvite): VoiceInviteJson {
  return {
    id: invite.id,
    createdAt: new Date(invite.createdAt).toISOString(),
    expiresAt: new Date(invite.expiresAt).toISOString(),
  };
}

const openInvites = (db: Knex, storyId: string, now: Date) =>
  VoiceInvite.query(db).where({ storyId }).whereNull('revokedAt').where('expiresAt', '>', now);

/** The story's links that still open, for its owner. */
export async function listInvites(db: Knex, storyId: string, userId: number, now = new Date()) {
  await ownStory(db, storyId, userId);
  return (await openInvites(db, storyId, now).orderBy('id')).map(inviteJson);
}

/** A new link for the owner's paid story; its token is in this answer only. */
export async function createInvite(
  db: Knex,
  storyId: string,
  userId: number,
  now = new Date(),
): Promise<CreatedVoiceInviteJson> {
  await ownPaidStory(db, storyId, userId);
  const token = randomBytes(32).toString('base64url');
  return db.transaction(async (trx) => {
    // The same lock as the story's voices: links made at once keep the limit.
    await trx.raw('select id from stories where id = ? for update', [storyId]);
    if ((await openInvites(trx, storyId, now).resultSize()) >= MAX_OPEN_INVITES)
      throw new AppError(409, 'voice.errors.tooManyInvites', { max: MAX_OPEN_INVITES });
    const invite = await VoiceInvite.query(trx).insertAndFetch({
      storyId,
      tokenHash: hashOf(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + INVITE_DAYS * DAY_MS),
    });
    return { ...inviteJson(invite), token };
  });
}

/** The owner closes a link: it opens nothing from now on (voices it recorded stay, pending or not). */
export async function revokeInvite(db: Knex, storyId: string, userId: number, inviteId: number): Promise<void> {
  await ownStory(db, storyId, userId);
  const revoked = await VoiceInvite.query(db)
    .patch({ revokedAt: new Date() })
    .where({ id: inviteId, storyId })
    .whereNull('revokedAt');
  if (revoked === 0 && !(await VoiceInvite.query(db).findOne({ id: inviteId, storyId })))
    throw new AppError(404, 'voice.errors.inviteNotFound');
}

/** What a token opens: its link and the story, when the link is open and the story paid (404 otherwise). */
export async function openInvite(db: Knex, token: string | undefined, now = new Date()) {
  if (!token || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw notFound();
  const invite = await VoiceInvite.query(db).findOne({ tokenHash: hashOf(token) });
  if (!invite || invite.revokedAt || new Date(invite.expiresAt) <= now) throw notFound();
  const story = await Story.query(db).select('id', 'userId', 'isPaid', 'language').findById(invite.storyId);
  if (!story?.isPaid) throw notFound();
  return { invite, story };
}

type OpenedInvite = Awaited<ReturnType<typeof openInvite>>;

/** The link's page: the story's language, its scenes' text, and the voices recorded from this link that wait. */
export async function inviteStory(db: Knex, { invite, story }: OpenedInvite): Promise<InviteStoryJson> {
  const scenes = await Scene.query(db)
    .select('sceneNumber', 'text')
    .where({ storyId: story.id })
    .whereNotNull('text')
    .orderBy('sceneNumber');
  const voices = await voicesWithRecordings(db, { storyId: story.id, inviteId: invite.id, status: 'pending' });
  return {
    language: story.language,
    scenes: scenes.filter((scene) => scene.text).map(({ sceneNumber, text }) => ({ sceneNumber, text: text! })),
    voices: voices.map(inviteVoiceJson),
  };
}

function inviteVoiceJson(voice: Pick<StoryVoice, 'id' | 'name' | 'recordings'>): InviteVoiceJson {
  const recordedScenes = (voice.recordings ?? []).map((recording) => recording.sceneNumber).sort((a, b) => a - b);
  return { id: voice.id, name: voice.name, recordedScenes };
}

/** A new pending voice recorded from the link (it counts toward the story's voices). */
export async function createInviteVoice(
  db: Knex,
  { invite, story }: OpenedInvite,
  name: string,
): Promise<InviteVoiceJson> {
  const voice = await addVoice(db, story, { name, status: 'pending', inviteId: invite.id });
  return { id: voice.id, name: voice.name, recordedScenes: [] };
}

/** Locks the link while a take from it is stored: 410 when it was closed or ran out meanwhile. */
async function lockOpenLink(trx: Knex.Transaction, inviteId: number, now = new Date()): Promise<void> {
  const invite = await VoiceInvite.query(trx).select('revokedAt', 'expiresAt').findById(inviteId).forShare();
  if (!invite || invite.revokedAt || new Date(invite.expiresAt) <= now)
    throw new AppError(410, 'voice.errors.linkClosed');
}

/**
 * The link records a scene into one of its own pending voices (404 for any other voice, an
 * approved one included), checked and stored as the owner's recordings are. When the owner
 * closes the link (410) or approves the voice (409) while the take is checked, it is not kept.
 */
export async function recordInviteScene(
  db: Knex,
  media: MediaStore,
  { invite, story }: OpenedInvite,
  request: Omit<SceneRecordingRequest, 'storyId'>,
) {
  const voice = await StoryVoice.query(db).findOne({
    id: request.voiceId,
    storyId: story.id,
    inviteId: invite.id,
    status: 'pending',
  });
  if (!voice) throw notFound();
  const { sceneNumber, durationSeconds } = await recordScene(
    db,
    media,
    { ...request, storyId: story.id },
    {
      limits: linkTakeLimits(invite.id, story.id),
      stillAllowed: async (trx) => {
        await lockOpenLink(trx, invite.id);
        await lockVoice(trx, request.voiceId, 'pending');
      },
    },
  );
  return { sceneNumber, durationSeconds };
}
