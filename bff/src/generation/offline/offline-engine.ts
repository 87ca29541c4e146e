import { assertWholeNarration } from '../audio-check.ts';
import type { EngineCallOptions, MediaFile, StoryBrief, StoryEngine, WrittenStory } from '../engine.ts';
import { illustrateOfflineScene } from './illustrate.ts';
import { recycleSpeech, synthesiseNarration } from './speech.ts';
import { writeOfflineStory } from './write-story.ts';

/** The default engine: needs no key and no network, and always writes the same story for the same brief. */
export function createOfflineEngine(): StoryEngine {
  return {
    name: 'offline',
    async writeStory(brief: StoryBrief, options?: EngineCallOptions): Promise<WrittenStory> {
      options?.signal?.throwIfAborted();
      return writeOfflineStory(brief);
    },
    async illustrateScene({ brief, story, sceneNumber }, options?: EngineCallOptions): Promise<MediaFile> {
      options?.signal?.throwIfAborted();
      return illustrateOfflineScene(brief, sceneNumber, story);
    },
    async narrateScene({ brief, text }, options?: EngineCallOptions): Promise<MediaFile> {
      options?.signal?.throwIfAborted();
      const { wav, sentenceStarts } = await synthesiseNarration(text, brief.language, { signal: options?.signal });
      try {
        return assertWholeNarration({ contentType: 'audio/wav', extension: 'wav', data: wav, sentenceStarts }, text);
      } catch (error) {
        recycleSpeech(); // the retry runs in a fresh speech process
        throw error;
      }
    },
  };
}
