import { useI18n } from '@dreamweaver/web-kit';

interface DialogActionsProps {
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  onCancel: () => void;
  /** Without it the button submits the dialog's form. */
  onSubmit?: () => void;
  disabled?: boolean;
  danger?: boolean;
}

/** A dialog's Cancel and confirm buttons; both wait while the action runs. */
export function DialogActions({
  busy,
  submitLabel,
  busyLabel,
  onCancel,
  onSubmit,
  disabled,
  danger,
}: DialogActionsProps) {
  const { t } = useI18n();
  return (
    <div className="admin-dialog__actions">
      <button type="button" className="admin-button admin-button--quiet" disabled={busy} onClick={onCancel}>
        {t('admin.cancel')}
      </button>
      <button
        type={onSubmit ? 'button' : 'submit'}
        className={`admin-button${danger ? ' admin-button--danger' : ''}`}
        disabled={busy || disabled}
        onClick={onSubmit}
      >
        {busy ? busyLabel : submitLabel}
      </button>
    </div>
  );
}
