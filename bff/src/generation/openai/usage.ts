import type OpenAI from 'openai';
import { serverHost, type ModelUsage, type RecordUsage, type UsageService } from '../model-usage.ts';

// The usage in OpenAI's answers, as the pipeline records it (model-usage.ts). A server that does
// not say (a self-hosted one may not) still gets a row, without tokens: the call is counted and
// its cost shows as unknown unless the prices say the model is free.

type Server = { baseURL: string; model: string };

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

function used(server: Server, service: UsageService, figures: Omit<ModelUsage, 'server' | 'model' | 'service'>) {
  return { service, server: serverHost(server.baseURL), model: server.model, ...figures };
}

/** A chat completion's usage (the plan reading, or a story text answered whole). */
export function chatUsage(
  server: Server,
  service: UsageService,
  usage: OpenAI.CompletionUsage | null | undefined,
): ModelUsage {
  return used(server, service, {
    inputTokens: count(usage?.prompt_tokens),
    outputTokens: count(usage?.completion_tokens),
  });
}

/**
 * The stream as it comes, telling `use` the usage of its last chunk (asked for with
 * `stream_options: { include_usage: true }`) once the stream has ended.
 */
export async function* meteredStream(
  stream: AsyncIterable<OpenAI.Chat.ChatCompletionChunk>,
  server: Server,
  use: RecordUsage | undefined,
): AsyncGenerator<OpenAI.Chat.ChatCompletionChunk> {
  let usage: OpenAI.CompletionUsage | null | undefined;
  for await (const chunk of stream) {
    if (chunk?.usage) usage = chunk.usage;
    yield chunk;
  }
  await use?.(chatUsage(server, 'text', usage));
}

/** A picture's usage: GPT image models say their tokens, size and quality; others are counted by size and quality asked. */
export function pictureUsage(
  server: Server & { size: string; quality?: string },
  answer: OpenAI.ImagesResponse | undefined,
): ModelUsage {
  const usage = answer?.usage;
  return used(server, 'picture', {
    pictures: Math.max(1, answer?.data?.length ?? 1),
    size: answer?.size ?? server.size,
    quality: answer?.quality ?? server.quality,
    inputTokens: count(usage?.input_tokens_details?.text_tokens ?? usage?.input_tokens),
    inputImageTokens: count(usage?.input_tokens_details?.image_tokens),
    outputTokens: count(usage?.output_tokens),
  });
}

/** A narration's usage: the characters sent to be read aloud. */
export function speechUsage(server: Server, input: string): ModelUsage {
  return used(server, 'speech', { characters: input.length });
}

/** A moderation check: free at OpenAI, recorded so the story's table shows it. */
export function moderationUsage(server: Server, input: readonly string[]): ModelUsage {
  return used(server, 'moderation', { characters: input.reduce((sum, text) => sum + text.length, 0) });
}
