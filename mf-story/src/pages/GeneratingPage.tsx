import { useEffect } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { toast, useI18n } from '@dreamweaver/web-kit';
import { storyProgressQuery } from '../api/stories.ts';
import { Icon } from '../common/icons.tsx';
import { FailedStory } from '../generating/FailedStory.tsx';
import { MagicVideo } from '../generating/MagicVideo.tsx';
import { PreviewFrames } from '../generating/PreviewFrames.tsx';
import { ProgressSteps } from '../generating/ProgressSteps.tsx';
import { isReadyToRead, progressPercent, statusLabelKey } from '../generating/progress-rules.ts';
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

  useEffect(() => {
    if (ready) navigate(`/story/${encodeURIComponent(id)}`, { replace: true });
  }, [ready, id, navigate]);

  const percent = progressPercent(data?.progress);
  const label = t(statusLabelKey(data?.status));
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
          <>
            <p
              className="story-generating__status"
              data-testid="generation-status"
              data-status={data?.status ?? ''}
              aria-live="polite"
            >
              {label}
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
            <ProgressSteps currentStep={data?.currentStep} />
          </>
        )}
      </div>
    </section>
  );
}
