import type { StoryJson, StoryVoiceJson } from '@dreamweaver/contracts';

// The story as the viewer plays it in a chosen voice: each recorded scene's narration and sentence
// starts are the recording's, so playback, auto play and the read-along follow the real voice;
// a scene the reader skipped keeps the synthetic narration.

export function storyInVoice(story: StoryJson, voice: StoryVoiceJson | undefined): StoryJson {
  if (!voice) return story;
  const byScene = new Map(voice.recordings.map((recording) => [recording.sceneNumber, recording]));
  return {
    ...story,
    scenes: story.scenes.map((scene) => {
      const recording = byScene.get(scene.sceneNumber);
      if (!recording || scene.locked) return scene;
      return { ...scene, audioUrl: recording.audioUrl, sentenceStarts: recording.sentenceStarts };
    }),
  };
}

const storageKey = (storyId: string) => `dreamweaver.voice.${storyId}`;

/** The voice chosen for the story on this device (0: the narrator). */
export function rememberedVoice(storyId: string): number {
  try {
    return Number(localStorage.getItem(storageKey(storyId)) ?? 0) || 0;
  } catch {
    return 0;
  }
}

export function rememberVoice(storyId: string, voiceId: number): void {
  try {
    if (voiceId) localStorage.setItem(storageKey(storyId), String(voiceId));
    else localStorage.removeItem(storageKey(storyId));
  } catch {
    // Private mode: the choice lasts for this visit only.
  }
}
