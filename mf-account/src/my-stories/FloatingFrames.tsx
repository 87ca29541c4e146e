import type { ListedStory } from './listing.ts';

/** Decorative tilted frames in the page header (desktop only, see floatingFrames()). */
export function FloatingFrames({ frames }: { frames: ListedStory[] }) {
  if (frames.length === 0) return null;
  return (
    <div className="account-frames" aria-hidden="true" data-testid="floating-frames">
      {frames.map(({ story, imageUrl }, index) => (
        <figure key={story.id} className={`account-frame account-frame--${index === 0 ? 'left' : 'right'}`}>
          <img src={imageUrl} alt="" />
        </figure>
      ))}
    </div>
  );
}
