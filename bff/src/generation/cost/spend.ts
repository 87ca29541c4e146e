import type { Knex } from 'knex';
import type { Logger } from '../../logger.ts';
import type { ModelUsage, RecordUsage, UsageService } from '../model-usage.ts';
import { costOf, type PriceTable } from './prices.ts';

// The ai_usage rows (migration 20261209_0900_ai_usage.ts): written as each paid call completes,
// read back added up per kind of call, and priced when read (prices.ts).

/** The `use` option of one engine call of story `storyId` (null: a plan reading, before its story exists). */
export function usageRecorder(
  db: Knex,
  storyId: string | null,
  sceneNumber: number | null = null,
  logger?: Logger,
): RecordUsage {
  return async (usage: ModelUsage) => {
    try {
      await db('ai_usage').insert({
        storyId,
        sceneNumber,
        service: usage.service,
        server: usage.server.slice(0, 200),
        model: usage.model.slice(0, 200),
        inputTokens: usage.inputTokens ?? null,
        inputImageTokens: usage.inputImageTokens ?? null,
        outputTokens: usage.outputTokens ?? null,
        pictures: usage.pictures ?? null,
        size: usage.size?.slice(0, 40) ?? null,
        quality: usage.quality?.slice(0, 40) ?? null,
        characters: usage.characters ?? null,
      });
    } catch (error) {
      // The story is not failed for its bill; the call goes uncounted, and the operator is told.
      logger?.warn('the usage of an AI call could not be recorded', { storyId, service: usage.service, error });
    }
  };
}

/** The calls of one kind (service, model, picture size and quality) added up, with their cost. */
export interface UsageLine {
  service: UsageService;
  model: string;
  calls: number;
  inputTokens: number;
  inputImageTokens: number;
  outputTokens: number;
  pictures: number;
  size: string | null;
  quality: string | null;
  characters: number;
  /** Dollars; null when the prices cannot tell (the model has no price, or the server gave no counts). */
  costUsd: number | null;
}

export interface UsageSummary {
  lines: UsageLine[];
  /** The dollars of the lines with a known cost. */
  costUsd: number;
  /** Calls whose cost is unknown: the total is then a lower bound. */
  unknownCalls: number;
}

interface GroupRow {
  service: UsageService;
  model: string;
  size: string | null;
  quality: string | null;
  calls: string | number;
  inputTokens: string | number | null;
  inputImageTokens: string | number | null;
  outputTokens: string | number | null;
  pictures: string | number | null;
  characters: string | number | null;
}

const SERVICE_ORDER: UsageService[] = ['plan', 'moderation', 'text', 'picture', 'speech'];

/** The rows `where` picks, added up per kind of call and priced. */
async function usageSummary(
  db: Knex,
  prices: PriceTable,
  where: (query: Knex.QueryBuilder) => void,
): Promise<UsageSummary> {
  const query = db('ai_usage')
    .select('service', 'model', 'size', 'quality')
    .select(
      db.raw('count(*) as calls'),
      db.raw('sum(input_tokens) as input_tokens'),
      db.raw('sum(input_image_tokens) as input_image_tokens'),
      db.raw('sum(output_tokens) as output_tokens'),
      db.raw('sum(pictures) as pictures'),
      db.raw('sum(characters) as characters'),
    )
    // Calls that gave their tokens are priced by them, the others by picture: never added together.
    .groupBy('service', 'model', 'size', 'quality', db.raw('(input_tokens is null and output_tokens is null)'));
  where(query);
  const rows = (await query) as GroupRow[];
  const lines = rows.map((row): UsageLine => {
    const figures = {
      model: row.model,
      inputTokens: Number(row.inputTokens ?? 0),
      inputImageTokens: Number(row.inputImageTokens ?? 0),
      outputTokens: Number(row.outputTokens ?? 0),
      pictures: Number(row.pictures ?? 0),
      characters: Number(row.characters ?? 0),
    };
    const line = { service: row.service, size: row.size, quality: row.quality, calls: Number(row.calls), ...figures };
    return {
      ...line,
      costUsd: costOf({ ...figures, size: row.size ?? undefined, quality: row.quality ?? undefined }, prices),
    };
  });
  lines.sort(
    (a, b) => SERVICE_ORDER.indexOf(a.service) - SERVICE_ORDER.indexOf(b.service) || a.model.localeCompare(b.model),
  );
  return {
    lines,
    costUsd: lines.reduce((sum, line) => sum + (line.costUsd ?? 0), 0),
    unknownCalls: lines.reduce((sum, line) => sum + (line.costUsd === null ? line.calls : 0), 0),
  };
}

/** What story `storyId` used and cost. */
export function storyUsage(db: Knex, prices: PriceTable, storyId: string): Promise<UsageSummary> {
  return usageSummary(db, prices, (query) => query.where('storyId', storyId));
}

/** The start of today, UTC, as the database sees it. */
const TODAY_SQL = "(date_trunc('day', now() at time zone 'UTC') at time zone 'UTC')";

/** Everything used since the start of today (UTC), stories and plan readings alike. */
export function usageToday(db: Knex, prices: PriceTable): Promise<UsageSummary> {
  return usageSummary(db, prices, (query) => query.whereRaw(`used_at >= ${TODAY_SQL}`));
}

/** Everything ever used (the /metrics totals). */
export function usageEver(db: Knex, prices: PriceTable): Promise<UsageSummary> {
  return usageSummary(db, prices, () => {});
}

/** Dollars with cents ($0.25), and fractions of a cent under a dollar when there are any ($0.0042). */
export function dollars(amount: number): string {
  const wholeCents = Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-9;
  return amount >= 1 || wholeCents ? `$${amount.toFixed(2)}` : `$${amount.toFixed(4)}`;
}
