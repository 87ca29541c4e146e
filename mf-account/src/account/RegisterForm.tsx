import { useState, type FormEvent } from 'react';
import { registerFormSchema } from '@dreamweaver/contracts';
import { closeAccountDialog, toast, useI18n, useSession } from '@dreamweaver/web-kit';
import { Field } from '../ui/Field.tsx';
import { fieldErrors } from './field-errors.ts';

export function RegisterForm() {
  const { t } = useI18n();
  const { register, busy } = useSession();
  const [values, setValues] = useState({ username: '', password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const change = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues({ ...values, [field]: event.target.value });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = registerFormSchema(t).safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setFailure(null);
    try {
      await register({ username: parsed.data.username, password: parsed.data.password });
      toast({ title: t('account.register.success.title'), description: t('account.register.success.text') });
      closeAccountDialog();
    } catch (error) {
      const message =
        error instanceof Error
          ? error.message || t('account.register.failed.fallback')
          : t('account.register.failed.unknown');
      setFailure(message);
      toast({ title: t('account.register.failed.title'), description: message, variant: 'destructive' });
    }
  };

  return (
    <form className="account-form" onSubmit={onSubmit} noValidate data-testid="register-form">
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
        onChange={change('username')}
      />
      <Field
        label={t('account.form.password')}
        name="password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        error={errors.password}
        disabled={busy}
        onChange={change('password')}
      />
      <Field
        label={t('account.form.confirmPassword')}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        error={errors.confirmPassword}
        disabled={busy}
        onChange={change('confirmPassword')}
      />
      <button type="submit" className="account-button account-button--wide" disabled={busy}>
        {busy ? t('account.form.registering') : t('account.form.register')}
      </button>
    </form>
  );
}
