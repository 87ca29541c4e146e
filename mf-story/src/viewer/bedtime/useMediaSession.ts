import { useEffect, useRef } from 'react';

interface NowPlaying {
  title: string;
  /** e.g. 'Scene 3 of 10' */
  scene: string;
  cover: string | null;
  onPrevious: () => void;
  onNext: () => void;
}

/**
 * Tells the phone what is playing: the story's title, the scene and its cover on the lock screen,
 * whose previous/next buttons move between scenes, so the story can be followed with the screen dark.
 */
export function useMediaSession({ title, scene, cover, onPrevious, onNext }: NowPlaying) {
  const handlers = useRef({ onPrevious, onNext });
  handlers.current = { onPrevious, onNext };

  useEffect(() => {
    if (!('mediaSession' in navigator) || typeof MediaMetadata === 'undefined') return;
    const artwork = cover ? [{ src: new URL(cover, window.location.href).href }] : [];
    navigator.mediaSession.metadata = new MediaMetadata({ title, artist: 'Dreamweaver', album: scene, artwork });
  }, [title, scene, cover]);

  useEffect(() => {
    if (!('mediaSession' in navigator)) return;
    const session = navigator.mediaSession;
    const set = (action: MediaSessionAction, handler: MediaSessionActionHandler | null) => {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // an action this browser does not know
      }
    };
    set('previoustrack', () => handlers.current.onPrevious());
    set('nexttrack', () => handlers.current.onNext());
    return () => {
      set('previoustrack', null);
      set('nexttrack', null);
      session.metadata = null;
    };
  }, []);
}
