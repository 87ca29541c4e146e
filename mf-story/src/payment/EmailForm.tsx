import { useState } from 'react';
import { useI18n } from '@dreamweaver/web-kit';
import { useEmailSubmit } from './useEmailSubmit.ts';

/** 'One last step': after a payment without an email, asks where to send the story's link. */
export function EmailForm({ sessionId, onDone }: { sessionId: string; onDone: () => void }) {
  const { t } = useI18n();
  const [email, setEmail] = useState('');
  const { submit, error, busy } = useEmailSubmit(email, sessionId, onDone);

  return (
    <form
      className="viewer-email"
      onSubmit={submit}
      noValidate
      aria-labelledby="viewer-email-title"
      data-testid="email-form"
    >
      <h2 id="viewer-email-title">{t('payment.emailForm.title')}</h2>
      <p>{t('payment.emailForm.description')}</p>
      <label className="viewer-email__label" htmlFor="viewer-email-input">
        {t('payment.emailForm.label')}
      </label>
      <div className="viewer-email__row">
        <input
          id="viewer-email-input"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          placeholder={t('payment.emailForm.placeholder')}
          disabled={busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'viewer-email-error' : undefined}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        <button type="submit" className="viewer-button" disabled={busy}>
          {busy ? t('payment.emailForm.sending') : t('payment.emailForm.submit')}
        </button>
      </div>
      {error ? (
        <p id="viewer-email-error" className="viewer-email__error" role="alert">
          {error}
        </p>
      ) : null}
      <p className="viewer-email__privacy">{t('payment.emailForm.privacy')}</p>
    </form>
  );
}
