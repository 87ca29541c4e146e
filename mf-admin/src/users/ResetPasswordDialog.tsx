import { useState } from 'react';
import type { AdminUser, PasswordReset } from '@dreamweaver/contracts';
import { Modal, useI18n } from '@dreamweaver/web-kit';
import { resetPassword } from '../api/admin.ts';
import { DialogActions } from '../ui/DialogActions.tsx';
import { useAdminAction } from '../ui/use-admin-action.ts';
import { TemporaryPasswordDetails } from './TemporaryPasswordDetails.tsx';

/** Asks first; then shows the new temporary password once (the same service as storyctl users reset-password). */
export function ResetPasswordDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { t } = useI18n();
  const [reset, setReset] = useState<PasswordReset | null>(null);
  const action = useAdminAction('resetPassword', () => resetPassword(user.id), setReset);

  return (
    <Modal
      classPrefix="admin"
      title={t('admin.resetPassword.title')}
      description={reset ? undefined : t('admin.resetPassword.description', { username: user.username })}
      closeLabel={t('admin.close')}
      onClose={() => !action.busy && onClose()}
      testId="reset-password-dialog"
    >
      {reset ? (
        <div className="admin-created" data-testid="password-reset">
          <TemporaryPasswordDetails username={reset.username} temporaryPassword={reset.temporaryPassword} />
          <div className="admin-dialog__actions">
            <button type="button" className="admin-button" onClick={onClose}>
              {t('admin.newUser.done')}
            </button>
          </div>
        </div>
      ) : (
        <DialogActions
          busy={action.busy}
          submitLabel={t('admin.resetPassword.submit')}
          busyLabel={t('admin.resetPassword.submitting')}
          onCancel={onClose}
          onSubmit={() => void action.start()}
        />
      )}
    </Modal>
  );
}
