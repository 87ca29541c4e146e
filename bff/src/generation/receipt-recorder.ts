import type { Knex } from 'knex';
import type { SentPartJson } from '@dreamweaver/contracts';
import { StoryReceiptEntry } from '../models/index.ts';
import type { RecordUse } from './receipt-entry.ts';

// The pipeline's side of the privacy receipt: each engine call of a story is given a `record` that
// writes what the engine says it sends (or did here) as a row of the story's receipt, with the
// scene it is for, and is awaited before the request goes out (docs/security.md#the-privacy-receipt).

const LONE_SURROGATES = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * A text PostgreSQL's jsonb can hold: NUL and lone surrogates (which a model's own earlier answer
 * might carry) become U+FFFD; everything else is kept exactly as sent.
 */
function storable(text: string): string {
  return text.replaceAll('\u0000', '\uFFFD').replace(LONE_SURROGATES, '\uFFFD');
}

export function storableParts(parts: readonly SentPartJson[]): SentPartJson[] {
  return parts.map(({ part, text }) => ({ part, text: storable(text) }));
}

/** The `record` option of one engine call of story `storyId` (for scene `sceneNumber` when it is a picture or a narration). */
export function receiptRecorder(db: Knex, storyId: string, sceneNumber: number | null = null): RecordUse {
  return async (entry) => {
    const sent = entry.engine === 'ai' ? entry : undefined;
    await StoryReceiptEntry.query(db).insert({
      storyId,
      service: entry.service,
      engine: entry.engine,
      server: sent?.server ?? null,
      model: sent?.model ?? null,
      sceneNumber,
      parts: sent ? storableParts(sent.parts) : null,
    });
  };
}
