import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { FAKE_RUBRIC } from './fake-judge.ts';
import { answerCompat, type CompatMode, serveFile } from './fake-openai-compat.ts';
import { heldAnswers } from './fake-openai-holds.ts';
import { streamPicture } from './fake-openai-images.ts';
import { openingLength, pieces } from './fake-openai-stream.ts';
import { editProblem, formFields } from './fake-openai-uploads.ts';
import { emptyPlanReading } from './plan-fixtures.ts';
import {
  fakeChatUsage,
  fakeImageUsage,
  fakeStreamUsageChunk,
  rememberRequest,
  speechInput,
} from './fake-openai-usage.ts';
import { silentMp3For } from './fake-speech.ts';

// A local server speaking the parts of the OpenAI API the engine uses, the way OpenAI and the
// self-hosted servers (Ollama, vLLM, LocalAI, Kokoro-FastAPI) do. It records every raw request
// body, and each endpoint can be told to misbehave.

/** `images`: a picture from text alone; `edits`: one drawn from reference pictures (multipart, fake-openai-uploads.ts). */
export type Endpoint = 'moderations' | 'chat' | 'images' | 'edits' | 'speech';

export type Mode =
  | 'normal'
  /** 429 with `retry-after` (seconds, see `retryAfter`). */
  | 'rate-limited'
  /** 500 whose body holds text that must never reach a user. */
  | 'server-error'
  /** 400 (a request the server will never accept). */
  | 'bad-request'
  /** Accepts the request and never answers. */
  | 'stall'
  /** Sends the headers of a good answer, then nothing more. */
  | 'stall-body'
  /** 200 with a body that is not JSON. */
  | 'malformed'
  /** chat: the model refuses; moderations: the text is flagged; images: 400 moderation_blocked. */
  | 'refusal'
  /** chat: `finish_reason: length` with half a story. */
  | 'truncated'
  /** chat: an empty answer without a refusal. */
  | 'empty'
  /** chat: prose instead of the JSON story. */
  | 'not-json'
  /** chat: JSON, but not the story's shape. */
  | 'wrong-shape'
  /** images: no `b64_json`. */
  | 'no-image'
  /** speech: 200 with no bytes. */
  | 'empty-audio'
  /** chat, streamed: scene 1 arrives, then the connection breaks; images, streamed: the partials, then it breaks. */
  | 'stream-break'
  /** chat, streamed: scene 1 arrives, then an event that is not JSON. */
  | 'stream-malformed'
  /** chat, streamed: scene 1 arrives, then the rest waits for `release()`. */
  | 'hold-after-opening'
  /** chat, streamed: the answer's headers arrive, then nothing of the story until `release()`. */
  | 'hold-before-opening'
  /** images, streamed: the partial pictures arrive, then the final one waits for `release()`. */
  | 'hold-after-partials'
  | CompatMode;

/** How long a service that answers normally takes, in milliseconds (a real service's pace, for the bench). */
interface Latencies {
  moderations?: number;
  /** The streamed story: scene 1 complete after `chatOpening`, the whole story after `chat`. */
  chatOpening?: number;
  chat?: number;
  /** A picture, drawn from text alone or from a reference picture. */
  images?: number;
  speech?: number;
}

interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  /** The raw body as UTF-8 text (a multipart upload's bytes are in `raw`). */
  body: string;
  /** The raw body, byte for byte. */
  raw: Buffer;
  contentType: string | undefined;
  /** When it arrived (performance.now()). */
  at: number;
}

/** The partial pictures an edit upload asks for (0–3). */
function editPartials(upload: { raw: Buffer; contentType: string | undefined }): number {
  const asked = Number(formFields(upload).partial_images);
  return Number.isFinite(asked) ? Math.max(0, Math.min(3, Math.floor(asked))) : 0;
}

/** Text in the server's error answers that must never show up in an engine error. */
export const PROVIDER_SECRET = 'sk-proj-LEAKED-secret-in-provider-error';

const paths: Record<Endpoint, string> = {
  moderations: '/v1/moderations',
  chat: '/v1/chat/completions',
  images: '/v1/images/generations',
  edits: '/v1/images/edits',
  speech: '/v1/audio/speech',
};

export interface StoryDraft {
  title: string;
  summary: string;
  characterDescription: string;
  /** A scene without pictureDescription is answered with a plain one, as a model under the strict format must. */
  scenes: { text: string; imagePrompt: string; pictureDescription?: string }[];
}

/** The draft as the model answers it: every scene with its picture description. */
function answered(draft: StoryDraft): StoryDraft {
  return {
    ...draft,
    scenes: draft.scenes.map((scene, i) => ({
      pictureDescription: `{{HERO}} in the picture of scene ${i + 1}.`,
      ...scene,
    })),
  };
}

export const defaultDraft: StoryDraft = {
  title: '{{HERO}} and the Moonlit Meadow',
  summary: '{{HERO}} and a little fox wander through a meadow and fall asleep.',
  characterDescription: 'a small child in a purple raincoat with curly hair, with a tiny red fox',
  scenes: Array.from({ length: 5 }, (_, i) => ({
    text:
      i === 4 ? 'At last {{ HERO }} closed both eyes and fell asleep.' : `Scene ${i + 1}: {{HERO}} smiled at the fox.`,
    imagePrompt: `{{HERO}} walking through a meadow, scene ${i + 1}`,
  })),
};

export const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('PNGDATA'),
]);
const MP3_BYTES = Buffer.from('ID3-mp3-bytes');

interface Scripted {
  mode: Mode;
  /** Requests left in this mode; undefined: until told otherwise. */
  times?: number;
  retryAfter?: string;
}

export interface FakeOpenAiServer {
  readonly baseURL: string;
  readonly requests: RecordedRequest[];
  /** Requests to one endpoint. */
  requestsTo(endpoint: Endpoint): RecordedRequest[];
  /** The next `times` requests (all, without `times`) to `endpoint` get `mode`; then it answers normally. */
  setMode(endpoint: Endpoint, mode: Mode, options?: { times?: number; retryAfter?: string }): void;
  /** The story the chat endpoint writes (with the placeholder in it). */
  setDraft(draft: StoryDraft): void;
  /**
   * What the chat endpoint answers a plan reading (a request for the `story_plan` format), one
   * answer per request in turn; the last one stays. Without it, an empty reading of the right shape.
   */
  setPlanAnswers(contents: string[]): void;
  /**
   * Lets every answer held ('hold-before-opening', 'hold-after-opening', 'hold-after-partials') go
   * on, or only those of `endpoint`.
   */
  release(endpoint?: Endpoint): void;
  /** Waits until `count` requests reached `endpoint`. */
  waitForRequests(endpoint: Endpoint, count: number): Promise<void>;
  reset(): void;
  close(): Promise<void>;
}

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

interface ChatReply {
  content: string | null;
  finish_reason?: string;
  refusal?: string | null;
}

const streamChunk = (delta: object, finishReason: string | null = null) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion.chunk',
    created: 1,
    model: 'test-text',
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  })}\n\n`;

function chatAnswer(res: ServerResponse, content: string | null, extra: Omit<ChatReply, 'content'> = {}) {
  json(res, 200, {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1,
    model: 'test-text',
    choices: [
      {
        index: 0,
        finish_reason: extra.finish_reason ?? 'stop',
        message: { role: 'assistant', content, refusal: extra.refusal ?? null },
      },
    ],
    usage: fakeChatUsage(res, content),
  });
}

export interface FakeOpenAiOptions {
  latencies?: Latencies;
  /** What the speech endpoint answers; without it, a whole silent MP3 as long as the text (fake-speech.ts). */
  speechAudio?: Buffer;
  /** The PNG the images endpoint answers (a few bytes that are no whole picture unless told). */
  picture?: Buffer;
}

export async function startFakeOpenAiServer({
  latencies = {},
  speechAudio,
  picture = PNG_BYTES,
}: FakeOpenAiOptions = {}): Promise<FakeOpenAiServer> {
  const requests: RecordedRequest[] = [];
  const { holdOn, release: releaseHeld } = heldAnswers();
  const scripts = new Map<Endpoint, Scripted>();
  const stalled = new Set<ServerResponse>();
  const waiters: (() => void)[] = [];
  let draft = defaultDraft;
  let planAnswers: string[] = [];

  const endpointOf = (path: string) => (Object.keys(paths) as Endpoint[]).find((e) => paths[e] === path);

  function modeFor(endpoint: Endpoint): Scripted {
    const script = scripts.get(endpoint);
    if (!script) return { mode: 'normal' };
    if (script.times !== undefined) {
      script.times--;
      if (script.times <= 0) scripts.delete(endpoint);
    }
    return script;
  }

  /** A streamed chat answer: the opening after its latency, the rest after the story's; `mode` may break it. */
  async function streamChat(res: ServerResponse, reply: ChatReply, mode: Mode) {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    const content = reply.content ?? '';
    const split = openingLength(content);
    const started = performance.now();
    const waitUntil = (ms: number | undefined) => sleep(Math.max(0, (ms ?? 0) - (performance.now() - started)));
    if (mode === 'hold-before-opening') await holdOn('chat');
    await waitUntil(latencies.chatOpening);
    for (const piece of pieces(content.slice(0, split))) res.write(streamChunk({ role: 'assistant', content: piece }));
    // The connection ends in the middle of the answer (the chunked body never ends), after what was sent arrived.
    if (mode === 'stream-break') return res.write(': more to come\n\n', () => res.socket?.end());
    if (mode === 'stream-malformed') return res.end(`data: {"choices": [ <html>${PROVIDER_SECRET}</html>\n\n`);
    if (mode === 'hold-after-opening') await holdOn('chat');
    await waitUntil(latencies.chat);
    for (const piece of pieces(content.slice(split))) res.write(streamChunk({ content: piece }));
    if (reply.refusal) res.write(streamChunk({ refusal: reply.refusal }));
    res.write(streamChunk({}, reply.finish_reason ?? 'stop'));
    res.write(fakeStreamUsageChunk(res, content));
    res.end('data: [DONE]\n\n');
  }

  function answerNormally(endpoint: Endpoint, res: ServerResponse, chat: (reply: ChatReply) => void) {
    switch (endpoint) {
      case 'moderations':
        return json(res, 200, {
          id: 'modr-test',
          model: 'omni-moderation-latest',
          results: [{ flagged: false, categories: {}, category_scores: {} }],
        });
      case 'chat':
        if (/"name"\s*:\s*"story_plan"|read a parent's order/.test(requests.at(-1)?.body ?? ''))
          return chat({ content: (planAnswers.length > 1 ? planAnswers.shift() : planAnswers[0]) ?? emptyPlanReading });
        // The eval's judge: a strict schema names its format; JSON mode carries the rubric in the prompt.
        if (/"name"\s*:\s*"story_rubric"|score it honestly on a rubric/.test(requests.at(-1)?.body ?? ''))
          return chat({ content: JSON.stringify(FAKE_RUBRIC) });
        return chat({ content: JSON.stringify(answered(draft)) });
      case 'images':
      case 'edits':
        return json(res, 200, {
          created: 1,
          output_format: 'png',
          data: [{ b64_json: picture.toString('base64') }],
          ...fakeImageUsage(res),
        });
      case 'speech':
        res.writeHead(200, { 'content-type': 'audio/mpeg' });
        return res.end(speechAudio ?? silentMp3For(speechInput(res)));
    }
  }

  function answer(endpoint: Endpoint, script: Scripted, res: ServerResponse, streamed: boolean) {
    const chat = (reply: ChatReply) =>
      streamed
        ? void streamChat(res, reply, script.mode)
        : chatAnswer(res, reply.content, { finish_reason: reply.finish_reason, refusal: reply.refusal });
    const providerError = (status: number, code: string) =>
      json(res, status, {
        error: { message: `Upstream failure, key ${PROVIDER_SECRET}, request echoed`, type: 'test_error', code },
      });
    const drawing = endpoint === 'images' || endpoint === 'edits';
    const streamedModes: Mode[] = ['normal', 'stream-break', 'hold-after-partials'];
    if (drawing && streamed && streamedModes.includes(script.mode))
      return void streamPicture(res, {
        ...(script.mode === 'hold-after-partials' ? { hold: () => holdOn(endpoint) } : {}),
        body: requests.at(-1)!.body,
        ...(endpoint === 'edits' ? { kind: 'image_edit' as const, partials: editPartials(requests.at(-1)!) } : {}),
        picture,
        latency: latencies.images,
        breakAfterPartials: script.mode === 'stream-break',
      });
    switch (script.mode) {
      case 'normal':
      case 'stream-break':
      case 'stream-malformed':
      case 'hold-after-opening':
      case 'hold-before-opening':
      case 'hold-after-partials':
        return answerNormally(endpoint, res, chat);
      case 'rate-limited':
        res.writeHead(429, { 'content-type': 'application/json', 'retry-after': script.retryAfter ?? '0' });
        return res.end(
          JSON.stringify({
            error: {
              message: `Rate limit reached for ${PROVIDER_SECRET}`,
              type: 'requests',
              code: 'rate_limit_exceeded',
            },
          }),
        );
      case 'server-error':
        return providerError(500, 'server_error');
      case 'bad-request':
        return providerError(400, 'invalid_request_error');
      case 'stall':
        stalled.add(res);
        return;
      case 'stall-body':
        stalled.add(res);
        res.writeHead(200, { 'content-type': endpoint === 'speech' ? 'audio/mpeg' : 'application/json' });
        res.write(endpoint === 'speech' ? MP3_BYTES.subarray(0, 3) : '{"id":');
        return;
      case 'malformed':
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(`{"choices": [ <html>${PROVIDER_SECRET}</html>`);
      case 'refusal':
        if (endpoint === 'chat') return chat({ content: null, refusal: `I can't help with that. ${PROVIDER_SECRET}` });
        if (endpoint === 'moderations')
          return json(res, 200, {
            id: 'modr-test',
            model: 'omni-moderation-latest',
            results: [{ flagged: true, categories: {}, category_scores: {} }],
          });
        return providerError(400, 'moderation_blocked');
      case 'truncated':
        return chat({ content: JSON.stringify(answered(draft)).slice(0, 80), finish_reason: 'length' });
      case 'empty':
        return chat({ content: '' });
      case 'not-json':
        return chat({ content: 'Once upon a time, {{HERO}} walked into a meadow.' });
      case 'wrong-shape':
        return chat({ content: JSON.stringify({ title: 'A story', scenes: [] }) });
      case 'no-image':
        return json(res, 200, { created: 1, data: [{ revised_prompt: 'a meadow' }] });
      case 'empty-audio':
        res.writeHead(200, { 'content-type': 'audio/mpeg' });
        return res.end();
      default: // How self-hosted servers differ (fake-openai-compat.ts).
        return answerCompat(script.mode, res, requests.at(-1)!.body, baseURL, (map) =>
          answerNormally(endpoint, res, (reply) => chat({ ...reply, content: map(reply.content) })),
        );
    }
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const auth = req.headers.authorization;
      requests.push({
        method: req.method!,
        path: req.url!,
        authorization: auth,
        body: Buffer.concat(chunks).toString('utf8'),
        raw: Buffer.concat(chunks),
        contentType: req.headers['content-type'],
        at: performance.now(),
      });
      rememberRequest(res, requests.at(-1)!.body);
      for (const wake of waiters.splice(0)) wake();
      if (serveFile(req, res, baseURL, picture)) return;
      const endpoint = req.method === 'POST' ? endpointOf(req.url!) : undefined;
      if (!endpoint) return json(res, 404, { error: { message: `no route ${req.method} ${req.url}` } });
      const refused = endpoint === 'edits' ? editProblem(requests.at(-1)!) : undefined;
      if (refused) return json(res, 400, { error: { message: refused, type: 'invalid_request_error' } });
      const script = modeFor(endpoint);
      const streamed =
        endpoint === 'edits'
          ? formFields(requests.at(-1)!).stream === 'true'
          : (endpoint === 'chat' || endpoint === 'images') && /"stream"\s*:\s*true/.test(requests.at(-1)!.body);
      // A chat or picture that streams waits inside its stream (scene 1 or the partials come first).
      const delay =
        script.mode === 'normal' && !streamed ? latencies[endpoint === 'edits' ? 'images' : endpoint] : undefined;
      if (delay) setTimeout(() => answer(endpoint, script, res, streamed), delay);
      else answer(endpoint, script, res, streamed);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;

  function endStalled() {
    for (const res of stalled) res.destroy();
    stalled.clear();
  }

  const requestsTo = (endpoint: Endpoint) => requests.filter((r) => r.path === paths[endpoint]);

  return {
    baseURL,
    requests,
    requestsTo,
    setMode(endpoint, mode, options = {}) {
      scripts.set(endpoint, { mode, ...options });
    },
    setDraft(next) {
      draft = next;
    },
    setPlanAnswers(contents) {
      planAnswers = [...contents];
    },
    release(endpoint) {
      releaseHeld(endpoint);
    },
    async waitForRequests(endpoint, count) {
      while (requestsTo(endpoint).length < count) await new Promise<void>((resolve) => waiters.push(resolve));
    },
    reset() {
      requests.length = 0;
      scripts.clear();
      draft = defaultDraft;
      planAnswers = [];
      releaseHeld();
      endStalled();
    },
    close() {
      endStalled();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
