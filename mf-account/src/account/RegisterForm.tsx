import type { FormEvent } from 'react';
import { registerFormSchema } from '@dreamweaver/contracts';
import { closeAccountDialog, toast, useI18n, useSession } from '@dreamweaver/web-kit';
import { Field } from '../ui/Field.tsx';
import { PasswordField } from '../ui/PasswordField.tsx';
import { FormFailure, useAccountForm } from './account-form.tsx';
import { fieldErrors } from './field-errors.ts';

export function RegisterForm() {
  const { t } = useI18n();
  const { register, busy } = useSession();
  const { values, setErrors, failure, setFailure, bind } = useAccountForm({
    username: '',
    password: '',
    confirmPassword: '',
  });

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
