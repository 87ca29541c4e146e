import { useState } from 'react';
import type { AdminUser, PasswordReset } from '@dreamweaver/contracts';
import { messageFromError, Modal, toast, useI18n } from '@dreamweaver/web-kit';
import { resetPassword } from '../api/admin.ts';
import { TemporaryPasswordDetails } from './TemporaryPasswordDetails.tsx';

/** Asks first; then shows the new temporary password once (the same service as storyctl users reset-password). */
export function ResetPasswordDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  const [reset, setReset] = useState<PasswordReset | null>(null);

  const onReset = async () => {
    setBusy(true);
    try {
      setReset(await resetPassword(user.id));
      toast({ title: t('admin.resetPassword.done.title'), description: t('admin.resetPassword.done.text') });
    } catch (error) {
      toast({
        title: t('admin.resetPassword.failed.title'),
        description: messageFromError(error) ?? t('admin.resetPassword.failed.fallback'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      classPrefix="admin"
      title={t('admin.resetPassword.title')}
      description={reset ? undefined : t('admin.resetPassword.description', { username: user.username })}
      closeLabel={t('admin.close')}
      onClose={() => !busy && onClose()}
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
        <div className="admin-dialog__actions">
          <button type="button" className="admin-button admin-button--quiet" disabled={busy} onClick={onClose}>
            {t('admin.cancel')}
          </button>
          <button type="button" className="admin-button" disabled={busy} onClick={() => void onReset()}>
            {busy ? t('admin.resetPassword.submitting') : t('admin.resetPassword.submit')}
          </button>
        </div>
      )}
    </Modal>
  );
}
