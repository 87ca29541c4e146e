import { useEffect, useState, type ReactNode } from 'react';

// The night-sky loop the project makes itself (scripts/make-night-sky.mjs, CC0), served by the
// bff from the shell's build (shell/public/media/). WebM (VP9) first, MP4 (H.264) for browsers
// without VP9; an operator may replace both files.
const BACKGROUND_VIDEO_SOURCES = [
  { src: '/media/night-sky.webm', type: 'video/webm' },
  { src: '/media/night-sky.mp4', type: 'video/mp4' },
] as const;
/** A background video that has not played within 5 s gives way to its fallback. */
const BACKGROUND_VIDEO_TIMEOUT_MS = 5000;

export type BackgroundVideoState = 'loading' | 'playing' | 'failed' | 'off';

// A phone in portrait shows a narrow slice of the 16:9 clip behind the page, dimmed: not worth its
// first 80 KB (a fifth of the story page's budget). Nor when the reader asks to save data.
const SMALL_OR_SAVING_DATA = '(max-width: 600px), (prefers-reduced-data: reduce)';

/** Whether a decorative video should be left out here: a phone-sized screen, or the reader saves data. */
function decorativeVideoUnwanted(): boolean {
  if (typeof window === 'undefined') return false;
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true || window.matchMedia?.(SMALL_OR_SAVING_DATA).matches === true;
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
        {BACKGROUND_VIDEO_SOURCES.map((source, index) => (
          <source
            key={source.src}
            src={source.src}
            type={source.type}
            onError={index === BACKGROUND_VIDEO_SOURCES.length - 1 ? fail : undefined}
          />
        ))}
      </video>
    );
  return { state, video };
}
