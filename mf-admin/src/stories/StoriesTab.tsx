import { useEffect, useMemo, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { AdminStory } from '@dreamweaver/contracts';
import { useI18n } from '@dreamweaver/web-kit';
import { Empty, LoadFailure, Loading } from '../ui/LoadFailure.tsx';
import { LoadMore, loadMoreOf } from '../ui/LoadMore.tsx';
import { adminStoriesQuery } from '../api/admin.ts';
import { AssignStoryDialog } from './AssignStoryDialog.tsx';
import { GalleryBadges, GalleryToggle } from './GalleryToggle.tsx';
import { StoryRecoveryActions, StoryStatus } from './StoryRecovery.tsx';
import { assignedTo } from './story-table.ts';

function AssignedTo({ story }: { story: AdminStory }) {
  const { t } = useI18n();
  const owner = assignedTo(story);
  if (owner.kind === 'none') return <span className="admin-muted">{t('admin.stories.notAssigned')}</span>;
  if (owner.kind === 'unknown') return <span className="admin-muted">{t('admin.stories.unknownUser')}</span>;
  return <>{owner.username}</>;
}

/** The search as typed, once typing pauses: the server searches, so not at every key. */
function useSettled(value: string, delayMs = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

export function StoriesTab() {
  const { t } = useI18n();
  const [search, setSearch] = useState('');
  const searched = useSettled(search);
  const stories = useInfiniteQuery(adminStoriesQuery(searched));
  const [assigning, setAssigning] = useState<AdminStory | null>(null);
  const loaded = useMemo(() => stories.data?.pages.flatMap((page) => page.items) ?? [], [stories.data]);

  // A failed background refresh is only logged; the list already shown stays.
  const refreshFailed = stories.isError && stories.data !== undefined;
  useEffect(() => {
    if (refreshFailed) console.warn('Refreshing the admin story list failed', stories.error);
  }, [refreshFailed, stories.error]);

  let content;
  if (stories.isPending) content = <Loading />;
  else if (stories.isError && !stories.data)
    content = (
      <LoadFailure
        message={t('admin.stories.failed')}
        retrying={stories.isFetching}
        onRetry={() => void stories.refetch()}
      />
    );
  else if (loaded.length === 0)
    content = <Empty message={searched.trim() ? t('admin.stories.noMatch') : t('admin.stories.empty')} />;
  else
    content = (
      <>
        <StoriesTable stories={loaded} onAssign={setAssigning} />
        <LoadMore shown={loaded.length} {...loadMoreOf(stories)} />
      </>
    );

  return (
    <div className="admin-tab">
      <div className="admin-toolbar">
        <input
          type="search"
          className="admin-search"
          placeholder={t('admin.stories.search')}
          aria-label={t('admin.stories.searchLabel')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {content}
      {assigning ? <AssignStoryDialog story={assigning} onClose={() => setAssigning(null)} /> : null}
    </div>
  );
}

/** The stories loaded so far: id, title, status, owner and what the admin can do with each. */
function StoriesTable({ stories, onAssign }: { stories: AdminStory[]; onAssign: (story: AdminStory) => void }) {
  const { t } = useI18n();
  return (
    <div className="admin-table-wrap">
      <table className="admin-table" data-testid="stories-table">
        <thead>
          <tr>
            <th scope="col">{t('admin.stories.id')}</th>
            <th scope="col">{t('admin.stories.title')}</th>
            <th scope="col">{t('admin.stories.status')}</th>
            <th scope="col">{t('admin.stories.assignedTo')}</th>
            <th scope="col">{t('admin.stories.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {stories.map((story) => (
            <StoryRow key={story.id} story={story} onAssign={onAssign} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function StoryRow({ story, onAssign }: { story: AdminStory; onAssign: (story: AdminStory) => void }) {
  const { t } = useI18n();
  return (
    <tr data-testid="story-row" data-story-id={story.id}>
      <td className="admin-table__id" data-label={t('admin.stories.id')}>
        <code>{story.id}</code>
      </td>
      <td data-label={t('admin.stories.title')}>
        {story.title || t('admin.story.untitled')} <GalleryBadges story={story} />
      </td>
      <td data-label={t('admin.stories.status')}>
        <StoryStatus story={story} />
      </td>
      <td data-label={t('admin.stories.assignedTo')}>
        <AssignedTo story={story} />
      </td>
      <td className="admin-table__actions" data-label={t('admin.stories.actions')}>
        <div className="admin-table__buttons">
          <button type="button" className="admin-button admin-button--small" onClick={() => onAssign(story)}>
            {t('admin.stories.assign')}
          </button>
          <StoryRecoveryActions story={story} />
          <a
            href={`/story/${encodeURIComponent(story.id)}`}
            target="_blank"
            rel="noopener noreferrer"
            className="admin-button admin-button--quiet admin-button--small"
          >
            {t('admin.stories.view')}
          </a>
          <GalleryToggle story={story} />
        </div>
      </td>
    </tr>
  );
}
