import { useState } from 'react';
import type { AdminStory } from '@dreamweaver/contracts';
import { Modal, useI18n } from '@dreamweaver/web-kit';
import { refundStory, retryStory } from '../api/admin.ts';
import { DialogActions } from '../ui/DialogActions.tsx';
import { useAdminAction } from '../ui/use-admin-action.ts';
import { recoveryActions, storyHealth } from './story-table.ts';

/** The Status column: generation status, the refund owed or given, and the scenes still without narration. */
export function StoryStatus({ story }: { story: AdminStory }) {
  const { t } = useI18n();
  const health = storyHealth(story);
  const label =
    health === 'failed'
      ? 'admin.stories.statusFailed'
      : health === 'completed'
        ? 'admin.stories.statusCompleted'
        : 'admin.stories.statusInProgress';
  return (
    <span className="admin-status" data-testid="story-status" data-status={story.generationStatus}>
      <span className={`admin-badge admin-badge--${health}`}>{t(label)}</span>
      {story.refundStatus === 'needed' ? (
        <span className="admin-badge admin-badge--failed">{t('admin.stories.refundNeeded')}</span>
      ) : null}
      {story.refundStatus === 'refunded' ? <span className="admin-badge">{t('admin.stories.refunded')}</span> : null}
      {story.scenesWithoutAudio?.length ? (
        <span className="admin-muted">
          {t('admin.stories.noAudio', { scenes: story.scenesWithoutAudio.join(', ') })}
        </span>
      ) : null}
    </span>
  );
}

/** Asks before a refund: the money goes back and the story stays locked. */
function RefundDialog({
  story,
  refunding,
  onRefund,
  onClose,
}: {
  story: AdminStory;
  refunding: boolean;
  onRefund: () => void;
  onClose: () => void;
}) {
  const { t } = useI18n();
  return (
    <Modal
      classPrefix="admin"
      title={t('admin.refund.title')}
      description={t('admin.refund.description', { title: story.title || story.id })}
      closeLabel={t('admin.close')}
      onClose={() => !refunding && onClose()}
      testId="refund-dialog"
    >
      <DialogActions
        busy={refunding}
        danger
        submitLabel={t('admin.refund.submit')}
        busyLabel={t('admin.refund.submitting')}
        onCancel={onClose}
        onSubmit={onRefund}
      />
    </Modal>
  );
}

/** Retry (a failed story) and Refund (a paid story that failed for good, after a confirmation). */
export function StoryRecoveryActions({ story }: { story: AdminStory }) {
  const { t } = useI18n();
  const [confirmingRefund, setConfirmingRefund] = useState(false);
  const actions = recoveryActions(story);
  const retry = useAdminAction('retry', () => retryStory(story.id));
  const refund = useAdminAction(
    'refund',
    () => refundStory(story.id),
    () => setConfirmingRefund(false),
  );

  return (
    <>
      {actions.retry ? (
        <button
          type="button"
          className="admin-button admin-button--small"
          disabled={retry.busy}
          onClick={() => void retry.start()}
        >
          {retry.busy ? t('admin.stories.retrying') : t('admin.stories.retry')}
        </button>
      ) : null}
      {actions.refund ? (
        <button
          type="button"
          className="admin-button admin-button--small admin-button--danger"
          onClick={() => setConfirmingRefund(true)}
        >
          {t('admin.stories.refund')}
        </button>
      ) : null}
      {confirmingRefund ? (
        <RefundDialog
          story={story}
          refunding={refund.busy}
          onRefund={() => void refund.start()}
          onClose={() => setConfirmingRefund(false)}
        />
      ) : null}
    </>
  );
}
