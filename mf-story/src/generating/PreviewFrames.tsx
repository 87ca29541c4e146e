import { storiesWithCovers } from '@dreamweaver/web-kit';
import { useQuery } from '@tanstack/react-query';
import { COVER_LIMIT } from '@dreamweaver/contracts';
import { recentStoriesQuery } from '../api/stories.ts';
import { SelfHidingImage } from '../common/SelfHidingImage.tsx';

const SHOWN = 4;

/**
 * Up to four pictures of shared stories floating in frames while ours is made (the story being
 * made is not shared yet, and the list carries gallery ids only, so there is nothing to exclude).
 */
export function PreviewFrames() {
  const { data } = useQuery(recentStoriesQuery(COVER_LIMIT));
  const frames = storiesWithCovers(data ?? []).slice(0, SHOWN);
  if (frames.length === 0) return null;
  return (
    <div className="story-frames" aria-hidden="true">
      {frames.map(({ story, imageUrl }, index) => (
        <figure
          key={story.id}
          className={`story-frames__frame story-frames__frame--${index + 1}`}
          data-testid="preview-frame"
        >
          <SelfHidingImage src={imageUrl} loading="lazy" />
        </figure>
      ))}
    </div>
  );
}
