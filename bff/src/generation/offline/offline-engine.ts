import { assertWholeNarration } from '../audio-check.ts';
import {
  TransientEngineError,
  type EngineCallOptions,
  type MediaFile,
  type StoryBrief,
  type StoryEngine,
  type WrittenStory,
} from '../engine.ts';
import { illustrateOfflineScene } from './illustrate.ts';
import { recycleSpeech, SpeechFailedError, synthesiseNarration, warmUpSpeech } from '@dreamweaver/storyteller/speech';
import { writeOfflineStory } from './write-story.ts';
import { encodeNarrationMp3 } from './narration-encoder.ts';

/** The default engine: needs no key and no network; a story is a pure function of the brief and its variety seed. */
export function createOfflineEngine(): StoryEngine {
  return {
    name: 'offline',
    // Everything happens in this process and its speech processes: the story may say the child's name.
    runsLocally: true,
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
      const { wav, sentenceStarts } = await synthesiseNarration(text, brief.language, {
        signal: options?.signal,
      }).catch((error: unknown) => {
        throw error instanceof SpeechFailedError ? new TransientEngineError(error.message) : error;
      });
      let spoken: MediaFile;
      try {
        spoken = assertWholeNarration({ contentType: 'audio/wav', extension: 'wav', data: wav, sentenceStarts }, text);
      } catch (error) {
        recycleSpeech(); // the retry runs in a fresh speech process
        throw error;
      }
      options?.signal?.throwIfAborted();
      return compressed(spoken);
    },
  };
}

/**
 * The narration as the viewer gets it: MP3, with each sentence start moved by the encoder's lead so
 * the read-along stays on the word. Should encoding fail, the WAV is stored as it is (it plays too).
 */
async function compressed(spoken: MediaFile): Promise<MediaFile> {
  try {
    const { mp3, leadSeconds } = await encodeNarrationMp3(spoken.data);
    const sentenceStarts = spoken.sentenceStarts?.map((start) => start + leadSeconds);
    return { contentType: 'audio/mpeg', extension: 'mp3', data: mp3, ...(sentenceStarts ? { sentenceStarts } : {}) };
  } catch {
    return spoken;
  }
}

/**
 * Writes, draws and (in the speech processes, while nothing else waits) speaks an English and a
 * German school-age story, so that the first stories after a start run on warm code: a fresh
 * speech process speaks its first few dozen narrations up to twice as slowly while V8 optimises
 * eSpeak (`npm run bench:stories` after a cold start: the first six stories used 2-3 times the CPU
 * of the same kinds of story later). Practice yields to real narrations.
 */
export async function warmUpOfflineEngine(): Promise<void> {
  const practice: { text: string; language: 'en' | 'de' }[][] = [];
  for (const language of ['en', 'de'] as const) {
    const brief: StoryBrief = {
      audience: 'child',
      storyType: 'classic',
      language,
      recipientDetails: { name: 'Mia', age: 8 },
    };
    const story = writeOfflineStory(brief);
    story.scenes.forEach((_, i) => {
      illustrateOfflineScene(brief, i + 1, story);
    });
    practice.push(story.scenes.map((scene) => ({ text: scene.text, language })));
  }
  // English and German in turn: each speech process practises both voices.
  const [en, de] = practice;
  const inTurn = en.flatMap((scene, i) => (de[i] ? [scene, de[i]] : [scene])).concat(de.slice(en.length));
  await warmUpSpeech(inTurn);
}
