import type OpenAI from 'openai';
import type { z } from 'zod';
import type { StoryBrief, WriteStoryOptions, WrittenStory } from '../engine.ts';
import { chatParts, recordSent } from '../receipt-entry.ts';
import { openingSceneOf } from '../opening-scene.ts';
import { moderate } from './moderation.ts';
import { openingScanner } from './opening-scanner.ts';
import { planOf, storySystemPrompt, storyUserPrompt } from './prompts.ts';
import { ProviderRefusalError, TransientProviderError } from './provider-errors.ts';
import { withoutRememberedInPictures } from './remembered-guard.ts';
import { call, configured, type Servers } from './servers.ts';
import { storyOpeningFormat, writtenStoryFormat } from './story-format.ts';
import {
  checkAnswer,
  repairRequest,
  responseFormatFor,
  type TextFormat,
  wholeAnswerAsStream,
  withShape,
} from './text-format.ts';
import { meteredStream } from './usage.ts';

type Message = OpenAI.Chat.ChatCompletionMessageParam;

export async function writeStory(
  servers: Servers,
  brief: StoryBrief,
  options: WriteStoryOptions = {},
): Promise<WrittenStory> {
  const { signal, onOpening } = options;
  const text = configured(servers.options.text, 'story text');
  const openai = configured(servers.clients.text, 'story text');
  // The brief comes through the name-privacy seam (name-privacy.ts): it holds the placeholder, never the name.
  if (text.moderation) await moderate(servers, brief, options);
  const format = text.format ?? 'json_schema';
  const messages: Message[] = [
    { role: 'system', content: withShape(storySystemPrompt(brief), format, writtenStoryFormat, 'bedtime_story') },
    { role: 'user', content: storyUserPrompt(brief, openingSceneOf(brief)) },
  ];
  // Streamed, so scene 1 is known (and its picture can start) while the rest is still being written.
  const ask = (sent: Message[], opening?: (opening: WrittenStory) => void) =>
    call(servers, 'story text', servers.timeouts.text, signal, async (request) => {
      await recordSent(options.record, 'text', text, chatParts(sent));
      const params = {
        model: text.model,
        messages: sent,
        ...responseFormatFor(format, writtenStoryFormat, 'bedtime_story'),
      };
      const stream =
        text.stream === false
          ? wholeAnswerAsStream(await openai.chat.completions.create({ ...params, stream: false }, request))
          : await openai.chat.completions.create(
              { ...params, stream: true, stream_options: { include_usage: true } },
              request,
            );
      // What the call used is recorded once its answer has been read whole (usage.ts).
      return readStream(meteredStream(stream, text, options.use), opening);
    });
  const answer = await ask(messages, onOpening && ((opening) => onOpening(guarded(opening))));
  const first = storyOfAnswer(answer, format);
  if ('story' in first) return guarded(first.story);
  // A server without strict structured outputs gets one repair round (text-format.ts).
  const repaired = storyOfAnswer(
    await ask(repairRequest(messages, answer.content, first.wrong, 'the whole story')),
    format,
  );
  if ('story' in repaired) return guarded(repaired.story);
  throw new TransientProviderError(
    repaired.notJson
      ? "story text: the AI model's answer was not valid JSON, even after one repair"
      : "story text: the AI model's answer did not have the story's shape, even after one repair",
  );

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

/**
 * The story in the model's answer; a refusal, a cut-off or an empty answer is an error. One that
 * does not fit is an error under a strict schema, and is repaired once otherwise.
 */
function storyOfAnswer(
  answer: StreamedAnswer,
  format: TextFormat,
): { story: WrittenStory } | { wrong: string; notJson: boolean } {
  if (answer.refusal || answer.finishReason === 'content_filter') {
    throw new ProviderRefusalError('story text: the AI model declined to write this story');
  }
  if (answer.finishReason === 'length')
    throw new TransientProviderError("story text: the AI model's answer was cut off");
  const content = answer.content.trim();
  if (content === '') throw new TransientProviderError('story text: the AI model gave an empty answer');
  const checked = checkAnswer(content, writtenStoryFormat, "the story's format");
  if ('value' in checked) return { story: writtenStoryOf(checked.value) };
  if (format !== 'json_schema') return checked;
  if (checked.notJson) throw new TransientProviderError("story text: the AI model's answer was not valid JSON");
  throw new TransientProviderError("story text: the AI model's answer did not have the story's shape");
}
