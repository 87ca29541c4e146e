import { useEffect, useRef, useState } from 'react';
import type { PaymentVerificationResult, StoryJson } from '@dreamweaver/contracts';
import { toast, useI18n } from '@dreamweaver/web-kit';
import { FALLBACK_FROM_EMAIL, verifyPayment } from '../api/payments.ts';

/** The buyer will see this many seconds of 'Payment successful!' before the email toast replaces it. */
const EMAIL_TOAST_DELAY_MS = 3000;

/**
 * Back from the checkout with `session_id` and the story still unpaid: verify once, then
 * report with the toasts of spec.md section 8. `onPaid` unlocks the story; a result that
 * needs an email returns the session for the 'One last step' form.
 */
export function usePaymentReturn(options: {
  story: StoryJson | undefined;
  sessionId: string | null;
  onPaid: (result: PaymentVerificationResult) => Promise<void> | void;
}) {
  const { story, sessionId, onPaid } = options;
  const { t } = useI18n();
  const verified = useRef<string | null>(null);
  const [emailSessionId, setEmailSessionId] = useState<string | null>(null);

  useEffect(() => {
    if (!story || !sessionId || story.isPaid || verified.current === sessionId) return;
    verified.current = sessionId;
    verifyPayment(sessionId)
      .then(async (result) => {
        if (!result.success) {
          toast({ title: t('payment.toast.verifyFailedTitle'), description: t('payment.toast.verifyDescription'), variant: 'destructive' });
          return;
        }
        await onPaid(result);
        toast({ title: t('payment.toast.successTitle'), description: t('payment.toast.successDescription') });
        if (result.needsEmail) setEmailSessionId(sessionId);
        else if (result.emailSent && result.customerEmail) {
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
  }, [story, sessionId, onPaid, t]);

  return { emailSessionId, emailProvided: () => setEmailSessionId(null) };
}
