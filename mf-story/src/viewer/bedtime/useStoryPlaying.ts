import { useCallback, useEffect, useState, type RefObject } from 'react';
import { LONGEST_GAP_MS } from './wind-down.ts';

/** Auto play's next scene counts as playing this long at most, if its narration never starts (none, or failed). */
const NEXT_SCENE_WAIT_MS = LONGEST_GAP_MS + 10_000;

/**
 * Whether the story plays: its narration plays, or it ended and auto play's next scene is on its way
 * (the pause between scenes is part of the story: the screen must not go off in it). Read from the
 * reader's media events in the capture phase, as the wind-down does, not from inside the player.
 * `ended(goesOn)` is told when a scene's narration ends, with whether another scene follows by itself.
 */
export function useStoryPlaying(reader: RefObject<HTMLElement | null>, index: number) {
  const [narrating, setNarrating] = useState(false);
  const [nextComing, setNextComing] = useState(false);

  useEffect(() => {
    const element = reader.current;
    if (!element) return;
    const onMedia = (event: Event) => {
      const audio = event.target;
      if (!(audio instanceof HTMLMediaElement)) return;
      if (event.type === 'play') {
        setNarrating(true);
        setNextComing(false);
      } else if (!audio.ended) {
        // Paused by the reader, or failed ('pause' at the end is followed by 'ended', which `ended` answers).
        setNarrating(false);
        setNextComing(false);
      }
    };
    for (const type of ['play', 'pause', 'error']) element.addEventListener(type, onMedia, true);
    return () => {
      for (const type of ['play', 'pause', 'error']) element.removeEventListener(type, onMedia, true);
    };
  }, [reader]);

  // Another scene: the last one's narration left the page with it, paused without an event the reader sees.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of scene matters
  useEffect(() => {
    const audio = reader.current?.querySelector<HTMLAudioElement>('.viewer-audio audio');
    setNarrating(Boolean(audio && !audio.paused));
  }, [index]);

  useEffect(() => {
    if (!nextComing) return;
    const timer = setTimeout(() => setNextComing(false), NEXT_SCENE_WAIT_MS);
    return () => clearTimeout(timer);
  }, [nextComing]);

  const ended = useCallback((goesOn: boolean) => {
    setNarrating(false);
    setNextComing(goesOn);
  }, []);

  return { playing: narrating || nextComing, ended };
}
