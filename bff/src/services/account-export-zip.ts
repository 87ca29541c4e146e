import JSZip from 'jszip';
import type { Knex } from 'knex';
import {
  translator,
  type AccountExportJson,
  type ExportedStoryJson,
  type ExportedVoiceJson,
  type Language,
  type MessageKey,
} from '@dreamweaver/contracts';
import type { Logger } from '../logger.ts';
import { ChildProfile, Story, StoryVoice, type User } from '../models/index.ts';
import { exportChild } from './child-profiles.ts';
import type { MediaStore } from './media-store.ts';
import { storyPrivacyReceipt } from './privacy-receipt.ts';
import { buildStoryFile } from './story-download.ts';

// What "Download my data" puts in its ZIP (services/account-export.ts builds and keeps it):
//   README.txt                         what each file is, in the parent's language
//   account.json                       the account (never its password hash), its stories and voices
//   children/<profile>.json            each child profile, as its own export gives it (exportChild)
//   stories/<story>/story.html         the web page, through the paywall like any download
//   stories/<story>/story.epub         the e-book with narration, built in the book threads
//   stories/<story>/privacy-receipt.json   what its making sent where (privacy-receipt.ts)
//   voices/<story>/<voice>/scene-<n>.mp3   each recorded take

export interface ExportOptions {
  /** The origin the books link to (downloadOrigin). */
  origin: string;
  logger?: Logger;
  now?: Date;
}

type ExportStory = Pick<
  Story,
  'id' | 'title' | 'summary' | 'language' | 'createdAt' | 'generationStatus' | 'isPaid' | 'galleryId' | 'galleryHidden'
> & { childId: string | null };

const iso = (date: Date | string) => new Date(date).toISOString();
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
/** Already compressed (e-books, MP3): stored as they are, which costs no CPU. */
const STORED = { compression: 'STORE' } as const;

async function addStory(
  zip: JSZip,
  db: Knex,
  media: MediaStore,
  story: ExportStory,
  { origin, logger }: ExportOptions,
): Promise<ExportedStoryJson> {
  const folder = `stories/${story.id}`;
  const files: string[] = [];
  for (const format of ['html', 'epub'] as const) {
    try {
      const file = await buildStoryFile(db, media, story.id, format, { origin });
      if (!file) continue;
      zip.file(`${folder}/story.${format}`, file.data, format === 'epub' ? STORED : {});
      files.push(`${folder}/story.${format}`);
    } catch (error) {
      // One book that cannot be built does not keep the rest of the parent's data from them.
      logger?.warn('a story file was left out of an account export', { storyId: story.id, format, error });
    }
  }
  const receipt = await storyPrivacyReceipt(db, story.id, media);
  if (receipt) {
    zip.file(`${folder}/privacy-receipt.json`, json(receipt));
    files.push(`${folder}/privacy-receipt.json`);
  }
  return {
    id: story.id,
    title: story.title || null,
    summary: story.summary || null,
    language: story.language,
    createdAt: iso(story.createdAt),
    status: story.generationStatus,
    isPaid: story.isPaid,
    sharedInGallery: story.galleryId !== null && !story.galleryHidden,
    childId: story.childId,
    files,
  };
}

async function addVoices(zip: JSZip, db: Knex, media: MediaStore, storyIds: string[]): Promise<ExportedVoiceJson[]> {
  if (storyIds.length === 0) return [];
  const voices = await StoryVoice.query(db)
    .whereIn('storyId', storyIds)
    .orderBy('id')
    .withGraphFetched('recordings')
    .modifyGraph('recordings', (query) => query.select('voiceId', 'sceneNumber', 'audioKey').orderBy('sceneNumber'));
  const exported: ExportedVoiceJson[] = [];
  for (const voice of voices) {
    const files: string[] = [];
    for (const recording of voice.recordings ?? []) {
      const stored = await media.get(recording.audioKey);
      if (!stored) continue;
      const name = `voices/${voice.storyId}/${voice.id}/scene-${recording.sceneNumber}.mp3`;
      zip.file(name, stored.data, STORED);
      files.push(name);
    }
    const { id, storyId, name, status, createdAt } = voice;
    exported.push({ id, storyId, name, status, createdAt: iso(createdAt), files });
  }
  return exported;
}

const README_LINES: MessageKey[] = [
  'accountExport.readme.account',
  'accountExport.readme.children',
  'accountExport.readme.storyHtml',
  'accountExport.readme.storyEpub',
  'accountExport.readme.receipt',
  'accountExport.readme.voices',
  'accountExport.readme.preview',
  'accountExport.readme.kept',
];

function readme(user: User, language: Language, now: Date): string {
  const t = translator(language);
  const title = t('accountExport.readme.title');
  const intro = t('accountExport.readme.intro', { username: user.username, date: now.toISOString().slice(0, 10) });
  // Windows' Notepad reads CRLF best; every other reader takes it too.
  return [title, '='.repeat(title.length), '', intro, '', ...README_LINES.map((key) => `- ${t(key)}`), ''].join('\r\n');
}

/** The ZIP of everything kept about `user`, README.txt in `language`. */
export async function buildAccountZip(
  db: Knex,
  media: MediaStore,
  user: User,
  language: Language,
  options: ExportOptions,
): Promise<Buffer> {
  const now = options.now ?? new Date();
  const zip = new JSZip();
  zip.file('README.txt', readme(user, language, now));
  const profiles = await ChildProfile.query(db).where({ userId: user.id }).orderBy(['createdAt', 'id']).select('id');
  for (const { id } of profiles) zip.file(`children/${id}.json`, json(await exportChild(db, user.id, id)));
  const stories = (await Story.query(db)
    .where({ userId: user.id })
    .orderBy(['createdAt', 'id'])
    .select(
      'id',
      'title',
      'summary',
      'language',
      'createdAt',
      'generationStatus',
      'isPaid',
      'galleryId',
      'galleryHidden',
      'childId',
    )) as ExportStory[];
  const exportedStories: ExportedStoryJson[] = [];
  for (const story of stories) exportedStories.push(await addStory(zip, db, media, story, options));
  const account: AccountExportJson = {
    format: 'dreamweaver-account/1',
    exportedAt: now.toISOString(),
    account: {
      id: user.id,
      username: user.username,
      email: user.email ?? null,
      isAdmin: user.isAdmin === true,
      createdAt: iso(user.createdAt),
      language,
    },
    stories: exportedStories,
    voices: await addVoices(
      zip,
      db,
      media,
      stories.map((story) => story.id),
    ),
  };
  zip.file('account.json', json(account));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 6 } });
}
