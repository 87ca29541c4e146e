import fs from 'node:fs';
import path from 'node:path';
import { createStorySchema, knownChildSchema, planAnswersSchema, type PlanAnswers } from '@dreamweaver/contracts';
import { z } from 'zod';
import type { Order } from '../order.ts';

// The corpus's orders (storyteller/corpus/orders/*.json): what parents typed, as the API accepted it,
// with the seed the order was given, what the product remembers of the child, and the parent's
// answers to the plan's questions. A series episode names its series and its number; the corpus
// fills in the previous episode's settled plan, as the product does.

const CORPUS_DIR = path.resolve(import.meta.dirname, '../../corpus');
export const ORDERS_DIR = path.join(CORPUS_DIR, 'orders');
export const STORIES_DIR = path.join(CORPUS_DIR, 'stories');

const corpusOrderSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/),
  seed: z.string().min(1),
  request: createStorySchema(),
  /** The series this order is an episode of (its episode number is memory.episode). */
  series: z.string().optional(),
  memory: z
    .strictObject({
      bible: z.array(z.string()).optional(),
      known: knownChildSchema().nullable().optional(),
      episode: z.number().int().min(1).optional(),
    })
    .optional(),
  answers: planAnswersSchema().optional(),
});

export interface CorpusOrder extends Order {
  id: string;
  seed: string;
  series?: string;
  answers: PlanAnswers;
}

/** Parses one file's orders (one order, or an array of them); a malformed order throws with its file named. */
function ordersOfFile(file: string): CorpusOrder[] {
  const json: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  const list = Array.isArray(json) ? json : [json];
  return list.map((raw, i) => {
    const parsed = corpusOrderSchema.safeParse(raw);
    if (!parsed.success) throw new Error(`${path.basename(file)}[${i}]: ${z.prettifyError(parsed.error)}`);
    const { answers, memory, ...rest } = parsed.data;
    return { ...rest, answers: answers ?? {}, ...(memory ? { memory } : {}) };
  });
}

/** Every order of the corpus, sorted by id; series episodes after one another in their order. */
export function loadOrders(dir: string = ORDERS_DIR): CorpusOrder[] {
  const files = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
  const orders = files.flatMap((name) => ordersOfFile(path.join(dir, name)));
  const seen = new Set<string>();
  for (const order of orders) {
    if (seen.has(order.id)) throw new Error(`Two orders of the corpus have the id ${order.id}`);
    seen.add(order.id);
    if (order.series && !order.memory?.episode) throw new Error(`${order.id}: a series episode needs memory.episode`);
  }
  return orders.sort((a, b) => a.id.localeCompare(b.id));
}
