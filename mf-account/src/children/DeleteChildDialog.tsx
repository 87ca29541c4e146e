import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { API_ROUTES, type ChildProfileJson } from '@dreamweaver/contracts';
import { Modal, toast, useI18n } from '@dreamweaver/web-kit';
import { childrenQuery, deleteChild } from '../api/children.ts';
import { serverProblem } from './child-form.ts';

/** Deleting a profile: the parent says whether the stories made from it stay or go too. */
export function DeleteChildDialog({ profile, onClose }: { profile: ChildProfileJson; onClose: () => void }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const remove = async (stories: 'keep' | 'delete') => {
    setBusy(true);
    try {
      await deleteChild(profile.id, stories);
      await queryClient.invalidateQueries({ queryKey: childrenQuery().queryKey });
      await queryClient.invalidateQueries({ queryKey: [API_ROUTES.stories.mine.path] });
      toast({ title: t('children.deleted') });
      onClose();
    } catch (error) {
      const message = serverProblem(error).message ?? t('errors.internal');
      toast({ variant: 'destructive', title: t('children.failed', { message }) });
      setBusy(false);
    }
  };
  return (
    <Modal
      classPrefix="account"
      title={t('children.delete.title', { name: profile.name })}
      description={t('children.delete.text')}
      closeLabel={t('children.cancel')}
      onClose={onClose}
      testId="delete-child-dialog"
    >
      <div className="child-delete__actions">
        <button type="button" className="account-button" disabled={busy} onClick={() => void remove('keep')}>
          {t('children.delete.keep')}
        </button>
        <button
          type="button"
          className="account-button account-button--danger"
          disabled={busy}
          onClick={() => void remove('delete')}
        >
          {t('children.delete.all')}
        </button>
        <button type="button" className="account-button account-button--quiet" onClick={onClose}>
          {t('children.cancel')}
        </button>
      </div>
    </Modal>
  );
}
