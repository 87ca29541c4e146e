import OpenAI from 'openai';
import type { Language } from '@dreamweaver/contracts';
import { chatParts, recordSent, type RecordUse } from '../receipt-entry.ts';
import type { OpenAiServer } from './servers.ts';
import { planReadingFormat, type PlanReading } from './plan-format.ts';
import { asEngineError } from './provider-errors.ts';
import type { RecordUsage } from '../model-usage.ts';
import { checkAnswer, repairRequest, responseFormatFor, type TextFormat, withShape } from './text-format.ts';
import { chatUsage } from './usage.ts';

// The text model reads a parent's order into a plan (services/ai-plan.ts merges it with the offline
// reader's and falls back to it on any failure). What it is given has every child's name as a
// placeholder already; it answers in the plan's reading format (plan-format.ts), is checked with
// zod, and is asked once to repair an answer that does not fit. It is bounded by one short time
// limit for both attempts: the plan screen waits for it.

export interface PlanReaderServer extends OpenAiServer {
  model: string;
  /** How the server is asked for JSON (text-format.ts); a strict schema unless said. */
  format?: TextFormat;
}

/** The order as the model may see it: every child's name a placeholder. */
interface OrderToRead {
  language: Language;
  /** Labelled lines: "Age: 5", "Parent's description: …". */
  lines: string[];
}

type PlanReadingResult = { reading: PlanReading } | { failed: string };

export interface PlanReader {
  /** `record` is told of each request before it is sent (the story's privacy receipt: services/plan-reading-receipt.ts). */
  readPlan(order: OrderToRead, signal?: AbortSignal, record?: RecordUse, use?: RecordUsage): Promise<PlanReadingResult>;
}

const PLAN_READING_TIMEOUT_MS = 15_000;

const instructions = [
  "You read a parent's order for a personalised bedtime story into a plan. Take only what the parent said; never guess.",
  'Children are written as placeholders: {{HERO}} is the child the story is for, {{CHILD2}}, {{CHILD3}}, {{CHILD4}} … are other children. Copy a placeholder exactly wherever that child is meant; never invent or guess a name.',
  'people: every person the parent mentions besides the children of the story. name: their name if given, else null. calls: what the child calls them, in the parent\'s words ("Grandpa Joe", "Mama", "Oma"), else null. Ids: p1, p2, …',
  "status: 'remembered' only when the parent says the person or pet died; 'away' when they are away for now (work, the forces, hospital, elsewhere); 'expected' for a baby brother or sister not born yet (relation 'baby' when the parent does not say boy or girl); otherwise 'here'. Someone ill is alive: status 'here' or 'away' with health 'ill' or 'dementia'. noVisits: true only when the parent says the child may not visit them yet.",
  "family.shape: 'not-said' unless the parent says who the child lives with. Never assume a mum and a dad. twoHomes: true only when the child lives in two homes.",
  "theme: the one id that fits what the story should help with; a hard theme (death-person, death-pet, separation, two-homes, parent-away, someone-ill, new-sibling, moving-house, speech, aid, loud-noises, big-change) only when the parent's words are about it; 'adventure' when nothing is asked. words: the parent's own words for it. about: the id of the person or pet it is about, or null.",
  "care.afterlife: 'leave-out' unless the parent speaks of a star or of heaven. sadIsOk: true when someone died or the parent asks for it. practise: true only when the parent asks to practise speaking. wishes: what the parent asks the story to say or leave out, in their words.",
  'details: each favourite thing, place, activity or memory the parent names (kind ritual: what the child does now, again and again, for someone, in the parent\'s words from the verb on, like "draws him a picture every evening", owner: whom it is for), with its kind, the parent\'s own words, lexeme (one lowercase English word for it, like fox or wellies, or null), colour (a lowercase English colour, or null) and owner (the id of the person or pet it belongs to, or null). Ids: d1, d2, …',
  "companion: the child's own cuddly toy or pet when the parent names one as the child's companion (own: true, toy: true for a cuddly toy); otherwise a small friendly animal that fits (own: false). kind: one lowercase English word.",
  'hero: the age as given or null; the pronoun the parent uses, or they; the look only as the parent describes it; aids the child uses.',
  "achievement: something the child did recently, in the parent's words, or null.",
].join('\n');

function client(server: PlanReaderServer): OpenAI {
  return new OpenAI({
    apiKey: server.apiKey ?? 'no-key',
    baseURL: server.baseURL,
    maxRetries: 0,
    timeout: PLAN_READING_TIMEOUT_MS,
    logLevel: 'off',
  });
}

/** The answer as a reading, or what was wrong with it (a short text the model can repair from). */
function readingOf(content: string): { reading: PlanReading } | { wrong: string } {
  const checked = checkAnswer(content, planReadingFormat, "the plan's format");
  return 'value' in checked ? { reading: checked.value } : checked;
}

type Message = OpenAI.Chat.ChatCompletionMessageParam;

export function createPlanReader(server: PlanReaderServer, timeoutMs = PLAN_READING_TIMEOUT_MS): PlanReader {
  const openai = client(server);
  const format = server.format ?? 'json_schema';

  async function ask(messages: Message[], signal: AbortSignal, record?: RecordUse, use?: RecordUsage): Promise<string> {
    await recordSent(record, 'plan', server, chatParts(messages));
    const completion = await openai.chat.completions.create(
      {
        model: server.model,
        messages,
        ...responseFormatFor(format, planReadingFormat, 'story_plan'),
      },
      { signal, timeout: timeoutMs },
    );
    await use?.(chatUsage(server, 'plan', completion?.usage));
    const choice = completion?.choices?.[0];
    if (!choice?.message || choice.message.refusal) throw new Error('the AI model declined to read the order');
    if (choice.finish_reason === 'length') throw new Error("the AI model's answer was cut off");
    return choice.message.content ?? '';
  }

  return {
    async readPlan(order, given, record, use) {
      const limit = AbortSignal.timeout(timeoutMs);
      const signal = given ? AbortSignal.any([given, limit]) : limit;
      const messages: Message[] = [
        { role: 'system', content: withShape(instructions, format, planReadingFormat, 'story_plan') },
        { role: 'user', content: [`The story is written in ${order.language}.`, ...order.lines].join('\n') },
      ];
      try {
        const first = await ask(messages, signal, record, use);
        const read = readingOf(first);
        if ('reading' in read) return read;
        // Repaired once: the model is shown what did not fit and answers the whole plan again.
        const repaired = readingOf(
          await ask(repairRequest(messages, first, read.wrong, 'the whole plan'), signal, record, use),
        );
        return 'reading' in repaired ? repaired : { failed: `plan reading: ${repaired.wrong}` };
      } catch (error) {
        if (limit.aborted) return { failed: 'plan reading: the AI server did not answer in time' };
        const failure = asEngineError(error, 'plan reading');
        return { failed: failure instanceof Error ? failure.message : 'plan reading: the AI server failed' };
      }
    },
  };
}
