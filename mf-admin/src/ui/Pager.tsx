import { useI18n } from '@dreamweaver/web-kit';

export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useI18n();
  if (pages <= 1) return null;
  return (
    <nav className="admin-pager" aria-label={t('admin.paging.label')}>
      <button
        type="button"
        className="admin-button admin-button--quiet admin-button--small"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('admin.paging.previous')}
      </button>
      <span aria-live="polite">{t('admin.paging.status', { page, pages })}</span>
      <button
        type="button"
        className="admin-button admin-button--quiet admin-button--small"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('admin.paging.next')}
      </button>
    </nav>
  );
}
