import { useMutation } from '@tanstack/react-query';
import { toast, useI18n } from '@dreamweaver/web-kit';
import { createCheckoutSession } from '../api/payments.ts';
import { clientErrorMessage } from '../common/error-message.ts';

/** 'Purchase for $4.99': opens the provider's checkout, which comes back to this story. */
export function usePurchase(storyId: string) {
  const { t } = useI18n();
  const mutation = useMutation({
    mutationFn: () => createCheckoutSession(storyId, `${window.location.origin}/story/${encodeURIComponent(storyId)}`),
    onSuccess: ({ url }) => {
      if (url) {
        window.location.assign(url);
        return;
      }
      toast({ title: t('payment.toast.errorTitle'), description: t('payment.toast.noUrl'), variant: 'destructive' });
    },
    onError: (error) => {
      console.info('[mf-story] checkout could not start:', error);
      // A refusal (409: the story failed or its preview is not ready) says why; anything else gets the spec's generic text.
      toast({
        title: t('payment.toast.errorTitle'),
        description: clientErrorMessage(error) ?? t('payment.toast.checkoutFailed'),
        variant: 'destructive',
      });
    },
  });
  // Stays busy while the browser leaves for the checkout page.
  const busy = mutation.isPending || (mutation.isSuccess && Boolean(mutation.data?.url));
  return { purchase: () => mutation.mutate(), busy };
}
