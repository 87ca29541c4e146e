import type { Knex } from 'knex';
import { Counter, Gauge } from 'prom-client';
import { metricsRegistry } from '../../metrics.ts';
import type { Settings } from '../../settings.ts';
import { budgetStatus } from './budget.ts';
import { usageEver, type UsageLine } from './spend.ts';

// The AI services' cost in /metrics (docs/operations.md#what-a-story-costs). Read from the
// database at scrape time, like the queue gauges: a worker running apart (`npm run worker`) spends
// too, and its calls are in the same table. The totals only grow (a row is never deleted), so
// they are counters; each scrape sets them to the database's sums.

const counter = (name: string, help: string, labelNames: string[]) =>
  new Counter({ name, help, labelNames, registers: [metricsRegistry] });
const gauge = (name: string, help: string) => new Gauge({ name, help, registers: [metricsRegistry] });

const costTotal = counter(
  'dreamweaver_ai_cost_usd_total',
  'US dollars the paid AI services cost, by service and model (calls of unknown cost not included)',
  ['service', 'model'],
);
const callsTotal = counter(
  'dreamweaver_ai_calls_total',
  'Answered calls to the AI services by service, model and whether their cost is known (priced: no means the prices cannot tell)',
  ['service', 'model', 'priced'],
);
const tokensTotal = counter(
  'dreamweaver_ai_tokens_total',
  'Tokens sent and received, by service, model and direction',
  ['service', 'model', 'direction'],
);
const picturesTotal = counter('dreamweaver_ai_pictures_total', 'Pictures drawn, by model, size and quality', [
  'model',
  'size',
  'quality',
]);
const charactersTotal = counter('dreamweaver_ai_speech_characters_total', 'Characters read aloud, by model', ['model']);
const spentToday = gauge('dreamweaver_ai_spent_today_usd', 'US dollars the AI services cost today (UTC)');
const dailyBudget = gauge(
  'dreamweaver_ai_daily_budget_usd',
  'The daily budget (AI_DAILY_BUDGET_USD); -1 when none is set',
);
const budgetExceeded = gauge(
  'dreamweaver_ai_budget_exceeded',
  "1 while today's spend has reached the daily budget (new stories wait or go offline), else 0",
);
const waitingStories = gauge('dreamweaver_ai_budget_waiting_stories', 'New stories held in the queue by the budget');

function add(metric: Counter, labels: Record<string, string>, value: number) {
  if (value > 0) metric.inc(labels, value);
}

function countLine(line: UsageLine) {
  const { service, model } = line;
  callsTotal.inc({ service, model, priced: line.costUsd === null ? 'no' : 'yes' }, line.calls);
  add(costTotal, { service, model }, line.costUsd ?? 0);
  add(tokensTotal, { service, model, direction: 'input' }, line.inputTokens + line.inputImageTokens);
  add(tokensTotal, { service, model, direction: 'output' }, line.outputTokens);
  add(picturesTotal, { model, size: line.size ?? 'unknown', quality: line.quality ?? 'unknown' }, line.pictures);
  if (service === 'speech') add(charactersTotal, { model }, line.characters);
}

/** Sets the cost metrics from the database (called before /metrics answers). */
export async function collectCostMetrics(db: Knex, settings: Settings): Promise<void> {
  const [ever, status] = await Promise.all([usageEver(db, settings.AI_PRICES), budgetStatus(db, settings)]);
  for (const metric of [costTotal, callsTotal, tokensTotal, picturesTotal, charactersTotal]) metric.reset();
  for (const line of ever.lines) countLine(line);
  spentToday.set(status.spentTodayUsd);
  dailyBudget.set(status.budgetUsd ?? -1);
  budgetExceeded.set(status.exceeded ? 1 : 0);
  waitingStories.set(status.waitingStories);
}
