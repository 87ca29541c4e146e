import { Suspense, use, useState, type ComponentType } from 'react';
import { useI18n, type RemoteName, type RemoteRoutePath } from '@dreamweaver/web-kit';
import { prepareRetry } from '../federation/remotes.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { remotePages } from './remote-pages.ts';

function RemotePage<R extends RemoteName>({ remote, path }: { remote: R; path: RemoteRoutePath<R> }) {
  const Page: ComponentType = use(remotePages(remote)).pages[path];
  return (
    <div className="shell-remote" data-remote={remote} data-state="ready">
      <Page />
    </div>
  );
}

function RemoteLoading() {
  const { t } = useI18n();
  return (
    <div className="shell-remote-loading" role="status" data-state="loading">
      <span className="shell-spinner" aria-hidden="true" />
      {t('shell.remote.loading')}
    </div>
  );
}

function RemoteFailure({ remote, onRetry }: { remote: RemoteName; onRetry: () => Promise<void> }) {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  return (
    <section className="shell-card shell-remote-failure" data-testid="remote-failure" data-remote={remote} role="alert">
      <div className="shell-remote-failure__moon" aria-hidden="true" />
      <h1>{t('shell.remote.failed.title')}</h1>
      <p>{t('shell.remote.failed.text')}</p>
      <button
        type="button"
        className="shell-button"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void onRetry().finally(() => setBusy(false));
        }}
      >
        {t('shell.remote.retry')}
      </button>
    </section>
  );
}

/** The page of `path`, supplied by `remote`, with a translated fallback and retry if the remote cannot load. */
export function RemoteArea<R extends RemoteName>({ remote, path }: { remote: R; path: RemoteRoutePath<R> }) {
  return (
    <ErrorBoundary
      fallback={(_error, reset) => (
        <RemoteFailure
          remote={remote}
          onRetry={async () => {
            await prepareRetry(remote);
            reset();
          }}
        />
      )}
    >
      <Suspense fallback={<RemoteLoading />}>
        <RemotePage remote={remote} path={path} />
      </Suspense>
    </ErrorBoundary>
  );
}
