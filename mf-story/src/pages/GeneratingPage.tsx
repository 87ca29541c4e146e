import { useEffect } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import type { StoryProgressJson } from '@dreamweaver/contracts';
import { toast, useI18n } from '@dreamweaver/web-kit';
import { storyProgressQuery } from '../api/stories.ts';
import { Icon } from '../common/icons.tsx';
import { FailedStory } from '../generating/FailedStory.tsx';
import { MagicVideo } from '../generating/MagicVideo.tsx';
import { PreviewFrames } from '../generating/PreviewFrames.tsx';
import { ProgressSteps } from '../generating/ProgressSteps.tsx';
import { ProgressLog } from '../generating/ProgressLog.tsx';
import { READY_PAUSE_MS, isReadyToRead, progressPercent, statusLabelKey } from '../generating/progress-rules.ts';
import '../generating/generating.css';

export function GeneratingPage() {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim();
  if (!id) return <MissingStoryId />;
  return <StoryProgress key={id} id={id} />;
}

function MissingStoryId() {
  const { t } = useI18n();
  useEffect(() => {
    toast({
      variant: 'destructive',
      title: t('generating.missingId.title'),
      description: t('generating.missingId.text'),
    });
  }, [t]);
  return <Navigate to="/" replace />;
}

function StoryProgress({ id }: { id: string }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { data, isError, refetch, isFetching } = useQuery(storyProgressQuery(id));
  const ready = isReadyToRead(data?.status);

  // 'Your first scene is ready!' shows for a moment before the page moves on.
  useEffect(() => {
    if (!ready) return;
    const timer = setTimeout(() => navigate(`/story/${encodeURIComponent(id)}`, { replace: true }), READY_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [ready, id, navigate]);

  return (
    <section className="story-generating" data-testid="remote-page">
      <MagicVideo />
      <PreviewFrames />
      <div className="story-card story-generating__card">
        <Icon name="wand" className="story-generating__wand" />
        {data?.status !== 'failed' && (
          <>
            <h1>{t('loading.title')}</h1>
            <p className="story-generating__subtitle">{t('loading.subtitle')}</p>
          </>
        )}
        {data?.status === 'failed' ? (
          <FailedStory id={id} failure={data.failure ?? 'unavailable'} canRetry={data.canRetry ?? false} />
        ) : isError && !data ? (
          <div className="story-generating__error" role="alert">
            <p>{t('generating.loadFailed')}</p>
            <button
              type="button"
              className="story-button story-button--quiet"
              onClick={() => refetch()}
              disabled={isFetching}
            >
              {t('generating.retry')}
            </button>
          </div>
        ) : (
          <ProgressDisplay progress={data} ready={ready} />
        )}
      </div>
    </section>
  );
}

/** Where the story stands: the status, the bar, the four steps, the real steps so far, and 'ready' at the end. */
function ProgressDisplay({ progress, ready }: { progress: StoryProgressJson | undefined; ready: boolean }) {
  const { t } = useI18n();
  const percent = progressPercent(progress?.progress);
  const label = t(statusLabelKey(progress?.status));
  return (
    <>
      <p
        className="story-generating__status"
        data-testid="generation-status"
        data-status={progress?.status ?? ''}
        aria-live="polite"
      >
        {ready ? t('generating.ready') : label}
      </p>
      <div
        className="story-progress-bar"
        role="progressbar"
        aria-label={t('generating.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% · ${label}`}
      >
        <span className="story-progress-bar__fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="story-generating__percent" data-testid="generation-percent">
        {percent}%
      </p>
      {progress?.waiting && !ready ? (
        <p className="story-generating__subtitle" data-testid="generation-waiting" aria-live="polite">
          {t('generating.waiting')}
        </p>
      ) : null}
      <ProgressSteps currentStep={progress?.currentStep} />
      <ProgressLog progress={progress} />
    </>
  );
}
