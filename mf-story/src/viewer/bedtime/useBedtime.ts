import { useEffect, useRef, type RefObject } from 'react';
import type { StoryJson } from '@dreamweaver/contracts';
import { useI18n } from '@dreamweaver/web-kit';
import { autoPlayAllowed } from '../auto-play.ts';
import { changeBedtimeSettings, useBedtimeSettings } from './bedtime-settings.ts';
import { SCREEN_FADE_MS } from './sleep-timer.ts';
import { sceneGapMs } from './wind-down.ts';
import { useGoodnight } from './useGoodnight.ts';
import { useNarrationWindDown } from './useNarrationWindDown.ts';
import { useWakeLock } from './useWakeLock.ts';
import { useMediaSession } from './useMediaSession.ts';
import { useStoryPlaying } from './useStoryPlaying.ts';
import type { AudioPlayerHandle } from '../AudioPlayer.tsx';

interface Options {
  reader: RefObject<HTMLElement | null>;
  /** The narration's player, which the lock screen's play, pause and stop drive. */
  player: RefObject<AudioPlayerHandle | null>;
  story: StoryJson;
  index: number;
  onAutoPlayChange: (on: boolean) => void;
  goTo: (to: number) => void;
  /** The viewer test page's short goodnight (the sound's length; the screen darkens in a quarter of it). */
  goodnightTestMs?: number;
}

/**
 * Bedtime mode for the reader (the page takes the night palette: useNightPalette): auto play, the narration winding
 * down with longer pauses, goodnight after the last scene, and the wake lock if the parent asked for it,
 * held only while the story plays. The lock screen's controls (the Media Session) are set with the mode off too.
 */
export function useBedtime({ reader, player, story, index, onAutoPlayChange, goTo, goodnightTestMs }: Options) {
  const { t } = useI18n();
  const settings = useBedtimeSettings();
  const { on } = settings;
  const total = story.scenes.length;
  const last = index === total - 1;
  const goodnightFadeMs = goodnightTestMs ? goodnightTestMs / 4 : SCREEN_FADE_MS;
  const goodnight = useGoodnight(goodnightTestMs ?? settings.sleepTimer * 60_000, goodnightFadeMs);
  const { playing, ended } = useStoryPlaying(reader, index);
  const cover = story.scenes[0];

  useMediaSession({
    title: story.title || t('viewer.untitled'),
    scene: t('viewer.scene.counter', { current: index + 1, total }),
    cover: cover?.imageUrl ? { picture: cover.imageUrl, square: cover.imageCoverUrl } : null,
    playing,
    onPlay: () => player.current?.play(),
    onPause: () => player.current?.pause(),
    onStop: () => player.current?.stop(),
    onPrevious: () => goTo(index - 1),
    onNext: () => goTo(index + 1),
  });
  useNarrationWindDown(reader, { on, index, total, fades: on && last && story.isPaid });
  useWakeLock(on && settings.keepScreenOn && goodnight.phase === 'off' && playing);

  // biome-ignore lint/correctness/useExhaustiveDependencies: auto play comes on with the mode (and with the payment); the parent may still switch it off
  useEffect(() => {
    if (on && autoPlayAllowed(index, total, story.isPaid)) onAutoPlayChange(true);
  }, [on, story.isPaid]);

  const { stop } = goodnight;
  // Another scene, or the mode switched off: goodnight is over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of scene or mode ends it
  useEffect(() => stop(), [index, on]);

  const gap = useRef<ReturnType<typeof setTimeout>>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a pause belongs to the scene it follows
  useEffect(() => () => clearTimeout(gap.current), [index, on]);

  /** The scene's narration ended: with the mode on, pause a little before `advance`, or say goodnight after the last. */
  const afterNarration = (advance: (() => void) | null) => {
    const goodnightNow = on && last && story.isPaid;
    ended(advance !== null && !goodnightNow);
    if (!on) advance?.();
    else if (goodnightNow) goodnight.start();
    else if (advance) gap.current = setTimeout(advance, sceneGapMs(index, total));
  };

  return { settings, change: changeBedtimeSettings, afterNarration, goodnight, goodnightFadeMs };
}
