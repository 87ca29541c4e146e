import { useI18n } from '@dreamweaver/web-kit';

/** The control under a paged list: how many rows are shown, and "Load more" while more follow. */
export function LoadMore({
  shown,
  hasMore,
  loading,
  onLoadMore,
}: {
  shown: number;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}) {
  const { t } = useI18n();
  return (
    <div className="admin-pager">
      <span aria-live="polite">
        {hasMore ? t('admin.paging.shownMore', { count: shown }) : t('admin.paging.shownAll', { count: shown })}
      </span>
      {hasMore ? (
        <button
          type="button"
          className="admin-button admin-button--quiet admin-button--small"
          disabled={loading}
          onClick={onLoadMore}
        >
          {loading ? t('admin.paging.loading') : t('admin.paging.more')}
        </button>
      ) : null}
    </div>
  );
}

/** The props of LoadMore for an infinite query's loaded rows. */
export function loadMoreOf(list: {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}) {
  return {
    hasMore: list.hasNextPage,
    loading: list.isFetchingNextPage,
    onLoadMore: () => void list.fetchNextPage(),
  };
}
