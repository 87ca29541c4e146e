import { useEffect, useRef, useState } from 'react';

export const STAR_COUNT = 50;
const VIDEO_SOURCE = '/media/night-sky.mp4';
const VIDEO_START_TIMEOUT_MS = 5000;

// Deterministic pseudo-random positions, so the sky looks the same on every render.
function starField(count: number) {
  let seed = 20240611;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  return Array.from({ length: count }, (_, index) => ({
    id: index,
    left: `${(next() * 100).toFixed(2)}%`,
    top: `${(next() * 100).toFixed(2)}%`,
    size: `${(1 + next() * 2.5).toFixed(1)}px`,
    delay: `${(next() * 4).toFixed(2)}s`,
    duration: `${(2.5 + next() * 3).toFixed(2)}s`,
  }));
}
const STARS = starField(STAR_COUNT);

/**
 * The night sky behind every page: a gradient, 50 twinkling stars and an optional looping
 * video (put one at shell/public/media/night-sky.mp4). The video only shows once it plays;
 * if it errors or cannot start, it is removed and the gradient stays.
 */
export function StarryBackground() {
  const [video, setVideo] = useState<'loading' | 'playing' | 'failed'>('loading');
  const ref = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (video !== 'loading') return;
    const timer = setTimeout(() => setVideo('failed'), VIDEO_START_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [video]);

  const fail = () => {
    console.info('[shell] background video unavailable, showing the gradient');
    setVideo('failed');
  };

  return (
    <div className="shell-sky" aria-hidden="true" data-video={video} data-testid="starry-background">
      {video !== 'failed' ? (
        <video
          ref={ref}
          className="shell-sky__video"
          autoPlay
          muted
          loop
          playsInline
          preload="auto"
          onPlaying={() => setVideo('playing')}
          onError={fail}
        >
          {/* A <source> reports its failure on itself, not on the <video>. */}
          <source src={VIDEO_SOURCE} type="video/mp4" onError={fail} />
        </video>
      ) : null}
      <div className="shell-sky__stars">
        {STARS.map((star) => (
          <span
            key={star.id}
            className="shell-star"
            style={{
              left: star.left,
              top: star.top,
              width: star.size,
              height: star.size,
              animationDelay: star.delay,
              animationDuration: star.duration,
            }}
          />
        ))}
      </div>
    </div>
  );
}
