import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatShortDate, storiesWithCovers, useI18n } from '@dreamweaver/web-kit';
import { GALLERY_LIMIT } from '@dreamweaver/contracts';
import { recentStoriesQuery } from '../api/stories.ts';
import { SelfHidingImage } from '../common/SelfHidingImage.tsx';

const SKELETON_CARDS = 6;

/**
 * 'Recent Stories': a card per shared story (by gallery id) with a picture of its own. A click
 * leads to the form, never to the story: the list carries no story id (child privacy).
 */
export function RecentStoriesGallery({ onPick }: { onPick: () => void }) {
  const { t, language } = useI18n();
  const { data, isPending, isError } = useQuery(recentStoriesQuery(GALLERY_LIMIT));
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const cards = storiesWithCovers(data ?? []).filter(({ story }) => !failed.has(story.id));

  let body;
  if (isPending) {
    body = (
      <ul
        className="story-gallery__grid"
        aria-busy="true"
        aria-label={t('home.gallery.loading')}
        data-testid="gallery-skeleton"
      >
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder cards that never move
          <li key={index} className="story-gallery__card story-gallery__card--skeleton">
            <span className="story-gallery__image" />
            <span className="story-gallery__line" />
            <span className="story-gallery__line story-gallery__line--short" />
          </li>
        ))}
      </ul>
    );
  } else if (isError || cards.length === 0) {
    body = (
      <div className="story-gallery__empty" data-testid="gallery-empty">
        <p className="story-gallery__empty-title">{t('home.gallery.empty.title')}</p>
        <p>{t('home.gallery.empty.text')}</p>
      </div>
    );
  } else {
    body = (
      <ul className="story-gallery__grid">
        {cards.map(({ story, imageUrl }) => (
          <li key={story.id}>
            <button type="button" className="story-gallery__card" onClick={onPick} data-testid="gallery-card">
              <SelfHidingImage
                src={imageUrl}
                className="story-gallery__image"
                loading="lazy"
                onFail={() => setFailed((current) => new Set(current).add(story.id))}
              />
              <span className="story-gallery__title">{story.title || t('home.gallery.untitled')}</span>
              <span className="story-gallery__date">
                {t('story.created', { date: formatShortDate(story.createdAt, language) })}
              </span>
            </button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="story-gallery" aria-labelledby="story-gallery-title">
      <h2 id="story-gallery-title" className="story-gallery__heading">
        {t('home.gallery.title')}
      </h2>
      {body}
    </section>
  );
}
