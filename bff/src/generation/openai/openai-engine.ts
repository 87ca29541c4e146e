import { setTimeout as sleep } from 'node:timers/promises';
import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import { extensionOfMediaType, mediaTypeOfExtension, sniffPicture } from '../../media-types.ts';
import type { z } from 'zod';
import type { StoryPlan } from '@dreamweaver/contracts';
import type {
  EngineCallOptions,
  MediaFile,
  StoryBrief,
  StoryEngine,
  WriteStoryOptions,
  WrittenStory,
} from '../engine.ts';
import { chatParts, recordSent } from '../receipt-entry.ts';
import { openingScanner } from './opening-scanner.ts';
import { imagePrompt, planOf, storySystemPrompt, storyUserPrompt } from './prompts.ts';
import { withoutRememberedInPictures } from './remembered-guard.ts';
import { asEngineError, ProviderRefusalError, TransientProviderError } from './provider-errors.ts';
import { storyOpeningFormat, writtenStoryFormat } from './story-format.ts';

/** One OpenAI-compatible server: OpenAI itself, or a self-hosted one (Ollama, vLLM, LocalAI, Kokoro-FastAPI). */
export interface OpenAiServer {
  baseURL: string;
  /** A self-hosted server may need none. */
  apiKey?: string;
}

export interface OpenAiEngineOptions {
  /** Story text; `moderation` checks the parent's free text on the same server first. */
  text?: OpenAiServer & { model: string; moderation: boolean };
  image?: OpenAiServer & { model: string; size: string };
  speech?: OpenAiServer & { model: string; voice: string };
  /** Per-call limits in milliseconds; they fit well inside a story's 300 s deadline. */
  timeouts?: Partial<CallTimeouts>;
  /** A 429 whose retry-after is at most this long is waited out and tried once more here. */
  maxRateLimitWaitMs?: number;
}

export interface CallTimeouts {
  text: number;
  image: number;
  speech: number;
  moderation: number;
}

const defaultCallTimeouts: CallTimeouts = { text: 60_000, image: 90_000, speech: 45_000, moderation: 15_000 };

/** Thrown when the moderation endpoint flags the parent's free text. */
export class UnsuitableBriefError extends ProviderRefusalError {
  override name = 'UnsuitableBriefError';
}

export const OPENAI_BASE_URL = 'https://api.openai.com/v1';

/** The parent's own words, in the order and in the plan (which the parent may have written in too). */
function freeTexts(brief: StoryBrief): string[] {
  const d = brief.recipientDetails;
  const plan = brief.plan;
  return [
    ...(plan
      ? [
          plan.theme.words,
          plan.setting.words,
          plan.achievement?.words,
          ...plan.care.wishes,
          ...plan.details.filter((detail) => detail.wanted).map((detail) => detail.words),
        ]
      : []),
    d.personalization,
    d.favoriteAnimal,
    d.favoriteColor,
    d.favoriteActivity,
    d.favoriteFood,
    d.recentAchievement,
    d.storyGoal,
    d.storySetting,
    brief.storyGoal,
    brief.storySetting,
  ].filter((text): text is string => typeof text === 'string' && text.trim() !== '');
}

/** Local models like to wrap JSON in a Markdown fence even when asked for JSON. */
function unfenced(content: string): string {
  const fenced = content.trim().match(/^```(?:json)?\s*([\s\S]*?)\s*```$/i);
  return fenced ? fenced[1] : content;
}

/** The picture's type by its bytes, else by what the server said it sent (PNG when it said nothing known). */
function pictureType(data: Buffer, declared: string | undefined): { contentType: string; extension: string } {
  const sniffed = sniffPicture(data);
  if (sniffed) return sniffed;
  const type = mediaTypeOfExtension(declared ?? '');
  const extension = type?.startsWith('image/') ? extensionOfMediaType(type) : undefined;
  return extension ? { contentType: type!, extension } : { contentType: 'image/png', extension: 'png' };
}

function client(server: OpenAiServer): OpenAI {
  // No retries inside the SDK: its waits cannot be aborted and it would honour any retry-after.
  // The pipeline retries transient errors within the story's deadline.
  return new OpenAI({
    apiKey: server.apiKey ?? 'no-key',
    baseURL: server.baseURL,
    maxRetries: 0,
    timeout: defaultCallTimeouts.image,
    // The SDK would print the raw text of an answer it cannot parse; the engine reports such errors without it.
    logLevel: 'off',
  });
}

export function createOpenAiEngine(options: OpenAiEngineOptions): StoryEngine {
  const servers: Servers = {
    options,
    timeouts: { ...defaultCallTimeouts, ...options.timeouts },
    maxRateLimitWaitMs: options.maxRateLimitWaitMs ?? 20_000,
    clients: {
      text: options.text && client(options.text),
      image: options.image && client(options.image),
      speech: options.speech && client(options.speech),
    },
  };
  return {
    name: 'openai',
    writeStory: (brief, callOptions?: WriteStoryOptions) => writeStory(servers, brief, callOptions),
    illustrateScene: ({ brief, story, sceneNumber }, callOptions?: EngineCallOptions) =>
      illustrateScene(servers, planOf(brief), story, sceneNumber, callOptions),
    narrateScene: ({ text }, callOptions?: EngineCallOptions) => narrateScene(servers, text, callOptions),
  };
}

/** The engine's servers, their clients and limits. */
interface Servers {
  options: OpenAiEngineOptions;
  timeouts: CallTimeouts;
  maxRateLimitWaitMs: number;
  clients: { text: OpenAI | undefined; image: OpenAI | undefined; speech: OpenAI | undefined };
}

type Request = { signal: AbortSignal; timeout: number };

/**
 * One request with its own time limit and the caller's signal (the story's deadline). The limit
 * covers reading the answer too, not only its headers.
 */
async function call<T>(
  { maxRateLimitWaitMs }: Servers,
  what: string,
  timeoutMs: number,
  signal: AbortSignal | undefined,
  run: (request: Request) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    signal?.throwIfAborted();
    const timer = AbortSignal.timeout(timeoutMs);
    const combined = signal ? AbortSignal.any([signal, timer]) : timer;
    try {
      return await run({ signal: combined, timeout: timeoutMs });
    } catch (error) {
      signal?.throwIfAborted();
      if (timer.aborted) throw new TransientProviderError(`${what}: the AI server did not answer in time`);
      const failure = asEngineError(error, what);
      const wait =
        failure instanceof TransientProviderError && failure.status === 429 ? failure.retryAfterMs : undefined;
      if (attempt === 1 && wait !== undefined && wait <= maxRateLimitWaitMs) {
        await sleep(wait, undefined, { signal }).catch(() => signal?.throwIfAborted());
        continue;
      }
      throw failure;
    }
  }
}

function configured<T>(value: T | undefined, what: string): T {
  if (!value) throw new Error(`${what}: no AI server is configured for it`);
  return value;
}

async function moderate(servers: Servers, brief: StoryBrief, { signal, record }: EngineCallOptions): Promise<void> {
  const input = freeTexts(brief);
  if (input.length === 0) return;
  const server = { ...configured(servers.options.text, 'moderation'), model: 'omni-moderation-latest' };
  const openai = configured(servers.clients.text, 'moderation');
  const checked = input.map((text) => ({ part: 'checked' as const, text }));
  const result = await call(servers, 'moderation', servers.timeouts.moderation, signal, async (request) => {
    await recordSent(record, 'moderation', server, checked);
    return openai.moderations.create({ model: server.model, input }, request);
  });
  if (!Array.isArray(result?.results) || result.results.length === 0) {
    throw new TransientProviderError('moderation: the AI server gave no verdict');
  }
  if (result.results.some((r) => r.flagged)) {
    throw new UnsuitableBriefError('The story details were flagged as unsuitable for a bedtime story');
  }
}

async function writeStory(servers: Servers, brief: StoryBrief, options: WriteStoryOptions = {}): Promise<WrittenStory> {
  const { signal, onOpening } = options;
  const text = configured(servers.options.text, 'story text');
  const openai = configured(servers.clients.text, 'story text');
  // The brief comes through the name-privacy seam (name-privacy.ts): it holds the placeholder, never the name.
  if (text.moderation) await moderate(servers, brief, options);
  const messages: OpenAI.Chat.ChatCompletionMessageParam[] = [
    { role: 'system', content: storySystemPrompt(brief) },
    { role: 'user', content: storyUserPrompt(brief) },
  ];
  // Streamed, so scene 1 is known (and its picture can start) while the rest is still being written.
  const answer = await call(servers, 'story text', servers.timeouts.text, signal, async (request) => {
    await recordSent(options.record, 'text', text, chatParts(messages));
    const stream = await openai.chat.completions.create(
      {
        model: text.model,
        messages,
        response_format: zodResponseFormat(writtenStoryFormat, 'bedtime_story'),
        stream: true,
      },
      request,
    );
    return readStream(stream, onOpening && ((opening) => onOpening(guarded(opening))));
  });
  return guarded(storyOfAnswer(answer));

  /** What the model wrote, with nobody remembered in a picture, and marked when it opens with the series' recap. */
  function guarded(story: WrittenStory): WrittenStory {
    const plan = planOf(brief);
    const checked = withoutRememberedInPictures(story, plan);
    return plan.series?.previous ? { ...checked, opensWithRecap: true } : checked;
  }
}

/** What the model answered, put together from its stream. */
interface StreamedAnswer {
  content: string;
  refusal: string;
  finishReason: string | null;
}

/** Reads the stream to its end, telling `onOpening` the story's opening as soon as scene 1 is complete. */
async function readStream(
  stream: AsyncIterable<OpenAI.Chat.ChatCompletionChunk>,
  onOpening: ((opening: WrittenStory) => void) | undefined,
): Promise<StreamedAnswer> {
  const answer: StreamedAnswer = { content: '', refusal: '', finishReason: null };
  const scanner = openingScanner();
  for await (const chunk of stream) {
    const choice = chunk?.choices?.[0];
    if (!choice) continue;
    const delta = choice.delta ?? {};
    if (typeof delta.refusal === 'string') answer.refusal += delta.refusal;
    if (typeof delta.content === 'string' && delta.content !== '') {
      answer.content += delta.content;
      const opening = onOpening && scanner.feed(delta.content);
      if (onOpening && opening !== undefined) tellOpening(opening, onOpening);
    }
    if (choice.finish_reason) answer.finishReason = choice.finish_reason;
  }
  return answer;
}

/** An opening that does not parse into title, summary, the hero's look and one scene is not told: the whole story is waited for. */
function tellOpening(json: string, onOpening: (opening: WrittenStory) => void) {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return;
  }
  const opening = storyOpeningFormat.safeParse(parsed);
  if (opening.success) onOpening(writtenStoryOf(opening.data));
}

function writtenStoryOf(draft: z.infer<typeof storyOpeningFormat>): WrittenStory {
  // The placeholder stays: the seam puts the name (or "the hero") in its place.
  return {
    title: draft.title,
    summary: draft.summary,
    characterDescription: draft.characterDescription,
    scenes: draft.scenes.map((scene) => ({
      text: scene.text,
      imagePrompt: scene.imagePrompt,
      pictureDescription: scene.pictureDescription,
    })),
  };
}

/** The story in the model's answer; a refusal, a cut-off or a malformed answer is an error. */
function storyOfAnswer(answer: StreamedAnswer): WrittenStory {
  if (answer.refusal || answer.finishReason === 'content_filter') {
    throw new ProviderRefusalError('story text: the AI model declined to write this story');
  }
  if (answer.finishReason === 'length')
    throw new TransientProviderError("story text: the AI model's answer was cut off");
  const content = answer.content.trim();
  if (content === '') throw new TransientProviderError('story text: the AI model gave an empty answer');
  let parsed: unknown;
  try {
    parsed = JSON.parse(unfenced(content));
  } catch {
    throw new TransientProviderError("story text: the AI model's answer was not valid JSON");
  }
  const draft = writtenStoryFormat.safeParse(parsed);
  if (!draft.success)
    throw new TransientProviderError("story text: the AI model's answer did not have the story's shape");
  return writtenStoryOf(draft.data);
}

async function illustrateScene(
  servers: Servers,
  plan: StoryPlan,
  story: WrittenStory,
  sceneNumber: number,
  { signal, record }: EngineCallOptions = {},
): Promise<MediaFile> {
  const image = configured(servers.options.image, 'picture');
  const openai = configured(servers.clients.image, 'picture');
  const scene = story.scenes[sceneNumber - 1];
  if (!scene) throw new Error(`picture: the story has no scene ${sceneNumber}`);
  // GPT image models always answer in base64 and refuse response_format; others default to a URL.
  const base64Param = image.model.startsWith('gpt-image') ? {} : { response_format: 'b64_json' as const };
  const prompt = imagePrompt(story.characterDescription, scene.imagePrompt, plan);
  const result = await call(servers, 'picture', servers.timeouts.image, signal, async (request) => {
    await recordSent(record, 'picture', image, [{ part: 'picture', text: prompt }]);
    return openai.images.generate(
      { model: image.model, prompt, size: image.size as OpenAI.ImageGenerateParams['size'], n: 1, ...base64Param },
      request,
    );
  });
  const base64 = result?.data?.[0]?.b64_json;
  const data = typeof base64 === 'string' ? Buffer.from(base64, 'base64') : Buffer.alloc(0);
  if (data.length === 0) throw new TransientProviderError('picture: the AI server returned no picture');
  return { ...pictureType(data, (result as { output_format?: string }).output_format), data };
}

/** The seam hands over the text with a nickname in place of the name. */
async function narrateScene(
  servers: Servers,
  spoken: string,
  { signal, record }: EngineCallOptions = {},
): Promise<MediaFile> {
  const speech = configured(servers.options.speech, 'narration');
  const openai = configured(servers.clients.speech, 'narration');
  const input = spoken.slice(0, 4096);
  // Only OpenAI's GPT speech models take instructions; tts-1 and self-hosted ones may refuse them.
  const instructions = /^gpt-.*tts/.test(speech.model)
    ? 'Read slowly and softly, like a calm bedtime story.'
    : undefined;
  const data = await call(servers, 'narration', servers.timeouts.speech, signal, async (request) => {
    await recordSent(record, 'speech', speech, [
      { part: 'spoken', text: input },
      ...(instructions ? [{ part: 'voice-direction' as const, text: instructions }] : []),
    ]);
    const response = await openai.audio.speech.create(
      {
        model: speech.model,
        voice: speech.voice as OpenAI.Audio.SpeechCreateParams['voice'],
        input,
        response_format: 'mp3',
        ...(instructions ? { instructions } : {}),
      },
      request,
    );
    return Buffer.from(await response.arrayBuffer());
  });
  if (data.length === 0) throw new TransientProviderError('narration: the AI server returned no audio');
  return { contentType: 'audio/mpeg', extension: 'mp3', data };
}
