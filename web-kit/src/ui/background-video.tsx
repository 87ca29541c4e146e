import { useEffect, useState, type ReactNode } from 'react';

// No video ships with the product (it would be large); an operator can place one at this path
// (shell/public/media/night-sky.mp4). Until then the source fails and the fallback shows.
export const BACKGROUND_VIDEO_SOURCE = '/media/night-sky.mp4';
/** spec.md section 9: a background video that has not played within 5 s gives way to its fallback. */
export const BACKGROUND_VIDEO_TIMEOUT_MS = 5000;

export type BackgroundVideoState = 'loading' | 'playing' | 'failed';

/**
 * A looping, muted background video and its state: `video` is the element to render while it
 * loads or plays, null once it errored or did not start in time (then show the fallback).
 */
export function useBackgroundVideo(className: string, what: string): { state: BackgroundVideoState; video: ReactNode } {
  const [state, setState] = useState<BackgroundVideoState>('loading');

  useEffect(() => {
    if (state !== 'loading') return;
    const timer = setTimeout(() => setState('failed'), BACKGROUND_VIDEO_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const fail = () => {
    console.info(`${what} unavailable, showing the fallback`);
    setState('failed');
  };

  const video =
    state === 'failed' ? null : (
      <video className={className} autoPlay muted loop playsInline preload="auto" onPlaying={() => setState('playing')} onError={fail}>
        {/* A <source> reports its failure on itself, not on the <video>. */}
        <source src={BACKGROUND_VIDEO_SOURCE} type="video/mp4" onError={fail} />
      </video>
    );
  return { state, video };
}
