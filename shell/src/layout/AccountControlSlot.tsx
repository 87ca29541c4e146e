import { Suspense, lazy, useEffect, useState } from 'react';
import { useI18n, type AccountControlModule } from '@dreamweaver/web-kit';
import { loadRemoteModule } from '../federation/remotes.ts';
import { ErrorBoundary } from '../remotes/ErrorBoundary.tsx';

const AccountControl = lazy(() => loadRemoteModule<AccountControlModule>('mf_account', 'AccountControl'));

/** Stands in for the account control until mf-account loads, or for good if it cannot. */
function SignInPlaceholder() {
  const { t } = useI18n();
  return (
    <button type="button" className="shell-button shell-account-placeholder" disabled data-testid="account-placeholder">
      {t('shell.account.signIn')}
    </button>
  );
}

export function AccountControlSlot() {
  // mf_account is fetched with the page but run only once the first screen is in: its remote
  // entry took ~50 ms of the phone's throttled CPU in the middle of the first render
  // (bench:web CPU profile), and the placeholder is what the first render shows anyway.
  const [afterFirstRender, setAfterFirstRender] = useState(false);
  useEffect(() => setAfterFirstRender(true), []);
  return (
    <div className="shell-account-slot" data-testid="account-slot">
      {afterFirstRender ? (
        <ErrorBoundary fallback={() => <SignInPlaceholder />}>
          <Suspense fallback={<SignInPlaceholder />}>
            <div className="shell-account-slot__control" data-state="ready">
              <AccountControl />
            </div>
          </Suspense>
        </ErrorBoundary>
      ) : (
        <SignInPlaceholder />
      )}
    </div>
  );
}
