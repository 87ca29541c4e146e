import type { ServerResponse } from 'node:http';

// The usage the fake OpenAI server answers (fake-openai-server.ts), as OpenAI does: a chat's
// tokens in and out (in the last chunk of a stream only when `stream_options.include_usage` was
// asked), and a GPT image model's tokens, size and quality. Tokens are counted as OpenAI's rule of
// thumb has it, one per four characters, of what was really sent and answered, so a story's
// figures are of the right size.

const bodies = new WeakMap<ServerResponse, string>();

/** Called with each request's raw body, for its answer's usage. */
export function rememberRequest(res: ServerResponse, body: string) {
  bodies.set(res, body);
}

/** The `input` a speech request asked to be read aloud ('' when it sent none). */
export function speechInput(res: ServerResponse): string {
  try {
    const { input } = JSON.parse(bodies.get(res) ?? '{}') as { input?: unknown };
    return typeof input === 'string' ? input : '';
  } catch {
    return '';
  }
}

const tokens = (text: string) => Math.ceil(text.length / 4);

/** The text the request sent: every message's content (or the prompt). */
function sentText(res: ServerResponse): string {
  try {
    const body = JSON.parse(bodies.get(res) ?? '{}') as { messages?: { content?: unknown }[]; prompt?: unknown };
    if (typeof body.prompt === 'string') return body.prompt;
    return (body.messages ?? []).map((m) => (typeof m.content === 'string' ? m.content : '')).join('');
  } catch {
    return '';
  }
}

export function fakeChatUsage(res: ServerResponse, content: string | null) {
  const prompt = tokens(sentText(res));
  const completion = tokens(content ?? '');
  return { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion };
}

/** The stream's last chunk with the usage, when the request asked for it; else nothing. */
export function fakeStreamUsageChunk(res: ServerResponse, content: string | null): string {
  if (!/"include_usage"\s*:\s*true/.test(bodies.get(res) ?? '')) return '';
  const chunk = { id: 'chatcmpl-test', object: 'chat.completion.chunk', created: 1, model: 'test-text', choices: [] };
  return `data: ${JSON.stringify({ ...chunk, usage: fakeChatUsage(res, content) })}\n\n`;
}

/** The tokens of a 1024x1024 picture of high quality at gpt-image-1 (OpenAI's table). */
export const FAKE_PICTURE_OUTPUT_TOKENS = 4160;

export function fakeImageUsage(res: ServerResponse) {
  const input = tokens(sentText(res));
  return {
    size: '1024x1024',
    quality: 'high',
    usage: {
      input_tokens: input,
      input_tokens_details: { text_tokens: input, image_tokens: 0 },
      output_tokens: FAKE_PICTURE_OUTPUT_TOKENS,
      total_tokens: input + FAKE_PICTURE_OUTPUT_TOKENS,
    },
  };
}
