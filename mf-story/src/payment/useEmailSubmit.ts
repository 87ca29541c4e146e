import { useState, type FormEvent } from 'react';
import { emailSchema } from '@dreamweaver/contracts';
import { toast, useI18n } from '@dreamweaver/web-kit';
import { FALLBACK_FROM_EMAIL, provideEmail } from '../api/payments.ts';
import { clientErrorMessage } from '../common/error-message.ts';

/** Sending the buyer's address for the story link: checks it, sends it and says how it went in a toast. */
export function useEmailSubmit(email: string, sessionId: string, onDone: () => void) {
  const { t } = useI18n();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (address: string) => {
    const result = await provideEmail(address, sessionId);
    if (result.success) {
      toast({
        title: t('payment.toast.thanksTitle'),
        description: t('payment.toast.thanksDescription', { address: result.fromEmail || FALLBACK_FROM_EMAIL }),
        essential: true,
      });
      onDone();
    } else {
      toast({
        title: t('payment.toast.emailFailedTitle'),
        description: result.error || t('payment.toast.emailFailedDescription'),
        variant: 'destructive',
      });
    }
  };

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
      await send(parsed.data);
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

  return { submit, error, busy };
}
