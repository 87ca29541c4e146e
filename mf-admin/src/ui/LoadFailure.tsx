import { useI18n } from '@dreamweaver/web-kit';

/** A list's failure text with its 'Try Again' control. */
export function LoadFailure({
  message,
  retrying,
  onRetry,
}: {
  message: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  const { t } = useI18n();
  return (
    <div className="admin-state admin-state--error" role="alert">
      <p>{message}</p>
      <button type="button" className="admin-button admin-button--quiet" disabled={retrying} onClick={onRetry}>
        {t('admin.retry')}
      </button>
    </div>
  );
}

export function Loading() {
  const { t } = useI18n();
  return (
    <div className="admin-state" role="status">
      <span className="admin-spinner" aria-hidden="true" />
      {t('admin.loading')}
    </div>
  );
}

export function Empty({ message }: { message: string }) {
  return (
    <div className="admin-state" data-testid="admin-empty">
      <p>{message}</p>
    </div>
  );
}
