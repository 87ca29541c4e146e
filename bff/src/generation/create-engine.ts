import type { Settings } from '../settings.ts';
import type { SceneIllustrator, SceneNarrator, StoryEngine, StoryWriter } from './engine.ts';
import {
  illustratorWithNamePrivacy,
  madeOfGuardedEngines,
  narratorWithNamePrivacy,
  openingDrawer,
  sheetDrawer,
  withNamePrivacy,
  writerWithNamePrivacy,
} from './name-privacy.ts';
import { createOfflineEngine } from './offline/offline-engine.ts';
import { createOpenAiEngine } from './openai/openai-engine.ts';
import { takesReferences } from './openai/picture-request.ts';
import { OPENAI_BASE_URL, type OpenAiServer } from './openai/servers.ts';
import type { TextFormat } from './openai/text-format.ts';

// One engine per modality: story text, pictures and narration can each come from OpenAI, from a
// self-hosted OpenAI-compatible server (Ollama or vLLM for text, LocalAI for pictures,
// Kokoro-FastAPI for speech), or from the offline engine, which serves every modality that has
// no server configured. Every engine goes through the name-privacy seam (name-privacy.ts): only
// one that runs locally is told the child's name.

export type Modality = 'text' | 'image' | 'speech';

export interface EnginePlan {
  text?: OpenAiServer;
  image?: OpenAiServer;
  speech?: OpenAiServer;
  moderation: boolean;
}

const prefixes = { text: 'OPENAI_TEXT', image: 'OPENAI_IMAGE', speech: 'OPENAI_SPEECH' } as const;

/**
 * A modality is configured when it has a key or a server: its own (`OPENAI_<M>_API_KEY`,
 * `OPENAI_<M>_BASE_URL`) or the shared one (`OPENAI_API_KEY`, `OPENAI_BASE_URL`). A server
 * without a key is called without one (self-hosted servers usually need none); a key without a
 * server goes to OpenAI.
 */
export function serverFor(settings: Settings, modality: Modality): OpenAiServer | undefined {
  const prefix = prefixes[modality];
  const apiKey = settings[`${prefix}_API_KEY`] ?? settings.OPENAI_API_KEY;
  const baseURL = settings[`${prefix}_BASE_URL`] ?? settings.OPENAI_BASE_URL;
  if (!apiKey && !baseURL) return undefined;
  return { baseURL: baseURL ?? OPENAI_BASE_URL, apiKey };
}

/** Whether a server is OpenAI itself (a host name may end in a dot and have capitals: the same host). */
export function isOpenAi(baseURL: string): boolean {
  try {
    return new URL(baseURL).hostname.toLowerCase().replace(/\.$/, '') === 'api.openai.com';
  } catch {
    return false;
  }
}

/**
 * How the text server is asked for JSON: as said, else a strict schema for OpenAI itself and JSON
 * mode for any other server (what nearly every self-hosted one takes; guessing from the server is
 * not reliable).
 */
export function textFormatFor(settings: Settings, server: OpenAiServer): TextFormat {
  return settings.OPENAI_TEXT_FORMAT ?? (isOpenAi(server.baseURL) ? 'json_schema' : 'json_object');
}

export function enginePlan(settings: Settings): EnginePlan {
  const text = serverFor(settings, 'text');
  const image = serverFor(settings, 'image');
  const speech = serverFor(settings, 'speech');
  // Self-hosted servers rarely have /moderations: moderation is on by default only for OpenAI itself.
  const moderation =
    text !== undefined && (settings.OPENAI_MODERATION ? settings.OPENAI_MODERATION === 'on' : isOpenAi(text.baseURL));
  return { text, image, speech, moderation };
}

/** Each modality from its configured server, the offline engine for the rest. */
export function createStoryEngine(settings: Settings): StoryEngine {
  const offline = createOfflineEngine();
  const plan = enginePlan(settings);
  if (!plan.text && !plan.image && !plan.speech) return withNamePrivacy(offline);
  const openai = createOpenAiEngine({
    text: plan.text && {
      ...plan.text,
      model: settings.OPENAI_TEXT_MODEL,
      moderation: plan.moderation,
      format: textFormatFor(settings, plan.text),
      stream: settings.OPENAI_TEXT_STREAM === 'on',
    },
    image: plan.image && {
      ...plan.image,
      model: settings.OPENAI_IMAGE_MODEL,
      size: settings.OPENAI_IMAGE_SIZE,
      partials: settings.OPENAI_IMAGE_PARTIALS,
      references: takesReferences(settings.OPENAI_IMAGE_REFERENCES, settings.OPENAI_IMAGE_MODEL),
    },
    speech: plan.speech && {
      ...plan.speech,
      model: settings.OPENAI_TTS_MODEL,
      voice: settings.OPENAI_TTS_VOICE,
      voices: { en: settings.OPENAI_TTS_VOICE_EN, de: settings.OPENAI_TTS_VOICE_DE },
      format: settings.OPENAI_TTS_FORMAT,
    },
  });
  return composeEngine({
    text: plan.text ? openai : offline,
    image: plan.image ? openai : offline,
    speech: plan.speech ? openai : offline,
  });
}

/** One engine of a writer, an illustrator and a narrator, each through the name-privacy seam: each call goes to the engine of its modality. */
export function composeEngine(parts: {
  text: StoryWriter;
  image: SceneIllustrator;
  speech: SceneNarrator;
}): StoryEngine {
  const text = writerWithNamePrivacy(parts.text);
  const image = illustratorWithNamePrivacy(parts.image);
  const speech = narratorWithNamePrivacy(parts.speech);
  const oneEngine = (parts.text as object) === parts.image && (parts.image as object) === parts.speech;
  return madeOfGuardedEngines({
    name: oneEngine ? parts.text.name : `text:${parts.text.name},image:${parts.image.name},speech:${parts.speech.name}`,
    runsLocally: Boolean(text.runsLocally && image.runsLocally && speech.runsLocally),
    writeStory: (brief, options) => text.writeStory(brief, options),
    illustrateScene: (input, options) => image.illustrateScene(input, options),
    ...sheetDrawer(image),
    ...openingDrawer(image),
    narrateScene: (input, options) => speech.narrateScene(input, options),
  });
}
