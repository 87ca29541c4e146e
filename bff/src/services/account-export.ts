import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { Language } from '@dreamweaver/contracts';
import { AppError } from '../errors.ts';
import { ChildProfile, Story, StoryReceiptEntry, StoryVoice, VoiceRecording, type User } from '../models/index.ts';
import { buildAccountZip, type ExportOptions } from './account-export-zip.ts';
import type { MediaStore } from './media-store.ts';

// "Download my data" (docs/product-rules.md#download-my-data): one ZIP of everything kept about an
// account (account-export-zip.ts). It takes as long as the account's books take, so it is built
// off the request's path (its e-books in the book threads, like any download) and kept in the
// media store for 7 days. A request while it is built is answered "preparing" (202 with
// Retry-After); one after the 7 days, or after the account's data changed, builds it again.
//
// "Changed" is a version key: a hash of what the ZIP is made from (the account's name and email,
// its profiles' update times, its stories' state, its voices and takes, its receipts' entries) and
// the language of its README. The current ZIP's key and build time are kept beside it
// (exports/<user>/current.json), so every process of the bff finds the same file.

/** Bumped when what the ZIP holds changes, so a ZIP built by an older version is not served. */
const BUILD_VERSION = 1;
/** How long a built ZIP is offered. */
const EXPORT_KEPT_MS = 7 * 24 * 60 * 60 * 1000;
const RETRY_AFTER_SECONDS = 3;

export interface AccountExportFile {
  data: Buffer;
  fileName: string;
}
export interface PreparingExport {
  preparing: true;
  retryAfterSeconds: number;
}

interface CurrentExport {
  key: string;
  builtAt: string;
}

/** The media store's folder of an account's exports (emptied when the account is deleted). */
export const accountExportFolder = (userId: number) => `exports/${userId}/`;
const currentKey = (userId: number) => `${accountExportFolder(userId)}current.json`;

/** The hash of everything the account's ZIP is made from, and the README's language. */
async function versionOf(db: Knex, user: User, language: Language): Promise<string> {
  const profiles = await ChildProfile.query(db).where({ userId: user.id }).orderBy('id').select('id', 'updatedAt');
  const stories = await Story.query(db)
    .where({ userId: user.id })
    .orderBy('id')
    .select('id', 'title', 'summary', 'generationStatus', 'isPaid', 'galleryId', 'galleryHidden', 'childId');
  const storyIds = stories.map((story) => story.id);
  const voices = await StoryVoice.query(db).whereIn('storyId', storyIds).orderBy('id').select('id', 'name', 'status');
  const takes = await VoiceRecording.query(db)
    .whereIn(
      'voiceId',
      voices.map((voice) => voice.id),
    )
    .orderBy('id')
    .select('id', 'audioKey');
  const receipts = await StoryReceiptEntry.query(db)
    .whereIn('storyId', storyIds)
    .count('* as entries')
    .max('id as last')
    .first();
  const content = JSON.stringify([
    BUILD_VERSION,
    language,
    user.username,
    user.email,
    profiles.map((profile) => [profile.id, new Date(profile.updatedAt).getTime()]),
    stories,
    voices,
    takes,
    receipts,
  ]);
  return createHash('sha256').update(content).digest('hex').slice(0, 16);
}

async function readCurrent(media: MediaStore, userId: number): Promise<CurrentExport | undefined> {
  const stored = await media.get(currentKey(userId));
  if (!stored) return undefined;
  try {
    return JSON.parse(stored.data.toString('utf8')) as CurrentExport;
  } catch {
    return undefined;
  }
}

/**
 * Builds in progress, by account: one at a time per account, however often it asks and whatever
 * it changes meanwhile (each build holds a whole ZIP in memory). A request for data that changed
 * during a build waits for it ("preparing"); the next one after it builds the data as it stands.
 */
const building = new Map<number, { key: string; build: Promise<void> }>();
/** Builds that failed, by key: told once to the next request, which then builds again. */
const failed = new Map<string, Error>();

function startBuild(db: Knex, media: MediaStore, user: User, language: Language, key: string, options: ExportOptions) {
  if (building.has(user.id)) return;
  const build = (async () => {
    const previous = await readCurrent(media, user.id);
    const now = options.now ?? new Date();
    await media.put(key, await buildAccountZip(db, media, user, language, { ...options, now }));
    const current: CurrentExport = { key, builtAt: now.toISOString() };
    await media.put(currentKey(user.id), Buffer.from(JSON.stringify(current)));
    // The ZIP it replaces (older, or of data since changed) is not kept.
    if (previous && previous.key !== key) await media.delete(previous.key);
  })();
  building.set(user.id, { key, build });
  build.then(
    () => failed.delete(key),
    (error: unknown) => {
      options.logger?.error('an account export could not be built', { userId: user.id, error });
      failed.set(key, error instanceof Error ? error : new Error(String(error)));
    },
  );
  void build.catch(() => undefined).finally(() => building.delete(user.id));
}

/** Resolves once the account's ZIP being built in this process, if any, is kept or has failed. */
export async function accountExportSettled(): Promise<void> {
  await Promise.all([...building.values()].map(({ build }) => build.catch(() => undefined)));
}

function fileNameOf(user: User, builtAt: string): string {
  return `dreamweaver-${user.username}-${builtAt.slice(0, 10)}.zip`;
}

/**
 * The signed-in account's ZIP when it is built, fresh (under 7 days old) and of the data as it
 * stands; otherwise "preparing", its build started here if none runs.
 */
export async function getAccountExport(
  db: Knex,
  media: MediaStore,
  user: User,
  language: Language,
  options: ExportOptions,
): Promise<AccountExportFile | PreparingExport> {
  const now = options.now ?? new Date();
  const key = `${accountExportFolder(user.id)}${await versionOf(db, user, language)}.zip`;
  const current = await readCurrent(media, user.id);
  if (current?.key === key && now.getTime() - new Date(current.builtAt).getTime() < EXPORT_KEPT_MS) {
    const stored = await media.get(key);
    if (stored) return { data: stored.data, fileName: fileNameOf(user, current.builtAt) };
  }
  if (building.get(user.id)?.key !== key && failed.has(key)) {
    failed.delete(key);
    throw new AppError(503, 'accountExport.errors.failed', {}, { retryAfterSeconds: 5 });
  }
  startBuild(db, media, user, language, key, options);
  return { preparing: true, retryAfterSeconds: RETRY_AFTER_SECONDS };
}
