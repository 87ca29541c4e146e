import { useEffect, useState, type ReactNode } from 'react';

// The night-sky loop the project makes itself (scripts/make-night-sky.mjs, CC0), served by the
// bff from the shell's build (shell/public/media/). WebM (VP9) first, MP4 (H.264) for browsers
// without VP9; an operator may replace both files.
const BACKGROUND_VIDEO_SOURCES = [
  { src: '/media/night-sky.webm', type: 'video/webm' },
  { src: '/media/night-sky.mp4', type: 'video/mp4' },
] as const;
// A phone in portrait shows a narrow upright slice of the 16:9 clip: it gets that slice alone, at
// phone size (28 KB instead of 81 KB), cut from the same clip by scripts/make-night-sky.mjs.
const PORTRAIT_VIDEO_SOURCES = [
  { src: '/media/night-sky-portrait.webm', type: 'video/webm' },
  { src: '/media/night-sky-portrait.mp4', type: 'video/mp4' },
] as const;
const PHONE_SCREEN = '(max-width: 600px)';
/** A background video that has not played within 5 s gives way to its fallback. */
const BACKGROUND_VIDEO_TIMEOUT_MS = 5000;

export type BackgroundVideoState = 'loading' | 'playing' | 'failed' | 'off';

/**
 * Whether a decorative video should be left out here (then the still gradient shows): the reader
 * asks to save data, or for reduced motion, as the stars then stop twinkling too.
 */
function decorativeVideoUnwanted(): boolean {
  if (typeof window === 'undefined') return false;
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  const asked = (query: string) => window.matchMedia?.(query).matches === true;
  return (
    connection?.saveData === true ||
    asked('(prefers-reduced-data: reduce)') ||
    asked('(prefers-reduced-motion: reduce)')
  );
}

/** The page's decorative sky (`optional`) takes the upright slice on a phone; a framed video (the progress page's) the whole clip. */
function videoSources(optional: boolean) {
  const phone = optional && typeof window !== 'undefined' && window.matchMedia?.(PHONE_SCREEN).matches === true;
  return phone ? PORTRAIT_VIDEO_SOURCES : BACKGROUND_VIDEO_SOURCES;
}

/**
 * A looping, muted background video and its state: `video` is the element to render while it
 * loads or plays, null once it errored or did not start in time (then show the fallback), or when
 * `optional` and decorativeVideoUnwanted() (state 'off', the fallback from the start).
 */
export function useBackgroundVideo(
  className: string,
  what: string,
  { optional = false }: { optional?: boolean } = {},
): { state: BackgroundVideoState; video: ReactNode } {
  const [state, setState] = useState<BackgroundVideoState>(() =>
    optional && decorativeVideoUnwanted() ? 'off' : 'loading',
  );

  useEffect(() => {
    if (state !== 'loading') return;
    const timer = setTimeout(() => setState('failed'), BACKGROUND_VIDEO_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const [sources] = useState(() => videoSources(optional));

  const fail = () => {
    console.info(`${what} unavailable, showing the fallback`);
    setState('failed');
  };

  const video =
    state === 'failed' || state === 'off' ? null : (
      <video
        className={className}
        autoPlay
        muted
        loop
        playsInline
        preload="auto"
        onPlaying={() => setState('playing')}
        onError={fail}
      >
        {/* A <source> reports its failure on itself, not on the <video>; the browser then tries the next one, so only the last one's failure is final. */}
        {sources.map((source, index) => (
          <source
            key={source.src}
            src={source.src}
            type={source.type}
            onError={index === sources.length - 1 ? fail : undefined}
          />
        ))}
      </video>
    );
  return { state, video };
}
