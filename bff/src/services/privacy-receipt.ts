import type { Knex } from 'knex';
import {
  RECEIPT_ENGINES,
  RECEIPT_SERVICES,
  type MediaPlace,
  type ReceiptServiceUseJson,
  type StoryPrivacyJson,
} from '@dreamweaver/contracts';
import { AppError } from '../errors.ts';
import { Story, StoryReceiptEntry } from '../models/index.ts';
import type { MediaStore } from './media-store.ts';
import { looksLikeRandomId } from './random-id.ts';
import { isStoryCreator, type StoryRequester } from './story-gallery.ts';

// A story's privacy receipt (docs/security.md#the-privacy-receipt): what happened to the details of
// this story, for whoever made it. What was sent, and where, is read from the rows the pipeline
// wrote as each request went out (generation/receipt-recorder.ts, plan-reading-receipt.ts), never
// worked out afterwards; who can read the story and where its media lie are its settings now.

type ReceiptStory = Pick<Story, 'id' | 'userId' | 'isPaid' | 'galleryId' | 'galleryHidden' | 'generationStatus'>;

const storyColumns = ['id', 'userId', 'isPaid', 'galleryId', 'galleryHidden', 'generationStatus'] as const;

const mediaPlaces: Record<MediaStore['kind'], MediaPlace> = { folder: 'disk', s3: 'object-store' };

const PLACEHOLDER = /\{\{\s*(HERO|CHILD\s*\d{1,2})\s*\}\}/gi;

/** The stand-ins found in what was sent of the story, the hero's first, then the other children's by number. */
function placeholdersIn(texts: readonly string[]): string[] {
  const found = new Set<string>();
  for (const text of texts)
    for (const match of text.matchAll(PLACEHOLDER)) found.add(`{{${match[1].replace(/\s+/g, '').toUpperCase()}}}`);
  const rank = (placeholder: string) => (placeholder === '{{HERO}}' ? 0 : Number(placeholder.slice(7, -2)));
  return [...found].sort((a, b) => rank(a) - rank(b));
}

/** How often each service was used, by whom: in the order of RECEIPT_SERVICES, the AI's before the offline engine's. */
function servicesOf(entries: readonly StoryReceiptEntry[]): ReceiptServiceUseJson[] {
  const uses = new Map<string, ReceiptServiceUseJson>();
  for (const entry of entries) {
    const key = JSON.stringify([entry.service, entry.engine, entry.server, entry.model]);
    const use = uses.get(key);
    if (use) use.count++;
    else
      uses.set(key, {
        service: entry.service,
        engine: entry.engine,
        server: entry.server,
        model: entry.model,
        count: 1,
      });
  }
  const order = (use: ReceiptServiceUseJson) =>
    RECEIPT_SERVICES.indexOf(use.service) * RECEIPT_ENGINES.length + RECEIPT_ENGINES.indexOf(use.engine);
  return [...uses.values()].sort((a, b) => order(a) - order(b));
}

function receiptOf(story: ReceiptStory, entries: readonly StoryReceiptEntry[], media: MediaPlace): StoryPrivacyJson {
  const sent = entries.filter((entry) => entry.engine === 'ai');
  const requests = sent.map((entry) => ({
    service: entry.service,
    server: entry.server ?? '',
    model: entry.model ?? '',
    sceneNumber: entry.sceneNumber,
    sentAt: new Date(entry.sentAt).toISOString(),
    parts: entry.parts ?? [],
  }));
  return {
    storyId: story.id,
    recorded: entries.length > 0,
    making: story.generationStatus !== 'completed' && story.generationStatus !== 'failed',
    leftTheServer: sent.length > 0,
    moderated: sent.some((entry) => entry.service === 'moderation'),
    // The instructions name placeholders as examples ({{CHILD3}}, {{CHILD4}} …): only what told of this story counts.
    placeholders: placeholdersIn(
      requests.flatMap((request) => request.parts.filter((p) => p.part !== 'instructions').map((p) => p.text)),
    ),
    services: servicesOf(entries),
    requests,
    media,
    readers: { wholeStory: story.isPaid, gallery: story.galleryId !== null && !story.galleryHidden },
  };
}

async function entriesOf(db: Knex, storyId: string): Promise<StoryReceiptEntry[]> {
  return StoryReceiptEntry.query(db)
    .select('service', 'engine', 'server', 'model', 'sceneNumber', 'parts', 'sentAt')
    .where({ storyId })
    .orderBy('id');
}

async function findStory(db: Knex, storyId: string): Promise<ReceiptStory | undefined> {
  if (!looksLikeRandomId(storyId)) return undefined;
  return Story.query(db)
    .select(...storyColumns)
    .findById(storyId);
}

/**
 * The receipt of a story whose reader the caller has already checked (the account export: the
 * account's own stories); undefined for an unknown story. `media` is where the bff keeps media now.
 */
export async function storyPrivacyReceipt(
  db: Knex,
  storyId: string,
  media: Pick<MediaStore, 'kind'>,
): Promise<StoryPrivacyJson | undefined> {
  const story = await findStory(db, storyId);
  return story && receiptOf(story, await entriesOf(db, storyId), mediaPlaces[media.kind]);
}

/**
 * `GET /api/stories/:id/privacy`: the receipt for the story's creator (its owner, or for a story
 * without one the browser session that made it); 404 for everybody else, the admin included, as
 * for an id that is no story, so the answer does not even say that the story exists.
 */
export async function getStoryPrivacy(
  db: Knex,
  storyId: string,
  requester: StoryRequester,
  media: Pick<MediaStore, 'kind'>,
): Promise<StoryPrivacyJson> {
  const story = await findStory(db, storyId);
  const receipt = story && isStoryCreator(story, requester) && (await storyPrivacyReceipt(db, storyId, media));
  if (!receipt) throw new AppError(404, 'story.errors.notFound');
  return receipt;
}
