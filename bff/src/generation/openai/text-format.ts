import type OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { z } from 'zod';

// How the text server is asked for JSON (the story and the plan reading). OpenAI, vLLM and recent
// Ollama take a strict JSON schema (`json_schema`); many self-hosted servers only take JSON mode
// (`json_object`) or nothing at all (`text`). In those two modes the prompt carries the shape, the
// JSON Schema derived from the same zod format the strict mode sends (one source), and the answer
// is dug out of any fence or prose around it and checked with zod. An answer that does not fit
// is sent back once with what was wrong (repairRequest); the callers give up after that.

export const textFormats = ['json_schema', 'json_object', 'text'] as const;
export type TextFormat = (typeof textFormats)[number];

type Message = OpenAI.Chat.ChatCompletionMessageParam;

/** What goes into the request for the format: a strict schema, JSON mode, or nothing. */
export function responseFormatFor(
  format: TextFormat,
  schema: z.ZodType,
  name: string,
): { response_format?: OpenAI.Chat.ChatCompletionCreateParams['response_format'] } {
  if (format === 'json_schema') return { response_format: zodResponseFormat(schema, name) };
  if (format === 'json_object') return { response_format: { type: 'json_object' } };
  return {};
}

/** The system prompt, with the answer's shape spelled out when the server does not enforce it. */
export function withShape(system: string, format: TextFormat, schema: z.ZodType, name: string): string {
  if (format === 'json_schema') return system;
  const shape = zodResponseFormat(schema, name).json_schema.schema;
  return [
    system,
    '',
    'Answer with one JSON object and nothing else: no Markdown fence, no words before or after it.',
    'It must follow this JSON Schema exactly (every property is required; null only where the schema allows it):',
    JSON.stringify(shape),
  ].join('\n');
}

/** The end of the JSON object that starts at `start` (strings and escapes respected), or -1. */
function objectEnd(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  let escaped = false;
  for (let i = start; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (escaped) escaped = false;
      else if (char === '\\') escaped = true;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) return i;
  }
  return -1;
}

/**
 * The JSON in a model's answer: the answer itself, the inside of a Markdown fence, or the first
 * whole object in prose around it ("Here is the story: {…} Sleep well!").
 */
function jsonOfAnswer(content: string): string {
  const trimmed = content.trim();
  const fenced =
    trimmed.match(/^```(?:json)?\s*([\s\S]*?)\s*```$/i) ?? trimmed.match(/```(?:json)?\s*(\{[\s\S]*?\})\s*```/i);
  if (fenced) return fenced[1];
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) return trimmed;
  const start = trimmed.indexOf('{');
  const end = start < 0 ? -1 : objectEnd(trimmed, start);
  return end < 0 ? trimmed : trimmed.slice(start, end + 1);
}

export type Checked<T> = { value: T } | { wrong: string; notJson: boolean };

/** The answer checked against its format, or what was wrong (our words and zod's paths: never the answer's text). */
export function checkAnswer<T>(content: string, schema: z.ZodType<T>, what: string): Checked<T> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(jsonOfAnswer(content));
  } catch {
    return { wrong: 'The answer was not valid JSON.', notJson: true };
  }
  const checked = schema.safeParse(parsed);
  if (checked.success) return { value: checked.data };
  const issues = checked.error.issues
    .slice(0, 10)
    .map((issue) => `${issue.path.join('.') || '(the answer)'}: ${issue.message}`);
  return { wrong: `The answer did not fit ${what}: ${issues.join('; ')}.`, notJson: false };
}

/** The conversation again, with the answer that did not fit and what was wrong with it: the one repair round. */
export function repairRequest(messages: Message[], answer: string, wrong: string, whole: string): Message[] {
  return [
    ...messages,
    { role: 'assistant', content: answer },
    { role: 'user', content: `${wrong} Answer again with ${whole}, corrected, in the format asked for.` },
  ];
}

/** A whole (not streamed) answer as a stream of one chunk, for a server that cannot stream (`OPENAI_TEXT_STREAM=off`). */
export async function* wholeAnswerAsStream(
  completion: OpenAI.Chat.ChatCompletion,
): AsyncIterable<OpenAI.Chat.ChatCompletionChunk> {
  const choice = completion?.choices?.[0];
  if (!choice) return;
  const { content, refusal } = choice.message ?? {};
  yield {
    id: completion.id,
    object: 'chat.completion.chunk',
    created: completion.created,
    model: completion.model,
    choices: [{ index: 0, delta: { content, refusal }, finish_reason: choice.finish_reason }],
    usage: completion.usage,
  };
}
