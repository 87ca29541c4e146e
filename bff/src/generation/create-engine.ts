import type { Settings } from '../settings.ts';
import type { StoryEngine } from './engine.ts';
import { createOfflineEngine } from './offline/offline-engine.ts';
import { createOpenAiEngine } from './openai/openai-engine.ts';

/** OpenAI when OPENAI_API_KEY is set, the offline engine otherwise. */
export function createStoryEngine(settings: Settings): StoryEngine {
  if (!settings.OPENAI_API_KEY) return createOfflineEngine();
  return createOpenAiEngine({
    apiKey: settings.OPENAI_API_KEY,
    baseURL: settings.OPENAI_BASE_URL,
    textModel: settings.OPENAI_TEXT_MODEL,
    imageModel: settings.OPENAI_IMAGE_MODEL,
    imageSize: settings.OPENAI_IMAGE_SIZE,
    ttsModel: settings.OPENAI_TTS_MODEL,
    ttsVoice: settings.OPENAI_TTS_VOICE,
  });
}
