import { useState, type FormEvent } from 'react';
import { changePasswordFormSchema } from '@dreamweaver/contracts';
import { Modal, PasswordChangeError, toast, useI18n, useSession } from '@dreamweaver/web-kit';
import { Field } from '../ui/Field.tsx';
import { fieldErrors } from './field-errors.ts';

/**
 * 'Change password', from the account menu. `forced`: the session was signed in with the admin's
 * temporary password, so it opens by itself and cannot be dismissed: nothing else works until the
 * password is changed, and leaving it (×, Esc) signs out instead.
 */
export function ChangePasswordDialog({ forced, onClose }: { forced: boolean; onClose: () => void }) {
  const { t } = useI18n();
  const { changePassword, logout, busy } = useSession();
  const [values, setValues] = useState({ currentPassword: '', newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const change = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues({ ...values, [field]: event.target.value });

  const leave = () => {
    if (busy) return;
    if (forced) void logout().catch(() => undefined);
    else onClose();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = changePasswordFormSchema(t).safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setFailure(null);
    try {
      await changePassword({ currentPassword: parsed.data.currentPassword, newPassword: parsed.data.newPassword });
      toast({ title: t('account.password.success.title'), description: t('account.password.success.text') });
      onClose();
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : t('account.password.failed.unknown');
      if (error instanceof PasswordChangeError && Object.keys(error.fieldErrors).length > 0) setErrors(error.fieldErrors);
      else setFailure(message);
      toast({ title: t('account.password.failed.title'), description: message, variant: 'destructive' });
    }
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
      <form className="account-form" onSubmit={onSubmit} noValidate data-testid="change-password-form">
        {failure ? (
          <p className="account-banner" role="alert" data-testid="account-banner">
            {failure}
          </p>
        ) : null}
        <Field
          label={t('account.password.current')}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          value={values.currentPassword}
          error={errors.currentPassword}
          disabled={busy}
          onChange={change('currentPassword')}
        />
        <Field
          label={t('account.password.new')}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          value={values.newPassword}
          error={errors.newPassword}
          disabled={busy}
          onChange={change('newPassword')}
        />
        <Field
          label={t('account.password.confirm')}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          value={values.confirmPassword}
          error={errors.confirmPassword}
          disabled={busy}
          onChange={change('confirmPassword')}
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
