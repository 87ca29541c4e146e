import type { Knex } from 'knex';
import {
  knownChildSchema,
  storyPlanSchema,
  PLAN_QUESTIONS_CODE,
  type CreateStoryRequest,
  type KnownChild,
  type PlanAnswers,
  type PlanQuestion,
  type StoryPlan,
  type StoryPlanAnswer,
} from '@dreamweaver/contracts';
import { planKinds, readOrder, settlePlan, type EarlierStory, type Order } from '@dreamweaver/storyteller';
import type { StoryVariety } from '../generation/engine.ts';
import { AppError } from '../errors.ts';
import { ChildProfile, Story } from '../models/index.ts';
import { readWithAi, type AiPlanning, type PlanRequester } from './ai-plan.ts';
import { ownChildId } from './child-profiles.ts';

// Understood, shown, then told (docs/storyteller.md): the order is read into a plan, which the
// parent sees and may correct before anything is written; the story is told from the plan the
// parent confirmed. A sensitive topic the storyteller cannot place with certainty is asked, never
// guessed: the order is refused (422) with the questions until they are answered. The plan a parent
// sends back is trusted only for what the plan screen lets them change; who the child is, the
// series and the arc come from the server.

/** What a plan is read from: the request, and what the child's profile remembers. */
export async function orderFor(
  db: Knex,
  request: CreateStoryRequest,
  childId: string | null,
  series?: { episode: number; previous: StoryPlan | null },
): Promise<Order> {
  if (childId === null) return { request };
  const profile = await ChildProfile.query(db).findById(childId).select('bible', 'known', 'look', 'companions');
  return {
    request,
    memory: {
      bible: profile?.bible ?? [],
      // The look and the companions as the parent chose them, whatever tonight's words say of them.
      profile: profile ? { look: profile.look, companions: profile.companions } : null,
      known: knownOf(profile?.known),
      ...(series ? { previous: series.previous, episode: series.episode } : {}),
    },
  };
}

/** A stored profile's corrections, or null when they do not pass today's schema (then they are read anew). */
function knownOf(stored: unknown): KnownChild | null {
  const parsed = knownChildSchema().safeParse(stored);
  return parsed.success ? parsed.data : null;
}

/** The plan of the last episode of a child's series, for the next one to go on from. */
export async function lastEpisodePlan(db: Knex, childId: string): Promise<StoryPlan | null> {
  const last = await Story.query(db)
    .where({ childId })
    .whereNotNull('episode')
    .orderBy('episode', 'desc')
    .select('plan')
    .first();
  return last?.plan ?? null;
}

/** The questions that must be answered before the order can be told. */
function requiredQuestions(questions: PlanQuestion[]): PlanQuestion[] {
  return questions.filter((question) => question.required);
}

/**
 * The plan a story is told from, not yet settled: the parent's own (corrected on the plan screen),
 * or the order read anew with the parent's answers. Throws the 422 while a sensitive question is open.
 */
export function planToTell(order: Order, parent: { plan?: StoryPlan; answers?: PlanAnswers }): StoryPlan {
  const read = readOrder(order, parent.answers ?? {});
  if (parent.plan) return withServerFacts(parent.plan, read.plan);
  const open = requiredQuestions(read.questions);
  if (open.length > 0)
    throw new AppError(
      422,
      'plan.questions.needed',
      {},
      {
        body: { code: PLAN_QUESTIONS_CODE, plan: read.plan, questions: read.questions },
      },
    );
  return read.plan;
}

/**
 * The parent's plan with what is not theirs to change taken from the server's reading: the child's
 * name and siblings as ordered, the story's language, the series, and no arc or detail outcomes
 * (settling decides those).
 */
function withServerFacts(parent: StoryPlan, read: StoryPlan): StoryPlan {
  return {
    ...parent,
    language: read.language,
    hero: { ...parent.hero, name: read.hero.name },
    siblings: read.siblings,
    series: read.series,
    // The arc the parent was shown, kept when it still fits (settling checks).
    story: parent.story,
    details: parent.details.map((detail) => ({ ...detail, used: false, where: null, why: null })),
    achievement: parent.achievement && { ...parent.achievement, used: false, why: null },
  };
}

/** The plan settled with the story's own variety: its arc (not one of the child's recent ones) and every detail's place. */
export function settledPlan(plan: StoryPlan, variety: StoryVariety, earlier: EarlierStory[] = []): StoryPlan {
  return settlePlan(plan, {
    seed: variety.seed,
    recentArcs: variety.recentPlots,
    recentTitles: variety.recentTitles,
    arc: plan.story?.arc,
    earlier,
  });
}

/**
 * `POST /api/stories/plan`: the plan as understood and what the parent is asked; nothing is written.
 * With the parent's plan (`shown`, changed on the plan screen), that plan checked as a story would
 * take it: the server's facts put back and settled again, so each detail's place or reason is the
 * one the changed plan gets. `reading` is the order as read (by the offline reader, or merged with
 * the AI's reading: ai-plan.ts).
 */
function draftPlan(
  order: Order,
  answers: PlanAnswers = {},
  shown?: StoryPlan,
  read: { plan: StoryPlan; questions: PlanQuestion[] } = readOrder(order, answers),
): StoryPlanAnswer {
  const plan = shown ? withServerFacts(shown, read.plan) : read.plan;
  // Settled with a seed of its own, to say which arc tells it and where each detail would go; the
  // story keeps that arc (when the parent's changes still fit it) and gets a fresh seed of its own.
  const settled = settlePlan(plan, { seed: `${plan.hero.name}:${plan.theme.id}`, arc: shown?.story?.arc });
  return { plan: settled, questions: read.questions, kinds: planKinds(settled) };
}

/** The profile keeps what the parent confirmed in this plan, so the child's next story starts from it. */
export async function rememberPlan(db: Knex, childId: string, plan: StoryPlan): Promise<void> {
  const known: KnownChild = {
    pronoun: plan.hero.pronoun,
    people: plan.people,
    pets: plan.pets,
    family: plan.family,
    companion: plan.companion,
  };
  await ChildProfile.query(db).patch({ known }).where({ id: childId });
}

/**
 * `POST /api/stories/plan` for a requester: the order read with the child's profile and series, if
 * any; with `ai` (a text server is configured) the model reads it too (ai-plan.ts).
 */
export async function planForOrder(
  db: Knex,
  request: CreateStoryRequest,
  ownerId: number | null,
  parent: { plan?: StoryPlan; answers?: PlanAnswers } = {},
  ai?: AiPlanning & { address: string },
): Promise<StoryPlanAnswer> {
  const childId = await ownChildId(db, request.childId, ownerId);
  const previous = request.series && childId ? await lastEpisodePlan(db, childId) : null;
  const episode = request.series && childId ? (await episodeCount(db, childId)) + 1 : undefined;
  const order = await orderFor(db, request, childId, episode ? { episode, previous } : undefined);
  const answers = parent.answers ?? {};
  // A plan the parent changed is checked, not read again: the model reads only the order itself.
  if (!ai || parent.plan) return draftPlan(order, answers, parent.plan);
  const requester: PlanRequester = { userId: ownerId, address: ai.address };
  const offline = readOrder(order, answers);
  const reading = await readWithAi(db, order, offline, answers, requester, ai);
  try {
    return draftPlan(order, answers, undefined, reading);
  } catch (error) {
    // A plan of the model's reading the storyteller cannot settle: the offline reading is answered.
    if (reading === offline) throw error;
    ai.logger.warn('the AI reading could not be settled; the offline reading is answered', {
      error: error instanceof Error ? error.message : String(error),
    });
    return draftPlan(order, answers, undefined, offline);
  }
}

async function episodeCount(db: Knex, childId: string): Promise<number> {
  const last = await Story.query(db).where({ childId }).max('episode as episode').first();
  return Number((last as { episode?: number | string | null } | undefined)?.episode ?? 0);
}

/**
 * The plan a stored story is told from: its own, or (a story ordered before plans were kept, or one
 * whose plan no longer passes the contract) its request read anew and settled with its own seed.
 */
export function storedPlanOf(stored: unknown, request: CreateStoryRequest, variety: StoryVariety): StoryPlan {
  const parsed = storyPlanSchema().safeParse(stored);
  if (parsed.success && parsed.data.story) return parsed.data;
  return settledPlan(readOrder({ request }).plan, variety);
}

/** The child's earlier stories as the storyteller tells them again: each one's settled plan and seed. */
export async function earlierStories(db: Knex, ids: readonly string[] = []): Promise<EarlierStory[]> {
  if (ids.length === 0) return [];
  const rows = await Story.query(db)
    .whereIn('id', [...ids])
    .select('id', 'plan', 'variety');
  const byId = new Map(rows.map((row) => [row.id, row]));
  const earlier: EarlierStory[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    const plan = storyPlanSchema().safeParse(row?.plan);
    const seed = (row?.variety as { seed?: unknown } | null)?.seed;
    if (plan.success && plan.data.story && typeof seed === 'string') earlier.push({ plan: plan.data, seed });
  }
  return earlier;
}
