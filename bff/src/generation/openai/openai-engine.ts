import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { EngineCallOptions, MediaFile, StoryBrief, StoryEngine, WrittenStory } from '../engine.ts';
import { fillHero } from './fill-placeholder.ts';
import { imagePrompt, storySystemPrompt, storyUserPrompt } from './prompts.ts';
import { asEngineError } from './provider-errors.ts';
import { HERO_PLACEHOLDER, writtenStoryFormat } from './story-format.ts';
import { withoutName } from './without-name.ts';

export interface OpenAiEngineOptions {
  apiKey: string;
  baseURL?: string;
  textModel: string;
  imageModel: string;
  imageSize: string;
  ttsModel: string;
  ttsVoice: string;
  /** Per-call timeouts in milliseconds. */
  timeouts?: { text?: number; image?: number; speech?: number; moderation?: number };
  /** The SDK's own retries (it honours retry-after); the pipeline retries on top with backoff. */
  maxRetries?: number;
}

/** Thrown when the moderation endpoint flags the parent's free text. */
export class UnsuitableBriefError extends Error {
  override name = 'UnsuitableBriefError';
}

// The narration is sent to the provider too, so it speaks a gentle nickname instead of the name.
const spokenNickname = { en: 'Little Star', de: 'Sternchen' } as const;

function freeTexts(brief: StoryBrief): string[] {
  const d = brief.recipientDetails;
  return [d.personalization, d.favoriteAnimal, d.favoriteColor, d.favoriteActivity, d.favoriteFood, d.recentAchievement, d.storyGoal, d.storySetting, brief.storyGoal, brief.storySetting]
    .filter((text): text is string => typeof text === 'string' && text.trim() !== '');
}

export function createOpenAiEngine(options: OpenAiEngineOptions): StoryEngine {
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    maxRetries: options.maxRetries ?? 2,
    timeout: 60_000,
  });
  const timeouts = { text: 90_000, image: 120_000, speech: 60_000, moderation: 15_000, ...options.timeouts };

  async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw asEngineError(error, what);
    }
  }

  async function moderate(brief: StoryBrief, signal?: AbortSignal): Promise<void> {
    const input = freeTexts(brief);
    if (input.length === 0) return;
    const result = await call('moderation', () =>
      client.moderations.create({ model: 'omni-moderation-latest', input }, { timeout: timeouts.moderation, signal }),
    );
    if (result.results.some((r) => r.flagged)) {
      throw new UnsuitableBriefError('The story details were flagged as unsuitable for a bedtime story');
    }
  }

  return {
    name: 'openai',

    async writeStory(brief, callOptions?: EngineCallOptions) {
      const anonymous = withoutName(brief);
      await moderate(anonymous, callOptions?.signal);
      const completion = await call('story text', () =>
        client.chat.completions.parse(
          {
            model: options.textModel,
            messages: [
              { role: 'system', content: storySystemPrompt(anonymous) },
              { role: 'user', content: storyUserPrompt(anonymous) },
            ],
            response_format: zodResponseFormat(writtenStoryFormat, 'bedtime_story'),
          },
          { timeout: timeouts.text, signal: callOptions?.signal },
        ),
      );
      const message = completion.choices[0]?.message;
      if (!message?.parsed) throw new Error(`story text: the model gave no story${message?.refusal ? ` (${message.refusal})` : ''}`);
      const draft = message.parsed;
      const name = brief.recipientDetails.name;
      const story: WrittenStory = {
        title: fillHero(draft.title, name),
        summary: fillHero(draft.summary, name),
        characterDescription: fillHero(draft.characterDescription, 'the hero'),
        scenes: draft.scenes.map((scene) => ({
          text: fillHero(scene.text, name),
          imagePrompt: fillHero(scene.imagePrompt, 'the hero'),
        })),
      };
      return story;
    },

    async illustrateScene({ story, sceneNumber }, callOptions?: EngineCallOptions): Promise<MediaFile> {
      const scene = story.scenes[sceneNumber - 1];
      if (!scene) throw new Error(`picture: the story has no scene ${sceneNumber}`);
      const legacyModel = options.imageModel.startsWith('dall-e');
      const result = await call('picture', () =>
        client.images.generate(
          {
            model: options.imageModel,
            prompt: imagePrompt(story.characterDescription, scene.imagePrompt),
            size: options.imageSize as OpenAI.ImageGenerateParams['size'],
            n: 1,
            ...(legacyModel ? { response_format: 'b64_json' as const } : {}),
          },
          { timeout: timeouts.image, signal: callOptions?.signal },
        ),
      );
      const base64 = result.data?.[0]?.b64_json;
      if (!base64) throw new Error('picture: the provider returned no image data');
      const format = (result as { output_format?: string }).output_format ?? 'png';
      const extension = format === 'jpeg' ? 'jpg' : format;
      return { contentType: `image/${format}`, extension, data: Buffer.from(base64, 'base64') };
    },

    async narrateScene({ brief, text }, callOptions?: EngineCallOptions): Promise<MediaFile> {
      const spoken = withoutName({ ...brief, recipientDetails: { ...brief.recipientDetails, personalization: text } })
        .recipientDetails.personalization!.split(HERO_PLACEHOLDER)
        .join(spokenNickname[brief.language]);
      const response = await call('narration', () =>
        client.audio.speech.create(
          {
            model: options.ttsModel,
            voice: options.ttsVoice as OpenAI.Audio.SpeechCreateParams['voice'],
            input: spoken.slice(0, 4096),
            response_format: 'mp3',
            ...(options.ttsModel.startsWith('tts-1') ? {} : { instructions: 'Read slowly and softly, like a calm bedtime story.' }),
          },
          { timeout: timeouts.speech, signal: callOptions?.signal },
        ),
      );
      const data = Buffer.from(await response.arrayBuffer());
      return { contentType: 'audio/mpeg', extension: 'mp3', data };
    },
  };
}
