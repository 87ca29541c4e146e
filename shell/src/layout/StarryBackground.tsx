import { useBackgroundVideo } from '@dreamweaver/web-kit';

const STAR_COUNT = 50;

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
 * video; if the video errors or cannot start, it is removed and the gradient stays. Phones get the
 * clip's small upright slice; readers saving data or asking for reduced motion the gradient and
 * still stars only (data-video="off").
 */
export function StarryBackground() {
  const { state, video } = useBackgroundVideo('shell-sky__video', '[shell] background video', { optional: true });
  return (
    <div className="shell-sky" aria-hidden="true" data-video={state} data-testid="starry-background">
      {video}
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
