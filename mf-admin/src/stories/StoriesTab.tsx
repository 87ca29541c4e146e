import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AdminStory } from '@dreamweaver/contracts';
import { useI18n } from '@dreamweaver/web-kit';
import { Empty, LoadFailure, Loading } from '../ui/LoadFailure.tsx';
import { Pager } from '../ui/Pager.tsx';
import { adminStoriesQuery } from '../api/admin.ts';
import { AssignStoryDialog } from './AssignStoryDialog.tsx';
import { GalleryBadges, GalleryToggle } from './GalleryToggle.tsx';
import { StoryRecoveryActions, StoryStatus } from './StoryRecovery.tsx';
import { assignedTo, filterStories, pageOf } from './story-table.ts';

function AssignedTo({ story }: { story: AdminStory }) {
  const { t } = useI18n();
  const owner = assignedTo(story);
  if (owner.kind === 'none') return <span className="admin-muted">{t('admin.stories.notAssigned')}</span>;
  if (owner.kind === 'unknown') return <span className="admin-muted">{t('admin.stories.unknownUser')}</span>;
  return <>{owner.username}</>;
}

export function StoriesTab() {
  const { t } = useI18n();
  const stories = useQuery(adminStoriesQuery());
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [assigning, setAssigning] = useState<AdminStory | null>(null);
  const matching = useMemo(() => filterStories(stories.data ?? [], search), [stories.data, search]);

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
  else if ((stories.data ?? []).length === 0) content = <Empty message={t('admin.stories.empty')} />;
  else if (matching.length === 0) content = <Empty message={t('admin.stories.noMatch')} />;
  else {
    const shown = pageOf(matching, page);
    content = (
      <>
        <StoriesTable stories={shown.items} onAssign={setAssigning} />
        <Pager page={shown.page} pages={shown.pages} onPage={setPage} />
      </>
    );
  }

  return (
    <div className="admin-tab">
      <div className="admin-toolbar">
        <input
          type="search"
          className="admin-search"
          placeholder={t('admin.stories.search')}
          aria-label={t('admin.stories.searchLabel')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
        {stories.data && stories.data.length > 0 ? (
          <span className="admin-muted" aria-live="polite">
            {t('admin.stories.count', { shown: matching.length, total: stories.data.length })}
          </span>
        ) : null}
      </div>
      {content}
      {assigning ? <AssignStoryDialog story={assigning} onClose={() => setAssigning(null)} /> : null}
    </div>
  );
}

/** The stories of the current page: id, title, status, owner and what the admin can do with each. */
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
