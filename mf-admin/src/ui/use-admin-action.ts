import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { MessageKey } from '@dreamweaver/contracts';
import { messageFromError, toast, useI18n } from '@dreamweaver/web-kit';
import { isAdminQuery } from '../api/admin.ts';

type AdminAction = 'assign' | 'newUser' | 'refund' | 'resetPassword' | 'retry';

const SUCCESS_TOAST = {
  assign: ['admin.assign.success.title', 'admin.assign.success.text'],
  newUser: ['admin.newUser.created.title', 'admin.newUser.created.text'],
  refund: ['admin.refund.success.title', 'admin.refund.success.text'],
  resetPassword: ['admin.resetPassword.done.title', 'admin.resetPassword.done.text'],
  retry: ['admin.retry.success.title', 'admin.retry.success.text'],
} as const satisfies Record<AdminAction, readonly [MessageKey, MessageKey]>;

/**
 * One admin action: busy while it runs, a toast with its outcome (the server's message when it
 * failed), and the admin lists asked again after it succeeded.
 */
export function useAdminAction<T>(action: AdminAction, run: () => Promise<T>, onSuccess?: (result: T) => void) {
  const { t } = useI18n();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      const result = await run();
      const [title, text] = SUCCESS_TOAST[action];
      toast({ title: t(title), description: t(text) });
      onSuccess?.(result);
      void client.invalidateQueries({ predicate: (query) => isAdminQuery(query.queryKey) });
    } catch (error) {
      toast({
        title: t(`admin.${action}.failed.title`),
        description: messageFromError(error) ?? t(`admin.${action}.failed.fallback`),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };
  return { busy, start };
}
