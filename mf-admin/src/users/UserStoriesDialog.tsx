import { useInfiniteQuery } from '@tanstack/react-query';
import type { AdminUser } from '@dreamweaver/contracts';
import { Modal, formatShortDate, useI18n } from '@dreamweaver/web-kit';
import { Empty, LoadFailure, Loading } from '../ui/LoadFailure.tsx';
import { LoadMore, loadMoreOf } from '../ui/LoadMore.tsx';
import { userStoriesQuery } from '../api/admin.ts';

export function UserStoriesDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { t, language } = useI18n();
  const stories = useInfiniteQuery(userStoriesQuery(user.id));
  const loaded = stories.data?.pages.flatMap((page) => page.items) ?? [];

  let content;
  if (stories.isPending) content = <Loading />;
  else if (stories.isError)
    content = (
      <LoadFailure
        message={t('admin.userStories.failed')}
        retrying={stories.isFetching}
        onRetry={() => void stories.refetch()}
      />
    );
  else if (loaded.length === 0) content = <Empty message={t('admin.userStories.empty')} />;
  else
    content = (
      <>
        <ul className="admin-story-list">
          {loaded.map((story) => (
            <li key={story.id} className="admin-story-list__item" data-testid="user-story">
              <div className="admin-story-list__head">
                <h3>{story.title || t('admin.story.untitled')}</h3>
                <span className={`admin-badge${story.isPaid ? ' admin-badge--paid' : ''}`}>
                  {story.isPaid ? t('admin.story.paid') : t('admin.story.unpaid')}
                </span>
              </div>
              <p className="admin-story-list__summary">{story.summary || t('admin.story.noSummary')}</p>
              <div className="admin-story-list__foot">
                <span>{t('story.created', { date: formatShortDate(story.createdAt, language) })}</span>
                <a
                  href={`/story/${encodeURIComponent(story.id)}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="admin-link"
                >
                  {t('admin.story.view')}
                </a>
              </div>
            </li>
          ))}
        </ul>
        <LoadMore shown={loaded.length} {...loadMoreOf(stories)} />
      </>
    );

  return (
    <Modal
      classPrefix="admin"
      title={t('admin.users.storiesOf', { username: user.username })}
      closeLabel={t('admin.close')}
      onClose={onClose}
      testId="user-stories-dialog"
    >
      {content}
    </Modal>
  );
}
