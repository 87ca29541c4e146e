import { openAccountDialog, useI18n, useSession } from '@dreamweaver/web-kit';
import { AccountDialog } from './account/AccountDialog.tsx';
import { AccountMenu } from './account/AccountMenu.tsx';
import './account.css';

// Exposed as `mf_account/AccountControl`, mounted in the shell's header. It also hosts the
// 'Account Access' dialog, so any page can open it with openAccountDialog().
export default function AccountControl() {
  const { t } = useI18n();
  const { user, isLoading } = useSession();

  return (
    <>
      {isLoading ? (
        <button type="button" className="account-button account-button--placeholder" disabled aria-busy="true" title={t('account.loading')} data-testid="account-control">
          {t('account.signIn')}
        </button>
      ) : user ? (
        <AccountMenu user={user} />
      ) : (
        <button type="button" className="account-button" data-testid="account-control" onClick={() => openAccountDialog('signIn')}>
          {t('account.signIn')}
        </button>
      )}
      <AccountDialog />
    </>
  );
}
