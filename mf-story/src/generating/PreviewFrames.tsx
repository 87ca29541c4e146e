import { storiesWithCovers } from '@dreamweaver/web-kit';
import { useQuery } from '@tanstack/react-query';
import { COVER_LIMIT } from '@dreamweaver/contracts';
import { recentStoriesQuery } from '../api/stories.ts';
import { SelfHidingImage } from '../common/SelfHidingImage.tsx';

const SHOWN = 4;

/** Up to four pictures of recent stories floating in frames while ours is made. */
export function PreviewFrames({ excludeId }: { excludeId?: string }) {
  const { data } = useQuery(recentStoriesQuery(COVER_LIMIT));
  const frames = storiesWithCovers((data ?? []).filter((story) => story.id !== excludeId)).slice(0, SHOWN);
  if (frames.length === 0) return null;
  return (
    <div className="story-frames" aria-hidden="true">
      {frames.map(({ story, imageUrl }, index) => (
        <figure key={story.id} className={`story-frames__frame story-frames__frame--${index + 1}`} data-testid="preview-frame">
          <SelfHidingImage src={imageUrl} loading="lazy" />
        </figure>
      ))}
    </div>
  );
}
