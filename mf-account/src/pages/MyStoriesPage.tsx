import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { openAccountDialog, useI18n, useSession } from '@dreamweaver/web-kit';
import { myStoriesQuery } from '../api/stories.ts';
import { ChildrenSection } from '../children/ChildrenSection.tsx';
import { StoryCard } from '../my-stories/StoryCard.tsx';
import { FloatingFrames } from '../my-stories/FloatingFrames.tsx';
import { floatingFrames, listableStories, type ListedStory } from '../my-stories/listing.ts';
import { useIsDesktop } from '../my-stories/useIsDesktop.ts';
import '../account.css';

function MyStoriesFrame({
  frames = [],
  signedIn = false,
  children,
}: {
  frames?: ListedStory[];
  signedIn?: boolean;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <section className="account-page" data-testid="my-stories-page">
      <header className="account-page__header">
        <div className="account-page__heading">
          <h1>{t('account.myStories.title')}</h1>
          <p className="account-page__subtitle">{t('account.myStories.subtitle')}</p>
        </div>
        <FloatingFrames frames={frames} />
        <Link to="/" className="account-button">
          {t('account.myStories.createNew')}
        </Link>
      </header>
      {signedIn ? <ChildrenSection /> : null}
      {children}
    </section>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <div className="account-loading" role="status">
      <span className="account-spinner" aria-hidden="true" />
      {label}
    </div>
  );
}

function SignedOutPrompt() {
  const { t } = useI18n();
  return (
    <div className="account-panel" data-testid="my-stories-signed-out">
      <div className="account-panel__moon" aria-hidden="true" />
      <h2>{t('account.myStories.signedOut.title')}</h2>
      <p>{t('account.myStories.signedOut.text')}</p>
      <button type="button" className="account-button" onClick={() => openAccountDialog('signIn')}>
        {t('account.myStories.signedOut.action')}
      </button>
    </div>
  );
}

function UserStories() {
  const { t } = useI18n();
  const desktop = useIsDesktop();
  const [failedImages, setFailedImages] = useState<ReadonlySet<string>>(new Set());
  const stories = useQuery(myStoriesQuery());

  if (stories.isPending) {
    return (
      <MyStoriesFrame signedIn>
        <Loading label={t('account.myStories.loading')} />
      </MyStoriesFrame>
    );
  }
  if (stories.isError) {
    return (
      <MyStoriesFrame signedIn>
        <div className="account-panel" role="alert" data-testid="my-stories-error">
          <h2>{t('account.myStories.error.title')}</h2>
          <p>{t('account.myStories.error.text')}</p>
          <button
            type="button"
            className="account-button"
            disabled={stories.isFetching}
            onClick={() => void stories.refetch()}
          >
            {t('account.myStories.error.retry')}
          </button>
        </div>
      </MyStoriesFrame>
    );
  }
  const listed = listableStories(stories.data ?? [], failedImages);
  if (listed.length === 0) {
    return (
      <MyStoriesFrame signedIn>
        <div className="account-panel" data-testid="my-stories-empty">
          <div className="account-panel__moon" aria-hidden="true" />
          <h2>{t('account.myStories.empty.title')}</h2>
          <p>{t('account.myStories.empty.text')}</p>
          <Link to="/" className="account-button">
            {t('account.myStories.empty.action')}
          </Link>
        </div>
      </MyStoriesFrame>
    );
  }
  return (
    <MyStoriesFrame frames={floatingFrames(listed, desktop)} signedIn>
      <ul className="account-grid" data-testid="my-stories-grid">
        {listed.map((item) => (
          <StoryCard
            key={item.story.id}
            listed={item}
            onImageError={(id) => setFailedImages((failed) => new Set(failed).add(id))}
          />
        ))}
      </ul>
    </MyStoriesFrame>
  );
}

export function MyStoriesPage() {
  const { t } = useI18n();
  const { user, isLoading } = useSession();
  if (user) return <UserStories key={user.id} />;
  return <MyStoriesFrame>{isLoading ? <Loading label={t('account.loading')} /> : <SignedOutPrompt />}</MyStoriesFrame>;
}
