import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { Logger } from '../logger.ts';
import { mediaTypeOf } from '../media-types.ts';
import { Story } from '../models/index.ts';
import type { MediaStore } from '../services/media-store.ts';
import type { MediaFile, StoryBrief, StoryEngine } from './engine.ts';
import type { EngineCall } from './engine-caller.ts';
import { castOf, characterLines } from './openai/picture-request.ts';
import { usageRecorder } from './cost/spend.ts';
import { receiptRecorder } from './receipt-recorder.ts';

// The same hero in every picture: an illustrator that draws from a reference picture is given the
// story's reference sheet (every character of the plan drawn once, from the looks alone) with each
// scene. The sheet is kept in the story's own media folder (never served, deleted with the story),
// and a child's next story whose looks have not changed copies the child's latest sheet instead
// of drawing a new one, so the hero looks the same from night to night. It is made while the text
// is written; a sheet that cannot be made leaves the story drawn from the fixed description alone
// (the same words in every prompt) rather than failing it.

interface SheetRun {
  deps: { db: Knex; engine: StoryEngine; media: MediaStore; logger: Logger; signal?: AbortSignal };
  call: EngineCall;
  storyId: string;
  brief: StoryBrief;
}

/**
 * The fingerprint of what a sheet is drawn from: the fixed description of every character, looks
 * only. A new look (hair, pyjamas, an aid, a year older, a brother or sister more) is a new sheet.
 */
function sheetLooks(brief: StoryBrief): string {
  return createHash('sha256')
    .update(characterLines(castOf(brief)).join('\n'))
    .digest('hex');
}

function storedFile(key: string, stored: { data: Buffer; contentType: string }): MediaFile {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return { data: stored.data, contentType: mediaTypeOf(key) ?? stored.contentType, extension };
}

/** The child's latest sheet drawn from the same looks, from another of their stories still kept. */
async function childSheet(db: Knex, media: MediaStore, story: Pick<Story, 'id' | 'childId'>, looks: string) {
  if (!story.childId) return undefined;
  const latest = await Story.query(db)
    .select('heroSheetKey')
    .where({ childId: story.childId, heroSheetLooks: looks })
    .whereNot('id', story.id)
    .whereNotNull('heroSheetKey')
    .orderBy('createdAt', 'desc')
    .first();
  const stored = latest?.heroSheetKey ? await media.get(latest.heroSheetKey) : undefined;
  return stored && stored.data.length > 0 ? storedFile(latest!.heroSheetKey!, stored) : undefined;
}

async function makeSheet(run: SheetRun, draw: NonNullable<StoryEngine['drawReferenceSheet']>): Promise<MediaFile> {
  const { deps, call, storyId, brief } = run;
  const { db, media } = deps;
  const story = await Story.query(db).select('id', 'childId', 'heroSheetKey').findById(storyId);
  if (!story) throw new Error('the story is gone');
  const own = story.heroSheetKey ? await media.get(story.heroSheetKey) : undefined;
  if (own && own.data.length > 0) return storedFile(story.heroSheetKey!, own);
  const looks = sheetLooks(brief);
  const sheet =
    (await childSheet(db, media, story, looks)) ??
    (await call(
      'picture: reference sheet',
      async (signal) => {
        const drawn = await draw(
          { brief },
          { signal, record: receiptRecorder(db, storyId), use: usageRecorder(db, storyId, null, deps.logger) },
        );
        if (drawn.data.length === 0) throw new Error('reference sheet: empty image');
        return drawn;
      },
      // Tried as often as a narration, not until the deadline: the scenes can be drawn without it.
      { untilDeadline: false },
    ));
  const extension = sheet.extension.replace(/[^a-z0-9]/gi, '').toLowerCase() || 'png';
  const key = `${storyId}/hero-sheet.${extension}`;
  await media.put(key, sheet.data);
  await Story.query(db).findById(storyId).patch({ heroSheetKey: key, heroSheetLooks: looks });
  return { ...sheet, extension };
}

/**
 * The story's reference sheet, or undefined: the illustrator draws without one, or it could not be
 * made (then every scene is drawn from the description alone). Only the worker stopping is passed on.
 */
async function heroSheet(run: SheetRun): Promise<MediaFile | undefined> {
  const draw = run.deps.engine.drawReferenceSheet?.bind(run.deps.engine);
  if (!draw) return undefined;
  try {
    return await makeSheet(run, draw);
  } catch (error) {
    if (run.deps.signal?.aborted) throw error;
    run.deps.logger.warn('no reference sheet; the pictures are drawn from the description alone', {
      storyId: run.storyId,
      error: error instanceof Error ? error.message : String(error),
    });
    return undefined;
  }
}

/**
 * Begins the story's sheet while its text is written, under its own stop: a story that fails
 * before its pictures does not go on drawing (or storing) a sheet. `stop` waits until it has settled.
 */
export function startHeroSheet(
  run: Omit<SheetRun, 'call'>,
  callWith: (signal: AbortSignal) => EngineCall,
): { sheet: Promise<MediaFile | undefined>; stop(): Promise<void> } {
  const stopped = new AbortController();
  const signal = run.deps.signal ? AbortSignal.any([run.deps.signal, stopped.signal]) : stopped.signal;
  const sheet = heroSheet({ ...run, deps: { ...run.deps, signal }, call: callWith(signal) });
  sheet.catch(() => {});
  return {
    sheet,
    stop: async () => {
      stopped.abort();
      await sheet.catch(() => {});
    },
  };
}
