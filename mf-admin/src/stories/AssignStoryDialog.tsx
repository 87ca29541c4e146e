import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AdminStory } from '@dreamweaver/contracts';
import { Modal, useI18n } from '@dreamweaver/web-kit';
import { DialogActions } from '../ui/DialogActions.tsx';
import { LoadFailure } from '../ui/LoadFailure.tsx';
import { useAdminAction } from '../ui/use-admin-action.ts';
import { assignStory, firstUsersQuery } from '../api/admin.ts';
import { UNASSIGNED, choiceFromUserId, userIdFromChoice } from './story-table.ts';

export function AssignStoryDialog({ story, onClose }: { story: AdminStory; onClose: () => void }) {
  const { t } = useI18n();
  // The first accounts (up to 200); an account beyond them is given its story with storyctl (stories assign).
  const users = useQuery({ ...firstUsersQuery(), staleTime: Infinity });
  const [choice, setChoice] = useState(choiceFromUserId(story.userId));
  const selectId = useId();
  const action = useAdminAction('assign', () => assignStory(story.id, userIdFromChoice(choice)), onClose);
  const busy = action.busy;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void action.start();
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
            {(users.data?.items ?? []).map((user) => (
              <option key={user.id} value={String(user.id)}>
                {user.username}
              </option>
            ))}
          </select>
        </div>
        <DialogActions
          busy={busy}
          disabled={users.isPending}
          submitLabel={t('admin.assign.submit')}
          busyLabel={t('admin.assign.submitting')}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
