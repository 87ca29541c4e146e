import { useEffect, useState } from 'react';

// No video ships with the product (it would be large); an operator can place one at this path.
// Until then the source fails and the animated fallback shows.
const VIDEO_SOURCE = '/media/night-sky.mp4';
export const VIDEO_TIMEOUT_MS = 5000;

/** The looping background video of the progress page; if it has not played within 5 s, a fallback. */
export function MagicVideo() {
  const [video, setVideo] = useState<'loading' | 'playing' | 'failed'>('loading');

  useEffect(() => {
    if (video !== 'loading') return;
    const timer = setTimeout(() => setVideo('failed'), VIDEO_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [video]);

  const fail = () => {
    console.info('[mf-story] progress video unavailable, showing the fallback');
    setVideo('failed');
  };

  return (
    <div className="story-magic" aria-hidden="true" data-testid="generating-video" data-video={video}>
      {video !== 'failed' ? (
        <video
          className="story-magic__video"
          autoPlay
          muted
          loop
          playsInline
          preload="auto"
          onPlaying={() => setVideo('playing')}
          onError={fail}
        >
          <source src={VIDEO_SOURCE} type="video/mp4" onError={fail} />
        </video>
      ) : (
        <div className="story-magic__fallback">
          <span className="story-magic__orb" />
          <span className="story-magic__orb story-magic__orb--2" />
          <span className="story-magic__orb story-magic__orb--3" />
        </div>
      )}
    </div>
  );
}
