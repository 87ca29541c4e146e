import type { StoryPlan } from '@dreamweaver/contracts';
import type { StoryBrief, WrittenStory } from '../../bff/src/generation/engine.ts';
import type { CorpusOrder } from '../../storyteller/src/corpus/orders.ts';
import { tellCorpus, type UntoldOrder } from '../../storyteller/src/corpus/tell.ts';
import type { EarlierStory } from '../../storyteller/src/teller/told.ts';

// A corpus order as the product would hand it to its engine: the plan read from the order with the
// parent's answers and settled with the order's seed (the same readOrder → settlePlan as
// bench:story-quality and POST /api/stories without the plan screen), and the variety the product
// keeps for the child (services/story-service.ts): the seed, the profile's story bible and, for a
// series episode, the plots, titles and summaries of the episodes the engine wrote before it.

export interface PlannedOrder {
  order: CorpusOrder;
  /** The settled plan, as the product stores it with the story. */
  plan: StoryPlan;
}

/** Every order planned; an order the storyteller cannot plan (a question still open) is left out, with its reason. */
export function plannedOrders(orders: readonly CorpusOrder[]): { planned: PlannedOrder[]; unplanned: UntoldOrder[] } {
  const { told, untold } = tellCorpus(orders);
  return { planned: told.map(({ order, plan }) => ({ order, plan })), unplanned: untold };
}

/**
 * The orders in chains that must be written one after the other: each episode of a series after
 * the one before it (it is told what came before), every other order a chain of its own.
 */
export function chainsOf(planned: readonly PlannedOrder[]): PlannedOrder[][] {
  const series = new Map<string, PlannedOrder[]>();
  const chains: PlannedOrder[][] = [];
  for (const one of planned) {
    if (!one.order.series) chains.push([one]);
    else if (series.has(one.order.series)) series.get(one.order.series)!.push(one);
    else {
      const chain = [one];
      series.set(one.order.series, chain);
      chains.push(chain);
    }
  }
  for (const chain of series.values())
    chain.sort((a, b) => (a.order.memory?.episode ?? 0) - (b.order.memory?.episode ?? 0));
  return chains;
}

/** What the product remembers of a child's series while its episodes are written: newest first. */
export interface SeriesMemory {
  plots: string[];
  titles: string[];
  /** Oldest first, as the product tells them (variety.earlierEpisodes). */
  summaries: string[];
  earlier: EarlierStory[];
}

const RECENT = 10;

export const emptyMemory = (): SeriesMemory => ({ plots: [], titles: [], summaries: [], earlier: [] });

/** The series' memory once `written` was written for `one`. */
export function remembered(memory: SeriesMemory, one: PlannedOrder, written: WrittenStory): SeriesMemory {
  return {
    plots: [...(written.plot ? [written.plot] : []), ...memory.plots].slice(0, RECENT),
    titles: [written.title, ...memory.titles].slice(0, RECENT),
    summaries: [...memory.summaries, written.summary].slice(-RECENT),
    earlier: [{ plan: one.plan, seed: one.order.seed }, ...memory.earlier].slice(0, RECENT),
  };
}

/** The brief the product's pipeline gives its engine for this order (before the name-privacy seam). */
export function briefOf(one: PlannedOrder, memory: SeriesMemory): StoryBrief {
  const { order, plan } = one;
  const bible = order.memory?.bible;
  return {
    ...order.request,
    variety: {
      seed: order.seed,
      recentPlots: memory.plots,
      recentTitles: memory.titles,
      ...(bible ? { bible: [...bible] } : {}),
      ...(order.series && memory.summaries.length > 0 ? { earlierEpisodes: memory.summaries } : {}),
    },
    plan,
    earlier: memory.earlier,
  };
}
