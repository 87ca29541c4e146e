import type { EngineCallOptions, StoryEngine, WriteStoryOptions } from '../engine.ts';
import { illustrateScene } from './illustrator.ts';
import { narrateScene } from './narrator.ts';
import { planOf } from './prompts.ts';
import { client, defaultCallTimeouts, type OpenAiEngineOptions, type Servers } from './servers.ts';
import { writeStory } from './story-writer.ts';

// The engine of OpenAI and OpenAI-compatible servers: each modality in its own file, all calls
// through servers.ts.

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
    narrateScene: ({ brief, text }, callOptions?: EngineCallOptions) =>
      narrateScene(servers, text, callOptions, brief.language),
  };
}
