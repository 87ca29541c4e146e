import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { storyPlanSchema, type PlanAnswers, type PlanQuestion, type StoryPlan } from '@dreamweaver/contracts';
import { readOrder, type Order } from '@dreamweaver/storyteller';
import { serverFor, textFormatFor } from '../generation/create-engine.ts';
import type { StoryBrief } from '../generation/engine.ts';
import { fillHero, heroWording } from '../generation/hero-placeholder.ts';
import type { PlanReading } from '../generation/openai/plan-format.ts';
import { createPlanReader, type PlanReader } from '../generation/openai/plan-reader.ts';
import { usageRecorder } from '../generation/cost/spend.ts';
import { fillChildren } from '../generation/sibling-placeholder.ts';
import { childNamesOf, withoutName } from '../generation/without-name.ts';
import type { Logger } from '../logger.ts';
import type { Settings } from '../settings.ts';
import { mergeReadings } from './ai-plan-merge.ts';
import { anyRecentPlanReading, copyPlanReading, planReadingRecorder } from './plan-reading-receipt.ts';
import { addressBucket } from './client-address.ts';
import { reserve, type RateLimit } from './rate-limit.ts';

// `POST /api/stories/plan` with a text server configured: the model reads the order too
// (generation/openai/plan-reader.ts), and its reading is merged with the offline reader's
// (ai-plan-merge.ts). It is told the order with every child's name as a placeholder, the same
// seam as the story's (without-name.ts), and the names are put back into its reading here. Each
// reading costs money, so a requester has a few an hour (docs/limits.md) and the same order is read
// once (the answers to its questions do not make a new reading); any failure (the limit, a timeout,
// an answer that does not fit even after one repair, a plan the contract refuses) answers the
// offline reader's plan, never an error.

export const AI_PLANS_PER_HOUR = 20;
const HOUR_MS = 60 * 60_000;
const CACHE_SIZE = 200;

export interface AiPlanning {
  reader: PlanReader;
  logger: Logger;
}

/** Who asks: a signed-in parent is counted by account, anyone else by network. */
export interface PlanRequester {
  userId: number | null;
  address: string;
}

/** The model's reader when a text server is configured, else none (the offline reader alone). */
export function aiPlanReaderFor(settings: Settings): PlanReader | undefined {
  const server = serverFor(settings, 'text');
  return (
    server &&
    createPlanReader({ ...server, model: settings.OPENAI_TEXT_MODEL, format: textFormatFor(settings, server) })
  );
}

const limitFor = ({ userId, address }: PlanRequester): RateLimit => ({
  key: userId === null ? `plans-ai:addr:${addressBucket(address)}` : `plans-ai:user:${userId}`,
  max: AI_PLANS_PER_HOUR,
  windowMs: HOUR_MS,
});

// The same order, read again to apply its answers, is not paid for twice (per process, the latest kept).
const readings = new Map<string, PlanReading>();

function remember(key: string, reading: PlanReading) {
  if (readings.size >= CACHE_SIZE) readings.delete(readings.keys().next().value as string);
  readings.set(key, reading);
}

const line = (label: string, value: string | number | undefined) =>
  value === undefined || value === '' ? [] : [`${label}: ${value}`];

/** The order as the model is told it: the brief through the seam, labelled line by line. */
function orderLines(told: StoryBrief, bible: readonly string[]): string[] {
  const d = told.recipientDetails;
  return [
    `The child: ${d.name}`,
    ...line('Age', d.age),
    ...(told.siblings ?? []).map(
      (s) => `Brother or sister in the story: ${s.name}${s.age === undefined ? '' : `, age ${s.age}`}`,
    ),
    ...line('Favourite animal', d.favoriteAnimal),
    ...line('Favourite colour', d.favoriteColor),
    ...line('Favourite activity', d.favoriteActivity),
    ...line('Favourite food', d.favoriteFood),
    ...line('Recent achievement', d.recentAchievement),
    ...line('What the story should help with', d.storyGoal ?? told.storyGoal),
    ...line('Setting', d.storySetting ?? told.storySetting),
    ...line("Parent's description", d.personalization),
    ...(bible.length > 0 ? ['What the family keeps about the child:', ...bible.map((fact) => `- ${fact}`)] : []),
  ];
}

/**
 * The order as the model is told it (the offline reading's plan names the children the scrub must
 * hide), and its key: the hash of what is told, under which the reading is kept and recorded.
 */
function toldOrder(
  order: Order,
  offlinePlan: StoryPlan,
): { brief: StoryBrief; told: StoryBrief; lines: string[]; key: string } {
  const bible = order.memory?.bible ?? [];
  const brief: StoryBrief = {
    ...order.request,
    plan: offlinePlan,
    variety: { seed: '', recentPlots: [], recentTitles: [], bible: [...bible] },
  };
  const told = withoutName(brief);
  const lines = orderLines(told, told.variety?.bible ?? []);
  const key = createHash('sha256')
    .update(JSON.stringify([told.language, lines]))
    .digest('hex');
  return { brief, told, lines, key };
}

/**
 * When the order becomes a story: the reading of it the plan screen got from the model (if one was
 * sent within the day) goes on the story's privacy receipt (plan-reading-receipt.ts).
 */
export async function attachPlanReading(db: Knex, storyId: string, order: Order, answers: PlanAnswers): Promise<void> {
  if (!(await anyRecentPlanReading(db))) return;
  await copyPlanReading(db, storyId, toldOrder(order, readOrder(order, answers).plan).key);
}

/** Every text of the reading with each child's name put back; a placeholder the model made up is dropped. */
function namedReading(reading: PlanReading, brief: StoryBrief): PlanReading {
  const names = childNamesOf(brief);
  const hero = heroWording(brief.recipientDetails.name, brief.language);
  const told = (group: readonly string[] | undefined) => group && heroWording(group[0], brief.language);
  const children = [told(names.siblings[0]), told(names.siblings[1]), ...names.friends.map(told)];
  const named = (text: string) => fillChildren(fillHero(text, hero), children).replace(/\{\{[^{}]*\}\}/g, '');
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return named(value);
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, walk(inner)]));
    return value;
  };
  return walk(reading) as PlanReading;
}

/** The offline reader's reading, with the model's merged in when it can be (see the top of the file). */
export async function readWithAi(
  db: Knex,
  order: Order,
  offline: { plan: StoryPlan; questions: PlanQuestion[] },
  answers: PlanAnswers,
  requester: PlanRequester,
  ai: AiPlanning,
): Promise<{ plan: StoryPlan; questions: PlanQuestion[] }> {
  try {
    const { brief, told, lines, key } = toldOrder(order, offline.plan);
    let reading = readings.get(key);
    if (!reading) {
      const reserved = await reserve(db, [limitFor(requester)]);
      if (!reserved.admitted) {
        ai.logger.info('plan reading by the AI skipped: the requester reached the hourly limit');
        return offline;
      }
      const result = await ai.reader.readPlan(
        { language: told.language, lines },
        undefined,
        planReadingRecorder(db, key, requester.userId),
        usageRecorder(db, null, null, ai.logger),
      );
      if ('failed' in result) {
        ai.logger.warn('plan reading by the AI failed; the offline reading is answered', { error: result.failed });
        return offline;
      }
      reading = result.reading;
      remember(key, reading);
    }
    const memory = order.memory;
    const companionKept = Boolean(memory?.profile?.companions?.length || memory?.known?.companion || memory?.previous);
    const merged = mergeReadings(offline, namedReading(reading, brief), answers, { companionKept });
    const checked = storyPlanSchema().safeParse(merged.plan);
    if (!checked.success) {
      ai.logger.warn('the AI reading made a plan the contract refuses; the offline reading is answered', {
        error: checked.error.issues.slice(0, 3).map((issue) => issue.path.join('.')),
      });
      return offline;
    }
    return { plan: checked.data, questions: merged.questions };
  } catch (error) {
    ai.logger.warn('plan reading by the AI failed; the offline reading is answered', {
      error: error instanceof Error ? error.message : String(error),
    });
    return offline;
  }
}
