import { describe, expect, it } from 'vitest';
import type { StoryJson } from '@dreamweaver/contracts';
import { storyInVoice } from './story-in-voice.ts';

const scene = (n: number) => ({
  sceneNumber: n,
  text: `Scene ${n}.`,
  imageUrl: null,
  audioUrl: `/narrator-${n}.wav`,
  sentenceStarts: [0.25],
  locked: false,
});
const story = { id: 's1', isPaid: true, scenes: [scene(1), scene(2), scene(3)] } as unknown as StoryJson;

describe('the story in a recorded voice', () => {
  it('plays the recorded scenes with their own timings, and the narrator where a scene was skipped', () => {
    const voice = {
      id: 7,
      name: "Mum's voice",
      pending: false,
      recordings: [{ sceneNumber: 2, audioUrl: '/mum-2.mp3', sentenceStarts: [0.4], durationSeconds: 3 }],
    };
    const played = storyInVoice(story, voice).scenes;
    expect(played.map((s) => s.audioUrl)).toEqual(['/narrator-1.wav', '/mum-2.mp3', '/narrator-3.wav']);
    expect(played[1].sentenceStarts).toEqual([0.4]);
    expect(storyInVoice(story, undefined)).toBe(story);
  });
});
