import { Link } from 'react-router-dom';
import { formatShortDate, useI18n } from '@dreamweaver/web-kit';
import type { ListedStory } from './listing.ts';
import { StoryChildControl } from './StoryChildControl.tsx';

export function StoryCard({ listed, onImageError }: { listed: ListedStory; onImageError: (id: string) => void }) {
  const { t, language } = useI18n();
  const { story, imageUrl } = listed;
  const title = story.title || t('account.myStories.untitled');
  return (
    <li className="account-card" data-testid="my-story-card" data-story-id={story.id}>
      <div className="account-card__image">
        <img
          src={imageUrl}
          alt={title}
          loading="lazy"
          onError={() => {
            console.warn(`Story cover failed to load: ${imageUrl}`);
            onImageError(story.id);
          }}
        />
      </div>
      <div className="account-card__body">
        <h3 className="account-card__title">{title}</h3>
        {story.series ? (
          <p className="account-card__date" data-testid="my-story-series">
            {t('children.series.episode', { episode: story.series.episode })} · {story.series.title}
          </p>
        ) : null}
        <p className="account-card__date">{t('story.created', { date: formatShortDate(story.createdAt, language) })}</p>
        <StoryChildControl story={story} />
        <Link to={`/story/${encodeURIComponent(story.id)}`} className="account-button account-button--small">
          {t('account.myStories.continue')}
        </Link>
      </div>
    </li>
  );
}
