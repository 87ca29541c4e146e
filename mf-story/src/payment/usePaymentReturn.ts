import { useEffect, useRef, useState } from 'react';
import type { PaymentVerificationResult, StoryJson } from '@dreamweaver/contracts';
import { toast, useI18n } from '@dreamweaver/web-kit';
import { FALLBACK_FROM_EMAIL, verifyPayment } from '../api/payments.ts';

/** The buyer sees 'Payment successful!' this long before the email toast replaces it (one toast at a time). */
const EMAIL_TOAST_DELAY_MS = 3000;
const HANDLED_KEY = 'dreamweaver.payment.handled.';

function storage(): Storage | undefined {
  try {
    return sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Back from the checkout with `session_id`: verify once and report with the toasts of
 * spec.md section 8. The spec verifies an unpaid story; the provider's own fulfilment (the
 * sandbox at payment time, Stripe's webhook) often unlocks the story before the buyer is
 * back, so a paid story is verified too unless this tab already handled that session.
 */
export function usePaymentReturn(options: {
  story: StoryJson | undefined;
  sessionId: string | null;
  onPaid: (result: PaymentVerificationResult) => Promise<void> | void;
  onHandled: () => void;
}) {
  const { story, sessionId, onPaid, onHandled } = options;
  const { t } = useI18n();
  const verified = useRef<string | null>(null);
  const [emailSessionId, setEmailSessionId] = useState<string | null>(null);

  useEffect(() => {
    if (!story || !sessionId || verified.current === sessionId) return;
    if (story.isPaid && storage()?.getItem(HANDLED_KEY + sessionId)) return;
    verified.current = sessionId;
    verifyPayment(sessionId)
      .then(async (result) => {
        if (!result.success) {
          toast({ title: t('payment.toast.verifyFailedTitle'), description: t('payment.toast.verifyDescription'), variant: 'destructive' });
          return;
        }
        await onPaid(result);
        toast({ title: t('payment.toast.successTitle'), description: t('payment.toast.successDescription') });
        if (result.needsEmail) {
          setEmailSessionId(sessionId);
          return;
        }
        storage()?.setItem(HANDLED_KEY + sessionId, '1');
        onHandled();
        if (result.emailSent && result.customerEmail) {
          const description = t('payment.toast.emailSentDescription', {
            email: result.customerEmail,
            address: result.fromEmail || FALLBACK_FROM_EMAIL,
          });
          setTimeout(() => toast({ title: t('payment.toast.emailSentTitle'), description }), EMAIL_TOAST_DELAY_MS);
        }
      })
      .catch((error: unknown) => {
        console.info('[mf-story] payment verification failed:', error);
        toast({ title: t('payment.toast.verifyErrorTitle'), description: t('payment.toast.verifyDescription'), variant: 'destructive' });
      });
  }, [story, sessionId, onPaid, onHandled, t]);

  const emailProvided = () => {
    if (emailSessionId) storage()?.setItem(HANDLED_KEY + emailSessionId, '1');
    setEmailSessionId(null);
    onHandled();
  };
  return { emailSessionId, emailProvided };
}
