import { loginSchema } from '@dreamweaver/contracts';
import { closeAccountDialog, toast, useI18n, useSession } from '@dreamweaver/web-kit';
import { Field } from '../ui/Field.tsx';
import { PasswordField } from '../ui/PasswordField.tsx';
import { FormFailure, useAccountForm } from './account-form.tsx';

export function SignInForm() {
  const { t } = useI18n();
  const { login, busy } = useSession();
  const { failure, bind, submit } = useAccountForm(
    { username: '', password: '' },
    {
      schema: loginSchema(t),
      send: async (credentials) => {
        await login(credentials);
        toast({ title: t('account.login.success.title'), description: t('account.login.success.text') });
        closeAccountDialog();
      },
      failedTitle: 'account.login.failed.title',
      emptyFailure: 'account.login.failed.fallback',
      unknownFailure: 'account.login.failed.unknown',
    },
  );

  return (
    <form className="account-form" onSubmit={submit} noValidate data-testid="sign-in-form">
      <FormFailure failure={failure} />
      <Field label={t('account.form.username')} autoComplete="username" disabled={busy} {...bind('username')} />
      <PasswordField
        label={t('account.form.password')}
        autoComplete="current-password"
        disabled={busy}
        {...bind('password')}
      />
      <button type="submit" className="account-button account-button--wide" disabled={busy}>
        {busy ? t('account.form.signingIn') : t('account.form.signIn')}
      </button>
    </form>
  );
}
