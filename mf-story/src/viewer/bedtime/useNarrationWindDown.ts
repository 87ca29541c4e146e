import { useEffect, type RefObject } from 'react';
import { audioContext } from './audio-graph.ts';
import { applyWindDownRate, followLastScene, restoreFullVolume } from './narration-fade.ts';

const MEDIA_EVENTS = ['loadstart', 'loadedmetadata', 'play', 'pause', 'seeking'] as const;

/**
 * In bedtime mode the reader's narration winds down: its rate follows the scene, and the last scene
 * fades out. Listens on the reader (media events do not bubble, so in the capture phase) instead of
 * reaching into the player, which plays on as it always did.
 */
export function useNarrationWindDown(
  reader: RefObject<HTMLElement | null>,
  { on, index, total, fades }: { on: boolean; index: number; total: number; fades: boolean },
) {
  useEffect(() => {
    const element = reader.current;
    if (!element) return;
    const narration = () => element.querySelector<HTMLAudioElement>('.viewer-audio audio');
    const current = narration();
    if (current) applyWindDownRate(current, index, total, on);
    if (!on) {
      if (current) restoreFullVolume(current);
      return;
    }
    const follow = (event: Event) => {
      const audio = event.target;
      if (!(audio instanceof HTMLAudioElement)) return;
      applyWindDownRate(audio, index, total, on);
      // The context starts with the first narration played in the mode (after a tap, so it may).
      if (event.type === 'play') audioContext();
      if (fades && (event.type === 'play' || event.type === 'pause' || event.type === 'seeking'))
        followLastScene(audio, event.type);
      // Played before its length was fetched (narration-preload.ts): the fade is scheduled once it is known.
      if (fades && event.type === 'loadedmetadata' && !audio.paused) followLastScene(audio, 'play');
    };
    for (const type of MEDIA_EVENTS) element.addEventListener(type, follow, true);
    return () => {
      for (const type of MEDIA_EVENTS) element.removeEventListener(type, follow, true);
    };
  }, [reader, on, index, total, fades]);
}
