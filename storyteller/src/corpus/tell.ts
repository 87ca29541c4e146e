import type { PlanQuestion, StoryPlan } from '@dreamweaver/contracts';
import { readOrder } from '../reader/read-order.ts';
import { settlePlan } from '../teller/settle.ts';
import { tellStory } from '../teller/tell.ts';
import type { EarlierStory, ToldStory } from '../teller/told.ts';
import type { CorpusOrder } from './orders.ts';

// Telling the corpus as the product tells an order: read it into a plan (with the parent's answers),
// settle the plan, tell it. A series episode is told after the one before it, with that episode's
// settled plan in its memory and the arcs and titles of the child's earlier episodes as its recent
// ones. An order that cannot be told (no arc for its theme yet, or a question still open) is an error
// of its own; the others are told all the same.

export interface ToldOrder {
  order: CorpusOrder;
  /** The settled plan the story was told from. */
  plan: StoryPlan;
  story: ToldStory;
}

export interface UntoldOrder {
  order: CorpusOrder;
  reason: string;
}

export interface ToldCorpus {
  told: ToldOrder[];
  untold: UntoldOrder[];
}

export interface SeriesSoFar {
  previous: StoryPlan | null;
  /** The episodes told so far, newest first, to tell again what they said. */
  earlier: EarlierStory[];
  /** Newest first. */
  arcs: string[];
  titles: string[];
  broken: string | null;
}

const RECENT = 10;

function openQuestions(questions: readonly PlanQuestion[], order: CorpusOrder): PlanQuestion[] {
  return questions.filter((question) => question.required && !(question.id in order.answers));
}

/** Tells one order; `series` is the child's series so far when the order is an episode. */
export function tellOrder(order: CorpusOrder, series?: SeriesSoFar): ToldOrder | UntoldOrder {
  if (series?.broken) return { order, reason: `its series could not be told before it (${series.broken})` };
  const memory = order.series ? { ...order.memory, previous: series?.previous ?? null } : order.memory;
  try {
    const { plan, questions } = readOrder({ request: order.request, ...(memory ? { memory } : {}) }, order.answers);
    const open = openQuestions(questions, order);
    if (open.length > 0)
      return { order, reason: `questions still open: ${open.map((question) => question.id).join(', ')}` };
    const recent = { recentArcs: series?.arcs ?? [], recentTitles: series?.titles ?? [] };
    const earlier = series?.earlier ?? [];
    const settled = settlePlan(plan, { seed: order.seed, ...recent, earlier });
    const story = tellStory(settled, { seed: order.seed, recentTitles: recent.recentTitles, earlier });
    return { order, plan: settled, story };
  } catch (error) {
    return { order, reason: error instanceof Error ? error.message : String(error) };
  }
}

/** Tells every order; episodes of a series in their order, each after the one before. */
export function tellCorpus(orders: readonly CorpusOrder[]): ToldCorpus {
  const told: ToldOrder[] = [];
  const untold: UntoldOrder[] = [];
  const series = new Map<string, SeriesSoFar>();
  const byEpisode = [...orders].sort(
    (a, b) => (a.series ?? '').localeCompare(b.series ?? '') || (a.memory?.episode ?? 0) - (b.memory?.episode ?? 0),
  );
  for (const order of byEpisode) {
    const sofar = order.series ? series.get(order.series) : undefined;
    const result = tellOrder(order, sofar ?? (order.series ? emptySeries() : undefined));
    if ('story' in result) told.push(result);
    else untold.push(result);
    if (order.series) series.set(order.series, nextSeries(sofar ?? emptySeries(), result));
  }
  const byId = (a: { order: CorpusOrder }, b: { order: CorpusOrder }) => a.order.id.localeCompare(b.order.id);
  return { told: told.sort(byId), untold: untold.sort(byId) };
}

function emptySeries(): SeriesSoFar {
  return { previous: null, earlier: [], arcs: [], titles: [], broken: null };
}

function nextSeries(sofar: SeriesSoFar, result: ToldOrder | UntoldOrder): SeriesSoFar {
  if (!('story' in result)) return { ...sofar, broken: sofar.broken ?? result.order.id };
  return {
    previous: result.plan,
    earlier: [{ plan: result.plan, seed: result.order.seed }, ...sofar.earlier].slice(0, RECENT),
    arcs: [result.story.arc, ...sofar.arcs].slice(0, RECENT),
    titles: [result.story.title, ...sofar.titles].slice(0, RECENT),
    broken: sofar.broken,
  };
}
