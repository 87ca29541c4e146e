import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AdminStory } from '@dreamweaver/contracts';
import { messageFromError, Modal, toast, useI18n } from '@dreamweaver/web-kit';
import { isAdminQuery, refundStory, retryStory } from '../api/admin.ts';
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

/** Retry (a failed story) and Refund (a paid story that failed for good, after a confirmation). */
export function StoryRecoveryActions({ story }: { story: AdminStory }) {
  const { t } = useI18n();
  const client = useQueryClient();
  const [retrying, setRetrying] = useState(false);
  const [confirmingRefund, setConfirmingRefund] = useState(false);
  const [refunding, setRefunding] = useState(false);
  const actions = recoveryActions(story);
  const refresh = () => void client.invalidateQueries({ predicate: (query) => isAdminQuery(query.queryKey) });

  const retry = async () => {
    setRetrying(true);
    try {
      await retryStory(story.id);
      toast({ title: t('admin.retry.success.title'), description: t('admin.retry.success.text') });
      refresh();
    } catch (error) {
      toast({
        title: t('admin.retry.failed.title'),
        description: messageFromError(error) ?? t('admin.retry.failed.fallback'),
        variant: 'destructive',
      });
    } finally {
      setRetrying(false);
    }
  };

  const refund = async () => {
    setRefunding(true);
    try {
      await refundStory(story.id);
      toast({ title: t('admin.refund.success.title'), description: t('admin.refund.success.text') });
      setConfirmingRefund(false);
      refresh();
    } catch (error) {
      toast({
        title: t('admin.refund.failed.title'),
        description: messageFromError(error) ?? t('admin.refund.failed.fallback'),
        variant: 'destructive',
      });
    } finally {
      setRefunding(false);
    }
  };

  return (
    <>
      {actions.retry ? (
        <button
          type="button"
          className="admin-button admin-button--small"
          disabled={retrying}
          onClick={() => void retry()}
        >
          {retrying ? t('admin.stories.retrying') : t('admin.stories.retry')}
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
        <Modal
          classPrefix="admin"
          title={t('admin.refund.title')}
          description={t('admin.refund.description', { title: story.title || story.id })}
          closeLabel={t('admin.close')}
          onClose={() => !refunding && setConfirmingRefund(false)}
          testId="refund-dialog"
        >
          <div className="admin-dialog__actions">
            <button
              type="button"
              className="admin-button admin-button--quiet"
              disabled={refunding}
              onClick={() => setConfirmingRefund(false)}
            >
              {t('admin.cancel')}
            </button>
            <button
              type="button"
              className="admin-button admin-button--danger"
              disabled={refunding}
              onClick={() => void refund()}
            >
              {refunding ? t('admin.refund.submitting') : t('admin.refund.submit')}
            </button>
          </div>
        </Modal>
      ) : null}
    </>
  );
}
