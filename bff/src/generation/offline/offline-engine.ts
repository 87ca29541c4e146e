import type { StoryPlan } from '@dreamweaver/contracts';
import {
  describeHeroForPictures,
  describeScene,
  drawScene,
  readOrder,
  settlePlan,
  tellStory,
  type ScenePicture,
  type ToldStory,
} from '@dreamweaver/storyteller';
import { recycleSpeech, SpeechFailedError, synthesiseNarration, warmUpSpeech } from '@dreamweaver/storyteller/speech';
import { assertWholeNarration } from '../audio-check.ts';
import {
  TransientEngineError,
  type EngineCallOptions,
  type MediaFile,
  type StoryBrief,
  type StoryEngine,
  type WrittenStory,
} from '../engine.ts';
import { encodeNarrationMp3 } from './narration-encoder.ts';

// The default engine, a thin adapter over the storyteller package (docs/storyteller.md): it needs no
// key and no network. A story is a pure function of the brief's settled plan and its seed, so the
// illustrator tells the plan again to know what each scene's picture shows, never reading the text.

/** A brief's own seed; a brief without variety (the warm-up, a test's) draws from its child and language. */
function seedOf(brief: StoryBrief): string {
  return brief.variety?.seed ?? `${brief.recipientDetails.name}:${brief.language}`;
}

/** The plan the brief is told from: its own settled plan, or (a brief made without one) its request read and settled. */
function planOfBrief(brief: StoryBrief): StoryPlan {
  if (brief.plan?.story) return brief.plan;
  return settlePlan(readOrder({ request: brief }).plan, { seed: seedOf(brief) });
}

function toldOf(brief: StoryBrief, plan: StoryPlan): ToldStory {
  return tellStory(plan, { seed: seedOf(brief), recentTitles: brief.variety?.recentTitles, earlier: brief.earlier });
}

function writtenOf(plan: StoryPlan, told: ToldStory): WrittenStory {
  return {
    title: told.title,
    summary: told.summary,
    characterDescription: describeHeroForPictures(plan),
    plot: told.arc,
    // The storyteller opens a series episode with last time's recap itself.
    ...(plan.series?.previous ? { opensWithRecap: true } : {}),
    scenes: told.scenes.map((scene) => ({
      text: scene.text,
      imagePrompt: describeScene(plan, scene.picture, 'en'),
    })),
  };
}

/**
 * What scene `sceneNumber` of `sceneCount` shows: the told scene's own picture, or, for a text
 * another engine wrote with another number of scenes, the told scene at the same point of the story.
 */
function pictureAt(told: ToldStory, sceneNumber: number, sceneCount: number): ScenePicture {
  const scenes = told.scenes;
  if (sceneCount === scenes.length || sceneCount <= 1) return scenes[Math.min(sceneNumber, scenes.length) - 1].picture;
  const at = Math.round(((sceneNumber - 1) * (scenes.length - 1)) / (sceneCount - 1));
  return scenes[at].picture;
}

/** The story's text, told from the brief's plan (synchronous: the engine's writeStory, for tests and benches). */
export function writeOfflineStory(brief: StoryBrief): WrittenStory {
  const plan = planOfBrief(brief);
  return writtenOf(plan, toldOf(brief, plan));
}

/** One scene's picture for a written story (synchronous: the engine's illustrateScene). */
export function illustrateOfflineScene(brief: StoryBrief, sceneNumber: number, story: WrittenStory): MediaFile {
  const plan = planOfBrief(brief);
  const picture = pictureAt(toldOf(brief, plan), sceneNumber, story.scenes.length);
  const { svg, description } = drawScene(plan, picture, { seed: seedOf(brief), sceneIndex: sceneNumber - 1 });
  return { contentType: 'image/svg+xml', extension: 'svg', data: Buffer.from(svg, 'utf8'), description };
}

export function createOfflineEngine(): StoryEngine {
  return {
    name: 'offline',
    // Everything happens in this process and its speech processes: the story may say the child's name.
    runsLocally: true,
    async writeStory(brief: StoryBrief, options?: EngineCallOptions): Promise<WrittenStory> {
      options?.signal?.throwIfAborted();
      await options?.record?.({ engine: 'offline', service: 'text' });
      return writeOfflineStory(brief);
    },
    async illustrateScene({ brief, story, sceneNumber }, options?: EngineCallOptions): Promise<MediaFile> {
      options?.signal?.throwIfAborted();
      await options?.record?.({ engine: 'offline', service: 'picture' });
      return illustrateOfflineScene(brief, sceneNumber, story);
    },
    async narrateScene({ brief, text }, options?: EngineCallOptions): Promise<MediaFile> {
      options?.signal?.throwIfAborted();
      await options?.record?.({ engine: 'offline', service: 'speech' });
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
    for (let n = 1; n <= story.scenes.length; n++) illustrateOfflineScene(brief, n, story);
    practice.push(story.scenes.map((scene) => ({ text: scene.text, language })));
  }
  // English and German in turn: each speech process practises both voices.
  const [en, de] = practice;
  const inTurn = en.flatMap((scene, i) => (de[i] ? [scene, de[i]] : [scene])).concat(de.slice(en.length));
  await warmUpSpeech(inTurn);
}
