import { changePasswordFormSchema } from '@dreamweaver/contracts';
import { Modal, toast, useI18n, useSession } from '@dreamweaver/web-kit';
import { PasswordField } from '../ui/PasswordField.tsx';
import { FormFailure, useAccountForm } from './account-form.tsx';

/**
 * 'Change password', from the account menu. `forced`: the session was signed in with the admin's
 * temporary password, so it opens by itself and cannot be dismissed: nothing else works until the
 * password is changed, and leaving it (×, Esc) signs out instead.
 */
export function ChangePasswordDialog({ forced, onClose }: { forced: boolean; onClose: () => void }) {
  const { t } = useI18n();
  const { changePassword, logout, busy } = useSession();
  const { failure, bind, submit } = useAccountForm(
    { currentPassword: '', newPassword: '', confirmPassword: '' },
    {
      schema: changePasswordFormSchema(t),
      send: async ({ currentPassword, newPassword }) => {
        await changePassword({ currentPassword, newPassword });
        toast({ title: t('account.password.success.title'), description: t('account.password.success.text') });
        onClose();
      },
      failedTitle: 'account.password.failed.title',
      unknownFailure: 'account.password.failed.unknown',
    },
  );

  const leave = () => {
    if (busy) return;
    if (forced) void logout().catch(() => undefined);
    else onClose();
  };

  return (
    <Modal
      classPrefix="account"
      title={t('account.password.title')}
      description={forced ? t('account.password.required') : t('account.password.description')}
      closeLabel={forced ? t('account.menu.logout') : t('account.password.cancel')}
      onClose={leave}
      testId="change-password-dialog"
    >
      <form className="account-form" onSubmit={submit} noValidate data-testid="change-password-form">
        <FormFailure failure={failure} />
        <PasswordField
          label={t('account.password.current')}
          autoComplete="current-password"
          disabled={busy}
          {...bind('currentPassword')}
        />
        <PasswordField
          label={t('account.password.new')}
          autoComplete="new-password"
          disabled={busy}
          {...bind('newPassword')}
        />
        <PasswordField
          label={t('account.password.confirm')}
          autoComplete="new-password"
          disabled={busy}
          {...bind('confirmPassword')}
        />
        <button type="submit" className="account-button account-button--wide" disabled={busy}>
          {busy ? t('account.password.submitting') : t('account.password.submit')}
        </button>
        {forced ? (
          <button type="button" className="account-link-button" disabled={busy} onClick={leave}>
            {t('account.menu.logout')}
          </button>
        ) : null}
      </form>
    </Modal>
  );
}
