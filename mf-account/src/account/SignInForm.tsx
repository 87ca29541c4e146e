import type { FormEvent } from 'react';
import { loginSchema } from '@dreamweaver/contracts';
import { closeAccountDialog, toast, useI18n, useSession } from '@dreamweaver/web-kit';
import { Field } from '../ui/Field.tsx';
import { PasswordField } from '../ui/PasswordField.tsx';
import { FormFailure, useAccountForm } from './account-form.tsx';
import { fieldErrors } from './field-errors.ts';

export function SignInForm() {
  const { t } = useI18n();
  const { login, busy } = useSession();
  const { values, setErrors, failure, setFailure, bind } = useAccountForm({ username: '', password: '' });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = loginSchema(t).safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setFailure(null);
    try {
      await login(parsed.data);
      toast({ title: t('account.login.success.title'), description: t('account.login.success.text') });
      closeAccountDialog();
    } catch (error) {
      const message =
        error instanceof Error
          ? error.message || t('account.login.failed.fallback')
          : t('account.login.failed.unknown');
      setFailure(message);
      toast({ title: t('account.login.failed.title'), description: message, variant: 'destructive' });
    }
  };

  return (
    <form className="account-form" onSubmit={onSubmit} noValidate data-testid="sign-in-form">
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
