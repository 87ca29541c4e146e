import { useEffect, useRef, useState } from 'react';
import type { PaymentVerificationResult, StoryJson } from '@dreamweaver/contracts';
import { toast, useI18n } from '@dreamweaver/web-kit';
import { FALLBACK_FROM_EMAIL, verifyPayment } from '../api/payments.ts';
import { paymentCheck, rememberHandled, rememberNeedsEmail, tabStorage } from './payment-return-memory.ts';

/** The buyer sees 'Payment successful!' this long before the email toast replaces it (one toast at a time). */
const EMAIL_TOAST_DELAY_MS = 3000;

/** A purchase's outcome: shown even while bedtime mode holds the other toasts back. */
function purchaseToast(title: string, description: string) {
  toast({ title, description, essential: true });
}

/**
 * Back from the checkout with `session_id`: verify once and report with the toasts of
 * the payment flow. Verifying an unpaid story is not enough: the provider's own fulfilment (the
 * sandbox at payment time, Stripe's webhook) often unlocks the story before the buyer is
 * back, so a paid story is verified too unless this tab already handled that session.
 * Once verified, `session_id` leaves the address (onHandled). A payment that still needs an
 * email is remembered for this tab, and every later visit of the story asks the server
 * again, quietly: 'One last step' shows for as long as the payment has no email.
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
  // The form belongs to one story: another story in the same page instance does not show it.
  const [waiting, setWaiting] = useState<{ storyId: string; sessionId: string } | null>(null);

  useEffect(() => {
    if (!story) return;
    const check = paymentCheck(story, sessionId, tabStorage());
    if (!check || verified.current === check.sessionId) return;
    verified.current = check.sessionId;
    const storyId = story.id;
    if (!check.returning) {
      verifyPayment(check.sessionId)
        .then((result) => {
          if (result.success && result.needsEmail) setWaiting({ storyId, sessionId: check.sessionId });
          else if (result.success) rememberHandled(tabStorage(), storyId, check.sessionId);
        })
        // Nothing to tell the parent: the next visit asks again.
        .catch((error: unknown) =>
          console.info('[mf-story] could not check whether the payment still needs an email:', error),
        );
      return;
    }
    verifyPayment(check.sessionId)
      .then(async (result) => {
        if (!result.success) {
          toast({
            title: t('payment.toast.verifyFailedTitle'),
            description: t('payment.toast.verifyDescription'),
            variant: 'destructive',
          });
          return;
        }
        await onPaid(result);
        purchaseToast(t('payment.toast.successTitle'), t('payment.toast.successDescription'));
        if (result.needsEmail) {
          // Remembered before the address changes, so the visit without session_id finds it.
          rememberNeedsEmail(tabStorage(), storyId, check.sessionId);
          setWaiting({ storyId, sessionId: check.sessionId });
          onHandled();
          return;
        }
        rememberHandled(tabStorage(), storyId, check.sessionId);
        onHandled();
        if (result.emailSent && result.customerEmail) {
          const description = t('payment.toast.emailSentDescription', {
            email: result.customerEmail,
            address: result.fromEmail || FALLBACK_FROM_EMAIL,
          });
          setTimeout(() => purchaseToast(t('payment.toast.emailSentTitle'), description), EMAIL_TOAST_DELAY_MS);
        }
      })
      .catch((error: unknown) => {
        console.info('[mf-story] payment verification failed:', error);
        toast({
          title: t('payment.toast.verifyErrorTitle'),
          description: t('payment.toast.verifyDescription'),
          variant: 'destructive',
        });
      });
  }, [story, sessionId, onPaid, onHandled, t]);

  const emailSessionId = waiting && waiting.storyId === story?.id ? waiting.sessionId : null;
  const emailProvided = () => {
    if (waiting) rememberHandled(tabStorage(), waiting.storyId, waiting.sessionId);
    setWaiting(null);
  };
  return { emailSessionId, emailProvided };
}
