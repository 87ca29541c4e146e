import { useState, type FormEvent } from 'react';
import { emailSchema } from '@dreamweaver/contracts';
import { toast, useI18n } from '@dreamweaver/web-kit';
import { FALLBACK_FROM_EMAIL, provideEmail } from '../api/payments.ts';
import { clientErrorMessage } from '../common/error-message.ts';

/** 'One last step': after a payment without an email, asks where to send the story's link. */
export function EmailForm({ sessionId, onDone }: { sessionId: string; onDone: () => void }) {
  const { t } = useI18n();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = emailSchema(t).safeParse(email);
    if (!parsed.success) {
      setError(t('validation.email.invalid'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const result = await provideEmail(parsed.data, sessionId);
      if (result.success) {
        toast({
          title: t('payment.toast.thanksTitle'),
          description: t('payment.toast.thanksDescription', { address: result.fromEmail || FALLBACK_FROM_EMAIL }),
        });
        onDone();
      } else {
        toast({
          title: t('payment.toast.emailFailedTitle'),
          description: result.error || t('payment.toast.emailFailedDescription'),
          variant: 'destructive',
        });
      }
    } catch (caught) {
      console.info('[mf-story] provide-email failed:', caught);
      // A refusal (409 another address already has the link, 429 too many tries, …) says why, in the page's language.
      const refusal = clientErrorMessage(caught);
      toast({
        title: t('payment.toast.errorTitle'),
        description: refusal ?? t('payment.toast.emailErrorDescription'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

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
