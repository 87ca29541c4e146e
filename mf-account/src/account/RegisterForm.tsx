import { registerFormSchema } from '@dreamweaver/contracts';
import { closeAccountDialog, toast, useI18n, useSession } from '@dreamweaver/web-kit';
import { Field } from '../ui/Field.tsx';
import { PasswordField } from '../ui/PasswordField.tsx';
import { FormFailure, useAccountForm } from './account-form.tsx';

export function RegisterForm() {
  const { t } = useI18n();
  const { register, busy } = useSession();
  const { failure, bind, submit } = useAccountForm(
    { username: '', password: '', confirmPassword: '' },
    {
      schema: registerFormSchema(t),
      send: async ({ username, password }) => {
        await register({ username, password });
        toast({ title: t('account.register.success.title'), description: t('account.register.success.text') });
        closeAccountDialog();
      },
      failedTitle: 'account.register.failed.title',
      emptyFailure: 'account.register.failed.fallback',
      unknownFailure: 'account.register.failed.unknown',
    },
  );

  return (
    <form className="account-form" onSubmit={submit} noValidate data-testid="register-form">
      <FormFailure failure={failure} />
      <Field label={t('account.form.username')} autoComplete="username" disabled={busy} {...bind('username')} />
      <PasswordField
        label={t('account.form.password')}
        autoComplete="new-password"
        disabled={busy}
        {...bind('password')}
      />
      <PasswordField
        label={t('account.form.confirmPassword')}
        autoComplete="new-password"
        disabled={busy}
        {...bind('confirmPassword')}
      />
      <button type="submit" className="account-button account-button--wide" disabled={busy}>
        {busy ? t('account.form.registering') : t('account.form.register')}
      </button>
    </form>
  );
}
