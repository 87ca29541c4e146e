import { useState, type FormEvent } from 'react';
import { loginSchema } from '@dreamweaver/contracts';
import { closeAccountDialog, toast, useI18n, useSession } from '@dreamweaver/web-kit';
import { Field } from '../ui/Field.tsx';
import { fieldErrors } from './field-errors.ts';

export function SignInForm() {
  const { t } = useI18n();
  const { login, busy } = useSession();
  const [values, setValues] = useState({ username: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

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
        error instanceof Error ? error.message || t('account.login.failed.fallback') : t('account.login.failed.unknown');
      setFailure(message);
      toast({ title: t('account.login.failed.title'), description: message, variant: 'destructive' });
    }
  };

  return (
    <form className="account-form" onSubmit={onSubmit} noValidate data-testid="sign-in-form">
      {failure ? (
        <p className="account-banner" role="alert" data-testid="account-banner">
          {failure}
        </p>
      ) : null}
      <Field
        label={t('account.form.username')}
        name="username"
        autoComplete="username"
        value={values.username}
        error={errors.username}
        disabled={busy}
        onChange={(event) => setValues({ ...values, username: event.target.value })}
      />
      <Field
        label={t('account.form.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        error={errors.password}
        disabled={busy}
        onChange={(event) => setValues({ ...values, password: event.target.value })}
      />
      <button type="submit" className="account-button account-button--wide" disabled={busy}>
        {busy ? t('account.form.signingIn') : t('account.form.signIn')}
      </button>
    </form>
  );
}
