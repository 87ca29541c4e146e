import { z } from 'zod';

// `GET /api/admin/ai-budget` (the admin dashboard's notice, `storyctl budget --json`): what the paid
// AI services cost today (UTC) against the daily budget (AI_DAILY_BUDGET_USD), and what the
// stories wait for when it is spent.

const usd = z.number().min(0);

const aiUsageLineSchema = z.strictObject({
  service: z.enum(['plan', 'moderation', 'text', 'picture', 'speech']),
  model: z.string(),
  calls: z.number().int().min(0),
  inputTokens: z.number().int().min(0),
  inputImageTokens: z.number().int().min(0),
  outputTokens: z.number().int().min(0),
  pictures: z.number().int().min(0),
  size: z.string().nullable(),
  quality: z.string().nullable(),
  characters: z.number().int().min(0),
  /** Null: the prices cannot tell (no price for the model, or the server gave no counts). */
  costUsd: usd.nullable(),
});
export type AiUsageLine = z.infer<typeof aiUsageLineSchema>;

export const aiBudgetSchema = z.strictObject({
  /** Null: no daily limit is set. */
  budgetUsd: usd.nullable(),
  /** What new stories do once the budget is spent: wait in the queue, or be made by the offline engine. */
  mode: z.enum(['wait', 'offline']),
  spentTodayUsd: usd,
  /** Calls today whose cost is unknown: the spend is then at least `spentTodayUsd`. */
  unknownCallsToday: z.number().int().min(0),
  exceeded: z.boolean(),
  /** New stories held in the queue until the budget allows them. */
  waitingStories: z.number().int().min(0),
  /** The next midnight UTC, when today's spend starts again from nothing. */
  resetsAt: z.string(),
  today: z.array(aiUsageLineSchema),
});
export type AiBudgetJson = z.infer<typeof aiBudgetSchema>;
