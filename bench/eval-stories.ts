import path from 'node:path';
import { parseArgs } from 'node:util';
import { createStoryEngine, enginePlan } from '../bff/src/generation/create-engine.ts';
import { loadSettings } from '../bff/src/settings.ts';
import { loadOrders } from '../storyteller/src/corpus/orders.ts';
import { evalConfig } from './eval/config.ts';
import { createJudge } from './eval/judge.ts';
import { reportLines, writeReport } from './eval/report.ts';
import { exitCodeOf, runEval } from './eval/run.ts';

// `npm run eval:stories`: the story corpus (storyteller/corpus/orders) written by whichever engine
// the product is configured with, measured like bench:story-quality, and scored by a judge model
// when one is configured. It lives beside bench:story-quality because it is that bench for any
// engine: the same orders, the same plans, the same measures and table. docs/testing.md.

const HELP = `npm run eval:stories [-- options]

Writes the story corpus's orders with the configured story text engine (the product's OPENAI_*
settings: the offline storyteller without them) and measures every story as bench:story-quality
does: harm, family, details, goal, repetition, titles, words per sentence, the story linter.
Text only: no picture is drawn and nothing is read aloud.

With EVAL_JUDGE_MODEL set, a judge model (on EVAL_JUDGE_BASE_URL / EVAL_JUDGE_API_KEY, by default
the story text's server) scores each story 1-5 for age fit, warmth, goal acted out, details used and,
in German, the German. It never sees a child's name. Without it, the checks only.

Options:
  --limit N          the first N orders (by id) of those chosen
  --language en|de   only the orders in this language
  --only a,b         only these order ids
  --concurrency N    stories written at once (default 1 offline, 4 with a server)
  --from-text        measure the offline engine's stories as any other engine's: details
                     found in the text, no goal (the baseline to compare an AI run with)
  --out DIR          where the stories, table.txt and summary.json go
                     (default test-results/eval-<time>)

Exit code: 1 when a story hurts (harm) or the story linter finds anything; 2 when a story could not
be written or judged, or the settings are wrong; 0 otherwise. In CI (CI=true) it refuses to call
api.openai.com unless EVAL_ALLOW_PAID=true.`;

const OPTIONS = {
  limit: { type: 'string' },
  language: { type: 'string' },
  only: { type: 'string' },
  concurrency: { type: 'string' },
  out: { type: 'string' },
  'from-text': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

function fail(reason: string): never {
  console.error(`eval:stories: ${reason}\n\n${HELP}`);
  process.exit(2);
}

function parsed() {
  try {
    return parseArgs({ options: OPTIONS }).values;
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
}

function count(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^[1-9]\d*$/.test(value)) fail(`--${name} must be a whole number above 0`);
  return Number(value);
}

const values = parsed();
if (values.help) {
  console.log(HELP);
  process.exit(0);
}
if (values.language !== undefined && values.language !== 'en' && values.language !== 'de')
  fail('--language must be en or de');
const limit = count(values.limit, 'limit');
const only = values.only?.split(',').map((id) => id.trim());

let config: ReturnType<typeof evalConfig>;
let settings: ReturnType<typeof loadSettings>;
try {
  settings = loadSettings();
  config = evalConfig(settings);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const server = enginePlan(settings).text !== undefined;
const told = !server && !values['from-text'];
const chosen = loadOrders()
  .filter((order) => !values.language || order.request.language === values.language)
  .filter((order) => !only || only.includes(order.id));
if (only) for (const id of only) if (!chosen.some((order) => order.id === id)) fail(`no order ${id} in the corpus`);
const orders = chosen.slice(0, limit);

const run = await runEval({
  orders,
  engine: createStoryEngine(settings),
  told,
  ...(config.judge ? { judge: createJudge(config.judge, config.judge.model, config.judge.format) } : {}),
  concurrency: count(values.concurrency, 'concurrency') ?? (server ? 4 : 1),
  progress: (result) => {
    if (server)
      console.error(`${result.one.order.id}: ${result.error ? 'failed' : 'written'} in ${result.seconds.toFixed(1)} s`);
  },
});

const lines = reportLines(run);
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const out = path.resolve(values.out ?? path.join('test-results', `eval-${stamp}`));
writeReport(run, out, lines);
console.log(`\n${lines.join('\n')}\n\nstories, table.txt and summary.json: ${out}`);
process.exitCode = exitCodeOf(run);
