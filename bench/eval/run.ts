import type { StoryBrief, StoryEngine, WrittenStory } from '../../bff/src/generation/engine.ts';
import { runBounded } from '../../bff/src/generation/bounded-parallel.ts';
import type { CorpusOrder } from '../../storyteller/src/corpus/orders.ts';
import type { UntoldOrder } from '../../storyteller/src/corpus/tell.ts';
import { lintStories, type Finding } from '../../storyteller/src/lint/index.ts';
import { harm, type MeasuredStory } from '../../storyteller/src/lint/measures.ts';
import { briefOf, chainsOf, emptyMemory, plannedOrders, remembered, type PlannedOrder } from './briefs.ts';
import type { Judge, Rubric } from './judge.ts';
import { measuredStory } from './measure.ts';

// One run of the eval: every order planned as the product plans it, written by the engine (text
// only: no picture is drawn and nothing is read aloud), measured and linted, and scored by the
// judge when there is one. A story the engine fails to write, or the judge fails to score, is
// recorded with its error; the others go on.

export interface EvalOptions {
  orders: readonly CorpusOrder[];
  engine: StoryEngine;
  /** The engine's text is the storyteller's (the offline engine): the plan's own measures hold for it. */
  told: boolean;
  judge?: Judge;
  /** Stories written at once (a series' episodes always one after another). */
  concurrency: number;
  /** Told of each story as it is done. */
  progress?: (done: StoryResult) => void;
}

export interface StoryResult {
  one: PlannedOrder;
  /** The brief the engine was given (with the name: the seam takes it out for an outside engine). */
  brief: StoryBrief;
  written?: WrittenStory;
  /** Why the engine wrote no story. */
  error?: string;
  measured?: MeasuredStory;
  rubric?: Rubric;
  /** Why the judge gave no score. */
  judgeError?: string;
  /** Seconds the engine took to write it. */
  seconds: number;
}

export interface EvalRun {
  engine: string;
  told: boolean;
  judge?: { model: string; baseURL: string };
  results: StoryResult[];
  /** Orders the storyteller could not plan (a question still open): not written. */
  unplanned: UntoldOrder[];
  measured: MeasuredStory[];
  /** The story linter's findings over the written stories (its corpus rule included). */
  findings: Finding[];
  harm: Finding[];
  seconds: number;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function writeOne(one: PlannedOrder, brief: StoryBrief, options: EvalOptions): Promise<StoryResult> {
  const started = performance.now();
  const elapsed = () => (performance.now() - started) / 1000;
  let written: WrittenStory;
  try {
    written = await options.engine.writeStory(brief);
  } catch (error) {
    return { one, brief, error: message(error), seconds: elapsed() };
  }
  const result: StoryResult = {
    one,
    brief,
    written,
    measured: measuredStory(one, written, options.told),
    seconds: elapsed(),
  };
  if (options.judge) {
    try {
      result.rubric = await options.judge.score(brief, written);
    } catch (error) {
      result.judgeError = message(error);
    }
  }
  return result;
}

export async function runEval(options: EvalOptions): Promise<EvalRun> {
  const started = performance.now();
  const { planned, unplanned } = plannedOrders(options.orders);
  const results: StoryResult[] = [];
  const chains = chainsOf(planned).map((chain) => async () => {
    let memory = emptyMemory();
    for (const one of chain) {
      const result = await writeOne(one, briefOf(one, memory), options);
      results.push(result);
      options.progress?.(result);
      if (result.written) memory = remembered(memory, one, result.written);
    }
  });
  await runBounded(chains, options.concurrency);
  results.sort((a, b) => a.one.order.id.localeCompare(b.one.order.id));
  const measured = results.flatMap((result) => (result.measured ? [result.measured] : []));
  return {
    engine: options.engine.name,
    told: options.told,
    ...(options.judge ? { judge: { model: options.judge.model, baseURL: options.judge.baseURL } } : {}),
    results,
    unplanned,
    measured,
    findings: lintStories(measured),
    harm: harm(measured),
    seconds: (performance.now() - started) / 1000,
  };
}

/** The exit code: 1 when a story hurts or the linter finds anything, 2 when a story was not written or not judged, else 0. */
export function exitCodeOf(run: EvalRun): number {
  if (run.harm.length > 0 || run.findings.length > 0) return 1;
  if (run.results.some((result) => result.error !== undefined || result.judgeError !== undefined)) return 2;
  return 0;
}
