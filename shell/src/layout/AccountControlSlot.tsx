import { Suspense, lazy } from 'react';
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
  return (
    <div className="shell-account-slot" data-testid="account-slot">
      <ErrorBoundary fallback={() => <SignInPlaceholder />}>
        <Suspense fallback={<SignInPlaceholder />}>
          <div className="shell-account-slot__control" data-state="ready">
            <AccountControl />
          </div>
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}
