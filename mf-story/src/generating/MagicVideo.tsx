import { useBackgroundVideo } from '@dreamweaver/web-kit';

/** The looping background video of the progress page; if it has not played within 5 s, a fallback. */
export function MagicVideo() {
  const { state, video } = useBackgroundVideo('story-magic__video', '[mf-story] progress video');
  return (
    <div className="story-magic" aria-hidden="true" data-testid="generating-video" data-video={state}>
      {video ?? (
        <div className="story-magic__fallback">
          <span className="story-magic__orb" />
          <span className="story-magic__orb story-magic__orb--2" />
          <span className="story-magic__orb story-magic__orb--3" />
        </div>
      )}
    </div>
  );
}
