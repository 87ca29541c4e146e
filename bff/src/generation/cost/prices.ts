import { z } from 'zod';
import type { ModelUsage } from '../model-usage.ts';

// What the AI services charge, per model, in US dollars: the default table below, with any model
// the operator prices in AI_PRICES (JSON, same shape) put in its place (docs/operations.md#what-a-story-costs).
// A model not in the table has no price: its calls show as "cost unknown", never as $0.
//
// The defaults are OpenAI's published prices as read on 2026-12-07 from its model pages
// (developers.openai.com/api/docs/models/<model>) and its pricing page. gpt-4o-mini-tts is priced
// by tokens there (text in, audio out) with an estimate of $0.015 a minute; its speech endpoint
// answers audio without a token count, so it is priced here by characters read, at the rate of
// tts-1 ($15 per million characters), which gives that same $0.015 for a minute of ~1,000 characters.

const usd = z.number().finite().min(0).max(1_000_000);

const modelPriceSchema = z.strictObject({
  /** Costs nothing (OpenAI's moderation, a self-hosted model). */
  free: z.literal(true).optional(),
  inputPerMillionTokens: usd.optional(),
  /** Picture tokens sent in (a reference picture); text tokens use inputPerMillionTokens. */
  inputImagePerMillionTokens: usd.optional(),
  outputPerMillionTokens: usd.optional(),
  /** Per picture by "WIDTHxHEIGHT/quality", or "WIDTHxHEIGHT" for any quality: for answers that give no tokens. */
  perPicture: z
    .record(z.string().regex(/^\d{2,5}x\d{2,5}(\/[a-z]+)?$/, 'keys are WIDTHxHEIGHT or WIDTHxHEIGHT/quality'), usd)
    .optional(),
  perMillionCharacters: usd.optional(),
});

type ModelPrice = z.infer<typeof modelPriceSchema>;
export type PriceTable = Readonly<Record<string, ModelPrice>>;

const pictures = (square: [number, number, number], other: [number, number, number]) => {
  const table: Record<string, number> = {};
  for (const [i, quality] of (['low', 'medium', 'high'] as const).entries()) {
    table[`1024x1024/${quality}`] = square[i];
    table[`1024x1536/${quality}`] = other[i];
    table[`1536x1024/${quality}`] = other[i];
  }
  return table;
};

export const DEFAULT_PRICES: PriceTable = {
  'gpt-4.1-mini': { inputPerMillionTokens: 0.4, outputPerMillionTokens: 1.6 },
  'gpt-4.1': { inputPerMillionTokens: 2, outputPerMillionTokens: 8 },
  'gpt-4.1-nano': { inputPerMillionTokens: 0.1, outputPerMillionTokens: 0.4 },
  'gpt-4o-mini': { inputPerMillionTokens: 0.15, outputPerMillionTokens: 0.6 },
  'gpt-4o': { inputPerMillionTokens: 2.5, outputPerMillionTokens: 10 },
  // Both 2.6 models (the default, since gpt-image-1 was shut down): billed by tokens only.
  'gpt-image-2.6-flare': { inputPerMillionTokens: 5, inputImagePerMillionTokens: 8, outputPerMillionTokens: 30 },
  'gpt-image-2.6-sunburst': { inputPerMillionTokens: 5, inputImagePerMillionTokens: 8, outputPerMillionTokens: 30 },
  'gpt-image-1': {
    inputPerMillionTokens: 5,
    inputImagePerMillionTokens: 10,
    outputPerMillionTokens: 40,
    perPicture: pictures([0.011, 0.042, 0.167], [0.016, 0.063, 0.25]),
  },
  'gpt-image-1-mini': {
    inputPerMillionTokens: 2,
    inputImagePerMillionTokens: 2.5,
    outputPerMillionTokens: 8,
    perPicture: pictures([0.005, 0.011, 0.036], [0.006, 0.015, 0.052]),
  },
  'dall-e-3': {
    perPicture: {
      '1024x1024': 0.04,
      '1024x1024/standard': 0.04,
      '1024x1024/hd': 0.08,
      '1024x1792': 0.08,
      '1024x1792/standard': 0.08,
      '1024x1792/hd': 0.12,
      '1792x1024': 0.08,
      '1792x1024/standard': 0.08,
      '1792x1024/hd': 0.12,
    },
  },
  'dall-e-2': { perPicture: { '256x256': 0.016, '512x512': 0.018, '1024x1024': 0.02 } },
  'gpt-4o-mini-tts': { perMillionCharacters: 15 },
  'tts-1': { perMillionCharacters: 15 },
  'tts-1-hd': { perMillionCharacters: 30 },
  'omni-moderation-latest': { free: true },
  'text-moderation-latest': { free: true },
};

const priceOverridesSchema = z.record(z.string().trim().min(1).max(200), modelPriceSchema);

/** The table for AI_PRICES (unset or empty: the defaults); a bad value throws with one clear line. */
export function priceTable(json: string | undefined): PriceTable {
  if (json === undefined || json.trim() === '') return DEFAULT_PRICES;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new Error('must be JSON: {"<model>": {"inputPerMillionTokens": 0.4, …}, …}');
  }
  const checked = priceOverridesSchema.safeParse(parsed);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    throw new Error(`${issue.path.join('.') || '(the value)'}: ${issue.message}`);
  }
  return { ...DEFAULT_PRICES, ...checked.data };
}

/** What is counted of a call (or of many calls of one model and kind, added up). */
export type UsageFigures = Pick<
  ModelUsage,
  'model' | 'inputTokens' | 'inputImageTokens' | 'outputTokens' | 'pictures' | 'size' | 'quality' | 'characters'
>;

const perMillion = (count: number | undefined, rate: number | undefined) =>
  !count ? 0 : rate === undefined ? Number.NaN : (count * rate) / 1_000_000;

/** The calls' cost in dollars, or null when the table cannot tell (no price for the model, or for what it counted). */
export function costOf(usage: UsageFigures, prices: PriceTable): number | null {
  const price = Object.hasOwn(prices, usage.model) ? prices[usage.model] : undefined;
  if (!price) return null;
  if (price.free) return 0;
  const tokened = Boolean(usage.inputTokens || usage.inputImageTokens || usage.outputTokens);
  let cost: number;
  if (tokened) {
    cost =
      perMillion(usage.inputTokens, price.inputPerMillionTokens) +
      perMillion(usage.inputImageTokens, price.inputImagePerMillionTokens ?? price.inputPerMillionTokens) +
      perMillion(usage.outputTokens, price.outputPerMillionTokens);
  } else if (usage.pictures) {
    const each = price.perPicture?.[`${usage.size}/${usage.quality}`] ?? price.perPicture?.[`${usage.size}`];
    cost = each === undefined ? Number.NaN : usage.pictures * each;
  } else if (usage.characters) {
    cost = perMillion(usage.characters, price.perMillionCharacters);
  } else {
    return null;
  }
  return Number.isNaN(cost) ? null : cost;
}
