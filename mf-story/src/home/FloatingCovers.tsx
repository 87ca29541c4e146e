import { storiesWithCovers } from '@dreamweaver/web-kit';
import { useQuery } from '@tanstack/react-query';
import { COVER_LIMIT } from '@dreamweaver/contracts';
import { recentStoriesQuery } from '../api/stories.ts';
import { SelfHidingImage } from '../common/SelfHidingImage.tsx';

const SHOWN = 3;

/** Up to three covers of recent stories drifting around the hero; purely decorative. */
export function FloatingCovers() {
  const { data } = useQuery(recentStoriesQuery(COVER_LIMIT));
  const covers = storiesWithCovers(data ?? []).slice(0, SHOWN);
  if (covers.length === 0) return null;
  return (
    <div className="story-covers" aria-hidden="true" data-testid="floating-covers">
      {covers.map(({ story, imageUrl }, index) => (
        <SelfHidingImage
          key={story.id}
          src={imageUrl}
          className={`story-covers__cover story-covers__cover--${index + 1}`}
          loading="lazy"
          data-testid="floating-cover"
        />
      ))}
    </div>
  );
}
