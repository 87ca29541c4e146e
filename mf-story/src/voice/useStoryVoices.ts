import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { StoryJson } from '@dreamweaver/contracts';
import { storyVoicesQuery } from '../api/voices.ts';
import { rememberVoice, rememberedVoice, storyInVoice } from './story-in-voice.ts';

/** The story's recorded voices (its owner's, on a paid story), those waiting for approval, the one chosen, and the story as it plays in it. */
export function useStoryVoices(story: StoryJson | undefined) {
  const storyId = story?.id ?? '';
  // Asked only by whoever may change the story (its JSON then has `sharing`): anyone else gets a 404.
  const query = useQuery(storyVoicesQuery(storyId, Boolean(story?.isPaid && story.sharing)));
  // Until the parent chooses here, the choice remembered on this device (the story loads after the first render).
  const [picked, setChosen] = useState<number | null>(null);
  const chosen = picked ?? (storyId ? rememberedVoice(storyId) : 0);
  const all = query.data?.voices ?? [];
  // A voice recorded from an invite link plays nowhere until the owner approves it.
  const voices = all.filter((candidate) => !candidate.pending);
  const voice = voices.find((candidate) => candidate.id === chosen);
  const choose = (voiceId: number) => {
    setChosen(voiceId);
    rememberVoice(storyId, voiceId);
  };
  return {
    voices,
    pending: all.filter((candidate) => candidate.pending),
    canRecord: query.data?.canRecord ?? false,
    chosenId: voice?.id ?? 0,
    choose,
    refresh: () => query.refetch(),
    story: story ? storyInVoice(story, voice) : undefined,
  };
}
