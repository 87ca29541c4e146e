import { useId, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminStory } from '@dreamweaver/contracts';
import { messageFromError, toast, useI18n } from '@dreamweaver/web-kit';
import { Modal } from '@dreamweaver/web-kit';
import { LoadFailure } from '../ui/LoadFailure.tsx';
import { assignStory, isAdminQuery, usersQuery } from '../api/admin.ts';
import { UNASSIGNED, choiceFromUserId, userIdFromChoice } from './story-table.ts';

export function AssignStoryDialog({ story, onClose }: { story: AdminStory; onClose: () => void }) {
  const { t } = useI18n();
  const client = useQueryClient();
  // The list already loaded is good enough to choose from.
  const users = useQuery({ ...usersQuery(), staleTime: Infinity });
  const [choice, setChoice] = useState(choiceFromUserId(story.userId));
  const [busy, setBusy] = useState(false);
  const selectId = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await assignStory(story.id, userIdFromChoice(choice));
      toast({ title: t('admin.assign.success.title'), description: t('admin.assign.success.text') });
      void client.invalidateQueries({ predicate: (query) => isAdminQuery(query.queryKey) });
      onClose();
    } catch (error) {
      toast({
        title: t('admin.assign.failed.title'),
        description: messageFromError(error) ?? t('admin.assign.failed.fallback'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      classPrefix="admin"
      title={t('admin.assign.title')}
      description={t('admin.assign.description', { title: story.title || story.id })}
      closeLabel={t('admin.close')}
      onClose={() => !busy && onClose()}
      testId="assign-dialog"
    >
      <form className="admin-form" onSubmit={onSubmit}>
        {users.isError ? (
          <LoadFailure
            message={t('admin.users.failed')}
            retrying={users.isFetching}
            onRetry={() => void users.refetch()}
          />
        ) : null}
        <div className="admin-field">
          <label htmlFor={selectId}>{t('admin.assign.user')}</label>
          <select
            id={selectId}
            value={choice}
            disabled={busy || users.isPending}
            onChange={(e) => setChoice(e.target.value)}
          >
            <option value={UNASSIGNED}>{t('admin.assign.none')}</option>
            {(users.data ?? []).map((user) => (
              <option key={user.id} value={String(user.id)}>
                {user.username}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-dialog__actions">
          <button type="button" className="admin-button admin-button--quiet" disabled={busy} onClick={onClose}>
            {t('admin.cancel')}
          </button>
          <button type="submit" className="admin-button" disabled={busy || users.isPending}>
            {busy ? t('admin.assign.submitting') : t('admin.assign.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
