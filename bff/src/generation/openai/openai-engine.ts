import type { EngineCallOptions, IllustrateOptions, StoryEngine, WriteStoryOptions } from '../engine.ts';
import { illustrateOpening, illustrateScene } from './illustrator.ts';
import { narrateScene } from './narrator.ts';
import { castOf } from './picture-request.ts';
import { drawReferenceSheet } from './reference-sheet.ts';
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
    illustrateScene: ({ brief, story, sceneNumber, sheet }, callOptions?: IllustrateOptions) =>
      illustrateScene(servers, castOf(brief), story, sceneNumber, callOptions, sheet),
    ...(options.image
      ? {
          illustrateOpening: ({ brief, sheet }, callOptions?: IllustrateOptions) =>
            illustrateOpening(servers, brief, callOptions, sheet),
        }
      : {}),
    ...(options.image?.references
      ? {
          drawReferenceSheet: ({ brief }, callOptions?: EngineCallOptions) =>
            drawReferenceSheet(servers, castOf(brief), callOptions),
        }
      : {}),
    narrateScene: ({ brief, text }, callOptions?: EngineCallOptions) =>
      narrateScene(servers, text, callOptions, brief.language),
  };
}
