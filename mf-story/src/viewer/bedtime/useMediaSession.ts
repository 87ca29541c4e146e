import { useEffect, useRef } from 'react';
import { SCENE_COVER_SIZE } from '@dreamweaver/contracts';

interface NowPlaying {
  title: string;
  /** e.g. 'Scene 3 of 10' */
  scene: string;
  /** The story's first picture, and its square PNG (SceneJson.imageCoverUrl) where the server made one. */
  cover: { picture: string; square?: string } | null;
  /** The story plays (useStoryPlaying): the lock screen shows pause, else play. */
  playing: boolean;
  onPlay: () => void;
  onPause: () => void;
  onStop: () => void;
  onPrevious: () => void;
  onNext: () => void;
}

const ACTIONS = ['play', 'pause', 'stop', 'previoustrack', 'nexttrack'] as const;
type Action = (typeof ACTIONS)[number];

/** The artwork, the square PNG first: a lock screen may not draw SVG (the offline engine's pictures). */
function artworkOf(cover: NowPlaying['cover']): MediaImage[] {
  if (!cover) return [];
  const absolute = (url: string) => new URL(url, window.location.href).href;
  const square = cover.square
    ? [{ src: absolute(cover.square), sizes: `${SCENE_COVER_SIZE}x${SCENE_COVER_SIZE}`, type: 'image/png' }]
    : [];
  return [...square, { src: absolute(cover.picture) }];
}

/**
 * Tells the phone what is playing: the story's title, the scene and its cover on the lock screen,
 * whose play, pause and stop drive the narration and whose previous/next buttons move between
 * scenes, so the story can be followed with the screen dark.
 */
export function useMediaSession({ title, scene, cover, playing, ...actions }: NowPlaying) {
  const handlers = useRef(actions);
  handlers.current = actions;
  const picture = cover?.picture;
  const square = cover?.square;

  useEffect(() => {
    if (!('mediaSession' in navigator) || typeof MediaMetadata === 'undefined') return;
    const artwork = artworkOf(picture ? { picture, square } : null);
    navigator.mediaSession.metadata = new MediaMetadata({ title, artist: 'Dreamweaver', album: scene, artwork });
  }, [title, scene, picture, square]);

  useEffect(() => {
    if ('mediaSession' in navigator) navigator.mediaSession.playbackState = playing ? 'playing' : 'paused';
  }, [playing]);

  useEffect(() => {
    if (!('mediaSession' in navigator)) return;
    const session = navigator.mediaSession;
    const set = (action: Action, handler: MediaSessionActionHandler | null) => {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // an action this browser does not know
      }
    };
    const run: Record<Action, () => void> = {
      play: () => handlers.current.onPlay(),
      pause: () => handlers.current.onPause(),
      stop: () => handlers.current.onStop(),
      previoustrack: () => handlers.current.onPrevious(),
      nexttrack: () => handlers.current.onNext(),
    };
    for (const action of ACTIONS) set(action, run[action]);
    return () => {
      for (const action of ACTIONS) set(action, null);
      session.metadata = null;
      session.playbackState = 'none';
    };
  }, []);
}
