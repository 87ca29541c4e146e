import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { StoryFailureKind } from '@dreamweaver/contracts';
import { toast, useI18n } from '@dreamweaver/web-kit';
import { fetchStoryRequest, retryStory, storyProgressQuery } from '../api/stories.ts';
import { wizardStateFromRequest, wizardStore } from '../create/wizard-state.ts';

/**
 * A story that could not be made: what happened in the parent's words, and the ways on. "Try
 * again" queues the same request again; "Start over" opens the form with the same answers. Both
 * only for the story's creator; anyone else gets a way home.
 */
export function FailedStory({ id, failure, canRetry }: { id: string; failure: StoryFailureKind; canRetry: boolean }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<'retry' | 'startOver' | null>(null);

  const tryAgain = async () => {
    setBusy('retry');
    try {
      const progress = await retryStory(id);
      queryClient.setQueryData(storyProgressQuery(id).queryKey, progress);
    } catch {
      toast({ variant: 'destructive', title: t('generating.failed.retryFailed') });
    } finally {
      setBusy(null);
    }
  };

  const startOver = async () => {
    setBusy('startOver');
    try {
      wizardStore.replace(wizardStateFromRequest(await fetchStoryRequest(id)));
      navigate('/personalize');
    } catch {
      navigate('/select-audience');
    }
  };

  return (
    <div className="story-generating__failed" role="alert" data-testid="generation-failed" data-failure={failure}>
      <h2>{t('generating.failed.title')}</h2>
      <p>{t(failure === 'unsuitable' ? 'generating.failed.unsuitable' : 'generating.failed.unavailable')}</p>
      <div className="story-generating__failed-actions">
        {canRetry ? (
          <>
            {failure === 'unavailable' && (
              <button
                type="button"
                className="story-button story-button--primary"
                onClick={tryAgain}
                disabled={busy !== null}
              >
                {t('generating.failed.tryAgain')}
              </button>
            )}
            <button
              type="button"
              className={
                failure === 'unavailable' ? 'story-button story-button--quiet' : 'story-button story-button--primary'
              }
              onClick={startOver}
              disabled={busy !== null}
            >
              {t('generating.failed.startOver')}
            </button>
          </>
        ) : (
          <button type="button" className="story-button story-button--primary" onClick={() => navigate('/')}>
            {t('generating.failed.home')}
          </button>
        )}
      </div>
    </div>
  );
}
